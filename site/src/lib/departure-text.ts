/** How a departure reads on the site: its dates ('Jan 15, 2030 - Jan 19, 2030', or the start alone). */
import { departureEndDate, formatDate } from '@travel/server/domain';

/** Without an end date of its own, the end comes from the trip's duration when that is a number of days. */
export function departureDatesText(
  departure: { startDate: string; endDate?: string | null },
  tripDays?: string | number | null,
  date: (value: string | null) => string = formatDate,
): string {
  const start = date(departure.startDate);
  const end = date(departureEndDate(departure.startDate, departure.endDate, tripDays));
  return end ? `${start} - ${end}` : start;
}
