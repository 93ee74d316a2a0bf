/**
 * The back office's waitlist (docs/product.md#waitlist): GET /api/admin/departures/{id}/waitlist (a
 * departure's queue in order, then its offers and past entries) and PUT /api/admin/waitlist/{id}
 * `{position}` (moves a waiting entry; 1 is next, past the end is last). Registered by admin/index.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, parseWaitlistMove, waitlistMessages } from '../../../domain/index.ts';
import { QueuedWaitlistEntrySchema, WaitlistEntrySchema, WaitlistMoveSchema } from '../../../entities/waitlist-entry.ts';
import { notFound } from '../../../errors.ts';
import { findDeparture, seatContextOf } from '../../../repositories/departures.ts';
import { findWaitlistEntry, listDepartureWaitlist } from '../../../repositories/waitlist.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { moveInWaitlist } from '../../../services/waitlist-queue.ts';
import { parseBodyWith } from '../parsed-body.ts';

const tags = ['admin waitlist'];

/** GET /api/admin/departures/{id}/waitlist, under the /departures prefix. */
export const adminDepartureWaitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

/** PUT /api/admin/waitlist/{id}, under the /waitlist prefix. */
export const adminWaitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Move a waiting entry to another place in its queue',
        params: IdParams,
        body: WaitlistMoveSchema,
        response: { 200: Type.Object({ entry: WaitlistEntrySchema }), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: parseBodyWith(parseWaitlistMove),
    },
    async (request) => {
      await moveInWaitlist(app.ledger, request.params.id, request.body.position);
      const entry = await findWaitlistEntry(app.db, request.params.id, app.now());
      if (!entry) throw notFound(waitlistMessages.entryNotFound);
      const { userId: _owner, ...answer } = entry;
      return { entry: answer };
    },
  );
};
