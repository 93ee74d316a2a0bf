/**
 * What the booking routes share: the seat ledger bound to this app's database and clock, the
 * "a booking was confirmed" signal (SMS to the traveller, note to the business), the "seats
 * changed" signal (the landing page's seats), and a periodic sweep that stores passed holds as
 * expired (their seats are free on every read before it runs).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeExpiredHolds } from '../repositories/bookings.ts';
import type { LedgerOptions } from '../services/booking-ledger.ts';
import { createBookingNotifier } from '../services/booking-notifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerOptions;
    /** Call after a booking became confirmed (or paid) from pending or expired. */
    bookingConfirmed: (id: string) => void;
    /** Call after any change to a departure or to the seats bookings hold. */
    seatsChanged: () => void;
  }
}

export default fp(
  async function bookingsPlugin(app: FastifyInstance) {
    app.decorate('ledger', { db: app.db, now: () => app.now(), depositPercent: app.config.DEPOSIT_PERCENT });
    const notifier = createBookingNotifier({ db: app.db, config: app.config, now: () => app.now(), log: app.log });
    app.decorate('bookingConfirmed', (id: string) => notifier.stored(id));
    app.decorate('seatsChanged', () => app.contentEvents.contentChanged());

    const sweep = async () => {
      const expired = await storeExpiredHolds(app.db, app.now());
      if (expired === 0) return;
      app.log.info({ expired }, 'expired booking holds stored');
      // Their seats were free on every read already; cached pages learn it now.
      app.seatsChanged();
    };
    const sweepSoon = () => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'hold sweep failed'));
    // The sweep runs from ready to close, like every timer the app owns.
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweepSoon, app.config.BOOKING_SWEEP_SECONDS * 1000);
      timer.unref();
      notifier.start();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await notifier.close();
    });
  },
  { name: 'bookings', dependencies: ['config', 'database', 'clock', 'content-events'] },
);
