/**
 * Everyone on the trip (DESIGN "Everyone on the trip"): a booking's traveller records. The lead (who
 * booked) sees and fills every record; a traveller who claimed a place through an invitation sees
 * their own in full and the others by name. Anyone else's booking is 404, as for bookings.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages } from '../../../domain/index.ts';
import { ReadinessSchema, readinessOf, TravellerViewSchema, travellersSeenBy } from '../../../entities/booking-traveller.ts';
import { notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { bookingLeadId, holdsPlace, travellersOfBooking } from '../../../repositories/booking-travellers.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';

const security = [{ bearerAuth: [] }];

const bookingTravellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['bookings'];

  /** Who `userId` is on this booking: its lead, a claimer of a place, or nobody (404, as anyone else's booking). */
  async function viewerOn(bookingId: string, userId: string) {
    const leadId = await bookingLeadId(app.db, bookingId);
    if (leadId === userId) return { isLead: true };
    if (leadId && (await holdsPlace(app.db, bookingId, userId))) return { isLead: false };
    throw notFound(bookingMessages.bookingNotFound);
  }

  app.get(
    '/:id/travellers',
    {
      schema: {
        tags,
        security,
        summary: "A booking's traveller records (one per seat) and how many are complete",
        description:
          'The lead sees every record in full; a traveller who claimed a place sees their own record in full and the others by name.',
        params: IdParams,
        response: {
          200: Type.Object({ travellers: Type.Array(TravellerViewSchema), readiness: ReadinessSchema }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      const { isLead } = await viewerOn(request.params.id, userId);
      const travellers = await travellersOfBooking(app.db, request.params.id);
      return { travellers: travellersSeenBy(travellers, { userId, isLead }), readiness: readinessOf(travellers) };
    },
  );
};

export default bookingTravellerRoutes;
