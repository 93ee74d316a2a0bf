/**
 * 'Record payment': a payment that arrived outside the site (UPI, bank transfer, cash, card) with
 * its reference and date, POST /admin/bookings/{id}/payments. It confirms a pending booking once
 * the deposit is in; the server's message is shown when it refuses (seats gone, too much...).
 */
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  bookingDueNowPaise,
  bookingTexts,
  calendarDay,
  formatRupees,
  offlinePaymentMethods,
  paiseToRupees,
  rupeesToPaise,
  paymentMethodLabels,
  paymentReferenceMax,
  validateOfflinePayment,
} from '@travel/server/domain';
import type { Booking, OfflinePaymentInput } from '@travel/server/domain';
import { useState } from 'react';
import {
  DateInput,
  Form,
  NumberInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

const methodChoices = offlinePaymentMethods.map((method) => ({ id: method, name: paymentMethodLabels[method] }));

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
  };
}

export const RecordPaymentButton = () => {
  const booking = useRecordContext<Booking>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  // An expired hold owes nothing, yet a payment that arrives for it re-takes its seats: it can be recorded.
  if (!booking || booking.status === 'cancelled' || suggestedAmount(booking) <= 0) return null;

  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const saved = await dataProvider.recordBookingPayment(booking.id, paymentFormToInput(values, calendarDay()));
      setOpen(false);
      notify(`Payment recorded: ${formatRupees(saved.amountPaid)} paid, ${formatRupees(saved.balanceDue)} due`, { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="contained" size="small" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)}>
        {bookingTexts.recordPayment}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="record-payment-title">
        <Form
          record={{ amount: suggestedAmount(booking), method: 'upi', reference: '', paidAt: calendarDay() }}
          validate={(values) => validateOfflinePayment(values)}
          onSubmit={save}
          noValidate
        >
          <DialogTitle id="record-payment-title">
            {bookingTexts.recordPayment} · {booking.reference}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Balance due {formatRupees(booking.balanceDue)}
            </Typography>
            <NumberInput source="amount" label="Amount (₹)" step={0.01} min={0} fullWidth />
            <SelectInput source="method" label="Method" choices={methodChoices} fullWidth />
            <TextInput
              source="reference"
              label="Reference (UTR, receipt no.)"
              fullWidth
              slotProps={{ htmlInput: { maxLength: paymentReferenceMax } }}
            />
            <DateInput source="paidAt" label="Paid on" fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={saving}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : bookingTexts.recordPayment}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
