/**
 * The app's clock as `app.now`: code expiry, holds, "today" and when messages are due read it, so
 * tests can move it, and CLOCK_OFFSET_MINUTES moves it in development (refused in production:
 * config/messaging.ts) to try a reminder without waiting for its day.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    now: () => Date;
  }
}

export default fp(
  async function clockPlugin(app: FastifyInstance, options: { now?: () => Date }) {
    const offsetMs = app.config.CLOCK_OFFSET_MINUTES * 60_000;
    if (offsetMs !== 0) app.log.warn({ minutes: app.config.CLOCK_OFFSET_MINUTES }, 'the app clock is moved by CLOCK_OFFSET_MINUTES');
    const now = options.now ?? (() => new Date());
    app.decorate('now', offsetMs === 0 ? now : () => new Date(now().getTime() + offsetMs));
  },
  { name: 'clock', dependencies: ['config'] },
);
