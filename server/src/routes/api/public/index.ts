/**
 * What anyone may read: GET /api/public/trips, /api/public/trips/:id and /api/public/reviews (docs/product.md#calls),
 * and a trip's departures (trip-departures.ts).
 * Served from the public cache (app.sendPublicJson), from the same reads as the pages (app.siteData),
 * made again after every change of public content. `helmet: false`: the cache sets those headers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isFiltered, messages, normalizedSearch, queryStringOf, tripSearchFromQueryString } from '../../../domain/index.ts';
import { notFound } from '../../../errors.ts';
import { NextDepartureSchema } from '../../../entities/departure.ts';
import { PublicReviewSchema } from '../../../entities/review.ts';
import { TripSchema } from '../../../entities/trip.ts';
import { errorResponses, IdParams, cachedAnswer, NotModified, publicAccess } from '../../../schemas.ts';
import departureCalendarRoutes from './departures.ts';
import tripDepartureRoutes from './trip-departures.ts';
import pricingQuoteRoutes from './pricing-quote.ts';

const TripWithNextDepartureSchema = Type.Intersect([TripSchema, Type.Object({ nextDeparture: NextDepartureSchema })]);

/** The filters of DESIGN.md's Search, checked by the domain (domain/trip-search.ts) so that its messages answer. */
const TripSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ description: 'words of the place or description, each found (at most 100 characters)' })),
  month: Type.Optional(Type.String({ description: "YYYY-MM: an open departure starting in it, or the trip's own dates overlapping it" })),
  minPrice: Type.Optional(Type.String({ description: 'rupees, 0 or more' })),
  maxPrice: Type.Optional(Type.String({ description: 'rupees, 0 or more, not below minPrice' })),
  minDays: Type.Optional(Type.String({ description: 'days of the duration text; flexible trips drop out' })),
  maxDays: Type.Optional(Type.String({ description: 'days of the duration text, not below minDays' })),
  theme: Type.Optional(Type.String({ description: 'one of the six theme slugs (wild-wanderings, urban-escapes, ...)' })),
  available: Type.Optional(Type.String({ description: "'true': an upcoming open departure with a seat left" })),
});

const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['public'];
  // Before the hook below: seat counts set their own cache-control.
  await app.register(tripDepartureRoutes);
  await app.register(departureCalendarRoutes);
  await app.register(pricingQuoteRoutes);
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  });

  app.get(
    '/trips',
    {
      helmet: false,
      schema: {
        tags,
        summary: 'Every trip meeting the filters given, with its next open departure',
        security: publicAccess,
        querystring: TripSearchQuery,
        response: {
          200: Type.Object({ success: Type.Boolean(), trips: Type.Array(TripWithNextDepartureSchema) }, cachedAnswer),
          304: NotModified,
          ...errorResponses(400),
        },
      },
    },
    (request, reply) => {
      const search = tripSearchFromQueryString(queryStringOf(request.url));
      if (!isFiltered(search)) {
        return app.sendPublicJson(request, reply, 'api:trips', async () => ({
          success: true,
          trips: await app.siteData.publicApi.listTrips(),
        }));
      }
      return app.sendFilteredJson(request, reply, `api:trips?${normalizedSearch(search)}`, async () => ({
        success: true,
        trips: await app.siteData.publicApi.searchTrips(search),
      }));
    },
  );

  app.get(
    '/trips/:id',
    {
      helmet: false,
      schema: {
        tags,
        summary: 'One trip',
        security: publicAccess,
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), trip: TripSchema }, cachedAnswer),
          304: NotModified,
          ...errorResponses(404),
        },
      },
    },
    (request, reply) =>
      // Ids are UUIDs, which PostgreSQL compares whatever their case: one spelling, one cache entry.
      app.sendPublicJson(request, reply, `api:trip:${request.params.id.toLowerCase()}`, async () => {
        const trip = await app.siteData.publicApi.getTrip(request.params.id);
        if (!trip) throw notFound(messages.tripNotFound);
        return { success: true, trip };
      }),
  );

  app.get(
    '/reviews',
    {
      helmet: false,
      schema: {
        tags,
        summary: 'Every review, with the trip it is about',
        security: publicAccess,
        response: {
          200: Type.Object({ success: Type.Boolean(), reviews: Type.Array(PublicReviewSchema) }, cachedAnswer),
          304: NotModified,
        },
      },
    },
    (request, reply) =>
      app.sendPublicJson(request, reply, 'api:reviews', async () => ({
        success: true,
        reviews: await app.siteData.publicApi.listReviews(),
      })),
  );
};

export default publicRoutes;
