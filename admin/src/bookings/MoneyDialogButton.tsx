/**
 * A button opening a dialog that records money moved outside the site (UPI, bank transfer, cash, card): amount,
 * method and reference, and what else the caller adds. 'Record payment' and 'Record refund' share it; each says what
 * is sent and what the notification says. A refusal (the server's message, or the caller's own check) is notified.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { offlinePaymentMethods, paymentMethodLabels, paymentReferenceMax } from '@travel/server/domain';
import type { ReactNode } from 'react';
import { Form, NumberInput, SelectInput, TextInput, type ValidateForm } from 'react-admin';
import { useDialogSave } from './useDialogSave.ts';

const methodChoices = offlinePaymentMethods.map((method) => ({ id: method, name: paymentMethodLabels[method] }));

interface MoneyDialogButtonProps {
  /** The button's, the title's and the submit button's words. */
  label: string;
  icon: ReactNode;
  variant: 'contained' | 'outlined';
  /** The dialog title's id (its accessible name). */
  titleId: string;
  /** The booking's reference, in the title. */
  bookingReference: string;
  /** What the booking stands at, above the inputs. */
  summary: string;
  /** The form's starting values (amount, method, reference and the caller's own). */
  record: Record<string, unknown>;
  validate?: ValidateForm;
  /** Sends the values; answers the notification. Throws with the message to show when refused. */
  save: (values: Record<string, unknown>) => Promise<string>;
  /** Inputs after the reference. */
  children?: ReactNode;
}

export const MoneyDialogButton = ({
  label,
  icon,
  variant,
  titleId,
  bookingReference,
  summary,
  record,
  validate,
  save,
  children,
}: MoneyDialogButtonProps) => {
  const { open, setOpen, saving, run } = useDialogSave();

  return (
    <>
      <Button variant={variant} size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <Form record={record} validate={validate} onSubmit={(values: Record<string, unknown>) => run(() => save(values))} noValidate>
          <DialogTitle id={titleId}>
            {label} · {bookingReference}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {summary}
            </Typography>
            <NumberInput source="amount" label="Amount (₹)" step={0.01} min={0} fullWidth />
            <SelectInput source="method" label="Method" choices={methodChoices} fullWidth />
            <TextInput
              source="reference"
              label="Reference (UTR, receipt no.)"
              fullWidth
              slotProps={{ htmlInput: { maxLength: paymentReferenceMax } }}
            />
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={saving}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : label}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
