/** The Finance page's figure cards: each a count and an amount in rupees, some opening the list behind them. */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatRupees } from '@travel/server/domain';
import type { FinanceReport } from '@travel/server/entities';
import { Link } from 'react-admin';
import { ADMIN_BASE } from '../layout/paths.ts';
import { countText } from '../requests/countText.ts';

interface FigureProps {
  label: string;
  amount: number | undefined;
  detail?: string;
  testId: string;
  to?: string;
}

const Figure = ({ label, amount, detail, testId, to }: FigureProps) => (
  <Card variant="outlined" component={to ? Link : 'div'} {...(to ? { to } : {})} sx={{ textDecoration: 'none' }}>
    <CardContent>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      {/* Two cards a row on a phone: a crore with paise (₹12,34,56,789.50) still fits, and wraps rather than overflows. */}
      <Typography
        variant="h5"
        component="p"
        fontWeight={700}
        data-testid={testId}
        sx={{ fontSize: { xs: '1.125rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {amount === undefined ? <Skeleton width={80} /> : formatRupees(amount)}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </CardContent>
  </Card>
);

export const overdueBookingsPath = `${ADMIN_BASE}/bookings?filter=${encodeURIComponent(JSON.stringify({ overdue: 'true' }))}`;

export const FinanceFigures = ({ report }: { report: FinanceReport | undefined }) => {
  const month = report?.months.find((m) => m.month === report.month);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      <Figure label="Received this month" amount={month?.received} testId="finance-received" />
      <Figure label="Refunded this month" amount={month?.refunded} testId="finance-refunded" />
      <Figure
        label="Still to collect"
        amount={report?.owed.amount}
        detail={report && countText(report.owed.count, 'booking')}
        testId="finance-owed"
      />
      <Figure
        label="Overdue balances"
        amount={report?.overdue.amount}
        detail={report && countText(report.overdue.count, 'booking')}
        testId="finance-overdue"
        to={overdueBookingsPath}
      />
      <Figure
        label="Pending refunds"
        amount={report?.pendingRefunds.amount}
        detail={report && countText(report.pendingRefunds.count, 'refund')}
        testId="finance-pending-refunds"
      />
      <Figure
        label="Vouchers outstanding"
        amount={report?.vouchersOutstanding.amount}
        detail={report && countText(report.vouchersOutstanding.count, 'voucher')}
        testId="finance-vouchers"
      />
      <Figure
        label="Shares unpaid"
        amount={report?.sharesUnpaid.amount}
        detail={report && countText(report.sharesUnpaid.count, 'share')}
        testId="finance-shares-unpaid"
      />
    </Box>
  );
};
