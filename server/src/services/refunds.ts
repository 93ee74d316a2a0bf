/**
 * Refunds (DESIGN.md "Refunds through Razorpay"). Money goes back against a booking's payments, newest
 * first, never more than each brought in: a Razorpay payment through Razorpay's Refunds API, a
 * voucher payment back onto its voucher at once, an offline payment as a `pending` refund an admin
 * settles by recording it. A refund's rows are written in the transaction that decides it; Razorpay
 * is called after that commits, so a provider that is down or slow leaves the refund pending, retried
 * in the background (retryPendingRefunds) with backoff, never lost and never sent twice (our refund's
 * id is the idempotency key). A refund that has gone back issues its document in the transaction
 * that settles it.
 */
import type { Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import { cancellationMessages, DomainError } from '../domain/index.ts';
import type { BookingRow } from '../entities/booking.ts';
import type { RefundMethod, RefundRow } from '../entities/refund.ts';
import {
  addRefunded,
  claimDueRefunds,
  insertRefund,
  lockRefund,
  pendingOfflineRefunds,
  refundablePayments,
  refundContext,
  updateRefund,
} from '../repositories/refunds.ts';
import { lockVoucher, updateVoucher } from '../repositories/vouchers.ts';
import { type LedgerOptions, lockedPair } from './booking-ledger.ts';
import { issueRefundDocument } from './documents/issue.ts';
import { createRazorpayRefund, findRazorpayRefund } from './payments/razorpay-refunds.ts';
import { PaymentProviderError } from './payments/razorpay.ts';

type Trx = Transaction<Database>;

/** Marks a refund processed (money gone back) and issues its document, in the caller's transaction. */
async function processed(trx: Trx, options: LedgerOptions, booking: BookingRow, refund: RefundRow, values: Partial<RefundRow>) {
  const now = options.now();
  await updateRefund(trx, refund.id, { ...values, status: 'processed', processedAt: now, nextAttemptAt: null }, now);
  await issueRefundDocument(trx, options.documents, { booking, refundId: refund.id, amountPaise: refund.amountPaise, now });
}

/**
 * Refunds `amountPaise` of a booking against its payments, newest first, in the caller's transaction
 * (the booking's row already locked). `offline` records money an admin paid back by hand: processed at
 * once. Answers the refunds written; 'Refund is more than was paid' beyond what the payments hold.
 */
export async function refundToPayments(
  trx: Trx,
  options: LedgerOptions,
  booking: BookingRow,
  amountPaise: number,
  offline?: { method: RefundMethod; reference: string | null; adminId: string },
): Promise<RefundRow[]> {
  const now = options.now();
  const payments = await refundablePayments(trx, booking.id);
  const held = payments.reduce((sum, p) => sum + p.amountPaise - p.amountRefundedPaise, 0);
  if (amountPaise > held) throw new DomainError('invalid', cancellationMessages.refundAbovePaid);
  const written: RefundRow[] = [];
  let remaining = amountPaise;
  for (const payment of payments) {
    if (remaining <= 0) break;
    const take = Math.min(remaining, payment.amountPaise - payment.amountRefundedPaise);
    remaining -= take;
    const method: RefundMethod = offline?.method ?? payment.method;
    const settledNow = Boolean(offline) || method === 'voucher';
    const refund = await insertRefund(trx, {
      bookingId: booking.id,
      paymentId: payment.id,
      amountPaise: take,
      method,
      status: 'pending',
      reference: offline?.reference ?? null,
      recordedBy: offline?.adminId ?? null,
      now,
    });
    await addRefunded(trx, { bookingId: booking.id, paymentId: payment.id }, take, now);
    if (method === 'voucher' && payment.voucherId && !offline) await creditVoucher(trx, payment.voucherId, take, now);
    if (settledNow) await processed(trx, options, booking, refund, {});
    written.push(refund);
  }
  return written;
}

/** A voucher payment refunded: its voucher gets the money back (active again if it was used up). */
async function creditVoucher(trx: Trx, voucherId: string, amountPaise: number, now: Date) {
  const voucher = await lockVoucher(trx, { id: voucherId });
  if (!voucher) return;
  const balancePaise = Math.min(voucher.amountPaise, voucher.balancePaise + amountPaise);
  await updateVoucher(trx, voucher.id, { balancePaise, ...(voucher.status === 'used' ? { status: 'active' } : {}) }, now);
}

/**
 * An admin's record of money paid back by hand (POST /admin/bookings/{id}/refunds): it settles the
 * booking's pending offline refunds first, oldest first (a part of one splits it), and refunds the rest
 * against the payments. 'Refund is more than was paid' when the rest is more than they hold.
 */
export async function recordOfflineRefund(
  options: LedgerOptions,
  bookingId: string,
  record: { amountPaise: number; method: RefundMethod; reference: string | null; adminId: string },
): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const { booking } = await lockedPair(trx, bookingId, now);
    let remaining = record.amountPaise;
    const settle = { method: record.method, reference: record.reference, recordedBy: record.adminId };
    for (const pending of await pendingOfflineRefunds(trx, booking.id)) {
      if (remaining <= 0) break;
      if (remaining < pending.amountPaise) {
        // Part of it paid: the rest stays pending as its own row.
        await updateRefund(trx, pending.id, { amountPaise: remaining }, now);
        await insertRefund(trx, { ...pending, amountPaise: pending.amountPaise - remaining, status: 'pending', now });
      }
      await processed(trx, options, booking, { ...pending, amountPaise: Math.min(remaining, pending.amountPaise) }, settle);
      remaining -= Math.min(remaining, pending.amountPaise);
    }
    if (remaining > 0) await refundToPayments(trx, options, booking, remaining, { ...settle, adminId: record.adminId });
  });
}

/**
 * Sets a provider refund's outcome (Razorpay's answer or its webhook), idempotently: a refund already
 * processed stays so; a failed one gives its amount back to what may still be refunded. Answers false
 * for a refund we do not know.
 */
export async function settleProviderRefund(
  options: LedgerOptions,
  by: { id: string } | { providerRefundId: string },
  outcome: { status: 'pending' | 'processed' | 'failed'; providerRefundId: string },
): Promise<boolean> {
  return options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const seen = await lockRefund(trx, by);
    if (!seen) return false;
    // The lock order of every money transaction: departure, booking, then the refund.
    const { booking } = await lockedPair(trx, seen.bookingId, now);
    const refund = (await lockRefund(trx, { id: seen.id }))!;
    if (refund.status !== 'pending') return true;
    const known = { providerRefundId: outcome.providerRefundId, lastError: null };
    if (outcome.status === 'processed') await processed(trx, options, booking, refund, known);
    else if (outcome.status === 'failed') {
      await updateRefund(trx, refund.id, { ...known, status: 'failed', nextAttemptAt: null }, now);
      await addRefunded(trx, { bookingId: refund.bookingId, paymentId: refund.paymentId }, -refund.amountPaise, now);
    } else await updateRefund(trx, refund.id, { ...known, nextAttemptAt: null }, now);
    return true;
  });
}

/** The wait before another try: 30 s, 1 min, 2 min … at most an hour. */
export const refundBackoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends one pending Razorpay refund (after its transaction has committed). Once Razorpay may have
 * seen it, the payment's refunds are read first and one carrying our id is taken instead of sending
 * again. A provider down or slow: the refund stays pending, its next try later.
 */
export async function sendRefund(options: LedgerOptions, refundId: string, log?: FastifyBaseLogger): Promise<void> {
  const razorpay = options.money.razorpay;
  const refund = await refundContext(options.db, refundId);
  if (!razorpay || !refund?.providerPaymentId) return;
  const request = { ...refund, refundId: refund.id, providerPaymentId: refund.providerPaymentId };
  try {
    const earlier = refund.attempts > 0 ? await findRazorpayRefund(razorpay, refund.providerPaymentId, refund.id) : null;
    const answer = earlier ?? (await createRazorpayRefund(razorpay, request));
    await settleProviderRefund(options, { id: refund.id }, { status: answer.status, providerRefundId: answer.id });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const now = options.now();
    const attempts = refund.attempts + 1;
    await updateRefund(
      options.db,
      refund.id,
      { attempts, lastError: error.message.slice(0, 500), nextAttemptAt: new Date(now.getTime() + refundBackoffMs(attempts)) },
      now,
    );
    log?.warn({ err: error, refundId: refund.id, attempts }, 'razorpay refund not sent; it stays pending and is tried again');
  }
}

/** Sends the Razorpay refunds whose next try is due (a periodic timer runs this, on any number of replicas). */
export async function retryPendingRefunds(options: LedgerOptions, log?: FastifyBaseLogger): Promise<number> {
  const due = await claimDueRefunds(options.db, options.now(), 5 * 60_000, 20);
  for (const refund of due) {
    await sendRefund(options, refund.id, log).catch((error: unknown) =>
      log?.error({ err: error, refundId: refund.id }, 'refund retry failed'),
    );
  }
  return due.length;
}
