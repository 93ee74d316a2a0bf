/**
 * Fitness proofs in the back office (DESIGN "Everyone on the trip"): the uploaded file, for admins and the trip
 * leaders of the booking's departure only (a leader of another departure: 403), and an admin's approval or
 * rejection with a reason (which goes to the traveller as fitness_proof_rejected).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingTravellersPath, leaderMessages, parseFitnessReview } from '../../../domain/index.ts';
import { forbidden } from '../../../errors.ts';
import { adminOf } from '../../../plugins/auth.ts';
import { bookingLanguage, placeRecipient } from '../../../repositories/booking-travellers.ts';
import { leadersDeparture } from '../../../repositories/leader.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';
import { readFitnessProof, reviewFitnessProof, travellerOfBooking } from '../../../services/travellers/traveller-proofs.ts';
import { TravellerAnswer, TravellerParams } from '../bookings/travellers.ts';
import { parseBodyWith } from '../parsed-body.ts';

const tags = ['admin bookings'];

const adminTravellerProofRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Admins and trip leaders; each route says which of them.
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/:id/travellers/:tid/fitness-proof',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: "A traveller's uploaded fitness proof (admins, and the trip leaders of the booking's departure)",
        params: TravellerParams,
        response: {
          200: {
            description: 'The file as uploaded: a JPEG, PNG or PDF',
            content: {
              'image/jpeg': { schema: Type.Unsafe<Buffer>(Type.String({ format: 'binary' })) },
              'image/png': { schema: Type.Unsafe<Buffer>(Type.String({ format: 'binary' })) },
              'application/pdf': { schema: Type.Unsafe<Buffer>(Type.String({ format: 'binary' })) },
            },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const staff = adminOf(request);
      // A leader learns nothing of bookings outside their departures, not even whether one exists.
      const place = await travellerOfBooking(app.db, request.params.id, request.params.tid).catch((error: unknown) => {
        throw staff.role === 'admin' ? error : forbidden(leaderMessages.notYourDeparture);
      });
      if (staff.role !== 'admin' && !(await leadersDeparture(app.db, staff.id, place.departureId)))
        throw forbidden(leaderMessages.notYourDeparture);
      const proof = await readFitnessProof(app.uploadStorage.privateFiles, place);
      return reply
        .type(proof.contentType)
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .send(proof.bytes);
    },
  );

  app.put(
    '/:id/travellers/:tid/fitness-proof',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: adminSecurity,
        summary: "Approve or reject a traveller's fitness proof (a rejection's reason goes to the traveller)",
        params: TravellerParams,
        body: Type.Object({
          status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
          reason: Type.Optional(Type.String({ maxLength: 500, description: 'required for a rejection' })),
        }),
        response: { 200: TravellerAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: parseBodyWith(parseFitnessReview),
    },
    async (request) => {
      const place = await travellerOfBooking(app.db, request.params.id, request.params.tid);
      const traveller = await reviewFitnessProof(
        {
          db: app.db,
          sendRejection: async (trx, rejected, reason) => {
            const language = await bookingLanguage(trx, rejected.row.bookingId);
            const link = `${app.messages.origin}${bookingTravellersPath(rejected.row.bookingId, language)}`;
            return app.messages.aboutTraveller(trx, rejected.row.bookingId, {
              template: 'fitness_proof_rejected',
              params: { name: rejected.row.name || `Traveller ${rejected.row.position}`, reason, link },
              to: await placeRecipient(trx, rejected.row),
            });
          },
        },
        place,
        request.body,
        app.now(),
      );
      return { traveller };
    },
  );
};

export default adminTravellerProofRoutes;
