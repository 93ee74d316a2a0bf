/** A booking's status as a coloured chip ('Pending payment', 'Confirmed', ...), readable at small sizes. */
import { Chip } from '@mui/material';
import { bookingStatusLabels } from '@travel/server/domain';
import type { BookingStatus } from '@travel/server/domain';

// MUI's warning orange and info blue under white text are below the 4.5:1 contrast minimum:
// pending is a darker amber, confirmed the theme's primary blue.
/** The darker amber of a chip waiting on someone (a pending booking, an incomplete traveller, a proof to review). */
export const waitingChip = { sx: { bgcolor: '#b45309', color: '#fff' } };

const chipColours: Record<BookingStatus, { color?: 'primary' | 'success' | 'error' | 'default'; sx?: object }> = {
  pending_payment: waitingChip,
  confirmed: { color: 'primary' },
  paid: { color: 'success' },
  cancelled: { color: 'default' },
  expired: { color: 'error' },
};

export const BookingStatusChip = ({ status }: { status: BookingStatus }) => (
  <Chip size="small" label={bookingStatusLabels[status]} {...chipColours[status]} data-testid="booking-status" />
);
