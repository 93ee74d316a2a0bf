/** A booking's cancellation (who, when, what was kept, refunded or credited) and its refunds with their status. */
import { Box, Chip, Typography } from '@mui/material';
import { formatDateTime, formatRupees, paymentMethodLabels } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { type StackedColumn, StackedTable } from '../layout/StackedTable.tsx';

type BookingRefund = Booking['refunds'][number];

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

const columns: StackedColumn<BookingRefund>[] = [
  { label: 'Date', value: (refund) => formatDateTime(refund.createdAt), nowrap: true },
  {
    label: 'Method',
    title: true,
    value: (refund) => (
      <>
        {paymentMethodLabels[refund.method]}
        {refund.providerRefundId && (
          <Typography variant="caption" color="text.secondary" component="div">
            {refund.providerRefundId}
          </Typography>
        )}
      </>
    ),
  },
  {
    label: 'Status',
    value: (refund) => <Chip size="small" label={refund.status} color={refundStatusColours[refund.status]} variant="outlined" />,
  },
  { label: 'Amount', value: (refund) => formatRupees(refund.amount), align: 'right', amount: true, nowrap: true },
];

export const BookingRefunds = ({ booking }: { booking: Pick<Booking, 'refunds' | 'cancellation'> }) => (
  <Box>
    <BookingCancellation booking={booking} />
    {booking.refunds.length === 0 ? (
      <Typography color="text.secondary">No refunds</Typography>
    ) : (
      <StackedTable label="Refunds" testId="booking-refunds" rows={booking.refunds} rowKey={(refund) => refund.id} columns={columns} />
    )}
  </Box>
);
