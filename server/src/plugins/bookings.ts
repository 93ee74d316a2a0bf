/**
 * The seat ledger as `app.ledger`: bound to this app's database and clock; to the traveller's
 * messages, planned inside its transactions (a confirmation, a cancellation, a payment counted:
 * services/messages/planner.ts) beside the note to the business (services/booking-notifier.ts); and
 * to what it announces once a change has committed: "seats changed" (public pages follow).
 * Also the periodic sweep that stores passed holds as expired (their seats are free on every read
 * before it runs), a pg-boss job once per period across replicas, which also passes freed seats and
 * passed offers on to the waitlist; and the `refund-send` queue whose jobs, made with each pending
 * Razorpay refund, send it (services/refunds.ts: pg-boss's retries with doubling delays); and the travellers'
 * details reminders and the erasure of their personal data after a trip (services/traveller-jobs.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeExpiredHolds } from '../repositories/bookings.ts';
import type { LedgerEvents, LedgerMessages, LedgerOptions } from '../services/bookings/booking-ledger.ts';
import { type BankMatching, createBankMatching } from '../services/money/bank-matching.ts';
import { createBookingNotifier } from '../services/messages/booking-notifier.ts';
import { BookingGate } from '../services/bookings/booking-gate.ts';
import { documentSettingsOf } from '../services/money/documents/issue.ts';
import { moneySettingsOf } from '../services/money/money-settings.ts';
import { queueRefundJob, startRefundSending } from '../services/money/refunds.ts';
import { startTravellerJobs } from '../services/travellers/traveller-jobs.ts';
import { passOnFreedSeats } from '../services/bookings/waitlist-queue.ts';
import { startPaymentLinks } from '../services/money/payments/payment-links.ts';
import { paymentLinkDepsOf, sendShareRequest, sharePlace } from '../services/money/share-payments.ts';

/** The queue of the periodic work (one job per period across replicas: services/jobs.ts `every`). */
export const HOLD_SWEEP_QUEUE = 'booking-hold-sweep';
/** Pool connections no reservation's transaction takes (services/booking-gate.ts). */
const RESERVED_CONNECTIONS = 2;
/** A reservation refused by a full queue may try again this soon: the queue drains in about that. */
const RETRY_BOOKING_AFTER_SECONDS = 1;

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerOptions;
    /** How this process's reservations wait their turn for a departure's lock, within BOOKING_QUEUE_LIMIT (services/booking-gate.ts). */
    bookingGate: BookingGate;
    /** PAYMENT_BANK_MATCHING: each owing booking's own Smart Collect account (services/bank-matching.ts). */
    bankMatching: BankMatching;
  }
}

export default fp(
  async function bookingsPlugin(app: FastifyInstance) {
    const notifier = createBookingNotifier({ db: app.db, config: app.config, now: () => app.now(), log: app.log, jobs: app.jobs });
    const events: LedgerEvents = { seatsChanged: () => app.contentEvents.contentChanged() };
    const bank = createBankMatching({ db: app.db, config: app.config, now: () => app.now(), log: app.log, jobs: app.jobs });
    app.decorate('bankMatching', bank);
    app.decorate(
      'bookingGate',
      new BookingGate({
        queueLimit: app.config.BOOKING_QUEUE_LIMIT,
        // A few connections stay free of reservations for the reads that answer them and everyone else.
        concurrency: Math.max(1, app.config.DATABASE_POOL_SIZE - RESERVED_CONNECTIONS),
        retryAfterSeconds: RETRY_BOOKING_AFTER_SECONDS,
      }),
    );
    // A booking's own account follows its money: closed once paid or cancelled (a job made with the change).
    const messages: LedgerMessages = {
      bookingConfirmed: async (trx, id) => {
        await app.messages.bookingConfirmed(trx, id);
        await bank.follow(trx, id);
      },
      bookingCancelled: async (trx, id) => {
        await app.messages.bookingCancelled(trx, id);
        await bank.follow(trx, id);
      },
      paymentCounted: async (trx, id) => {
        await app.messages.replan(trx, id);
        await bank.follow(trx, id);
      },
    };
    app.decorate('ledger', {
      db: app.db,
      now: () => app.now(),
      depositPercent: app.config.DEPOSIT_PERCENT,
      balanceDueDays: app.config.BALANCE_DUE_DAYS,
      holds: { timeZone: app.config.TIME_ZONE, checkoutMs: app.config.BOOKING_HOLD_SECONDS * 1000 },
      cancellationPolicy: app.config.cancellationPolicy,
      documents: documentSettingsOf(app.config),
      money: moneySettingsOf(app.config),
      waitlist: {
        offerMs: Math.round(app.config.WAITLIST_OFFER_HOURS * 3_600_000),
        timeZone: app.config.TIME_ZONE,
        billingState: app.config.businessStateCode,
        offerMade: (trx, bookingId) => app.messages.offerMade(trx, bookingId),
      },
      notifyConfirmed: (trx, bookingId) => notifier.queue(trx, bookingId),
      messages,
      queueRefund: (trx, refundId) => queueRefundJob(app.jobs, trx, refundId),
      events,
    });

    const sweep = async () => {
      const expired = await storeExpiredHolds(app.db, app.now());
      // Offers that passed, and seats expired holds freed, go to the next waiting entries now.
      const offered = await passOnFreedSeats(app.ledger);
      if (offered) app.log.info({ offered }, 'waitlist offers made');
      if (expired === 0) return;
      app.log.info({ expired }, 'expired booking holds stored');
      // Their seats were free on every read already; cached pages learn it now.
      events.seatsChanged();
    };
    // Razorpay refunds: each try may read the payment's refunds and send one, each bounded by RAZORPAY_TIMEOUT_MS.
    const refundSending = {
      retryLimit: app.config.REFUND_RETRY_LIMIT,
      retryDelaySeconds: app.config.REFUND_RETRY_DELAY_SECONDS,
      expireInSeconds: 60 + Math.ceil((2 * app.config.RAZORPAY_TIMEOUT_MS) / 1000),
    };
    // All on the job engine (it starts in the messages plugin's onReady, registered before this one).
    app.addHook('onReady', async () => {
      await app.jobs.every(HOLD_SWEEP_QUEUE, app.config.BOOKING_SWEEP_SECONDS, sweep);
      await startRefundSending(app.jobs, app.ledger, refundSending, app.log);
      // Payment links Razorpay could not make at once: made later with the refunds' retry rules; a share's request then goes with it.
      const linkRetries = { retryLimit: app.config.REFUND_RETRY_LIMIT, retryDelaySeconds: app.config.REFUND_RETRY_DELAY_SECONDS };
      await startPaymentLinks(paymentLinkDepsOf(app), linkRetries, async (request, shortUrl) => {
        if (request.purpose !== 'share') return;
        const place = await sharePlace(app, request.referenceId);
        if (place && place.share.due > 0) await sendShareRequest(app, place, shortUrl, request.amountPaise);
      });
      await notifier.start();
      await bank.start();
      await startTravellerJobs(app.jobs, {
        db: app.db,
        now: () => app.now(),
        timeZone: app.config.TIME_ZONE,
        reminderDays: app.config.messaging.detailsReminderDays,
        dataDays: app.config.TRAVELLER_DATA_DAYS,
        origin: app.messages.origin,
        files: app.uploadStorage.privateFiles,
        aboutTraveller: (trx, bookingId, message) => app.messages.aboutTraveller(trx, bookingId, message),
        log: app.log,
      });
    });
  },
  { name: 'bookings', dependencies: ['config', 'database', 'clock', 'content-events', 'messages', 'upload-storage'] },
);
