/**
 * A booking's messages (DESIGN "Messages to travellers"): the whole plan, sent and still scheduled,
 * with channel, recipient, status, times and the error of a failed one, which can be sent again.
 * A table from tablet width; on phones a list of cards, so nothing scrolls sideways.
 */
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { formatDateTime, travellerMessageTexts } from '@travel/server/domain';
import type { MessageStatus, MessageTemplate, TravellerMessage } from '@travel/server/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { fetchBookingMessages, resendMessage } from '../providers/messageCalls.ts';

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
  trip_starting: 'Trip starting',
  review_request: 'Review request',
  booking_cancelled: 'Booking cancelled',
  waitlist_offer: 'Waitlist offer',
  departure_update: 'Departure update',
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

export const BookingMessages = ({ bookingId }: { bookingId: string }) => {
  const notify = useNotify();
  const [list, setList] = useState<TravellerMessage[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchBookingMessages(bookingId).then(setList, (error: Error) => notify(error.message, { type: 'error' }));
  }, [bookingId, notify]);
  useEffect(load, [load]);

  // A plain query (theme.breakpoints.down('sm')), as BookingPayments: tests render it outside any theme.
  const small = useMediaQuery('(max-width:599.95px)');

  const sendAgain = async (message: TravellerMessage) => {
    setBusy(message.id);
    try {
      await resendMessage(message.id);
      notify(travellerMessageTexts.messageQueued, { type: 'info' });
      load();
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
  if (small) {
    return (
      <Stack
        component="ul"
        aria-label={travellerMessageTexts.bookingMessages}
        data-testid="booking-messages"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {list.map((message) => (
          <Box
            component="li"
            key={message.id}
            data-message-id={message.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
              <Typography variant="body2" fontWeight={600} component="div">
                <MessageName message={message} />
              </Typography>
              <Box sx={{ textAlign: 'right' }}>{messageState(message)}</Box>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {message.sentAt ? `Sent ${formatDateTime(message.sentAt)}` : `Send at ${formatDateTime(message.sendAt)}`}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Box>
      <Table size="small" aria-label={travellerMessageTexts.bookingMessages} data-testid="booking-messages">
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }}>Message</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Send at</TableCell>
            <TableCell sx={{ pr: 0 }}>Sent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((message) => (
            <TableRow key={message.id} data-message-id={message.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ pl: 0 }}>
                <MessageName message={message} />
              </TableCell>
              <TableCell>{messageState(message)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.sendAt)}</TableCell>
              <TableCell sx={{ pr: 0, whiteSpace: 'nowrap' }}>{message.sentAt ? formatDateTime(message.sentAt) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
