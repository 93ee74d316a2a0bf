/** GET /api/public/trips/:id/departures: a trip's upcoming departures with seats left, for anyone. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { calendarDay, messages } from '../../../domain/index.ts';
import { notFound } from '../../../errors.ts';
import { listPublicDepartures, seatContextOf } from '../../../repositories/departures.ts';
import { findTrip } from '../../../repositories/trips.ts';
import { errorResponses, IdParams, publicAccess } from '../../../schemas.ts';
import { DepartureSchema } from '../../../entities/departure.ts';

const publicDepartureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/trips/:id/departures',
    {
      schema: {
        tags: ['public'],
        summary: 'Upcoming departures (start today or later), not cancelled, by date',
        security: publicAccess,
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), departures: Type.Array(DepartureSchema) }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const trip = await findTrip(app.db, request.params.id);
      if (!trip) throw notFound(messages.tripNotFound);
      const now = app.now();
      const departures = await listPublicDepartures(
        app.db,
        trip.id,
        calendarDay(now, app.config.TIME_ZONE),
        seatContextOf(app.config, now),
      );
      // Seats change with every booking: never cached.
      reply.header('cache-control', 'no-cache');
      return { success: true, departures };
    },
  );
};

export default publicDepartureRoutes;
