/** How a departure reads on the site: its dates ('Jan 15, 2030 - Jan 19, 2030', or the start alone). */
import { bookingLimits, calendarNoon, departureEndDate, formatDate, formatDateTime, TIME_ZONE } from '@travel/server/domain';
import type { DepartureListText } from '../i18n/departure-list-en.ts';
import { fill } from '../i18n/sign-in-en.ts';

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

/** Seats left in the strings' language: for English, exactly the product's seatsLeftText. */
export function seatsText(t: DepartureListText, seatsLeft: number): string {
  if (seatsLeft <= 0) return t.soldOut;
  const seats = seatsLeft === 1 ? t.oneSeat : fill(t.seats, { n: seatsLeft });
  return seatsLeft <= bookingLimits.fewSeatsLeft ? fill(t.fewSeats, { seats }) : seats;
}

/** A date in the strings' language: the product's English format, or Intl's in that locale (India's time zone). */
export function dateIn(locale: string): (value: string | null) => string {
  if (!locale) return formatDate;
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
    numberingSystem: 'latn',
  });
  return (value) => (value ? format.format(calendarNoon(value.slice(0, 10))) : '');
}

/** A date and time in the strings' language: the product's English format, or Intl's in that locale (India's time zone). */
export function dateTimeIn(locale: string): (value: string | null | undefined) => string {
  if (!locale) return formatDateTime;
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
    numberingSystem: 'latn',
  });
  return (value) => (value ? format.format(new Date(value)) : '');
}

/** A template cut at its one `{name}`: the text before and after it, for a value shown in its own element. */
export function around(template: string, name: string): [string, string] {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, after];
}
