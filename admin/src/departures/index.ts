/** Departures: dated runs of a trip with seats, price and deposit; each page is its own chunk. */
import EventSeatIcon from '@mui/icons-material/EventSeat';
import { formatDate } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./DepartureList.tsx')),
  create: lazy(() => import('./DepartureCreate.tsx')),
  edit: lazy(() => import('./DepartureEdit.tsx')),
  icon: EventSeatIcon,
  options: { label: 'Departures' },
  recordRepresentation: (departure: Departure) => formatDate(departure.startDate),
};
