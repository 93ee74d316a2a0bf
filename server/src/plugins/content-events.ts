/**
 * `app.contentEvents`: the signal that public content changed (writes call `contentChanged()`;
 * caches listen). Across replicas main.ts relays it through PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ContentEvents } from '../services/content-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentEvents: ContentEvents;
  }
}

export default fp(
  async function contentEventsPlugin(app: FastifyInstance) {
    app.decorate('contentEvents', new ContentEvents());
  },
  { name: 'content-events' },
);
