/**
 * The seat ledger as `app.ledger`: bound to this app's database and clock, and to what it
 * announces once a change has committed: "seats changed" (public pages showing seats left follow)
 * "a booking was confirmed" (note to the business through the outbox; the traveller's messages are
 * planned: plugins/messages.ts), "cancelled" and "a payment was counted" (the plan follows).
 * Also the periodic sweep that stores passed holds as expired (their seats are free on every read
 * before it runs), and the periodic retry of Razorpay refunds still pending without an answer.
 * The sweep also passes freed seats and passed offers on to the waitlist.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeExpiredHolds } from '../repositories/bookings.ts';
import type { LedgerEvents, LedgerOptions } from '../services/booking-ledger.ts';
import { createBookingNotifier } from '../services/booking-notifier.ts';
import { documentSettingsOf } from '../services/documents/issue.ts';
import { moneySettingsOf } from '../services/money-settings.ts';
import { retryPendingRefunds } from '../services/refunds.ts';
import { sendWaitlistOffer } from '../services/waitlist-offer-message.ts';
import { passOnFreedSeats } from '../services/waitlist-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerOptions;
  }
}

export default fp(
  async function bookingsPlugin(app: FastifyInstance) {
    const notifier = createBookingNotifier({ db: app.db, config: app.config, now: () => app.now(), log: app.log });
    // Messages are planned after the commit; a failure to plan is logged, the booking stands.
    const plan = (what: string, work: Promise<void>) =>
      void work.catch((error: unknown) => app.log.error({ err: error }, `messages not planned after ${what}`));
    const events: LedgerEvents = {
      seatsChanged: () => app.contentEvents.contentChanged(),
      bookingConfirmed: (id) => {
        notifier.stored(id);
        plan('a confirmation', app.messages.bookingConfirmed(id));
      },
      bookingCancelled: (id) => plan('a cancellation', app.messages.bookingCancelled(id)),
      paymentCounted: (id) => plan('a payment', app.messages.replan(id)),
      // Once, after the commit; the traveller also finds the offer under My Bookings.
      waitlistOffered: (id) =>
        void sendWaitlistOffer({ db: app.db, config: app.config, now: () => app.now(), log: app.log }, id).catch((error: unknown) =>
          app.log.warn({ err: error, bookingId: id }, 'waitlist offer message failed'),
        ),
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
      },
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
    const sweepSoon = () => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'hold sweep failed'));
    // The sweep runs from ready to close, like every timer the app owns.
    let timer: NodeJS.Timeout | undefined;
    // Razorpay refunds left pending by a provider that was down or slow are sent again.
    const retryRefundsSoon = () =>
      void retryPendingRefunds(app.ledger, app.log).catch((error: unknown) => app.log.warn({ err: error }, 'refund retry failed'));
    let refundTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweepSoon, app.config.BOOKING_SWEEP_SECONDS * 1000);
      timer.unref();
      refundTimer = setInterval(retryRefundsSoon, app.config.REFUND_RETRY_SECONDS * 1000);
      refundTimer.unref();
      notifier.start();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(refundTimer);
      await notifier.close();
    });
  },
  { name: 'bookings', dependencies: ['config', 'database', 'clock', 'content-events', 'messages'] },
);
