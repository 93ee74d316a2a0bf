/**
 * The confirm step before a departure is saved as Cancelled, which cancels every booking on it, refunds them in full
 * and messages their travellers: it says so in the server's figures (GET /admin/departures/{id}/cancellation: how many
 * bookings and travellers, the money refunded), read each time it opens, and only its 'Cancel departure' goes on.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Skeleton } from '@mui/material';
import { departureCancellationText, departureCancellationTitle } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import { useQuery } from '@tanstack/react-query';
import { fetchDepartureCancellationQuote } from '../providers/waitlistCalls.ts';

interface CancelDepartureDialogProps {
  departure: Pick<Departure, 'id' | 'startDate'>;
  open: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

export const CancelDepartureDialog = ({ departure, open, onKeep, onConfirm }: CancelDepartureDialogProps) => {
  // Under the departures resource, so react-admin's refresh reads it again; never kept: bookings come and go.
  const quote = useQuery({
    queryKey: ['departures', 'cancellation', departure.id],
    queryFn: () => fetchDepartureCancellationQuote(departure.id),
    enabled: open,
    gcTime: 0,
  });
  const ready = quote.data !== undefined && !quote.isFetching;
  return (
    <Dialog open={open} onClose={onKeep} fullWidth maxWidth="xs" aria-labelledby="cancel-departure-title">
      <DialogTitle id="cancel-departure-title">{departureCancellationTitle(departure)}</DialogTitle>
      <DialogContent>
        {quote.error ? (
          <DialogContentText color="error" role="alert">
            {quote.error.message}
          </DialogContentText>
        ) : ready ? (
          <DialogContentText data-testid="departure-cancellation-quote">{departureCancellationText(quote.data)}</DialogContentText>
        ) : (
          <Skeleton height={72} aria-label="Counting the bookings" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          Keep it
        </Button>
        <Button variant="contained" color="error" startIcon={<CancelIcon />} onClick={onConfirm} disabled={!ready}>
          Cancel departure
        </Button>
      </DialogActions>
    </Dialog>
  );
};
