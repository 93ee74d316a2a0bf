/** 'Send payment reminder': an SMS to the traveller with what is due now and the booking page (POST /admin/bookings/{id}/reminders). */
import SmsIcon from '@mui/icons-material/Sms';
import { Button } from '@mui/material';
import { bookingDueNowPaise } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { sendPaymentReminder } from '../providers/financeCalls.ts';

export const SendReminderButton = () => {
  const booking = useRecordContext<Booking>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!booking || bookingDueNowPaise(booking) === 0) return null;
  const send = async () => {
    setBusy(true);
    try {
      notify(await sendPaymentReminder(booking.id), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<SmsIcon />} onClick={() => void send()} disabled={busy}>
      Send payment reminder
    </Button>
  );
};
