/**
 * A booking's messages (DESIGN "Messages to travellers"): the whole plan, sent and still scheduled,
 * with channel, recipient, status, when each goes and why (at once, or a reminder's day, or after
 * quiet hours), and the error of a failed one, which can be sent again.
 * A table from tablet width; on phones a list of cards (StackedTable), so nothing scrolls sideways.
 * Read through react-query under the bookings resource, so every action on the booking (a payment, a cancel, a
 * reminder) that refreshes the page reads the plan it changed.
 */
import { Button, Chip, Typography } from '@mui/material';
import { formatDateTime, messageTimingReason, travellerMessageTexts } from '@travel/server/domain';
import type { MessageStatus, MessageTemplate, MessageTiming, TravellerMessage } from '@travel/server/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { StackedTable } from '../layout/StackedTable.tsx';
import { fetchBookingMessages, fetchMessageTiming, resendMessage } from '../providers/messageCalls.ts';

const statusColours = {
  scheduled: 'default',
  // The theme's primary: MUI's info blue under white text is below the contrast AA asks for.
  sent: 'primary',
  delivered: 'success',
  read: 'success',
  failed: 'error',
  cancelled: 'default',
} as const satisfies Record<MessageStatus, string>;

const channelLabels = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' } as const;

/** What an operator reads for each template (the template's own name stays in the API and the console lines). */
const templateLabels = {
  booking_confirmed: 'Booking confirmed',
  balance_reminder: 'Balance reminder',
  instalment_reminder: 'Instalment reminder',
  trip_starting: 'Trip starting',
  review_request: 'Review request',
  booking_cancelled: 'Booking cancelled',
  waitlist_offer: 'Waitlist offer',
  departure_update: 'Departure update',
  traveller_invite: 'Traveller invitation',
  details_reminder: 'Details reminder',
  fitness_proof_rejected: 'Fitness proof rejected',
  booking_shifted: 'Moved to another departure',
  share_request: 'Share payment request',
} as const satisfies Record<MessageTemplate, string>;

const MessageName = ({ message }: { message: TravellerMessage }) => (
  <>
    {templateLabels[message.template]}
    <Typography variant="caption" color="text.secondary" component="div">
      {channelLabels[message.channel]} to {message.to}
    </Typography>
  </>
);

export const MessageStatusChip = ({ status }: { status: MessageStatus }) => (
  <Chip size="small" label={status} color={statusColours[status]} variant={status === 'cancelled' ? 'outlined' : 'filled'} />
);

/** The booking's plan of messages, as react-query keys it (react-admin's refresh invalidates every query). */
export const bookingMessagesKey = (bookingId: string) => ['bookings', 'messages', bookingId] as const;

export const BookingMessages = ({ bookingId }: { bookingId: string }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const { data: list, error } = useQuery({ queryKey: bookingMessagesKey(bookingId), queryFn: () => fetchBookingMessages(bookingId) });
  // The reasons under "Send at" are a nicety: without the timing the plan still shows.
  const { data: timing } = useQuery<MessageTiming>({ queryKey: ['messages', 'timing'], queryFn: fetchMessageTiming, retry: false });
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);
  const load = () => queryClient.invalidateQueries({ queryKey: bookingMessagesKey(bookingId) });

  const sendAgain = async (message: TravellerMessage) => {
    setBusy(message.id);
    try {
      await resendMessage(message.id);
      notify(travellerMessageTexts.messageQueued, { type: 'info' });
      await load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  // A render helper, not a component: it closes over the resend state and must not remount each render.
  const messageState = (message: TravellerMessage) => (
    <>
      <MessageStatusChip status={message.status} />
      {message.error && (
        <Typography variant="caption" color="error" component="div" sx={{ mt: 0.5 }}>
          {message.error}
        </Typography>
      )}
      {message.status === 'failed' && (
        <Button size="small" disabled={busy === message.id} onClick={() => void sendAgain(message)} sx={{ mt: 0.5, px: 0 }}>
          {travellerMessageTexts.sendAgain}
        </Button>
      )}
    </>
  );

  if (!list) return null;
  if (list.length === 0) return <Typography color="text.secondary">{travellerMessageTexts.noMessages}</Typography>;
  return (
    <StackedTable
      label={travellerMessageTexts.bookingMessages}
      testId="booking-messages"
      rows={list}
      rowKey={(message) => message.id}
      columns={[
        { label: 'Message', title: true, value: (message) => <MessageName message={message} /> },
        { label: 'Status', amount: true, value: messageState },
        {
          label: 'Send at',
          labelled: true,
          value: (message) => (
            <>
              <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.sendAt)}</span>
              {timing && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {messageTimingReason(message, timing)}
                </Typography>
              )}
            </>
          ),
        },
        { label: 'Sent', labelled: true, nowrap: true, value: (message) => (message.sentAt ? formatDateTime(message.sentAt) : '—') },
      ]}
    />
  );
};
