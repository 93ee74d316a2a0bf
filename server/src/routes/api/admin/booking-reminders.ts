/**
 * /api/admin/bookings/:id/reminders: "Send payment reminder" from the back office, an SMS with the
 * amount due now and the booking page's link (services/payment-reminders.ts), at most once an hour
 * per booking.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { paymentReminderMessages } from '../../../domain/index.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { createPaymentReminders } from '../../../services/payment-reminders.ts';
import { createSmsSender, SmsDeliveryError } from '../../../services/sms/index.ts';
import { HttpError } from '../../../errors.ts';

const adminBookingReminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const reminders = createPaymentReminders({ db: app.db, config: app.config, sms: createSmsSender(app.config), now: () => app.now() });

  app.post(
    '/:id/reminders',
    {
      schema: {
        tags: ['admin bookings'],
        security: adminSecurity,
        summary: 'Send the traveller a payment reminder by SMS (amount due now, booking page link)',
        description:
          'At most once an hour per booking (429). 409 when nothing is due; ' +
          '502 when the SMS provider refused it (it may be sent again at once).',
        params: IdParams,
        response: {
          202: Type.Object({ message: Type.String() }),
          ...errorResponses(401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request, reply) => {
      try {
        await reminders.send(request.params.id, app.publicOrigin(request));
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        request.log.warn({ err: error }, 'payment reminder not sent');
        throw new HttpError(502, paymentReminderMessages.notSent);
      }
      return reply.status(202).send({ message: paymentReminderMessages.sent });
    },
  );
};

export default adminBookingReminderRoutes;
