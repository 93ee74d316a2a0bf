/**
 * A fitness proof's status and the admin's actions on it: view the file, approve it, or reject it with a reason
 * (PUT /admin/bookings/{id}/travellers/{tid}/fitness-proof; a rejection sends the reason to the traveller).
 */
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { travellerLimits } from '@travel/server/domain';
import type { BookingTraveller } from '@travel/server/entities';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { waitingChip } from '../bookings/BookingStatusChip.tsx';
import { fitnessProofUrl, reviewFitnessProof } from '../providers/travellerCalls.ts';

const statusChips = {
  missing: { color: 'default' },
  pending: waitingChip,
  approved: { color: 'success' },
  rejected: { color: 'error' },
} as const;
export const fitnessStatusLabels = {
  missing: 'Not uploaded',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;

interface Props {
  bookingId: string;
  traveller: Pick<BookingTraveller, 'id' | 'name' | 'fitnessProof'>;
  onReviewed: () => void;
}

export const FitnessProofActions = ({ bookingId, traveller, onReviewed }: Props) => {
  const notify = useNotify();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const proof = traveller.fitnessProof;
  if (!proof) return null;

  const view = async () => {
    try {
      window.open(await fitnessProofUrl(bookingId, traveller.id), '_blank', 'noopener');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const review = async (status: 'approved' | 'rejected') => {
    setBusy(true);
    try {
      await reviewFitnessProof(bookingId, traveller.id, status === 'rejected' ? { status, reason: reason.trim() } : { status });
      notify(status === 'approved' ? `Fitness proof of ${traveller.name} approved` : `Fitness proof of ${traveller.name} rejected`, {
        type: 'success',
      });
      setRejecting(false);
      setReason('');
      onReviewed();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip size="small" label={fitnessStatusLabels[proof.status]} {...statusChips[proof.status]} />
      {proof.status !== 'missing' && (
        <Button size="small" onClick={() => void view()} aria-label={`View fitness proof of ${traveller.name}`}>
          View
        </Button>
      )}
      {proof.status === 'pending' && (
        <>
          <Button
            size="small"
            color="success"
            disabled={busy}
            onClick={() => void review('approved')}
            aria-label={`Approve fitness proof of ${traveller.name}`}
          >
            Approve
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => setRejecting(true)}
            aria-label={`Reject fitness proof of ${traveller.name}`}
          >
            Reject
          </Button>
        </>
      )}
      {proof.status === 'rejected' && proof.reason && <span>{proof.reason}</span>}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
        <DialogTitle id={`${id}-title`}>Reject the fitness proof of {traveller.name}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Reason (sent to the traveller)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: travellerLimits.reasonMax } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={busy || !reason.trim()} onClick={() => void review('rejected')}>
            Reject
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
