/**
 * The back office's waitlist (docs/product.md#waitlist): PUT /api/admin/waitlist/{id} `{position}` moves a
 * waiting entry (1 is next, past the end is last). A departure's queue is admin/departure-waitlist.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { waitlistMessages } from '../../../domain/index.ts';
import { WaitlistEntrySchema, WaitlistMoveSchema } from '../../../entities/waitlist-entry.ts';
import { notFound } from '../../../errors.ts';
import { findWaitlistEntry } from '../../../repositories/waitlist.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { moveInWaitlist } from '../../../services/bookings/waitlist-queue.ts';

const tags = ['admin waitlist'];

/** PUT /api/admin/waitlist/{id}, under the /waitlist prefix. */
const adminWaitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export default adminWaitlistRoutes;
