/** The app's clock as `app.now`: code expiry, holds and "today" read it, so tests can move it. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    now: () => Date;
  }
}

export default fp(
  async function clockPlugin(app: FastifyInstance, options: { now?: () => Date }) {
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
