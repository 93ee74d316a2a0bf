/**
 * A departure's waitlist in the back office (docs/product.md#waitlist): GET /api/admin/departures/{id}/waitlist,
 * the queue in order, then its offers and past entries. Moving an entry is admin/waitlist.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages } from '../../../domain/index.ts';
import { QueuedWaitlistEntrySchema } from '../../../entities/waitlist-entry.ts';
import { notFound } from '../../../errors.ts';
import { findDeparture, seatContextOf } from '../../../repositories/departures.ts';
import { listDepartureWaitlist } from '../../../repositories/waitlist.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';

const tags = ['admin waitlist'];

/** GET /api/admin/departures/{id}/waitlist, under the /departures prefix. */
const adminDepartureWaitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/:id/waitlist',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: "A departure's waitlist: waiting entries in queue order, then offers, then past entries",
        params: IdParams,
        response: { 200: Type.Object({ entries: Type.Array(QueuedWaitlistEntrySchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const departure = await findDeparture(app.db, request.params.id, seatContextOf(app.config, app.now()));
      if (!departure) throw notFound(bookingMessages.departureNotFound);
      return { entries: await listDepartureWaitlist(app.db, departure.id, app.now()) };
    },
  );
};

export default adminDepartureWaitlistRoutes;
