/** A refund of money paid on a booking: the one definition of its API shape, type and row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { bookingLimits, offlinePaymentMethods } from '../domain/bookings.ts';
import { paiseToRupees, rupeesMax } from '../domain/money.ts';
import { fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';
import type { RefundsTable } from '../db/schema.ts';

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

export type RefundRow = Selectable<RefundsTable>;

const refundFields = fieldReader(RefundSchema);

export const toRefund = (row: RefundRow): Refund => ({
  ...refundFields(row),
  amount: paiseToRupees(row.amountPaise),
  providerRefundId: row.providerRefundId ?? row.reference ?? null,
});
