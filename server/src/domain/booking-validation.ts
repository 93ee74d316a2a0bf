/**
 * Input rules of the bookings contract, shared by the API and the forms that submit to it. Each
 * validator returns the errors of the fields that fail, in checking order (`firstError` gives the
 * one the API answers with). Counts must be whole JSON numbers: text, fractions and objects fail.
 */
import { bookingMessages } from './booking-messages.ts';
import { bookingLimits, departureStatuses, offlinePaymentMethods } from './bookings.ts';
import { rupeesToPaise } from './money.ts';
import { type FieldErrors, isValidDate } from './validation.ts';
import type { BookingInput } from '../entities/booking.ts';
import type { OfflinePaymentInput } from '../entities/booking-payment.ts';
import type { DepartureInput } from '../entities/departure.ts';

const isWholeIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
/** Rupees with at most two decimals, above `min` (or at it when `orEqual`). */
const isRupeeAmount = (value: unknown, min: number, orEqual: boolean): boolean =>
  typeof value === 'number' && !Number.isNaN(rupeesToPaise(value)) && (orEqual ? value >= min : value > min) && value <= 10_000_000;

// ---------------------------------------------------------------- departures

type DepartureField = keyof DepartureInput;

/**
 * `today` (YYYY-MM-DD in the business's time zone) refuses a start in the past; on an edit pass
 * `keptStartDate`, the start already stored, which may stay as it is once it has passed.
 */
export function validateDeparture(
  input: DepartureInput,
  options: { creating: boolean; today: string; keptStartDate?: string },
): FieldErrors<DepartureField> {
  const errors: FieldErrors<DepartureField> = {};
  if (options.creating && (typeof input.tripId !== 'string' || input.tripId.trim() === '')) errors.tripId = bookingMessages.tripRequired;
  const start = input.startDate;
  if (options.creating || start !== undefined) {
    if (typeof start !== 'string' || !isValidDate(start)) errors.startDate = bookingMessages.departureStartRequired;
    else if (start < options.today && start !== options.keptStartDate) errors.startDate = bookingMessages.departureInPast;
  }
  if (!isAbsent(input.endDate)) {
    const end = input.endDate;
    if (typeof end !== 'string' || !isValidDate(end)) errors.endDate = bookingMessages.departureEndAfterStart;
    else if (typeof start === 'string' && end <= start) errors.endDate = bookingMessages.departureEndAfterStart;
  }
  const seatsGiven = options.creating || input.seatsTotal !== undefined;
  if (seatsGiven && !isWholeIn(input.seatsTotal, bookingLimits.seatsTotalMin, bookingLimits.seatsTotalMax)) {
    errors.seatsTotal = bookingMessages.seatsTotalRange;
  }
  if (!isAbsent(input.pricePerPerson) && !isRupeeAmount(input.pricePerPerson, 0, false)) {
    errors.pricePerPerson = bookingMessages.pricePerPersonInvalid;
  }
  if (!isAbsent(input.kidPricePerPerson) && !isRupeeAmount(input.kidPricePerPerson, 0, false)) {
    errors.kidPricePerPerson = bookingMessages.kidPricePerPersonInvalid;
  }
  if (!isAbsent(input.depositPerPerson)) {
    const price = typeof input.pricePerPerson === 'number' ? input.pricePerPerson : Number.POSITIVE_INFINITY;
    if (!isRupeeAmount(input.depositPerPerson, 0, true) || (input.depositPerPerson as number) > price) {
      errors.depositPerPerson = bookingMessages.depositPerPersonInvalid;
    }
  }
  if (input.status !== undefined && !departureStatuses.includes(input.status as never)) {
    errors.status = bookingMessages.departureStatusInvalid;
  }
  return errors;
}

// ---------------------------------------------------------------- reserving

type BookingField = keyof BookingInput;

export function validateBooking(input: BookingInput): FieldErrors<BookingField> {
  const errors: FieldErrors<BookingField> = {};
  if (typeof input.departureId !== 'string' || input.departureId.trim() === '') errors.departureId = bookingMessages.departureRequired;
  // No upper bound here: more seats than a departure has left is 'Not enough seats left' (409).
  if (!isWholeIn(input.adults, bookingLimits.adultsMin, Number.MAX_SAFE_INTEGER)) errors.adults = bookingMessages.adultsRange;
  if (input.kids !== undefined && !isWholeIn(input.kids, bookingLimits.kidsMin, Number.MAX_SAFE_INTEGER)) {
    errors.kids = bookingMessages.kidsRange;
  }
  const travellersProblem = travellersError(input.travellers, seatsOf(input));
  if (travellersProblem) errors.travellers = travellersProblem;
  if (input.notes !== undefined && input.notes !== null) {
    if (typeof input.notes !== 'string') errors.notes = bookingMessages.notesTooLong;
    else if (input.notes.length > bookingLimits.notesMax) errors.notes = bookingMessages.notesTooLong;
  }
  return errors;
}

/** Seats a reservation asks for: adults plus kids (kids default to none). */
export const seatsOf = (input: { adults?: unknown; kids?: unknown }): number =>
  (typeof input.adults === 'number' ? input.adults : 0) + (typeof input.kids === 'number' ? input.kids : 0);

function travellersError(travellers: unknown, seats: number): string | null {
  if (travellers === undefined || travellers === null) return null;
  if (!Array.isArray(travellers)) return bookingMessages.travellersCount;
  if (travellers.length === 0) return null;
  if (travellers.length !== seats) return bookingMessages.travellersCount;
  for (const traveller of travellers) {
    const name = (traveller as { name?: unknown } | null)?.name;
    if (typeof traveller !== 'object' || typeof name !== 'string' || name.trim() === '') return bookingMessages.travellerNameRequired;
    if (name.trim().length > bookingLimits.travellerNameMax) return bookingMessages.travellerNameTooLong;
  }
  return null;
}

// ---------------------------------------------------------------- payments recorded by an admin

/** The admin's payment form bounds its reference field by this. */
export const paymentReferenceMax = bookingLimits.paymentReferenceMax;

export function validateOfflinePayment(input: OfflinePaymentInput): FieldErrors<keyof OfflinePaymentInput> {
  const errors: FieldErrors<keyof OfflinePaymentInput> = {};
  if (!isRupeeAmount(input.amount, 0, false)) errors.amount = bookingMessages.paymentAmountInvalid;
  if (!offlinePaymentMethods.includes(input.method as never)) errors.method = bookingMessages.paymentMethodInvalid;
  if (!isAbsent(input.reference) && (typeof input.reference !== 'string' || input.reference.length > paymentReferenceMax)) {
    errors.reference = bookingMessages.paymentReferenceTooLong;
  }
  if (!isAbsent(input.paidAt) && (typeof input.paidAt !== 'string' || Number.isNaN(Date.parse(input.paidAt)))) {
    errors.paidAt = bookingMessages.paymentDateInvalid;
  }
  return errors;
}
