/** A booking's status as a coloured chip ('Pending payment', 'Confirmed', ...). */
import { Chip } from '@mui/material';
import { bookingStatusLabels } from '@travel/server/domain';
import type { BookingStatus } from '@travel/server/domain';

const colours: Record<BookingStatus, 'warning' | 'info' | 'success' | 'default' | 'error'> = {
  pending_payment: 'warning',
  confirmed: 'info',
  paid: 'success',
  cancelled: 'default',
  expired: 'error',
};

export const BookingStatusChip = ({ status }: { status: BookingStatus }) => (
  <Chip size="small" label={bookingStatusLabels[status]} color={colours[status]} data-testid="booking-status" />
);
