/**
 * Moving a booking to another departure of its trip (DESIGN "Everyone on the trip"): the options with the new total,
 * the difference and the fee (rupees), and the move (services/booking-shift.ts), the lead's only, until
 * SHIFT_UNTIL_DAYS before the start.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, travellerMessages } from '../../../domain/index.ts';
import { BookingSchema } from '../../../entities/booking.ts';
import { notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { findBookingSeenBy } from '../../../repositories/bookings.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';
import { shiftBooking, type ShiftSettings, shiftOptions } from '../../../services/bookings/booking-shift.ts';
import { parseBodyWith } from '../parsed-body.ts';

const security = [{ bearerAuth: [] }];
const tags = ['bookings'];

const ShiftOptionSchema = Type.Object({
  departureId: Type.String({ format: 'uuid' }),
  startDate: Type.String({ format: 'date' }),
  seatsLeft: Type.Integer(),
  totalAmount: Type.Number({ description: 'rupees: the new total, the fee included' }),
  difference: Type.Number({ description: 'rupees: the new total less the present one (negative: money comes back)' }),
  fee: Type.Number({ description: 'rupees: BATCH_SHIFT_FEE for each seat' }),
});

/** The move's body: a departure id, and where money coming back goes (default the original payments). */
function parseShift(body: Record<string, unknown>) {
  if (typeof body.departureId !== 'string' || !body.departureId.trim()) return { error: travellerMessages.shiftDepartureInvalid };
  if (body.refundTo !== undefined && body.refundTo !== null && body.refundTo !== 'original' && body.refundTo !== 'voucher')
    return { error: travellerMessages.shiftRefundToInvalid };
  return { value: { departureId: body.departureId.trim(), refundTo: body.refundTo ?? 'original' } };
}

const bookingShiftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings: ShiftSettings = {
    shiftUntilDays: app.config.SHIFT_UNTIL_DAYS,
    feePerSeatRupees: app.config.BATCH_SHIFT_FEE,
    shifted: (trx, bookingId) => app.messages.bookingShifted(trx, bookingId),
  };

  app.get(
    '/:id/shift-options',
    {
      schema: {
        tags,
        security,
        summary: "The trip's other open departures with enough seats for this booking, each with its new total, the difference and the fee",
        params: IdParams,
        response: { 200: Type.Object({ options: Type.Array(ShiftOptionSchema) }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({ options: await shiftOptions(app.ledger, settings, request.params.id, travellerOf(request).id) }),
  );

  app.post(
    '/:id/shift',
    {
      schema: {
        tags,
        security,
        summary: 'Move the whole booking to another open departure of the same trip (the lead, until SHIFT_UNTIL_DAYS before the start)',
        description:
          'One transaction: seats taken on the new departure and freed on the old one (its waitlist offered them), re-priced at ' +
          'the new departure plus BATCH_SHIFT_FEE per seat. A higher total raises what is due; money held beyond a lower one ' +
          'goes back to refundTo (original payments, or a voucher). The travellers and their details stay.',
        params: IdParams,
        body: Type.Object({
          departureId: Type.String({ minLength: 1 }),
          refundTo: Type.Optional(Type.Union([Type.Literal('original'), Type.Literal('voucher')])),
        }),
        response: { 200: Type.Object({ booking: BookingSchema }), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: parseBodyWith(parseShift),
    },
    async (request) => {
      const userId = travellerOf(request).id;
      await shiftBooking(app.ledger, settings, {
        bookingId: request.params.id,
        userId,
        departureId: request.body.departureId,
        refundTo: request.body.refundTo ?? 'original',
      });
      const booking = await findBookingSeenBy(app.db, request.params.id, app.now(), userId);
      if (!booking) throw notFound(bookingMessages.bookingNotFound);
      return { booking };
    },
  );
};

export default bookingShiftRoutes;
