/**
 * Messages to travellers in the back office, under /api/admin/messages: a failed message sent again
 * (POST /messages/:id/resend), the failures of the last day (GET /messages/summary) and when messages go
 * (GET /messages/timing: quiet hours). A booking's plan is admin/booking-messages.ts, a departure's
 * broadcast admin/departure-broadcast.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DAY_MS, inQuietHours, type MessageTiming, outsideQuietHours, travellerMessageTexts } from '../../../domain/index.ts';
import { TravellerMessageSchema, toMessage } from '../../../entities/message.ts';
import { conflict, notFound } from '../../../errors.ts';
import { countFailedMessagesSince, findMessage } from '../../../repositories/messages.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';

const tags = ['admin messages'];

const adminMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/:id/resend',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Send a failed message again, now (on the channel it was planned on)',
        params: IdParams,
        response: { 202: Type.Object({ message: TravellerMessageSchema }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const existing = /^[0-9a-f-]{36}$/i.test(id) ? await findMessage(app.db, id) : undefined;
      if (!existing) throw notFound(travellerMessageTexts.messageNotFound);
      if (existing.status !== 'failed') throw conflict(travellerMessageTexts.onlyFailedResend);
      await app.messages.resend(id);
      const message = await findMessage(app.db, id);
      return reply.code(202).send({ message: toMessage(message ?? existing) });
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Messages that failed in the last 24 hours, for the dashboard',
        response: { 200: Type.Object({ failedLastDay: Type.Integer({ minimum: 0 }) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ failedLastDay: await countFailedMessagesSince(app.db, new Date(app.now().getTime() - DAY_MS)) }),
  );

  const Hour = Type.Integer({ minimum: 0, maximum: 23 });
  app.get(
    '/timing',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'When messages go: QUIET_HOURS in TIME_ZONE, whether it is quiet now, and when a non-urgent broadcast written now goes',
        response: {
          200: Type.Object({
            timeZone: Type.String(),
            quietHours: Type.Union([Type.Object({ from: Hour, until: Hour }), Type.Null()]),
            quietNow: Type.Boolean(),
            nonUrgentSendAt: Type.String({ format: 'date-time' }),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (): Promise<MessageTiming> => {
      const now = app.now();
      const { TIME_ZONE: timeZone } = app.config;
      const { quietHours } = app.config.messaging;
      return {
        timeZone,
        quietHours,
        quietNow: inQuietHours(now, timeZone, quietHours),
        nonUrgentSendAt: outsideQuietHours(now, timeZone, quietHours).toISOString(),
      };
    },
  );
};

export default adminMessageRoutes;
