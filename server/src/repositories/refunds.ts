/**
 * Refunds of money paid on bookings. A refund row is written in the transaction that decides it (a
 * cancellation, an admin's record), `pending` until the provider or an admin settles it; its id is
 * the idempotency key sent to the provider, so a retry never refunds twice. Payments keep what has
 * been refunded of them, so no payment is refunded beyond what it brought in.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BookingPaymentRow } from '../entities/booking-payment.ts';
import { type Refund, type RefundMethod, type RefundRow, type RefundStatus, toRefund } from '../entities/refund.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Each booking's refunds, oldest first. */
export async function refundsOf(db: Db, bookingIds: string[]): Promise<Map<string, Refund[]>> {
  const byBooking = new Map<string, Refund[]>();
  if (bookingIds.length === 0) return byBooking;
  // Made together (one cancellation), they read in the order they were made: newest payment first.
  const rows = await db
    .selectFrom('refunds as r')
    .leftJoin('bookingPayments as p', 'p.id', 'r.paymentId')
    .selectAll('r')
    .where('r.bookingId', 'in', bookingIds)
    .orderBy('r.createdAt')
    .orderBy('p.paidAt', (ob) => ob.desc().nullsLast())
    .orderBy('p.createdAt', 'desc')
    .orderBy('r.id')
    .execute();
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), toRefund(row)]);
  return byBooking;
}

/** A booking's payments that still hold money to refund, newest first, locked. */
export async function refundablePayments(trx: Transaction<Database>, bookingId: string): Promise<BookingPaymentRow[]> {
  const { rows } = await sql<BookingPaymentRow & { amountRefundedPaise: number }>`
    SELECT * FROM booking_payments WHERE booking_id = ${bookingId}::uuid AND amount_paise > amount_refunded_paise
    ORDER BY paid_at DESC, created_at DESC, id DESC FOR UPDATE`.execute(trx);
  return rows;
}

/** Adds `deltaPaise` (negative for a failed refund) to what was refunded of a payment and of its booking. */
export async function addRefunded(trx: Db, ids: { bookingId: string; paymentId: string | null }, deltaPaise: number, now: Date) {
  if (ids.paymentId) {
    await sql`UPDATE booking_payments SET amount_refunded_paise = amount_refunded_paise + ${deltaPaise},
      status = CASE WHEN amount_refunded_paise + ${deltaPaise} >= amount_paise THEN 'refunded' ELSE 'captured' END
      WHERE id = ${ids.paymentId}::uuid`.execute(trx);
  }
  await sql`UPDATE bookings SET amount_refunded_paise = amount_refunded_paise + ${deltaPaise}, updated_at = ${now}::timestamptz
    WHERE id = ${ids.bookingId}::uuid`.execute(trx);
}

export interface NewRefund {
  bookingId: string;
  paymentId: string | null;
  amountPaise: number;
  method: RefundMethod;
  status: RefundStatus;
  reference?: string | null;
  recordedBy?: string | null;
  now: Date;
}

export async function insertRefund(trx: Db, refund: NewRefund): Promise<RefundRow> {
  return trx
    .insertInto('refunds')
    .values({
      bookingId: refund.bookingId,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      method: refund.method,
      status: refund.status,
      reference: refund.reference ?? null,
      recordedBy: refund.recordedBy ?? null,
      providerRefundId: null,
      processedAt: refund.status === 'processed' ? refund.now : null,
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks one refund row (by our id or the provider's) in the transaction that settles it. */
export async function lockRefund(trx: Transaction<Database>, by: { id: string } | { providerRefundId: string }) {
  if ('id' in by && !UUID.test(by.id)) return null;
  const where = 'id' in by ? sql`id = ${by.id}::uuid` : sql`provider_refund_id = ${by.providerRefundId}`;
  const { rows } = await sql<RefundRow>`SELECT * FROM refunds WHERE ${where} FOR UPDATE`.execute(trx);
  return rows[0] ?? null;
}

/** A booking's pending refunds paid by hand (not through the provider), oldest first, locked. */
export async function pendingOfflineRefunds(trx: Transaction<Database>, bookingId: string): Promise<RefundRow[]> {
  const { rows } = await sql<RefundRow>`SELECT * FROM refunds WHERE booking_id = ${bookingId}::uuid AND status = 'pending'
    AND method NOT IN ('razorpay', 'voucher') ORDER BY created_at, id FOR UPDATE`.execute(trx);
  return rows;
}

export async function updateRefund(db: Db, id: string, values: Partial<Omit<RefundRow, 'id' | 'createdAt'>>, now: Date) {
  await db
    .updateTable('refunds')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** The ids of provider refunds still pending that the provider never answered for, oldest first. */
export async function unsentProviderRefunds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('method', '=', 'razorpay')
    .where('providerRefundId', 'is', null)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => row.id);
}

/** What a refund is sent with: its state, its payment's provider id and its booking's reference. */
export async function refundContext(db: Db, refundId: string) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('bookings as b', 'b.id', 'r.bookingId')
    .leftJoin('bookingPayments as p', 'p.id', 'r.paymentId')
    .select(['r.id', 'r.bookingId', 'r.amountPaise', 'r.status', 'r.method', 'r.providerRefundId', 'b.reference', 'p.providerPaymentId'])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
}
