/** A booking's cancellation (who, when, what was kept, refunded or credited) and its refunds with their status. */
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime, formatRupees, paymentMethodLabels } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';

const refundStatusColours = { pending: 'warning', processed: 'success', failed: 'error' } as const;

export const BookingCancellation = ({ booking }: { booking: Pick<Booking, 'cancellation'> }) => {
  const cancellation = booking.cancellation;
  if (!cancellation) return null;
  return (
    <Typography variant="body2" component="div" data-testid="booking-cancellation" sx={{ mb: 1 }}>
      Cancelled by {cancellation.by} on {formatDateTime(cancellation.at)}: kept {formatRupees(cancellation.retainedAmount)}, refunded{' '}
      {formatRupees(cancellation.refundAmount)}, voucher {formatRupees(cancellation.voucherAmount)}
      {cancellation.reason && ` (${cancellation.reason})`}
    </Typography>
  );
};

export const BookingRefunds = ({ booking }: { booking: Pick<Booking, 'refunds' | 'cancellation'> }) => (
  <Box>
    <BookingCancellation booking={booking} />
    {booking.refunds.length === 0 ? (
      <Typography color="text.secondary">No refunds</Typography>
    ) : (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Refunds" data-testid="booking-refunds">
          <TableHead>
            <TableRow>
              <TableCell sx={{ pl: 0 }}>Date</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right" sx={{ pr: 0 }}>
                Amount
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {booking.refunds.map((refund) => (
              <TableRow key={refund.id}>
                <TableCell sx={{ pl: 0, whiteSpace: 'nowrap' }}>{formatDateTime(refund.createdAt)}</TableCell>
                <TableCell>
                  {paymentMethodLabels[refund.method]}
                  {refund.providerRefundId && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {refund.providerRefundId}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={refund.status} color={refundStatusColours[refund.status]} variant="outlined" />
                </TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  {formatRupees(refund.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    )}
  </Box>
);
