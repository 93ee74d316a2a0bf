/**
 * 'Cancel' with money (POST /admin/bookings/{id}/cancel): where the money goes (back to the
 * original payments, a credit voucher, or nowhere), an optional override of the amount (empty: the
 * booking's cancellation policy; at most what was paid less what was refunded) and a reason. Seats
 * are freed at once; the server's message is shown when it refuses.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { bookingTexts, cancellationLimits, formatRupees, paiseToRupees, parseAdminCancel, rupeesToPaise } from '@travel/server/domain';
import type { AdminCancel } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { Form, NumberInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { cancelBookingWithMoney } from '../providers/financeCalls.ts';
import { useDialogSave } from './useDialogSave.ts';

/** Bookings that still hold seats can be cancelled. */
const cancellable: readonly Booking['status'][] = ['pending_payment', 'confirmed', 'paid'];

export const refundToChoices = [
  { id: 'original', name: 'Refund to the original payments' },
  { id: 'voucher', name: 'Credit voucher' },
  { id: 'none', name: 'Nothing back' },
];

/** What may still go back, in rupees: paid less refunded. */
export const refundableAmount = (booking: Pick<Booking, 'amountPaid' | 'amountRefunded'>): number =>
  paiseToRupees(Math.max(0, rupeesToPaise(booking.amountPaid) - rupeesToPaise(booking.amountRefunded ?? 0)));

/** The body sent: the amount only when one was typed, the reason only when given. */
export function cancelFormToBody(values: Record<string, unknown>): AdminCancel | { error: string } {
  const amount = values.amount === '' || values.amount === null || values.amount === undefined ? undefined : values.amount;
  const parsed = parseAdminCancel({ refundTo: values.refundTo, amount, reason: values.reason });
  return parsed.error === undefined ? parsed.value : { error: parsed.error };
}

export const CancelBookingButton = () => {
  const booking = useRecordContext<Booking>();
  const { open, setOpen, saving, run } = useDialogSave();
  if (!booking || !cancellable.includes(booking.status)) return null;
  const refundable = refundableAmount(booking);

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const body = cancelFormToBody(values);
      if ('error' in body) throw new Error(body.error);
      await cancelBookingWithMoney(booking.id, body);
      return 'Booking cancelled';
    });

  return (
    <>
      <Button variant="outlined" size="small" color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        {bookingTexts.cancelBooking}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="cancel-booking-title">
        <Form record={{ refundTo: refundable > 0 ? 'original' : 'none', amount: '', reason: '' }} onSubmit={save} noValidate>
          <DialogTitle id="cancel-booking-title">Cancel booking {booking.reference}?</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Its seats go back on sale at once. Paid {formatRupees(booking.amountPaid)}, refundable {formatRupees(refundable)}.
            </Typography>
            <SelectInput source="refundTo" label="Money back" choices={refundToChoices} fullWidth />
            <NumberInput
              source="amount"
              label="Amount (₹, optional)"
              step={0.01}
              min={0}
              max={refundable}
              fullWidth
              helperText="Empty: what the cancellation policy gives back"
            />
            <TextInput
              source="reason"
              label="Reason"
              fullWidth
              multiline
              slotProps={{ htmlInput: { maxLength: cancellationLimits.reasonMax } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={saving}>
              Keep it
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={saving}>
              {saving ? 'Cancelling...' : 'Cancel booking'}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
