/**
 * /api/bookings/{id}/cancellation and /cancel: the quote of cancelling one's own booking, and the
 * cancellation (DESIGN.md "Money after the deposit"): a pending booking as before (seats freed), a
 * confirmed or paid one before its start with the quote carried out, `refundTo` original (the default:
 * money back to the payments) or voucher. Anyone else's booking is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, calendarDay, cancellationMessages, mayCancel, paiseToRupees } from '../../../domain/index.ts';
import { BookingSchema, effectiveStatus } from '../../../entities/booking.ts';
import { CancellationTierSchema } from '../../../entities/trip.ts';
import { Rupees } from '../../../entities/columns.ts';
import { conflict, notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { bookingRowWithStart, findBooking } from '../../../repositories/bookings.ts';
import { cancelWithMoney, quoteFor } from '../../../services/bookings/booking-cancellation.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';
import { uncheckedBody } from '../parsed-body.ts';

const security = [{ bearerAuth: [] }];
const tags = ['bookings'];

export const CancellationQuoteSchema = Type.Object({
  daysBeforeStart: Type.Integer({ description: 'Whole days from today (TIME_ZONE) to the start' }),
  retainedAmount: Rupees('INR the policy keeps'),
  refundAmount: Rupees('INR back to the original payments (refundTo original)'),
  voucherAmount: Rupees('INR of a credit voucher instead (refundTo voucher)'),
  policy: Type.Array(CancellationTierSchema),
});

/** Where the money goes: original (the default, also for null or blank) or voucher. */
const CancelBody = Type.Object({
  refundTo: Type.Optional(
    Type.Union([Type.Literal('original'), Type.Literal('voucher'), Type.Null(), Type.Literal('')], {
      'x-error-message': cancellationMessages.refundToInvalid,
    }),
  ),
});

const cancellationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The traveller's own booking row and its departure's start, or 404. */
  const own = async (id: string, userId: string) => {
    const found = await bookingRowWithStart(app.db, id, userId);
    if (!found) throw notFound(bookingMessages.bookingNotFound);
    return found;
  };

  app.get(
    '/:id/cancellation',
    {
      schema: {
        tags,
        security,
        summary: 'What cancelling would retain and give back (to the payments, or as a voucher), under the tiers the booking keeps',
        params: IdParams,
        response: { 200: Type.Object({ quote: CancellationQuoteSchema }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { row, startDate } = await own(request.params.id, travellerOf(request).id);
      const now = app.now();
      const status = effectiveStatus(row, now);
      if (status === 'expired' || !mayCancel('traveller', status, calendarDay(now, app.config.TIME_ZONE), startDate))
        throw conflict(cancellationMessages.cannotBeCancelled);
      const quote = quoteFor(app.ledger, row, startDate, now);
      return {
        quote: {
          daysBeforeStart: quote.daysBeforeStart,
          retainedAmount: paiseToRupees(quote.retainedPaise),
          refundAmount: paiseToRupees(quote.refundPaise),
          voucherAmount: paiseToRupees(quote.voucherPaise),
          policy: quote.policy,
        },
      };
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel: pending, seats freed; confirmed or paid before the start, the quote carried out ' +
          '(refundTo original: refunds; voucher: a voucher)',
        params: IdParams,
        body: Type.Optional(CancelBody),
        response: { 200: Type.Object({ booking: BookingSchema }), ...errorResponses(400, 401, 403, 404, 409) },
      },
      // An unknown booking is 404 before its body is checked.
      preValidation: async (request) => {
        await own(request.params.id, travellerOf(request).id);
        if (request.body === undefined || request.body === null) uncheckedBody(request, {});
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      const refundTo = request.body?.refundTo || 'original';
      await cancelWithMoney(app.ledger, request.params.id, { by: 'traveller', refundTo, userId });
      const booking = await findBooking(app.db, request.params.id, app.now(), userId);
      if (!booking) throw notFound(bookingMessages.bookingNotFound);
      return { booking };
    },
  );
};

export default cancellationRoutes;
