/**
 * 'Record refund': money paid back outside the site (UPI, bank transfer, cash, card) with its
 * reference, POST /admin/bookings/{id}/refunds. It settles pending refunds first; the server says
 * 'Refund is more than was paid' when it is.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { formatRupees, parseOfflineRefund } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { useRecordContext } from 'react-admin';
import { recordRefund } from '../providers/financeCalls.ts';
import { refundableAmount } from './CancelBookingButton.tsx';
import { MoneyDialogButton } from './MoneyDialogButton.tsx';

/** What is owed back now: pending refunds first, else what may still be refunded. */
export function suggestedRefund(booking: Pick<Booking, 'refunds' | 'amountPaid' | 'amountRefunded'>): number {
  const pending = (booking.refunds ?? [])
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return pending > 0 ? pending / 100 : refundableAmount(booking);
}

export const RecordRefundButton = () => {
  const booking = useRecordContext<Booking>();
  const pending = booking?.refunds?.some((refund) => refund.status === 'pending');
  if (!booking || (!pending && refundableAmount(booking) <= 0)) return null;

  const save = async (values: Record<string, unknown>) => {
    const reference = typeof values.reference === 'string' ? values.reference.trim() : '';
    const parsed = parseOfflineRefund({ amount: values.amount, method: values.method, reference });
    if (parsed.error !== undefined) throw new Error(parsed.error);
    const saved = await recordRefund(booking.id, {
      amount: parsed.value.amount,
      method: parsed.value.method,
      ...(reference ? { reference } : {}),
    });
    return `Refund recorded: ${formatRupees(saved.amountRefunded)} refunded`;
  };

  return (
    <MoneyDialogButton
      label="Record refund"
      icon={<UndoIcon />}
      variant="outlined"
      titleId="record-refund-title"
      bookingReference={booking.reference}
      summary={`Paid ${formatRupees(booking.amountPaid)}, refunded ${formatRupees(booking.amountRefunded)}`}
      record={{ amount: suggestedRefund(booking), method: 'upi', reference: '' }}
      save={save}
    />
  );
};
