/** The payments of a booking: when, how, how much, its status and reference. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime, formatRupees, paymentMethodLabels } from '@travel/server/domain';
import type { BookingPayment } from '@travel/server/domain';

export const BookingPayments = ({ payments }: { payments: BookingPayment[] }) => {
  if (payments.length === 0) return <Typography color="text.secondary">No payments yet</Typography>;
  return (
    <Table size="small" aria-label="Payments" data-testid="booking-payments">
      <TableHead>
        <TableRow>
          <TableCell sx={{ pl: 0 }}>Date</TableCell>
          <TableCell>Method</TableCell>
          <TableCell>Reference</TableCell>
          <TableCell align="right" sx={{ pr: 0 }}>
            Amount
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell sx={{ pl: 0, whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</TableCell>
            <TableCell>
              {paymentMethodLabels[payment.method]}
              {payment.status === 'refunded' ? ' (refunded)' : ''}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{payment.providerPaymentId ?? '—'}</TableCell>
            <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
              {formatRupees(payment.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
