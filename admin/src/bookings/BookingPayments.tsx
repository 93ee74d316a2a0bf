/**
 * The payments of a booking: when, how, how much, its status and reference. A table from tablet width; on phones a
 * list of cards, so the amount is never pushed off the screen by a long reference.
 */
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { formatDateTime, formatRupees, paymentMethodLabels } from '@travel/server/domain';
import type { BookingPayment } from '@travel/server/domain';

const methodText = (payment: BookingPayment) =>
  `${paymentMethodLabels[payment.method]}${payment.status === 'refunded' ? ' (refunded)' : ''}`;

export const BookingPayments = ({ payments }: { payments: BookingPayment[] }) => {
  // A plain query (theme.breakpoints.down('sm')): the booking page renders it outside any theme in tests too.
  const small = useMediaQuery('(max-width:599.95px)');
  if (payments.length === 0) return <Typography color="text.secondary">No payments yet</Typography>;
  if (small) {
    return (
      <Stack component="ul" aria-label="Payments" data-testid="booking-payments" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {payments.map((payment) => (
          <Box component="li" key={payment.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Typography variant="body2" fontWeight={600}>
                {methodText(payment)}
              </Typography>
              <Typography variant="body2" fontWeight={700} sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(payment.amount)}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDateTime(payment.createdAt)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
              Reference {payment.providerPaymentId ?? '—'}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  }
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
            <TableCell>{methodText(payment)}</TableCell>
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
