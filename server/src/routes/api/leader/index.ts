/**
 * /api/leader: the trip leader's calls (docs: "The trip leader's day, offline"). A leader sees only the
 * departures that name them; their phone sends what it queued offline to POST /leader/sync.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { calendarDay, leaderMessages } from '../../../domain/index.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { adminOf } from '../../../plugins/auth.ts';
import { assignedDepartures, departureExists, incidentsOf, leadersDeparture, rosterTravellers } from '../../../repositories/leader.ts';
import { holdMsFor } from '../../../services/money/payments/index.ts';
import { syncLeaderOps } from '../../../services/departures/leader-sync.ts';
import { LeaderDepartureSchema, RosterSchema, SyncBodySchema, SyncResultSchema } from '../../../entities/leader.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { neverStored } from '../no-store.ts';

const tags = ['leader'];

const leaderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireLeader);
  // Rosters hold medical notes and phone numbers: no browser or proxy cache keeps them (the page keeps its own copy).
  neverStored(app);

  app.get(
    '/departures',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: "The leader's departures: from 3 days before their start to 2 days after their end (India's calendar)",
        response: { 200: Type.Object({ departures: Type.Array(LeaderDepartureSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      departures: await assignedDepartures(app.db, adminOf(request).id, calendarDay(app.now(), app.config.TIME_ZONE)),
    }),
  );

  app.get(
    '/departures/:id/roster',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'The roster of a departure the leader runs: travellers by booking, their check-ins, and the incidents noted',
        params: IdParams,
        response: { 200: RosterSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const departure = await leadersDeparture(app.db, adminOf(request).id, request.params.id);
      if (!departure) {
        if (await departureExists(app.db, request.params.id)) throw forbidden(leaderMessages.notYourDeparture);
        throw notFound(leaderMessages.departureNotFound);
      }
      const [travellers, incidents] = [await rosterTravellers(app.db, departure, app.now()), await incidentsOf(app.db, departure.id)];
      return { departure, travellers, incidents };
    },
  );

  app.post(
    '/sync',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Send the changes the phone queued: check_in, incident, cash_payment; a result per change, in order',
        description:
          'Each change is applied or rejected on its own (with the reason); an id seen before is `duplicate` and changes nothing. ' +
          'check_in {travellerId, point (pickup | day-<n>), present}: the latest `at` wins per traveller and point. ' +
          'incident {text, travellerId?}. cash_payment {bookingId, amount (INR), reference?}: an offline payment, method cash, ' +
          'with its receipt voucher; positive and at most the balance.',
        body: SyncBodySchema,
        response: { 200: Type.Object({ results: Type.Array(SyncResultSchema) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const results = await syncLeaderOps(
        { db: app.db, ledger: app.ledger, leaderId: adminOf(request).id, now: app.now, holdMs: holdMsFor(app.config) },
        request.body.ops,
      );
      return { results };
    },
  );
};

export default leaderRoutes;
