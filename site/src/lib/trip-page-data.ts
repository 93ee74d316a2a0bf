/** What the trip detail page reads (docs/product.md#screens, #errors): the trip, or why not, and its next departure. */
import { messages } from '@travel/server/domain';
import type { NextDeparture, Trip } from '@travel/server/entities';

interface TripReader {
  getTrip(id: string): Promise<Trip | null>;
  listTrips(): Promise<(Trip & { nextDeparture?: NextDeparture | null })[]>;
}

export interface TripPageData {
  trip: Trip | null;
  /** The product's message when there is no trip to show. */
  error: string | null;
  /** The next upcoming departure (open with seats, else the next sold out), read with the landing's cached list. */
  nextDeparture: NextDeparture | null;
  /** 404 for no such trip, 503 when it could not be read. */
  status: 200 | 404 | 503;
}

export async function loadTripPage(siteData: TripReader, id: string): Promise<TripPageData> {
  let trip: Trip | null;
  try {
    trip = await siteData.getTrip(id);
  } catch (cause) {
    console.error(`Trip detail ${id}: could not be loaded`, cause);
    return { trip: null, error: messages.loadTripDetailsFailed, nextDeparture: null, status: 503 };
  }
  if (!trip) return { trip: null, error: messages.tripNotFound, nextDeparture: null, status: 404 };
  let nextDeparture: NextDeparture | null = null;
  try {
    nextDeparture = (await siteData.listTrips()).find((listed) => listed.id === id)?.nextDeparture ?? null;
  } catch (cause) {
    console.error(`Trip detail ${id}: departures could not be read`, cause);
  }
  return { trip, error: null, nextDeparture, status: 200 };
}
