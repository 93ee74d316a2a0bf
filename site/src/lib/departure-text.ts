/** How a departure reads on the site: its dates ('Jan 15, 2030 - Jan 19, 2030', or the start alone). */
import { formatDate } from '@travel/server/domain';

export function departureDatesText(departure: { startDate: string; endDate?: string | null }): string {
  const start = formatDate(departure.startDate);
  const end = formatDate(departure.endDate);
  return end ? `${start} - ${end}` : start;
}
