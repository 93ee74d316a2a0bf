/**
 * A departure's day on the ground, for admins: the manifest CSV (with who was checked in where) and
 * GET /admin/departures/{id}/check-ins, the leaders' check-ins and incidents as their phones sync them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages } from '../../../domain/index.ts';
import { notFound } from '../../../errors.ts';
import { findAdminDeparture, seatContextOf } from '../../../repositories/departures.ts';
import { departureManifestCsv } from '../../../services/departure-manifest.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';

const tags = ['admin departures'];

const adminDepartureDayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const found = async (id: string) => {
    const departure = await findAdminDeparture(app.db, id, seatContextOf(app.config, app.now()));
    if (!departure) throw notFound(bookingMessages.departureNotFound);
    return departure;
  };

  app.get(
    '/:id/manifest',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Manifest CSV: a row per traveller (reference, name, lead traveller, mobile, seats, status, paid, balance)',
        params: IdParams,
        response: {
          200: { description: 'The manifest, a header row first', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const departure = await found(request.params.id);
      const csv = await departureManifestCsv(app.db, departure.id, app.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manifest-${departure.startDate}-${departure.id.slice(0, 8)}.csv"`)
        .send(csv);
    },
  );
};

export default adminDepartureDayRoutes;
