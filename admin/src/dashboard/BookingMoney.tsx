/** Money due (balances of confirmed bookings and deposits of live holds) and collected this month, in rupees. */
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatRupees } from '@travel/server/domain';
import type { SummaryState } from './BookingsOverview.tsx';

const Figure = ({ label, amount, testId }: { label: string; amount: number | undefined; testId: string }) => (
  <Box>
    <Typography variant="h5" component="p" fontWeight={700} data-testid={testId}>
      {amount === undefined ? <Skeleton width={100} /> : formatRupees(amount)}
    </Typography>
    <Typography color="text.secondary" variant="body2">
      {label}
    </Typography>
  </Box>
);

export const BookingMoney = ({ summary, error }: SummaryState) => (
  <Card sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CurrencyRupeeIcon color="primary" /> Bookings money
      </Typography>
      {error ? (
        <Typography color="error">{error.message}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <Figure label="Due" amount={summary?.moneyDue} testId="money-due" />
          <Figure label="Collected this month" amount={summary?.collectedThisMonth} testId="money-collected" />
        </Box>
      )}
    </CardContent>
  </Card>
);
