/** What anyone may read: GET /api/public/trips, /api/public/trips/:id and /api/public/reviews (SPEC §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages } from '../domain/index.ts';
import { notFound } from '../errors.ts';
import { listPublicReviews } from '../repositories/reviews.ts';
import { withNextDeparture } from '../repositories/departures.ts';
import { findTrip, listTrips } from '../repositories/trips.ts';
import { errorResponses, IdParams, PublicReviewSchema, TripSchema } from '../schemas.ts';
import { NextDepartureSchema } from './booking-schemas.ts';

const TripWithNextDepartureSchema = Type.Intersect([TripSchema, Type.Object({ nextDeparture: NextDepartureSchema })]);

const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['public'];
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  });

  app.get(
    '/trips',
    { schema: { tags, response: { 200: Type.Object({ success: Type.Boolean(), trips: Type.Array(TripWithNextDepartureSchema) }) } } },
    async () => {
      const { trips } = await listTrips(app.db);
      return { success: true, trips: await withNextDeparture(app.db, trips, app.now(), app.config.TIME_ZONE) };
    },
  );

  app.get(
    '/trips/:id',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), trip: TripSchema }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const trip = await findTrip(app.db, request.params.id);
      if (!trip) throw notFound(messages.tripNotFound);
      return { success: true, trip };
    },
  );

  app.get(
    '/reviews',
    { schema: { tags, response: { 200: Type.Object({ success: Type.Boolean(), reviews: Type.Array(PublicReviewSchema) }) } } },
    async () => ({ success: true, reviews: await listPublicReviews(app.db) }),
  );
};

export default publicRoutes;
