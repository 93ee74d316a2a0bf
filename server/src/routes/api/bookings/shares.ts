/**
 * The lead's calls on a split booking (DESIGN "Each pays their share"): split it before any payment
 * (after one: 409), and remind one share to pay (`share_request` at once, with a Razorpay payment
 * link when PAYMENT_PROVIDER=razorpay). Anyone else's booking is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { BookingSchema } from '../../../entities/booking.ts';
import { BookingShareSchema } from '../../../entities/booking-share.ts';
import { Nullable } from '../../../entities/columns.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';
import { splitBooking } from '../../../services/bookings/booking-ledger.ts';
import { remindShare } from '../../../services/money/share-payments.ts';
import { ownBooking } from './own-booking.ts';

const security = [{ bearerAuth: [] }];

const bookingShareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['bookings'];

  app.post(
    '/:id/split',
    {
      schema: {
        tags,
        security,
        summary: 'Split my booking into one share per adult (the kids on mine), each paid on its own page; only before any payment',
        params: IdParams,
        response: { 200: Type.Object({ booking: BookingSchema }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      await splitBooking(app.ledger, request.params.id, userId);
      return { booking: await ownBooking(app, request.params.id, userId) };
    },
  );

  app.post(
    '/:id/shares/:sid/remind',
    {
      schema: {
        tags,
        security,
        summary: "Send one share's traveller a share_request now, with a one-tap payment link when Razorpay is configured",
        params: Type.Object({ id: Type.String({ maxLength: 200 }), sid: Type.String({ maxLength: 200 }) }),
        response: {
          200: Type.Object({
            share: BookingShareSchema,
            paymentLink: Nullable(Type.String({ description: "Razorpay's short_url; null: offline, or Razorpay down (made later)" })),
          }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => remindShare(app, request.params.id, request.params.sid, travellerOf(request).id, app.messages.origin),
  );
};

export default bookingShareRoutes;
