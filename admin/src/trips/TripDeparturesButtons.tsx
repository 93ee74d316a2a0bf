/** From a trip's edit screen to its departures: the list filtered to the trip, and a new one for it. */
import AddIcon from '@mui/icons-material/Add';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import type { Trip } from '@travel/server/entities';
import { Button, Link, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { departuresOfTripSearch, newDepartureOfTripSearch } from '../departures/departureLinks.ts';

export const TripDeparturesButtons = () => {
  const trip = useRecordContext<Trip>();
  const createPath = useCreatePath();
  if (!trip) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button
        label="Departures"
        component={Link}
        to={{ pathname: createPath({ resource: 'departures', type: 'list' }), search: departuresOfTripSearch(trip.id) }}
      >
        <EventSeatIcon />
      </Button>
      <Button
        label="Add Departure"
        component={Link}
        to={{ pathname: createPath({ resource: 'departures', type: 'create' }), search: newDepartureOfTripSearch(trip.id) }}
      >
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};
