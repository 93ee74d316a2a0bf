/** A payment counted on a booking: the one definition of its API shape, type, table and row mapping. */
import type { ColumnType, Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { paymentMethods, paymentStatuses } from '../domain/bookings.ts';
import { paiseToRupees } from '../domain/money.ts';
import { type EntityTable, fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';

export const BookingPaymentSchema = Type.Object({
  id: Type.String(),
  amount: Rupees(),
  method: literals(paymentMethods),
  status: literals(paymentStatuses),
  providerPaymentId: Nullable(
    Type.String({ description: "Razorpay's payment id, or the reference an admin typed for an offline payment" }),
  ),
  createdAt: Instant,
});
export type BookingPayment = Static<typeof BookingPaymentSchema>;

/** What an admin sends to record a payment made outside the site; checked by validateOfflinePayment first. */
export const OfflinePaymentBodySchema = Type.Object({
  amount: Type.Optional(Type.Unknown({ description: 'INR, more than 0, at most two decimals' })),
  method: Type.Optional(Type.Unknown({ description: 'upi | bank_transfer | cash | card' })),
  reference: Type.Optional(Type.Unknown({ description: 'UTR, cheque or receipt number' })),
  paidAt: Type.Optional(Type.Unknown({ description: 'ISO date-time; default now' })),
});
export type OfflinePaymentInput = Static<typeof OfflinePaymentBodySchema>;

export type BookingPaymentsTable = EntityTable<
  BookingPayment,
  { derived: 'amount'; generated: 'id' | 'status' },
  {
    bookingId: string;
    amountPaise: number;
    providerOrderId: string | null;
    paidAt: ColumnType<Date, Date | string | undefined, Date | string>;
    /** The admin who recorded an offline payment. */
    recordedBy: string | null;
  }
>;
export type BookingPaymentRow = Selectable<BookingPaymentsTable>;

const paymentFields = fieldReader(BookingPaymentSchema);

export const toBookingPayment = (row: BookingPaymentRow): BookingPayment => ({
  ...paymentFields(row),
  amount: paiseToRupees(row.amountPaise),
});
