/**
 * Input rules of the bookings contract, shared by the API and the forms that submit to it. Each
 * validator returns the errors of the fields that fail, in checking order (`firstError` gives the
 * one the API answers with); each parser gives the API either that first message or the typed value.
 * Counts must be whole JSON numbers: text, fractions and objects fail.
 */
import { bookingMessages } from './booking-messages.ts';
import { bookingLimits, isOfflinePaymentMethod } from './bookings.ts';
import { isGstStateCode, isValidGstin } from './gst.ts';
import { defaultLanguage, isLanguage } from './languages.ts';
import { normalCode, pricingMessages } from './pricing.ts';
import { shareMessages } from './shares.ts';
import { type FieldErrors, firstError } from './validation.ts';
import { isAbsent, isRupeeAmount, isWholeIn } from './input-checks.ts';
import type { BookingBody, BookingInput, OfflinePaymentBody, OfflinePaymentInput } from './request-bodies.ts';

/** A body checked by its rules: the typed value, or the message of the first rule it breaks. */
export type Parsed<T> = { value: T; error?: undefined } | { error: string };

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
export function parseBooking(input: BookingInput, businessStateCode: string): Parsed<Required<BookingBody>> {
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
export function parseOfflinePayment(input: OfflinePaymentInput): Parsed<OfflinePaymentBody> {
  const error = firstError(validateOfflinePayment(input));
  if (error || !isOfflinePaymentMethod(input.method)) return { error: error ?? bookingMessages.paymentMethodInvalid };
  const reference = typeof input.reference === 'string' && input.reference.trim() ? input.reference.trim() : null;
  const paidAt = typeof input.paidAt === 'string' && input.paidAt ? new Date(input.paidAt).toISOString() : null;
  const shareId = typeof input.shareId === 'string' && input.shareId ? input.shareId : null;
  return { value: { amount: Number(input.amount), method: input.method, reference, paidAt, shareId } };
}
