/** A refund of money paid on a booking: the one definition of its API shape, type, table and row mapping. */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { bookingLimits, offlinePaymentMethods } from '../domain/bookings.ts';
import { paiseToRupees, rupeesMax } from '../domain/money.ts';
import { type EntityTable, fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';

export const refundMethods = [...offlinePaymentMethods, 'razorpay', 'voucher'] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const RefundSchema = Type.Object({
  id: Type.String(),
  amount: Rupees(),
  method: literals(refundMethods),
  status: literals(refundStatuses),
  providerRefundId: Nullable(Type.String({ description: "Razorpay's refund id, or the reference an admin typed for an offline refund" })),
  createdAt: Instant,
});
export type Refund = Static<typeof RefundSchema>;

/** What an admin sends to record a refund paid outside the site; parseOfflineRefund checks it first (its messages). */
export const OfflineRefundBodySchema = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: rupeesMax, description: 'INR, at most two decimals' }),
  method: literals(offlinePaymentMethods),
  reference: Type.Optional(
    Nullable(Type.String({ maxLength: bookingLimits.paymentReferenceMax, description: 'UTR, cheque or receipt number' })),
  ),
});
export type OfflineRefund = Static<typeof OfflineRefundBodySchema>;

export type RefundsTable = EntityTable<
  Refund,
  { derived: 'amount'; generated: 'id' | 'status' },
  {
    bookingId: string;
    paymentId: string | null;
    amountPaise: number;
    reference: string | null;
    recordedBy: string | null;
    processedAt: Date | null;
    updatedAt: Date;
  }
>;
export type RefundRow = Selectable<RefundsTable>;

const refundFields = fieldReader(RefundSchema);

export const toRefund = (row: RefundRow): Refund => ({
  ...refundFields(row),
  amount: paiseToRupees(row.amountPaise),
  providerRefundId: row.providerRefundId ?? row.reference ?? null,
});
