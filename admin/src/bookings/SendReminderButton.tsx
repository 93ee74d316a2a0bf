/**
 * 'Send payment reminder': an SMS to the traveller with what is due now and the booking page (POST /admin/bookings/{id}/reminders),
 * which then shows in the booking's messages.
 */
import SmsIcon from '@mui/icons-material/Sms';
import { Button } from '@mui/material';
import { bookingDueNowPaise } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { sendPaymentReminder } from '../providers/financeCalls.ts';
import { bookingMessagesKey } from './BookingMessages.tsx';

export const SendReminderButton = () => {
  const booking = useRecordContext<Booking>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!booking || bookingDueNowPaise(booking) === 0) return null;
  const send = async () => {
    setBusy(true);
    try {
      notify(await sendPaymentReminder(booking.id), { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: bookingMessagesKey(String(booking.id)) });
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
