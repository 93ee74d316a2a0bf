/** Message everyone on a departure: POST /api/admin/departures/{id}/messages → 202 {queued} (quiet hours unless urgent). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, broadcastTextMax, parseBroadcast } from '../../../domain/index.ts';
import { notFound } from '../../../errors.ts';
import { findDeparture, seatContextOf } from '../../../repositories/departures.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { parseBodyWith } from '../parsed-body.ts';

const tags = ['admin messages'];

const adminDepartureBroadcastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Message everyone: one departure_update to each active (confirmed or paid) booking of the departure',
        params: IdParams,
        body: Type.Object({
          text: Type.String({ minLength: 1, maxLength: broadcastTextMax }),
          urgent: Type.Optional(
            Type.Boolean({ description: 'true: goes at once at any hour; else it waits out quiet hours (QUIET_HOURS)' }),
          ),
        }),
        response: { 202: Type.Object({ queued: Type.Integer({ minimum: 0 }) }), ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: [
        async (request) => {
          if (!(await findDeparture(app.db, request.params.id, seatContextOf(app.config, app.now()))))
            throw notFound(bookingMessages.departureNotFound);
        },
        parseBodyWith(parseBroadcast),
      ],
    },
    async (request, reply) => {
      const queued = await app.messages.broadcast(request.params.id, request.body.text, request.body.urgent ?? false);
      return reply.code(202).send({ queued });
    },
  );
};

export default adminDepartureBroadcastRoutes;
