/**
 * 'Record refund': money paid back outside the site (UPI, bank transfer, cash, card) with its
 * reference, POST /admin/bookings/{id}/refunds. It settles pending refunds first; the server says
 * 'Refund is more than was paid' when it is.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { formatRupees, offlinePaymentMethods, parseOfflineRefund, paymentMethodLabels, paymentReferenceMax } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';
import { useState } from 'react';
import { Form, NumberInput, SelectInput, TextInput, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { recordRefund } from '../providers/financeCalls.ts';
import { refundableAmount } from './CancelBookingButton.tsx';

const methodChoices = offlinePaymentMethods.map((method) => ({ id: method, name: paymentMethodLabels[method] }));

/** What is owed back now: pending refunds first, else what may still be refunded. */
export function suggestedRefund(booking: Pick<Booking, 'refunds' | 'amountPaid' | 'amountRefunded'>): number {
  const pending = (booking.refunds ?? [])
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return pending > 0 ? pending / 100 : refundableAmount(booking);
}

export const RecordRefundButton = () => {
  const booking = useRecordContext<Booking>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const pending = booking?.refunds?.some((refund) => refund.status === 'pending');
  if (!booking || (!pending && refundableAmount(booking) <= 0)) return null;

  const save = async (values: Record<string, unknown>) => {
    const reference = typeof values.reference === 'string' ? values.reference.trim() : '';
    const parsed = parseOfflineRefund({ amount: values.amount, method: values.method, reference });
    if (parsed.error !== undefined) return notify(parsed.error, { type: 'error' });
    setSaving(true);
    try {
      const saved = await recordRefund(booking.id, {
        amount: parsed.value.amount,
        method: parsed.value.method,
        ...(reference ? { reference } : {}),
      });
      setOpen(false);
      notify(`Refund recorded: ${formatRupees(saved.amountRefunded)} refunded`, { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        Record refund
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="record-refund-title">
        <Form record={{ amount: suggestedRefund(booking), method: 'upi', reference: '' }} onSubmit={save} noValidate>
          <DialogTitle id="record-refund-title">Record refund · {booking.reference}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Paid {formatRupees(booking.amountPaid)}, refunded {formatRupees(booking.amountRefunded)}
            </Typography>
            <NumberInput source="amount" label="Amount (₹)" step={0.01} min={0} fullWidth />
            <SelectInput source="method" label="Method" choices={methodChoices} fullWidth />
            <TextInput
              source="reference"
              label="Reference (UTR, receipt no.)"
              fullWidth
              slotProps={{ htmlInput: { maxLength: paymentReferenceMax } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={saving}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Record refund'}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
