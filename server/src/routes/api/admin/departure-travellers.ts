/**
 * A departure's travellers for the operator (DESIGN "Everyone on the trip"): GET
 * /admin/departures/{id}/readiness lists every record of the bookings holding seats, each with its
 * booking's reference and status, and how many are complete; GET /admin/departures/{id}/rooming its rooming list.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, readinessOf } from '../../../domain/index.ts';
import { BookingTravellerSchema } from '../../../entities/booking-traveller.ts';
import { notFound } from '../../../errors.ts';
import { departureTravellers } from '../../../repositories/booking-travellers.ts';
import { departureRoomingCsv } from '../../../services/departures/departure-rooming.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';

const DepartureTravellerSchema = Type.Intersect([
  BookingTravellerSchema,
  Type.Object({ bookingId: Type.String(), bookingReference: Type.String() }),
]);

const adminDepartureTravellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/:id/readiness',
    {
      schema: {
        tags: ['admin departures'],
        security: adminSecurity,
        summary: "Every traveller of a departure's active bookings with what is complete",
        params: IdParams,
        response: {
          200: Type.Object({ travellers: Type.Array(DepartureTravellerSchema), complete: Type.Integer(), total: Type.Integer() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const travellers = await departureTravellers(app.db, request.params.id, app.now());
      if (!travellers) throw notFound(bookingMessages.departureNotFound);
      return { travellers, ...readinessOf(travellers) };
    },
  );

  app.get(
    '/:id/rooming',
    {
      schema: {
        tags: ['admin departures'],
        security: adminSecurity,
        summary:
          'Rooming list CSV: room, reference, name, gender, age, mobile, emergency contact; rooms of ROOM_SIZE filled by gender, ' +
          "a booking's travellers together (cancelled, expired and waitlisted bookings never listed)",
        params: IdParams,
        response: {
          200: { description: 'The rooming list, a header row first', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const csv = await departureRoomingCsv(app.db, request.params.id, app.config.ROOM_SIZE, app.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rooming-${request.params.id.slice(0, 8)}.csv"`)
        .send(csv);
    },
  );
};

export default adminDepartureTravellerRoutes;
