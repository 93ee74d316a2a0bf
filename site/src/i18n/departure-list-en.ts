/**
 * The trip page's departures list (islands/DepartureList.tsx) in English: the island's default strings. Templates, not
 * functions (props must serialize): `{n}` is filled in by `fill`. Hindi pages hand the island hi.ts's `departureList`
 * and the map of the API's messages; English pages hand nothing, so their HTML stays as it was.
 */
import { bookingTexts, departureStatusLabels, waitlistTexts } from '@travel/server/domain';
import { reservationEn } from './reservation-en.ts';

export const departureListEn = {
  loading: 'Loading departures…',
  loadingForm: 'Loading the form…',
  tryAgain: 'Try Again',
  perPerson: 'per person',
  children: 'children',
  deposit: 'deposit',
  /** The early bird's price holds for bookings made up to this day. */
  earlyBirdUntil: 'Early bird price until {date}',
  /** Inside the balance window the row says the whole price is paid at booking, not the deposit. */
  payInFull: bookingTexts.payInFullPerPerson as string,
  noDepartures: bookingTexts.noDepartures as string,
  reserve: bookingTexts.reserve as string,
  joinWaitlist: waitlistTexts.join as string,
  /** Seats left as the product says them (domain seatsLeftText): sold out, one, many, and 'Only …' when few. */
  soldOut: bookingTexts.soldOut as string,
  oneSeat: '1 seat left',
  seats: '{n} seats left',
  fewSeats: 'Only {seats}',
  statusLabels: { ...departureStatusLabels } as Record<keyof typeof departureStatusLabels, string>,
  /** Dates in the page's language: '' for the product's own English format. */
  dateLocale: '',
  /** The reservation and waitlist forms a departure opens. */
  form: reservationEn,
};

export type DepartureListText = typeof departureListEn;
