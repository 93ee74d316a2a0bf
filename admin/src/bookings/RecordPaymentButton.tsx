/**
 * 'Record payment': a payment that arrived outside the site (UPI, bank transfer, cash, card) with
 * its reference and date, POST /admin/bookings/{id}/payments. It confirms a pending booking once
 * the deposit is in; the server's message is shown when it refuses (seats gone, too much...).
 */
import PaymentsIcon from '@mui/icons-material/Payments';
import {
  bookingDueNowPaise,
  bookingTexts,
  calendarDay,
  formatRupees,
  paiseToRupees,
  rupeesToPaise,
  validateOfflinePayment,
} from '@travel/server/domain';
import type { OfflinePaymentInput } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { DateInput, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { MoneyDialogButton } from './MoneyDialogButton.tsx';

/** What the traveller owes next (the rest of the deposit while pending, else the balance), in rupees. */
export function suggestedAmount(booking: Booking): number {
  const dueNow = bookingDueNowPaise(booking);
  return paiseToRupees(dueNow > 0 ? dueNow : rupeesToPaise(booking.totalAmount) - rupeesToPaise(booking.amountPaid));
}

/**
 * The body sent: the reference when given; the day only when it is not today (a payment of today
 * is stamped by the server with the time it was recorded, not midnight).
 */
export function paymentFormToInput(values: OfflinePaymentInput, today: string): OfflinePaymentInput {
  const reference = typeof values.reference === 'string' ? values.reference.trim() : '';
  return {
    amount: values.amount,
    method: values.method,
    ...(reference ? { reference } : {}),
    ...(values.paidAt && values.paidAt !== today ? { paidAt: values.paidAt } : {}),
    ...(typeof values.shareId === 'string' && values.shareId ? { shareId: values.shareId } : {}),
  };
}

export const RecordPaymentButton = () => {
  const booking = useRecordContext<Booking>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  // An expired hold owes nothing, yet a payment that arrives for it re-takes its seats: it can be recorded.
  if (!booking || booking.status === 'cancelled' || suggestedAmount(booking) <= 0) return null;

  const save = async (values: Record<string, unknown>) => {
    const saved = await dataProvider.recordBookingPayment(booking.id, paymentFormToInput(values, calendarDay()));
    return `Payment recorded: ${formatRupees(saved.amountPaid)} paid, ${formatRupees(saved.balanceDue)} due`;
  };

  return (
    <MoneyDialogButton
      label={bookingTexts.recordPayment}
      icon={<PaymentsIcon />}
      variant="contained"
      titleId="record-payment-title"
      bookingReference={booking.reference}
      summary={`Balance due ${formatRupees(booking.balanceDue)}`}
      record={{ amount: suggestedAmount(booking), method: 'upi', reference: '', paidAt: calendarDay() }}
      validate={(values) => validateOfflinePayment(values)}
      save={save}
    >
      <DateInput source="paidAt" label="Paid on" fullWidth />
      {(booking.shares ?? []).length > 0 && (
        <SelectInput
          source="shareId"
          label="Paid by (share)"
          choices={booking.shares.map((share) => ({ id: share.id, name: `${share.name} (due ${formatRupees(share.due)})` }))}
          emptyText="The whole booking"
          fullWidth
        />
      )}
    </MoneyDialogButton>
  );
};
