/** The trips resource; each page is its own chunk, loaded when first opened. */
import TripIcon from '@mui/icons-material/FlightTakeoff';
import { lazy } from 'react';
import type { Trip } from '@travel/server/entities';

export default {
  list: lazy(() => import('./TripList.tsx')),
  create: lazy(() => import('./TripCreate.tsx')),
  edit: lazy(() => import('./TripEdit.tsx')),
  icon: TripIcon,
  options: { label: 'Trips' },
  recordRepresentation: (trip: Trip) => trip.place,
};
