/**
 * Money on bookings: the balances confirmed bookings still owe, those overdue (opening the list behind
 * them), and what came in this month, in rupees. Owed and overdue are the Finance page's figures,
 * from the same definition on the server (repositories/finance.ts).
 */
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { Box, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { formatRupees } from '@travel/server/domain';
import { Link } from 'react-admin';
import { overdueBookingsPath } from '../finance/FinanceFigures.tsx';
import { countText } from '../requests/countText.ts';
import type { SummaryState } from './BookingsOverview.tsx';

interface FigureProps {
  label: string;
  amount: number | undefined;
  /** Its own line under the label; null while loading keeps that line (no shift under a phone's tap); undefined: none. */
  detail?: string | null;
  testId: string;
  to?: string;
}

const Figure = ({ label, amount, detail, testId, to }: FigureProps) => (
  <Box>
    <Typography variant="h5" component="p" fontWeight={700} data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
      {amount === undefined ? <Skeleton width={100} /> : formatRupees(amount)}
    </Typography>
    <Typography color="text.secondary" variant="body2">
      {to ? (
        <MuiLink component={Link} to={to}>
          {label}
        </MuiLink>
      ) : (
        label
      )}
    </Typography>
    {detail !== undefined && (
      <Typography color="text.secondary" variant="body2">
        {detail ?? '\u00a0'}
      </Typography>
    )}
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
          <Figure
            label="Still to collect"
            amount={summary?.owed.amount}
            detail={summary ? countText(summary.owed.count, 'booking') : null}
            testId="money-owed"
          />
          <Figure
            label="Overdue"
            amount={summary?.overdue.amount}
            detail={summary ? countText(summary.overdue.count, 'booking') : null}
            testId="money-overdue"
            to={overdueBookingsPath}
          />
          <Figure label="Collected this month" amount={summary?.collectedThisMonth} testId="money-collected" />
        </Box>
      )}
    </CardContent>
  </Card>
);
