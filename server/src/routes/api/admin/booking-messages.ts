/**
 * A booking's whole message plan in the back office: GET /api/admin/bookings/{id}/messages (sent,
 * delivered, read, failed, cancelled and still scheduled).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages } from '../../../domain/index.ts';
import { TravellerMessageSchema, toMessage } from '../../../entities/message.ts';
import { notFound } from '../../../errors.ts';
import { findBooking } from '../../../repositories/bookings.ts';
import { bookingMessages as messagesOfBooking } from '../../../repositories/messages.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';

const tags = ['admin messages'];
const MessagesAnswer = Type.Object({ messages: Type.Array(TravellerMessageSchema) });

const adminBookingMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/:id/messages',
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
};

export default adminBookingMessageRoutes;
