/** A booking's travellers on its page: "2 of 4 ready" and every record with what is missing (TravellerTable). */
import { Typography } from '@mui/material';
import { defaultTripRequirements, readinessText, seenInFull } from '@travel/server/domain';
import type { Booking, BookingTraveller, Trip } from '@travel/server/entities';
import { useGetOne, useRefresh } from 'react-admin';
import { TravellerTable } from './TravellerTable.tsx';

export const BookingTravellers = ({ booking }: { booking: Booking }) => {
  const refresh = useRefresh();
  const { data: trip } = useGetOne<Trip>('trips', { id: booking.tripId });
  const requirements = trip?.requirements ?? defaultTripRequirements;
  return (
    <>
      <Typography variant="subtitle1" component="p" fontWeight={600} data-testid="booking-readiness" sx={{ mb: 1 }}>
        {readinessText(booking.readiness)}
      </Typography>
      <TravellerTable
        label="Travellers"
        testId="booking-travellers"
        travellers={booking.travellers.filter(seenInFull<BookingTraveller>).map((traveller) => ({ ...traveller, bookingId: booking.id }))}
        requirements={requirements}
        onChange={refresh}
      />
    </>
  );
};
