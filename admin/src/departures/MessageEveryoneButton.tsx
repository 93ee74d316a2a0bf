/**
 * 'Message everyone' on a departure: a dialog with the text and 'Urgent', sent as one
 * departure_update to each active booking (POST /admin/departures/{id}/messages); it says when it
 * goes (now, or at the end of quiet hours unless urgent) and how many were queued.
 */
import CampaignIcon from '@mui/icons-material/Campaign';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import {
  broadcastGoesText,
  broadcastQueuedForText,
  broadcastQueuedText,
  broadcastTextMax,
  parseBroadcast,
  travellerMessageTexts,
} from '@travel/server/domain';
import type { MessageTiming } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { fetchMessageTiming, messageEveryone } from '../providers/messageCalls.ts';

interface Props {
  departure: Pick<Departure, 'id'>;
  /** Another use of the same call (the Readiness tab's 'Remind everyone'): its button's words and the text it starts with. */
  label?: string;
  initialText?: string;
}

export const MessageEveryoneButton = ({ departure, label = travellerMessageTexts.messageEveryone, initialText = '' }: Props) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [queued, setQueued] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [urgent, setUrgent] = useState(false);
  const [timing, setTiming] = useState<MessageTiming | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Once sent, Send is gone: its focus goes to Close (the same button as Cancel, so autoFocus would not fire).
  useEffect(() => {
    if (queued !== null) closeButton.current?.focus();
  }, [queued]);

  // Quiet hours are the server's setting: asked for each time the dialog opens (it may be open across their start).
  useEffect(() => {
    if (!open) return;
    fetchMessageTiming().then(setTiming, () => setTiming(null));
  }, [open]);

  const close = () => {
    setOpen(false);
    setText(initialText);
    setError(null);
    setQueued(null);
    setUrgent(false);
  };
  const send = async () => {
    const parsed = parseBroadcast({ text, urgent });
    if (parsed.error !== undefined) return setError(parsed.error);
    setBusy(true);
    setError(null);
    try {
      const count = await messageEveryone(departure.id, parsed.value.text, parsed.value.urgent);
      setQueued(count);
      notify(broadcastQueuedText(count), { type: 'info' });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<CampaignIcon />}
        onClick={() => {
          setText(initialText);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="message-everyone-title">
        <DialogTitle id="message-everyone-title">{label}</DialogTitle>
        <DialogContent>
          {queued === null ? (
            <>
              <TextField
                label={travellerMessageTexts.broadcastLabel}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                minRows={4}
                fullWidth
                autoFocus
                margin="dense"
                error={Boolean(error)}
                helperText={error ?? `${text.length}/${broadcastTextMax}`}
                slotProps={{ htmlInput: { maxLength: broadcastTextMax } }}
              />
              <FormControlLabel
                control={<Checkbox checked={urgent} onChange={(event) => setUrgent(event.target.checked)} />}
                label={travellerMessageTexts.broadcastUrgent}
              />
              {timing && (
                <Typography variant="body2" color="text.secondary" data-testid="broadcast-when" aria-live="polite">
                  {broadcastGoesText(timing, urgent)}
                </Typography>
              )}
            </>
          ) : (
            <Alert severity="success" data-testid="broadcast-queued">
              {broadcastQueuedText(queued)}
              {timing && queued > 0 && !urgent && timing.quietNow ? ` ${broadcastQueuedForText(timing)}` : ''}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} ref={closeButton}>
            {queued === null ? 'Cancel' : 'Close'}
          </Button>
          {queued === null && (
            <Button variant="contained" onClick={() => void send()} disabled={busy}>
              {travellerMessageTexts.broadcastSend}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
