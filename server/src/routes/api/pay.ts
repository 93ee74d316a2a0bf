/**
 * The public pay page's calls (DESIGN "Each pays their share"), no sign-in: the token in the
 * address is the only key. GET the page's facts (the trip, the reference, the share's name and
 * amounts: nothing else personal), POST for the payment of what the share owes now (as POST
 * /bookings/{id}/pay answers), and Checkout's answer verified on the server. Unknown or used token: 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, calendarDay, shareMessages } from '../../domain/index.ts';
import { rupeesToPaise } from '../../domain/money.ts';
import { badRequest, conflict } from '../../errors.ts';
import { CheckoutAnswerSchema, PaymentRequestSchema } from '../../entities/payment-request.ts';
import { Rupees } from '../../entities/columns.ts';
import { findPaymentOrder } from '../../repositories/payments.ts';
import { errorResponses, publicAccess } from '../../schemas.ts';
import { countPayment, holdAgain } from '../../services/bookings/booking-ledger.ts';
import { holdMsFor } from '../../services/money/payments/index.ts';
import { askForPayment } from './bookings/own-booking.ts';
import { checkoutSignatureValid } from '../../services/money/payments/razorpay.ts';
import { payPageOf, type SharePlace, shareByToken, sharePlace } from '../../services/money/share-payments.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

const PayPageSchema = Type.Object({
  share: Type.Object({
    id: Type.String(),
    name: Type.String(),
    amount: Rupees('INR this share pays in all'),
    amountPaid: Rupees(),
    due: Rupees('INR this share owes now'),
  }),
  trip: Type.Object({
    place: Type.String(),
    startDate: Type.String({ format: 'date' }),
    endDate: Type.Union([Type.String(), Type.Null()]),
  }),
  reference: Type.String(),
  bookingStatus: Type.String(),
  provider: Type.String({ description: 'razorpay or offline' }),
});

const payRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['bookings'];
  const page = (place: SharePlace) => payPageOf(place, app.config.PAYMENT_PROVIDER);

  app.get(
    '/:token',
    {
      schema: {
        tags,
        security: publicAccess,
        summary: "A share's pay page: the trip, the share's name and what it owes now (no sign-in)",
        params: TokenParams,
        response: { 200: PayPageSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return page(await shareByToken(app, request.params.token));
    },
  );

  app.post(
    '/:token',
    {
      schema: {
        tags,
        security: publicAccess,
        summary: "Pay the share's due part (as POST /bookings/{id}/pay answers)",
        params: TokenParams,
        response: { 200: Type.Object({ payment: PaymentRequestSchema }), ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      let place = await shareByToken(app, request.params.token);
      const due = rupeesToPaise(place.share.due);
      if (due <= 0) throw conflict(shareMessages.nothingDue);
      if (place.booking.status === 'expired') {
        // As the booking's own page: its seats held again while they are free, else 'Not enough seats left'.
        await holdAgain(app.ledger, place.booking.id, place.booking.user.id, {
          holdMs: holdMsFor(app.config),
          today: calendarDay(app.now(), app.config.TIME_ZONE),
        });
        place = await shareByToken(app, request.params.token);
      }
      return { payment: await askForPayment(app, place.booking, due, request.log, place.share) };
    },
  );

  app.post(
    '/:token/razorpay/verify',
    {
      schema: {
        tags,
        security: publicAccess,
        summary: "Count a share's payment from Razorpay Checkout's answer (signature checked on the server)",
        params: TokenParams,
        body: CheckoutAnswerSchema,
        response: { 200: PayPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const place = await shareByToken(app, request.params.token);
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      const order = await findPaymentOrder(app.db, 'razorpay', orderId, place.booking.id);
      const valid =
        order && order.shareId === place.share.id && checkoutSignatureValid(app.config.RAZORPAY_KEY_SECRET, orderId, paymentId, signature);
      if (!order || !valid) {
        request.log.warn({ bookingId: place.booking.id }, 'razorpay share payment not verified');
        throw badRequest(bookingMessages.paymentNotVerified);
      }
      await countPayment(app.ledger, {
        bookingId: place.booking.id,
        amountPaise: order.amountPaise,
        method: 'razorpay',
        providerPaymentId: paymentId,
        providerOrderId: order.orderId,
        shareId: place.share.id,
        holdMs: holdMsFor(app.config),
      });
      // The share may be paid in full now (its token then used): the page is answered from what is stored.
      return page((await sharePlace(app, place.share.id)) ?? place);
    },
  );
};

export default payRoutes;
