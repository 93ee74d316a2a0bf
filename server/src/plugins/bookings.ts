/**
 * The seat ledger as `app.ledger`: bound to this app's database and clock, and to what it
 * announces once a change has committed: "seats changed" (public pages showing seats left follow)
 * "a booking was confirmed" (the traveller's messages are planned: plugins/messages.ts; the note to
 * the business is a job queued in the confirming transaction, services/booking-notifier.ts),
 * "cancelled" and "a payment was counted" (the plan follows).
 * Also the periodic sweep that stores passed holds as expired (their seats are free on every read
 * before it runs), and the periodic retry of Razorpay refunds still pending without an answer, both
 * pg-boss jobs once per period across replicas. The sweep also passes freed seats and passed offers
 * on to the waitlist.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeExpiredHolds } from '../repositories/bookings.ts';
import type { LedgerEvents, LedgerOptions } from '../services/booking-ledger.ts';
import { createBookingNotifier } from '../services/booking-notifier.ts';
import { documentSettingsOf } from '../services/documents/issue.ts';
import { moneySettingsOf } from '../services/money-settings.ts';
import { retryPendingRefunds } from '../services/refunds.ts';
import { passOnFreedSeats } from '../services/waitlist-queue.ts';

/** The queues of the periodic work (one job per period across replicas: services/jobs.ts `every`). */
export const HOLD_SWEEP_QUEUE = 'booking-hold-sweep';
export const REFUND_RETRY_QUEUE = 'refund-retry';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerOptions;
  }
}

export default fp(
  async function bookingsPlugin(app: FastifyInstance) {
    const notifier = createBookingNotifier({ db: app.db, config: app.config, now: () => app.now(), log: app.log, jobs: app.jobs });
    // Messages are planned after the commit; a failure to plan is logged, the booking stands.
    const plan = (what: string, work: Promise<void>) =>
      void work.catch((error: unknown) => app.log.error({ err: error }, `messages not planned after ${what}`));
    const events: LedgerEvents = {
      seatsChanged: () => app.contentEvents.contentChanged(),
      // The business's note was queued with the confirmation (notifyConfirmed); the traveller's messages are planned now.
      bookingConfirmed: (id) => plan('a confirmation', app.messages.bookingConfirmed(id)),
      bookingCancelled: (id) => plan('a cancellation', app.messages.bookingCancelled(id)),
      paymentCounted: (id) => plan('a payment', app.messages.replan(id)),
      // Its message was stored with the offer; it goes out now rather than at the next poll.
      waitlistOffered: () => app.messages.wake(),
    };
    app.decorate('ledger', {
      db: app.db,
      now: () => app.now(),
      depositPercent: app.config.DEPOSIT_PERCENT,
      balanceDueDays: app.config.BALANCE_DUE_DAYS,
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
    // Razorpay refunds left pending by a provider that was down or slow are sent again.
    const retryRefunds = async () => {
      const retried = await retryPendingRefunds(app.ledger, app.log);
      if (retried) app.log.info({ retried }, 'pending refunds sent again');
    };
    // Both are periodic jobs (the job engine starts in the messages plugin's onReady, registered before this one).
    app.addHook('onReady', async () => {
      await app.jobs.every(HOLD_SWEEP_QUEUE, app.config.BOOKING_SWEEP_SECONDS, sweep);
      await app.jobs.every(REFUND_RETRY_QUEUE, app.config.REFUND_RETRY_SECONDS, retryRefunds);
      await notifier.start();
    });
  },
  { name: 'bookings', dependencies: ['config', 'database', 'clock', 'content-events', 'messages'] },
);
