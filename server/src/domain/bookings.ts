/**
 * Departures, bookings and payments: the statuses and limits of the bookings contract
 * (docs/product.md#bookings-and-payments), which calls and other tools rely on. Their texts are in
 * booking-messages.ts, money rules in money.ts; the entity shapes are in server/src/entities.
 */

export const departureStatuses = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

export const bookingStatuses = ['pending_payment', 'confirmed', 'paid', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Ways an admin records a payment that arrived outside the site. */
export const offlinePaymentMethods = ['upi', 'bank_transfer', 'cash', 'card'] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];
export const paymentMethods = [...offlinePaymentMethods, 'razorpay', 'voucher'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentStatuses = ['captured', 'refunded'] as const;

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
export const isDepartureStatus = isOneOf(departureStatuses);
export const isBookingStatus = isOneOf(bookingStatuses);
export const isOfflinePaymentMethod = isOneOf(offlinePaymentMethods);
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A departure's joining instructions: short enough to fit the trip_starting WhatsApp template and an SMS or two. */
export const joiningInstructionsMax = 700;

export const bookingLimits = {
  seatsTotalMin: 1,
  seatsTotalMax: 500,
  adultsMin: 1,
  adultsMax: 50,
  kidsMin: 0,
  kidsMax: 50,
  travellerNameMax: 100,
  notesMax: 2000,
  billingNameMax: 200,
  paymentReferenceMax: 100,
  /** At or below this many seats the page says 'Only N seats left'. */
  fewSeatsLeft: 5,
  referenceLength: 8,
  depositPercentDefault: 25,
  bookingHoldSecondsDefault: 900,
  offlineHoldHoursDefault: 48,
} as const;

/** References: 8 characters from A–Z and 2–9 (no 0 or 1, which read as O and I). */
export const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';

/** A departure takes bookings (and waitlist entries, and quotes) while it is open and has not started on `today` (YYYY-MM-DD). */
export const isOpenForBooking = (departure: { status: string; startDate: string }, today: string): boolean =>
  departure.status === 'open' && departure.startDate >= today;
