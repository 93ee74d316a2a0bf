/**
 * Booking, with its travellers and payments: the one definition of its API shape, type and row
 * mapping (its table: db/tables). Rows become Bookings here and only here: paise to rupees, and a
 * pending booking past its hold reads as `expired` (from hold_expires_at and `now`, so the answer
 * never waits for a sweep).
 */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { type BookingStatus, bookingStatuses } from '../domain/bookings.ts';
import { cancelledByValues, heldPaise, refundToValues } from '../domain/cancellation.ts';
import { departureEndDate } from '../domain/format.ts';
import { languages } from '../domain/languages.ts';
import { balanceDuePaise, paiseToRupees } from '../domain/money.ts';
import { type BankAccount, BookingPlanProperties, planFieldsOf, plannedInstalmentsOf } from './booking-instalments.ts';
import { type BookingPayment, BookingPaymentSchema } from './booking-payment.ts';
import { type BookingShareRow, BookingShareSchema, toBookingShare } from './booking-share.ts';
import { shareDueNowPaise } from '../domain/shares.ts';
import { DateOnly, fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';
import { type Refund, RefundSchema } from './refund.ts';
import { type BookingTraveller, ReadinessSchema, readinessOf, type TravellerView, TravellerViewSchema } from './booking-traveller.ts';
import { CancellationTierSchema } from './trip.ts';
import { PricingSchema, toPricing } from './coupon.ts';
import type { BookingsTable } from '../db/schema.ts';

export const BookingUserSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  mobileNumber: Type.String(),
  countryCode: Type.String(),
});
export type BookingUser = Static<typeof BookingUserSchema>;

/** A name given at booking (POST /bookings `travellers`): the first is the lead's, each fills its seat's record. */
export const TravellerNameSchema = Type.Object({ name: Type.String() });

export const CancellationSchema = Type.Object({
  at: Instant,
  by: literals(cancelledByValues),
  retainedAmount: Rupees('INR the cancellation policy (or the admin) kept'),
  refundAmount: Rupees('INR refunded to the original payments'),
  voucherAmount: Rupees('INR issued as a credit voucher'),
  refundTo: literals(refundToValues),
  reason: Nullable(Type.String()),
});

export const BookingSchema = Type.Object({
  id: Type.String(),
  reference: Type.String({ description: '8 characters from A-Z and 2-9' }),
  tripId: Type.String(),
  departureId: Type.String(),
  place: Type.String({ description: "The trip's place" }),
  startDate: Type.String({ format: 'date', description: "The departure's start, YYYY-MM-DD" }),
  endDate: Nullable(Type.String({ format: 'date', description: "The departure's end, YYYY-MM-DD" })),
  user: BookingUserSchema,
  adults: Type.Integer(),
  kids: Type.Integer(),
  seats: Type.Integer(),
  travellers: Type.Array(TravellerViewSchema, {
    description: 'one record per seat, by position; a co-traveller sees the others by name only',
  }),
  readiness: ReadinessSchema,
  notes: Type.String(),
  totalAmount: Rupees('INR after the pricing lines'),
  pricing: PricingSchema,
  depositAmount: Rupees(),
  amountPaid: Rupees(),
  balanceDue: Rupees(),
  status: literals(bookingStatuses),
  holdExpiresAt: Nullable(Instant),
  billingState: Nullable(
    Type.String({ description: 'GST state code of the traveller (place of supply unless billingGstin says otherwise)' }),
  ),
  billingGstin: Nullable(Type.String({ description: "A business booking's GSTIN: the place of supply is its first two digits" })),
  billingName: Nullable(Type.String({ description: "A business booking's registered name" })),
  balanceDueDate: Nullable(DateOnly),
  ...BookingPlanProperties,
  cancellationPolicy: Nullable(
    Type.Array(CancellationTierSchema, {
      description:
        'The tiers in force when it was made (later changes never alter them); ' +
        'null: made before tiers were copied, CANCELLATION_POLICY applies',
    }),
  ),
  language: literals(languages),
  whatsappOptIn: Type.Boolean({ description: 'messages go on WhatsApp (else SMS)' }),
  remindersStopped: Type.Boolean({ description: 'the traveller stopped reminders and the review request' }),
  payments: Type.Array(BookingPaymentSchema),
  shares: Type.Array(BookingShareSchema, {
    description: "a split booking: one share per adult (the kids on the lead's), each paid on its own page; empty when not split",
  }),
  amountRefunded: Rupees('INR refunded or being refunded (pending and processed refunds; failed ones are not counted)'),
  refunds: Type.Array(RefundSchema),
  cancellation: Nullable(CancellationSchema),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Booking = Static<typeof BookingSchema>;
export type BookingCancellation = Static<typeof CancellationSchema>;

/** `status` is the stored one: a pending_payment row past holdExpiresAt reads as expired (effectiveStatus). */
export type BookingRow = Selectable<BookingsTable>;

/** The status as of `now`: a pending booking whose hold has passed is expired. */
export function effectiveStatus(row: { status: string; holdExpiresAt: Date | null }, now: Date): BookingStatus {
  if (row.status === 'pending_payment' && row.holdExpiresAt && row.holdExpiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as BookingStatus;
}

/** A row joined with its traveller, its trip's place and its departure's dates. */
export type JoinedBookingRow = BookingRow &
  Pick<BookingUser, 'username' | 'mobileNumber' | 'countryCode'> &
  Pick<Booking, 'place' | 'startDate' | 'endDate'> & { tripDays?: string | number | null };

const bookingFields = fieldReader(BookingSchema);

function cancellationOf(row: BookingRow): BookingCancellation | null {
  if (!row.cancelledAt || !row.cancelledBy) return null;
  return {
    at: row.cancelledAt.toISOString(),
    by: row.cancelledBy,
    retainedAmount: paiseToRupees(row.cancellationRetainedPaise ?? 0),
    refundAmount: paiseToRupees(row.cancellationRefundPaise ?? 0),
    voucherAmount: paiseToRupees(row.cancellationVoucherPaise ?? 0),
    refundTo: row.cancellationRefundTo ?? 'none',
    reason: row.cancellationReason ?? null,
  };
}

/** Who reads a booking: the lead (and admins) see every record in full; a claimer their own, the others by name. */
export type TravellersView = (travellers: BookingTraveller[]) => TravellerView[];

export function toBooking(
  row: JoinedBookingRow,
  payments: BookingPayment[],
  now: Date,
  refunds: Refund[] = [],
  travellers: BookingTraveller[] = [],
  view: TravellersView = (all) => all,
  shares: BookingShareRow[] = [],
  bankAccount: BankAccount | null = null,
): Booking {
  const status = effectiveStatus(row, now);
  const { travellers: _names, ...fields } = bookingFields(row);
  return {
    ...fields,
    user: { id: row.userId, username: row.username, mobileNumber: row.mobileNumber, countryCode: row.countryCode },
    travellers: view(travellers),
    readiness: readinessOf(travellers),
    cancellationPolicy: Array.isArray(row.cancellationPolicy) ? row.cancellationPolicy : null,
    totalAmount: paiseToRupees(row.totalPaise),
    pricing: toPricing(row.pricing ?? { pricePerPersonPaise: row.pricePerPersonPaise, lines: [] }),
    depositAmount: paiseToRupees(row.depositPaise),
    amountPaid: paiseToRupees(row.amountPaidPaise),
    // What is still held counts (a shift to a cheaper departure refunds part of what was paid).
    balanceDue: paiseToRupees(balanceDuePaise(status, heldPaise(row), row.totalPaise)),
    // Without an end date of its own, the departure ends as long after its start as the trip lasts.
    endDate: departureEndDate(row.startDate, row.endDate, row.tripDays),
    status,
    payments,
    shares: shares.map((share) =>
      toBookingShare(share, shareDueNowPaise(share, { ...row, status, instalments: plannedInstalmentsOf(row) }, shares)),
    ),
    amountRefunded: paiseToRupees(row.amountRefundedPaise),
    refunds,
    cancellation: cancellationOf(row),
    whatsappOptIn: row.whatsappOptIn,
    remindersStopped: row.remindersStoppedAt !== null,
    ...planFieldsOf(row, now, bankAccount),
  };
}
