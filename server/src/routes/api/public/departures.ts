/**
 * GET /api/public/departures: the departures calendar, every upcoming open departure of every trip by date with the
 * seats the ledger leaves, for anyone. Served from the public cache, made again after every content change; the
 * ledger announces every seat change as one (plugins/bookings.ts), so seats left are never older than the last booking.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { UpcomingDepartureSchema } from '../../../entities/departure.ts';
import { cachedAnswer, NotModified, publicAccess } from '../../../schemas.ts';

const departureCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/departures',
    {
      helmet: false,
      schema: {
        tags: ['public'],
        summary: 'Every upcoming open departure (start today or later), by date, with its trip and seats left',
        security: publicAccess,
        response: {
          200: Type.Object({ success: Type.Boolean(), departures: Type.Array(UpcomingDepartureSchema) }, cachedAnswer),
          304: NotModified,
        },
      },
    },
    (request, reply) =>
      app.sendPublicJson(request, reply, 'api:departures', async () => ({
        success: true,
        departures: await app.siteData.listDepartures(),
      })),
  );
};

export default departureCalendarRoutes;
