/**
 * Refunds (DESIGN.md "Refunds through Razorpay"). Money goes back against a booking's payments, newest
 * first, never more than each brought in: a Razorpay payment through Razorpay's Refunds API, a
 * voucher payment back onto its voucher at once, an offline payment as a `pending` refund an admin
 * settles by recording it. A refund's rows are written in the transaction that decides it, and a
 * Razorpay refund's job (pg-boss, REFUND_SEND_QUEUE) with them: no request ever waits for Razorpay,
 * and a crash after the commit loses nothing. The job sends it (sendRefund); a provider that is down
 * or slow fails the try, the refund stays pending, and pg-boss tries again with doubling delays
 * (REFUND_RETRY_DELAY_SECONDS up to an hour, REFUND_RETRY_LIMIT times), after the last the job is
 * `failed` with its error (tried again from the back office). Never sent twice: a retry first reads
 * the payment's refunds at Razorpay, and our refund's id is the idempotency key. A refund that has
 * gone back issues its document in the transaction that settles it.
 */
import type { Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/schema.ts';
import { cancellationMessages, DomainError } from '../../domain/index.ts';
import type { BookingRow } from '../../entities/booking.ts';
import type { RefundMethod, RefundRow } from '../../entities/refund.ts';
import {
  addRefunded,
  insertRefund,
  lockRefund,
  pendingOfflineRefunds,
  refundablePayments,
  refundContext,
  unsentProviderRefunds,
  updateRefund,
} from '../../repositories/refunds.ts';
import { lockVoucher, updateVoucher } from '../../repositories/vouchers.ts';
import { type LedgerOptions, lockedPair } from '../bookings/booking-ledger.ts';
import { issueRefundDocument } from './documents/issue.ts';
import type { JobEngine } from '../jobs/jobs.ts';
import { createRazorpayRefund, findRazorpayRefund } from './payments/razorpay-refunds.ts';
import { PaymentProviderError } from './payments/razorpay.ts';

type Trx = Transaction<Database>;

/** Marks a refund processed (money gone back) and issues its document, in the caller's transaction. */
async function processed(trx: Trx, options: LedgerOptions, booking: BookingRow, refund: RefundRow, values: Partial<RefundRow>) {
  const now = options.now();
  await updateRefund(trx, refund.id, { ...values, status: 'processed', processedAt: now }, now);
  await issueRefundDocument(trx, options.documents, {
    booking,
    refundId: refund.id,
    paymentId: refund.paymentId,
    amountPaise: refund.amountPaise,
    now,
  });
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
    // Its job, in this transaction: it exists exactly when the refund does.
    else if (method === 'razorpay') await options.queueRefund(trx, refund.id);
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
    const known = { providerRefundId: outcome.providerRefundId };
    if (outcome.status === 'processed') await processed(trx, options, booking, refund, known);
    else if (outcome.status === 'failed') {
      await updateRefund(trx, refund.id, { ...known, status: 'failed' }, now);
      await addRefunded(trx, { bookingId: refund.bookingId, paymentId: refund.paymentId }, -refund.amountPaise, now);
    } else await updateRefund(trx, refund.id, known, now);
    return true;
  });
}

/** The queue of Razorpay refunds to send: one job per refund, the job's id the refund's. */
export const REFUND_SEND_QUEUE = 'refund-send';
/** The longest wait between two tries (pg-boss's retryDelayMax): an hour. */
export const REFUND_RETRY_DELAY_MAX_SECONDS = 3600;

export interface RefundJob {
  refundId: string;
}

/** In the transaction that writes a pending Razorpay refund: its job (none made twice for one refund). */
export async function queueRefundJob(jobs: JobEngine, trx: Trx, refundId: string): Promise<void> {
  await jobs.sendInTransaction(trx, REFUND_SEND_QUEUE, { refundId } satisfies RefundJob, { id: refundId });
}

/**
 * Sends one pending Razorpay refund: the `refund-send` job's work. A refund no longer pending, one
 * Razorpay has answered for (its webhook settles it) or not Razorpay's: nothing to do. On a retry
 * (`retry`: Razorpay may have made it though its answer was lost) the payment's refunds are read first
 * and one carrying our id is taken instead of sending again. A provider down, slow or refusing throws
 * (pg-boss tries again later, then keeps the job `failed` with the error); the refund stays pending.
 */
export async function sendRefund(options: LedgerOptions, refundId: string, retry: boolean, log?: FastifyBaseLogger): Promise<void> {
  const refund = await refundContext(options.db, refundId);
  if (!refund || refund.status !== 'pending' || refund.method !== 'razorpay' || refund.providerRefundId) return;
  const razorpay = options.money.razorpay;
  try {
    if (!razorpay) throw new PaymentProviderError('Razorpay is not configured (RAZORPAY_KEY_ID)');
    if (!refund.providerPaymentId) throw new PaymentProviderError('The refunded payment has no Razorpay payment id');
    const request = { ...refund, refundId: refund.id, providerPaymentId: refund.providerPaymentId };
    const earlier = retry ? await findRazorpayRefund(razorpay, refund.providerPaymentId, refund.id) : null;
    const answer = earlier ?? (await createRazorpayRefund(razorpay, request));
    await settleProviderRefund(options, { id: refund.id }, { status: answer.status, providerRefundId: answer.id });
  } catch (error) {
    log?.warn({ err: error, refundId: refund.id, retry }, 'razorpay refund not sent; it stays pending and is tried again');
    throw error;
  }
}

export interface RefundSendingSettings {
  /** REFUND_RETRY_LIMIT: tries after the first before the job is `failed`. */
  retryLimit: number;
  /** REFUND_RETRY_DELAY_SECONDS: the wait before the first retry, doubling (with jitter) up to an hour. */
  retryDelaySeconds: number;
  /** How long one try may take before pg-boss takes it as lost: a read and a send at Razorpay's timeout each. */
  expireInSeconds: number;
}

/**
 * The queue with its retry rules and its worker (the app calls it when ready); and a job for each
 * pending Razorpay refund without one, refunds written before refunds had jobs (a refund whose job
 * still exists, in any state, is left alone: the job's id is the refund's).
 */
export async function startRefundSending(
  jobs: JobEngine,
  options: LedgerOptions,
  settings: RefundSendingSettings,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.queue(REFUND_SEND_QUEUE, {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: REFUND_RETRY_DELAY_MAX_SECONDS,
    expireInSeconds: settings.expireInSeconds,
    // Sent the moment the cancellation commits, not at the next poll.
    notify: true,
  });
  await jobs.work<RefundJob>(
    REFUND_SEND_QUEUE,
    (job: JobWithMetadata<RefundJob>) => sendRefund(options, job.data.refundId, job.retryCount > 0, log),
    { concurrency: 4 },
  );
  const unsent = await unsentProviderRefunds(options.db);
  if (unsent.length === 0) return;
  await options.db.transaction().execute((trx) =>
    jobs.insertInTransaction(
      trx,
      REFUND_SEND_QUEUE,
      unsent.map((refundId) => ({ id: refundId, data: { refundId } satisfies RefundJob })),
    ),
  );
}
