/**
 * A departure's day on the ground, for admins: the manifest CSV (with who was checked in where) and
 * GET /admin/departures/{id}/check-ins, the leaders' check-ins and incidents as their phones sync them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages } from '../../../domain/index.ts';
import { notFound } from '../../../errors.ts';
import { findAdminDeparture, seatContextOf } from '../../../repositories/departures.ts';
import { departureManifestCsv } from '../../../services/departures/departure-manifest.ts';
import { checkInsOf, incidentsOf } from '../../../repositories/leader.ts';
import { DepartureCheckInSchema, IncidentSchema } from '../../../entities/leader.ts';
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
        summary:
          'Manifest CSV: a row per traveller (reference, name, lead traveller, mobile, seats, status, paid, balance, adult or kid, ' +
          'emergency contact, readiness), ' +
          'then a column per check-in point (pickup, day-1...): present, absent, or empty when not checked',
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

  app.get(
    '/:id/check-ins',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: "The leaders' check-ins (the latest per traveller and point) and incidents, as their phones sync them",
        params: IdParams,
        response: {
          200: Type.Object({ checkIns: Type.Array(DepartureCheckInSchema), incidents: Type.Array(IncidentSchema) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const departure = await found(request.params.id);
      return { checkIns: await checkInsOf(app.db, departure.id), incidents: await incidentsOf(app.db, departure.id) };
    },
  );
};

export default adminDepartureDayRoutes;
