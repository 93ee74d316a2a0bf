/**
 * `app.contentEvents`: the signal that public content changed (caches listen). Across replicas
 * main.ts relays it through PostgreSQL. `app.publicContent`: the database with that signal, which
 * the content writes of services/public-content.ts take, so each write announces itself once stored.
 * A new day in the business's calendar counts as a change too (prices that hold until a date).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ContentEvents } from '../services/catalogue/content-events.ts';
import type { PublicContent } from '../services/catalogue/public-content.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentEvents: ContentEvents;
    publicContent: PublicContent;
  }
}

export default fp(
  async function contentEventsPlugin(app: FastifyInstance) {
    const events = new ContentEvents();
    app.decorate('contentEvents', events);
    app.decorate('publicContent', { db: app.db, events });
    let stopWatchingDays = () => {};
    app.addHook('onReady', async () => {
      stopWatchingDays = events.watchForNewDay(() => app.now(), app.config.TIME_ZONE);
    });
    app.addHook('onClose', async () => stopWatchingDays());
  },
  { name: 'content-events', dependencies: ['database'] },
);
