/**
 * Payments counted on bookings, and the provider orders asked for them. A provider's payment id
 * is unique (a partial unique index), so a payment reported by both the browser and the webhook,
 * or replayed, is stored, and counted, once.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentMethod } from '../domain/index.ts';
import { type BookingPayment, type BookingPaymentRow, toBookingPayment } from '../entities/booking-payment.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Each booking's payments, oldest first. */
export async function paymentsOf(db: Db, bookingIds: string[]): Promise<Map<string, BookingPayment[]>> {
  const byBooking = new Map<string, BookingPayment[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom('bookingPayments')
    .selectAll()
    .where('bookingId', 'in', bookingIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(toBookingPayment(row));
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

export interface NewPayment {
  bookingId: string;
  amountPaise: number;
  method: PaymentMethod;
  providerPaymentId: string | null;
  providerOrderId?: string | null;
  paidAt: Date;
  recordedBy?: string | null;
  voucherId?: string | null;
  shareId?: string | null;
  /** The bank's reference: a matched transfer's UTR, or what an admin typed. */
  reference?: string | null;
}

/** Stores a payment; null when this provider payment was already stored (it counts once). */
export async function insertPayment(trx: Db, payment: NewPayment): Promise<BookingPaymentRow | null> {
  const values = {
    bookingId: payment.bookingId,
    amountPaise: payment.amountPaise,
    method: payment.method,
    providerPaymentId: payment.providerPaymentId,
    providerOrderId: payment.providerOrderId ?? null,
    paidAt: payment.paidAt,
    recordedBy: payment.recordedBy ?? null,
    voucherId: payment.voucherId ?? null,
    shareId: payment.shareId ?? null,
    reference: payment.reference ?? (payment.recordedBy ? payment.providerPaymentId : null),
    createdAt: payment.paidAt,
  };
  // A provider's payment (Razorpay's checkout, or a transfer Smart Collect matched) counts once by its id.
  const matchedTransfer = payment.method === 'bank_transfer' && !payment.recordedBy;
  if (payment.method !== 'razorpay' && !matchedTransfer) {
    return trx.insertInto('bookingPayments').values(values).returningAll().executeTakeFirstOrThrow();
  }
  const row = await trx
    .insertInto('bookingPayments')
    .values(values)
    .onConflict((oc) =>
      matchedTransfer
        ? oc.column('providerPaymentId').where('method', '=', 'bank_transfer').where('recordedBy', 'is', null).doNothing()
        : oc.column('providerPaymentId').where('method', '=', 'razorpay').doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function insertPaymentOrder(
  db: Db,
  order: { bookingId: string; provider: string; orderId: string; amountPaise: number; shareId?: string | null },
) {
  await db.insertInto('paymentOrders').values(order).execute();
}

/** The order we asked the provider for, only if it was asked for this booking. */
export async function findPaymentOrder(db: Db, provider: string, orderId: string, bookingId?: string) {
  let query = db.selectFrom('paymentOrders').selectAll().where('provider', '=', provider).where('orderId', '=', orderId);
  if (bookingId) query = query.where('bookingId', '=', bookingId);
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * Paise received from `from` (inclusive) to `to` (exclusive), as the Finance page counts them: every payment, refunded
 * later or not (refunds are counted apart), voucher payments left out (they bring no money in).
 */
export async function collectedPaise(db: Db, from: Date, to: Date): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT COALESCE(sum(amount_paise), 0)::bigint AS total FROM booking_payments
    WHERE method <> 'voucher' AND paid_at >= ${from}::timestamptz AND paid_at < ${to}::timestamptz`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Paise received in the calendar month of `now` in `timeZone` (PostgreSQL draws the month's bounds). */
export async function collectedInMonthPaise(db: Db, now: Date, timeZone: string): Promise<number> {
  const { rows } = await sql<{ from: Date; to: Date }>`
    SELECT (m.start AT TIME ZONE ${timeZone}) AS "from", ((m.start + interval '1 month') AT TIME ZONE ${timeZone}) AS "to"
    FROM (SELECT date_trunc('month', ${now}::timestamptz AT TIME ZONE ${timeZone}) AS start) m`.execute(db);
  return collectedPaise(db, new Date(rows[0].from), new Date(rows[0].to));
}
