/**
 * /api/waitlist: a traveller's own waitlist entries (docs/product.md#waitlist), each with its trip,
 * dates and place in the queue, and leaving one (leaving twice is harmless: the entry is answered as
 * it is; an offer's held booking is cancelled and its seats pass to the next in the queue).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { waitlistMessages } from '../../domain/index.ts';
import { OwnWaitlistEntrySchema, WaitlistEntrySchema } from '../../entities/waitlist-entry.ts';
import { notFound } from '../../errors.ts';
import { travellerOf } from '../../plugins/auth.ts';
import { findWaitlistEntry, listOwnWaitlist } from '../../repositories/waitlist.ts';
import { errorResponses, IdParams } from '../../schemas.ts';
import { leaveWaitlist } from '../../services/bookings/waitlist-queue.ts';
import { neverStored } from './no-store.ts';

const tags = ['waitlist'];
const security = [{ bearerAuth: [] }];

const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTraveller);
  neverStored(app);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'My waitlist entries, newest first, with their place in the queue',
        response: { 200: Type.Object({ entries: Type.Array(OwnWaitlistEntrySchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ entries: await listOwnWaitlist(app.db, travellerOf(request).id, app.now()) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Leave the waitlist (harmless when already left or ended)',
        params: IdParams,
        response: { 200: Type.Object({ entry: WaitlistEntrySchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      await leaveWaitlist(app.ledger, request.params.id, userId);
      const entry = await findWaitlistEntry(app.db, request.params.id, app.now(), userId);
      if (!entry) throw notFound(waitlistMessages.entryNotFound);
      const { userId: _owner, ...answer } = entry;
      return { entry: answer };
    },
  );
};

export default waitlistRoutes;
