/** GET /api/bookings/{id}/upi-qr: the QR code of the booking's UPI payment link for what is due now (offline payment). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';
import { qrCodeSvg, upiLinkFor } from '../../../services/money/payments/offline.ts';
import { dueNowPaise, ownBooking } from './own-booking.ts';

const bookingQrRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/upi-qr',
    {
      schema: {
        tags: ['bookings'],
        security: [{ bearerAuth: [] }],
        summary: "QR code (SVG) of the booking's UPI payment link for what is due now",
        params: IdParams,
        response: {
          200: { description: 'The QR code', content: { 'image/svg+xml': { schema: Type.String() } } },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const booking = await ownBooking(app, request.params.id, travellerOf(request).id);
      const link = upiLinkFor(app.config, await dueNowPaise(app, booking), booking.reference);
      if (!link) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, no-store')
        .send(await qrCodeSvg(link));
    },
  );
};

export default bookingQrRoutes;
