/** How the admin shows a trip's date: its departure date, else its date range (docs/product.md#limits formats). */
import { dateRangeText, formatDate } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';

export const tripDateText = (trip: Pick<Trip, 'date' | 'startDate' | 'endDate'>): string =>
  trip.date ? formatDate(trip.date) : dateRangeText(trip.startDate, trip.endDate);
