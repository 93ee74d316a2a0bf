/**
 * /api/bookings/{id}/messages/stop: the traveller stops non-essential messages of their own booking
 * (balance reminders and the review request); the confirmation, the trip's start, updates and a
 * cancellation still go out. Anyone else's booking is 404; stopping twice changes nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages } from '../../../domain/index.ts';
import { BookingSchema } from '../../../entities/booking.ts';
import { notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { findBooking } from '../../../repositories/bookings.ts';
import { stopNonEssentialMessages } from '../../../repositories/messages.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';

const bookingMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTraveller);
  app.post(
    '/:id/messages/stop',
    {
      schema: {
        tags: ['bookings'],
        security: [{ bearerAuth: [] }],
        summary: 'Stop reminders and the review request for my booking (confirmation, trip start and cancellation still go out)',
        params: IdParams,
        response: { 200: Type.Object({ booking: BookingSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      const booking = await findBooking(app.db, request.params.id, app.now(), userId);
      if (!booking) throw notFound(bookingMessages.bookingNotFound);
      await stopNonEssentialMessages(app.db, booking.id, app.now());
      return { booking: (await findBooking(app.db, booking.id, app.now(), userId)) ?? booking };
    },
  );
};

export default bookingMessageRoutes;
