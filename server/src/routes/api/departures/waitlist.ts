/**
 * /api/departures/{id}/waitlist: a signed-in traveller joins a sold-out departure's waitlist
 * (docs/product.md#waitlist). 201 with the new entry; a traveller already in the queue for it gets
 * that entry back with 200 (nothing changes); 409 while the seats wanted can still be booked.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { defaultLanguage, waitlistMessages } from '../../../domain/index.ts';
import { WaitlistEntrySchema, WaitlistJoinSchema } from '../../../entities/waitlist-entry.ts';
import { notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { findWaitlistEntry } from '../../../repositories/waitlist.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';
import { joinWaitlist } from '../../../services/bookings/waitlist-queue.ts';
import { neverStored } from '../no-store.ts';

const EntryAnswer = Type.Object({ entry: WaitlistEntrySchema });

const departureWaitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTraveller);
  neverStored(app);
  app.post(
    '/:id/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        security: [{ bearerAuth: [] }],
        summary: "Join a departure's waitlist (201; 200 with the entry already in the queue)",
        description: 'Refused with 409 while the seats wanted are on sale: book them instead.',
        params: IdParams,
        body: WaitlistJoinSchema,
        response: { 200: EntryAnswer, 201: EntryAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = travellerOf(request).id;
      const { seats } = request.body;
      const language = request.body.language ?? defaultLanguage;
      const joined = await joinWaitlist(app.ledger, { departureId: request.params.id, userId, seats, language });
      const entry = await findWaitlistEntry(app.db, joined.id, app.now(), userId);
      if (!entry) throw notFound(waitlistMessages.entryNotFound);
      const { userId: _owner, ...answer } = entry;
      return reply.status(joined.created ? 201 : 200).send({ entry: answer });
    },
  );
};

export default departureWaitlistRoutes;
