/** SPEC §2 dashboard: the totals of trips and reviews. */
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { listQueryOptions } from '../layout/queryOptions.ts';
import { recentParams } from './recentQueries.ts';

const TotalCard = ({ label, total, icon, testId }: { label: string; total: number | undefined; icon: ReactNode; testId: string }) => (
  <Card>
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 36 } }}>{icon}</Box>
      <Box>
        <Typography variant="h4" component="p" fontWeight={700} data-testid={testId}>
          {total ?? <Skeleton width={40} />}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </Box>
    </CardContent>
  </Card>
);

export const Totals = () => {
  const trips = useGetList('trips', recentParams, listQueryOptions);
  const reviews = useGetList('reviews', recentParams, listQueryOptions);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr' } }}>
      <TotalCard label="Total Trips" total={trips.total} icon={<FlightTakeoffIcon />} testId="total-trips" />
      <TotalCard label="Total Reviews" total={reviews.total} icon={<RateReviewIcon />} testId="total-reviews" />
    </Box>
  );
};
