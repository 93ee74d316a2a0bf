/**
 * A booking's messages (DESIGN "Messages to travellers"): the whole plan, sent and still scheduled,
 * with channel, recipient, status, times and the error of a failed one, which can be sent again.
 */
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime, travellerMessageTexts } from '@travel/server/domain';
import type { MessageStatus, TravellerMessage } from '@travel/server/domain';
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

  if (!list) return null;
  if (list.length === 0) return <Typography color="text.secondary">{travellerMessageTexts.noMessages}</Typography>;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={travellerMessageTexts.bookingMessages}>
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
                {message.template}
                <Typography variant="caption" color="text.secondary" component="div">
                  {channelLabels[message.channel]} to {message.to}
                </Typography>
              </TableCell>
              <TableCell>
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
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.sendAt)}</TableCell>
              <TableCell sx={{ pr: 0, whiteSpace: 'nowrap' }}>{message.sentAt ? formatDateTime(message.sentAt) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
