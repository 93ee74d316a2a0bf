/**
 * POST /api/join/{token}: a signed-in traveller takes the place an invitation names (DESIGN "Everyone
 * on the trip"); the booking then shows among their bookings, the other travellers by name. Two at
 * once: one gets the place, the other 409 'This place has already been taken'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages } from '../../domain/index.ts';
import { BookingSchema } from '../../entities/booking.ts';
import { BookingTravellerSchema } from '../../entities/booking-traveller.ts';
import { notFound } from '../../errors.ts';
import { travellerOf } from '../../plugins/auth.ts';
import { findBookingSeenBy } from '../../repositories/bookings.ts';
import { errorResponses } from '../../schemas.ts';
import { claimPlace } from '../../services/bookings/traveller-invitations.ts';

const joinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTraveller);
  app.post(
    '/:token',
    {
      schema: {
        tags: ['bookings'],
        security: [{ bearerAuth: [] }],
        summary: "Take the place an invitation names: it is then the signed-in traveller's to fill",
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: Type.Object({ booking: BookingSchema, traveller: BookingTravellerSchema }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      const traveller = await claimPlace(app.db, request.params.token, userId, app.now());
      const booking = await findBookingSeenBy(app.db, traveller.bookingId, app.now(), userId);
      if (!booking) throw notFound(bookingMessages.bookingNotFound);
      return { booking, traveller: traveller.record };
    },
  );
};

export default joinRoutes;
