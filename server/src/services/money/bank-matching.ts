/**
 * Bank transfers matched (PAYMENT_BANK_MATCHING=razorpay, DESIGN "Bank transfers matched"): each
 * booking that owes money gets its own Razorpay Smart Collect account and UPI id, so a transfer to it
 * names its booking by itself; the account is closed once the booking is paid or cancelled.
 *
 * One idempotent step, `syncBankAccount`, decides from the booking as stored: owing and without an
 * account, one is made; paid or cancelled with an active one, it is closed. It runs at once after a
 * reservation (so the answer shows the account) and as a job of the `bank-account-sync` queue, made
 * in the transaction of every payment, confirmation and cancellation (services/booking-ledger.ts
 * LedgerMessages), retried with doubling delays: Razorpay being down never fails a booking.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { DAY_MS, departureStartsAt } from '../../domain/index.ts';
import { effectiveStatus } from '../../entities/booking.ts';
import { bankAccountOfBooking, insertBankAccount, markBankAccountClosed } from '../../repositories/bank-accounts.ts';
import { bookingRowWithStart } from '../../repositories/booking-rows.ts';
import type { JobEngine } from '../jobs/jobs.ts';
import type { RazorpayOptions } from './payments/razorpay.ts';
import { closeVirtualAccount, createVirtualAccount } from './payments/smart-collect.ts';

export const BANK_ACCOUNT_QUEUE = 'bank-account-sync';

export interface BankMatching {
  enabled: boolean;
  /** In the caller's transaction: the job that brings the booking's account in line (none when matching is off). */
  follow(trx: Transaction<Database>, bookingId: string): Promise<void>;
  /** Right after a reservation: the account made now when Razorpay answers, else by the job, later. */
  openNow(bookingId: string): Promise<void>;
  start(): Promise<void>;
}

export const razorpayOptionsOf = (config: Config): RazorpayOptions => ({
  keyId: config.RAZORPAY_KEY_ID,
  keySecret: config.RAZORPAY_KEY_SECRET,
  apiUrl: config.RAZORPAY_API_URL,
  timeoutMs: config.RAZORPAY_TIMEOUT_MS,
});

/** Makes or closes the booking's account as the booking now stands; nothing when it is already so. */
export async function syncBankAccount(
  options: { db: Kysely<Database>; config: Config; now: () => Date; log: FastifyBaseLogger },
  bookingId: string,
): Promise<void> {
  const { db, config, now, log } = options;
  const found = await bookingRowWithStart(db, bookingId);
  if (!found) return;
  const { row, startDate } = found;
  const status = effectiveStatus(row, now());
  const account = await bankAccountOfBooking(db, bookingId);
  const razorpay = razorpayOptionsOf(config);
  const settled = status === 'cancelled' || status === 'paid' || row.amountPaidPaise >= row.totalPaise;
  if (settled) {
    if (account?.status !== 'active') return;
    await closeVirtualAccount(razorpay, account.providerAccountId);
    await markBankAccountClosed(db, bookingId, now());
    log.info({ bookingId, account: account.providerAccountId }, 'smart collect account closed');
    return;
  }
  // An expired hold makes no new account (it may never be paid); one it has stays open for a late transfer.
  if (account || (status !== 'pending_payment' && status !== 'confirmed')) return;
  // Open until the trip starts (at least a day: Razorpay wants close_by ahead of now).
  const closeBy = new Date(Math.max(departureStartsAt(startDate, config.TIME_ZONE).getTime(), now().getTime() + DAY_MS));
  const made = await createVirtualAccount(razorpay, { bookingId, reference: row.reference, closeBy });
  const stored = await insertBankAccount(db, {
    bookingId,
    providerAccountId: made.id,
    accountNumber: made.accountNumber,
    ifsc: made.ifsc,
    name: made.name,
    upiId: made.upiId,
  });
  // Another try made one at the same moment: this one is not needed.
  if (!stored) await closeVirtualAccount(razorpay, made.id);
}

export function createBankMatching(options: {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  jobs: JobEngine;
}): BankMatching {
  const { config, jobs, log } = options;
  const enabled = config.PAYMENT_BANK_MATCHING === 'razorpay';
  return {
    enabled,
    async follow(trx, bookingId) {
      if (enabled) await jobs.sendInTransaction(trx, BANK_ACCOUNT_QUEUE, { bookingId });
    },
    async openNow(bookingId) {
      if (!enabled) return;
      try {
        await syncBankAccount(options, bookingId);
      } catch (error) {
        log.warn({ err: error, bookingId }, 'smart collect account not made now; the job makes it later');
        await jobs.send(BANK_ACCOUNT_QUEUE, { bookingId });
      }
    },
    async start() {
      if (!enabled) return;
      await jobs.queue(BANK_ACCOUNT_QUEUE, {
        retryLimit: 12,
        retryDelay: Math.max(1, Math.min(30, config.JOB_POLL_SECONDS)),
        retryBackoff: true,
        expireInSeconds: 60 + Math.ceil((2 * config.RAZORPAY_TIMEOUT_MS) / 1000),
      });
      await jobs.work<{ bookingId: string }>(BANK_ACCOUNT_QUEUE, (job) => syncBankAccount(options, job.data.bookingId));
    },
  };
}
