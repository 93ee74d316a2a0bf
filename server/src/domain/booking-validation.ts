/**
 * Input rules of the bookings contract, shared by the API and the forms that submit to it. Each
 * validator returns the errors of the fields that fail, in checking order (`firstError` gives the
 * one the API answers with); each parser gives the API either that first message or the typed value.
 * Counts must be whole JSON numbers: text, fractions and objects fail.
 */
import { bookingMessages } from './booking-messages.ts';
import { cancellationMessages } from './cancellation.ts';
import { messages } from './messages.ts';
import { bookingLimits, isDepartureStatus, isOfflinePaymentMethod, joiningInstructionsMax } from './bookings.ts';
import { isGstStateCode, isValidGstin } from './gst.ts';
import { defaultLanguage, isLanguage } from './languages.ts';
import { parseLeaderIds } from './staff.ts';
import { rupeesMax, rupeesToPaise } from './money.ts';
import { normalCode, pricingMessages } from './pricing.ts';
import { shareMessages } from './shares.ts';
import { parseEarlyBird } from './pricing-validation.ts';
import { parsePaymentPlan } from './payment-plan.ts';
import { type FieldErrors, firstError, isValidDate } from './validation.ts';
import type { BookingInput, NewBooking } from '../entities/booking.ts';
import type { OfflinePayment, OfflinePaymentInput } from '../entities/booking-payment.ts';
import type { DepartureChanges, DepartureInput } from '../entities/departure.ts';

/** A body checked by its rules: the typed value, or the message of the first rule it breaks. */
export type Parsed<T> = { value: T; error?: undefined } | { error: string };

const isWholeIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
/** Rupees with at most two decimals, above `min` (or at it when `orEqual`). */
const isRupeeAmount = (value: unknown, min: number, orEqual: boolean): boolean =>
  typeof value === 'number' && !Number.isNaN(rupeesToPaise(value)) && (orEqual ? value >= min : value > min) && value <= rupeesMax;

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
    if (typeof end !== 'string' || !isValidDate(end)) errors.endDate = messages.endDateAfterStart;
    else if (typeof start === 'string' && end <= start) errors.endDate = messages.endDateAfterStart;
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
    if (!isRupeeAmount(input.depositPerPerson, 0, true) || Number(input.depositPerPerson) > price) {
      errors.depositPerPerson = bookingMessages.depositPerPersonInvalid;
    }
  }
  if (input.status !== undefined && !isDepartureStatus(input.status)) {
    errors.status = bookingMessages.departureStatusInvalid;
  }
  if (!isAbsent(input.balanceDueDays) && !isWholeIn(input.balanceDueDays, 0, 365)) {
    errors.balanceDueDays = cancellationMessages.balanceDueDaysInvalid;
  }
  if (input.earlyBird !== undefined && 'error' in parseEarlyBird(input.earlyBird)) errors.earlyBird = pricingMessages.earlyBirdInvalid;
  const plan = input.paymentPlan === undefined ? null : parsePaymentPlan(input.paymentPlan);
  if (plan?.error !== undefined) errors.paymentPlan = plan.error;
  const instructions = input.joiningInstructions;
  if (instructions !== undefined && instructions !== null) {
    if (typeof instructions !== 'string' || instructions.trim().length > joiningInstructionsMax) {
      errors.joiningInstructions = bookingMessages.joiningInstructionsTooLong;
    }
  }
  return errors;
}

const earlyBirdOf = (input: unknown) => {
  const parsed = parseEarlyBird(input);
  return 'value' in parsed ? parsed.value : null;
};

const planOf = (input: unknown) => {
  const parsed = parsePaymentPlan(input);
  return 'value' in parsed ? (parsed.value ?? null) : null;
};

const givenOrNull = (value: unknown) => (value === undefined ? undefined : isAbsent(value) ? null : value);

/**
 * A departure body as the rules above take it: on an edit the start already stored stands in for one
 * not given, but only the fields given are in the value (the others stay as they are). '' and null
 * clear endDate and the prices.
 */
export function parseDeparture(
  input: DepartureInput,
  options: { creating: boolean; today: string; keptStartDate?: string },
): Parsed<DepartureChanges> {
  const checked = options.creating ? input : { ...input, startDate: input.startDate ?? options.keptStartDate };
  const error = firstError(validateDeparture(checked, options));
  if (error) return { error };
  const leaders = input.leaderIds === undefined ? undefined : parseLeaderIds(input.leaderIds);
  if (leaders?.error !== undefined) return { error: leaders.error };
  // The rules above have checked each type; these only narrow what they let through.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const amount = (value: unknown) => (typeof value === 'number' ? value : givenOrNull(value) === null ? null : undefined);
  const value: DepartureChanges = {
    tripId: text(input.tripId),
    startDate: text(input.startDate),
    endDate: givenOrNull(input.endDate) === null ? null : text(input.endDate),
    seatsTotal: typeof input.seatsTotal === 'number' ? input.seatsTotal : undefined,
    pricePerPerson: amount(input.pricePerPerson),
    kidPricePerPerson: amount(input.kidPricePerPerson),
    depositPerPerson: amount(input.depositPerPerson),
    status: isDepartureStatus(input.status) ? input.status : undefined,
    balanceDueDays: amount(input.balanceDueDays),
    // null clears them like ''.
    joiningInstructions: input.joiningInstructions === null ? '' : text(input.joiningInstructions)?.trim(),
    earlyBird: input.earlyBird === undefined ? undefined : earlyBirdOf(input.earlyBird),
    paymentPlan: input.paymentPlan === undefined ? undefined : planOf(input.paymentPlan),
    leaderIds: leaders?.value,
  };
  return { value: Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) };
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
  if (!isAbsent(input.billingState) && !isGstStateCode(input.billingState)) errors.billingState = bookingMessages.billingStateInvalid;
  if (!isAbsent(input.billingGstin) && !isValidGstin(normalGstin(input.billingGstin))) errors.billingGstin = bookingMessages.gstinInvalid;
  if (
    !isAbsent(input.billingName) &&
    (typeof input.billingName !== 'string' || input.billingName.trim().length > bookingLimits.billingNameMax)
  ) {
    errors.billingName = bookingMessages.billingNameTooLong;
  }
  if (!isAbsent(input.language) && !isLanguage(input.language)) errors.language = bookingMessages.languageInvalid;
  if (!isAbsent(input.whatsappOptIn) && typeof input.whatsappOptIn !== 'boolean')
    errors.whatsappOptIn = bookingMessages.whatsappOptInInvalid;
  if (!isAbsent(input.couponCode) && (typeof input.couponCode !== 'string' || input.couponCode.trim().length > 40))
    errors.couponCode = pricingMessages.codeCannotBeUsed;
  if (!isAbsent(input.split) && typeof input.split !== 'boolean') errors.split = shareMessages.splitInvalid;
  return errors;
}

/** A GSTIN as typed: spaces around it dropped, letters in capitals. */
const normalGstin = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/**
 * A reservation: traveller names and notes trimmed, kids none when not given, travellers none when
 * not named; the billing state defaults to the GSTIN's state, else `businessStateCode`.
 */
export function parseBooking(input: BookingInput, businessStateCode: string): Parsed<Required<NewBooking>> {
  const error = firstError(validateBooking(input));
  if (error) return { error };
  const travellers = Array.isArray(input.travellers) ? (input.travellers as { name: string }[]) : [];
  return {
    value: {
      departureId: String(input.departureId),
      adults: Number(input.adults),
      kids: typeof input.kids === 'number' ? input.kids : 0,
      travellers: travellers.map((traveller) => ({ name: traveller.name.trim() })),
      notes: typeof input.notes === 'string' ? input.notes.trim() : '',
      ...billingOf(input, businessStateCode),
      language: isLanguage(input.language) ? input.language : defaultLanguage,
      whatsappOptIn: input.whatsappOptIn !== false,
      // Codes are case-insensitive and trimmed; '' is none.
      couponCode: normalCode(input.couponCode),
      split: input.split === true,
    },
  };
}

function billingOf(input: BookingInput, businessStateCode: string) {
  const gstin = isAbsent(input.billingGstin) ? null : String(normalGstin(input.billingGstin));
  const name = typeof input.billingName === 'string' && input.billingName.trim() ? input.billingName.trim() : null;
  const state = isAbsent(input.billingState) ? (gstin?.slice(0, 2) ?? businessStateCode) : String(input.billingState);
  return { billingState: state, billingGstin: gstin, billingName: name };
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
  if (!isOfflinePaymentMethod(input.method)) errors.method = bookingMessages.paymentMethodInvalid;
  if (!isAbsent(input.reference) && (typeof input.reference !== 'string' || input.reference.length > paymentReferenceMax)) {
    errors.reference = bookingMessages.paymentReferenceTooLong;
  }
  if (!isAbsent(input.paidAt) && (typeof input.paidAt !== 'string' || Number.isNaN(Date.parse(input.paidAt)))) {
    errors.paidAt = bookingMessages.paymentDateInvalid;
  }
  return errors;
}

/** A payment an admin records: the reference trimmed (none when blank), the date as an ISO instant. */
export function parseOfflinePayment(input: OfflinePaymentInput): Parsed<OfflinePayment> {
  const error = firstError(validateOfflinePayment(input));
  if (error || !isOfflinePaymentMethod(input.method)) return { error: error ?? bookingMessages.paymentMethodInvalid };
  const reference = typeof input.reference === 'string' && input.reference.trim() ? input.reference.trim() : null;
  const paidAt = typeof input.paidAt === 'string' && input.paidAt ? new Date(input.paidAt).toISOString() : null;
  const shareId = typeof input.shareId === 'string' && input.shareId ? input.shareId : null;
  return { value: { amount: Number(input.amount), method: input.method, reference, paidAt, shareId } };
}
