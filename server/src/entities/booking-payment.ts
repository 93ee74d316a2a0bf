/** A payment counted on a booking: the one definition of its API shape, type and row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { bookingLimits, offlinePaymentMethods, paymentMethods, paymentStatuses } from '../domain/bookings.ts';
import { paiseToRupees, rupeesMax } from '../domain/money.ts';
import { fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';
import type { BookingPaymentsTable } from '../db/schema.ts';

export const BookingPaymentSchema = Type.Object({
  id: Type.String(),
  amount: Rupees(),
  method: literals(paymentMethods),
  status: literals(paymentStatuses),
  providerPaymentId: Nullable(
    Type.String({ description: "Razorpay's payment id, or the reference an admin typed for an offline payment" }),
  ),
  reference: Nullable(
    Type.String({ description: "The bank's reference: a matched transfer's UTR, or the one an admin typed for an offline payment" }),
  ),
  createdAt: Instant,
});
export type BookingPayment = Static<typeof BookingPaymentSchema>;

/** What an admin sends to record a payment made outside the site; parseOfflinePayment checks it first (its messages). */
export const OfflinePaymentBodySchema = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: rupeesMax, description: 'INR, at most two decimals' }),
  method: literals(offlinePaymentMethods),
  reference: Type.Optional(
    Nullable(Type.String({ maxLength: bookingLimits.paymentReferenceMax, description: 'UTR, cheque or receipt number' })),
  ),
  paidAt: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'when it was paid; now when left out' }))),
  shareId: Type.Optional(
    Nullable(Type.String({ description: "a split booking: the share it pays (counted on it, the receipt in its traveller's name)" })),
  ),
});
export type OfflinePayment = Static<typeof OfflinePaymentBodySchema>;

export type BookingPaymentRow = Selectable<BookingPaymentsTable>;

const paymentFields = fieldReader(BookingPaymentSchema);

export const toBookingPayment = (row: BookingPaymentRow): BookingPayment => ({
  ...paymentFields(row),
  amount: paiseToRupees(row.amountPaise),
  // Before references had a column, an offline payment's typed one was its provider id.
  reference: row.reference ?? (row.recordedBy ? row.providerPaymentId : null),
});
