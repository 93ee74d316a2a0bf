/**
 * docs/product.md#screens dashboard: the totals of trips and reviews; beyond the specification (docs/product.md#beyond-the-specification)
 * the open customization requests and the registered travellers, each linking to its list.
 */
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import GroupIcon from '@mui/icons-material/Group';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useGetList } from 'react-admin';
import { ADMIN_BASE } from '../layout/paths.ts';
import { countParams, recentParams } from './recentQueries.ts';

interface TotalCardProps {
  label: string;
  total: number | undefined;
  icon: ReactNode;
  testId: string;
  /** The list the number comes from. */
  to?: string;
}

const TotalCard = ({ label, total, icon, testId, to }: TotalCardProps) => (
  <Card component={to ? Link : 'div'} {...(to ? { to } : {})} sx={{ textDecoration: 'none' }}>
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
  const trips = useGetList('trips', recentParams);
  const reviews = useGetList('reviews', recentParams);
  const openRequests = useGetList('customization-requests', { ...countParams, filter: { handled: 'false' } });
  const travellers = useGetList('users', countParams);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <TotalCard label="Total Trips" total={trips.total} icon={<FlightTakeoffIcon />} testId="total-trips" />
      <TotalCard label="Total Reviews" total={reviews.total} icon={<RateReviewIcon />} testId="total-reviews" />
      <TotalCard
        label="Open Requests"
        total={openRequests.total}
        icon={<MarkEmailUnreadIcon />}
        testId="open-requests"
        to={`${ADMIN_BASE}/customization-requests?filter=${encodeURIComponent(JSON.stringify({ handled: 'false' }))}`}
      />
      <TotalCard label="Travellers" total={travellers.total} icon={<GroupIcon />} testId="total-travellers" to={`${ADMIN_BASE}/users`} />
    </Box>
  );
};
