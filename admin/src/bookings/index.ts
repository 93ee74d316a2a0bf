/** Bookings: the ledger of seats and money, in the style of react-admin's demo orders. */
import BookingIcon from '@mui/icons-material/ConfirmationNumber';
import type { Booking } from '@travel/server/entities';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./BookingList.tsx')),
  show: lazy(() => import('./BookingShow.tsx')),
  icon: BookingIcon,
  options: { label: 'Bookings' },
  recordRepresentation: (booking: Booking) => booking.reference,
};
