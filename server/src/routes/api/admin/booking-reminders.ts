/**
 * /api/admin/bookings/:id/reminders: "Send payment reminder" from the back office: a
 * `balance_reminder` message due now with the amount due now and the booking page's link, on the
 * traveller's channel (services/messages/planner.ts `remind`), at most once an hour per booking.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { paymentReminderMessages } from '../../../domain/index.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';

const adminBookingReminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/:id/reminders',
    {
      schema: {
        tags: ['admin bookings'],
        security: adminSecurity,
        summary: 'Send the traveller a payment reminder (amount due now, booking page link) on WhatsApp or SMS',
        description:
          'Queued as a balance_reminder message due now (GET /admin/bookings/{id}/messages shows it; a provider ' +
          'failure is retried and then the message is failed). At most once an hour per booking (429), a failed ' +
          'one not counted. 409 when nothing is due.',
        params: IdParams,
        response: {
          202: Type.Object({ message: Type.String() }),
          ...errorResponses(401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await app.messages.remind(request.params.id, app.publicOrigin(request));
      return reply.status(202).send({ message: paymentReminderMessages.sent });
    },
  );
};

export default adminBookingReminderRoutes;
