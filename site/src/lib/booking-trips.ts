/**
 * A booking names its trip and departure by id: the traveller's pages show the trip's place and the
 * departure's dates, read from the public calls once per trip.
 */
import type { Booking } from '@travel/server/domain';
import { placeText } from '@travel/server/domain';
import { bookingsApi } from './bookings.ts';
import { departureDatesText } from './departure-text.ts';

export interface BookingTrip {
  place: string;
  /** Empty when the departure is no longer listed (it has passed). */
  dates: string;
}

/** The place and dates of each booking, by booking id; a trip that cannot be read is left out. */
export async function bookingTrips(bookings: Booking[]): Promise<Map<string, BookingTrip>> {
  const tripIds = [...new Set(bookings.map((booking) => booking.tripId))];
  const trips = await Promise.all(
    tripIds.map(async (tripId) => {
      const [trip, departures] = await Promise.allSettled([bookingsApi.trip(tripId), bookingsApi.departures(tripId)]);
      return {
        tripId,
        place: trip.status === 'fulfilled' ? placeText(trip.value.place) : null,
        departures: departures.status === 'fulfilled' ? departures.value : [],
      };
    }),
  );
  const byBooking = new Map<string, BookingTrip>();
  for (const booking of bookings) {
    const trip = trips.find((t) => t.tripId === booking.tripId);
    if (!trip?.place) continue;
    const departure = trip.departures.find((d) => d.id === booking.departureId);
    byBooking.set(booking.id, { place: trip.place, dates: departure ? departureDatesText(departure) : '' });
  }
  return byBooking;
}
