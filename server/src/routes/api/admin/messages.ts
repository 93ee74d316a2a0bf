/**
 * Messages to travellers in the back office: a booking's whole plan (GET /bookings/:id/messages),
 * a departure's broadcast (POST /departures/:id/messages → 202 {queued}), a failed message sent
 * again (POST /messages/:id/resend), the failures of the last day (GET /messages/summary) and when
 * messages go (GET /messages/timing: quiet hours).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  bookingMessages,
  broadcastTextMax,
  inQuietHours,
  type MessageTiming,
  outsideQuietHours,
  parseBroadcast,
  travellerMessageTexts,
} from '../../../domain/index.ts';
import { TravellerMessageSchema, toMessage } from '../../../entities/message.ts';
import { conflict, notFound } from '../../../errors.ts';
import { findBooking } from '../../../repositories/bookings.ts';
import { findDeparture, seatContextOf } from '../../../repositories/departures.ts';
import { bookingMessages as messagesOfBooking, countFailedMessagesSince, findMessage } from '../../../repositories/messages.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { parseBodyWith } from '../parsed-body.ts';

const tags = ['admin messages'];
const MessagesAnswer = Type.Object({ messages: Type.Array(TravellerMessageSchema) });
const DAY_MS = 24 * 60 * 60 * 1000;

const adminMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/bookings/:id/messages',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: "A booking's messages: sent, delivered, read, failed, cancelled and the ones still scheduled",
        params: IdParams,
        response: { 200: MessagesAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await findBooking(app.db, request.params.id, app.now());
      if (!booking) throw notFound(bookingMessages.bookingNotFound);
      return { messages: (await messagesOfBooking(app.db, booking.id)).map(toMessage) };
    },
  );

  app.post(
    '/departures/:id/messages',
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

  app.post(
    '/messages/:id/resend',
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
    '/messages/summary',
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
    '/messages/timing',
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
