/**
 * The traveller's bookings (docs/product.md#bookings-and-payments): reserve seats, see one's own
 * bookings (anyone else's is 404), pay what is due now (a voucher first), verify a Razorpay Checkout
 * answer, and the UPI QR code of the offline payment. Amounts come from our own prices. Cancelling
 * is cancellation.ts, documents documents.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import Value from 'typebox/value';
import { bookingMessages, calendarDay, cancellationMessages, paiseToRupees, parseBooking, rupeesToPaise } from '../../../domain/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../../errors.ts';
import { findBookingSeenBy, listUserBookings } from '../../../repositories/bookings.ts';
import { findPaymentOrder } from '../../../repositories/payments.ts';
import { countPayment, holdAgain } from '../../../services/bookings/booking-ledger.ts';
import { ReservationAbandoned, reserveSeats } from '../../../services/bookings/seat-reservation.ts';
import { BookingQueueFull } from '../../../services/bookings/booking-gate.ts';
import { holdMsFor } from '../../../services/money/payments/index.ts';
import { checkoutSignatureValid } from '../../../services/money/payments/razorpay.ts';
import { BookingBodySchema } from '../../../entities/booking-body.ts';
import { BookingSchema } from '../../../entities/booking.ts';
import { CheckoutAnswerSchema, PaymentRequestSchema, VoucherUsedSchema } from '../../../entities/payment-request.ts';
import { errorResponses, IdParams } from '../../../schemas.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { parseBodyWith, uncheckedBody } from '../parsed-body.ts';
import cancellationRoutes from './cancellation.ts';
import { askForPayment, dueNowPaise, ownBooking } from './own-booking.ts';
import bookingQrRoutes from './upi-qr.ts';
import bookingDocumentRoutes from './documents.ts';
import bookingReviewRoutes from './review.ts';
import bookingShiftRoutes from './shift.ts';
import bookingTravellerRoutes from './travellers.ts';
import bookingShareRoutes from './shares.ts';

const security = [{ bearerAuth: [] }];

const BookingAnswer = Type.Object({ booking: BookingSchema });
const PayBody = Type.Object({
  voucherCode: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: "one of the traveller's voucher codes: its balance pays first (null or blank: none)",
      'x-error-message': cancellationMessages.voucherCannotBeUsed,
    }),
  ),
});

const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTraveller);
  await app.register(bookingDocumentRoutes);
  await app.register(bookingReviewRoutes);
  await app.register(cancellationRoutes);
  await app.register(bookingQrRoutes);
  await app.register(bookingTravellerRoutes);
  await app.register(bookingShareRoutes);
  await app.register(bookingShiftRoutes);
  const tags = ['bookings'];
  const own = (id: string, userId: string) => ownBooking(app, id, userId);

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Reserve seats on a departure (held until paid), with a coupon or referral code when given',
        body: BookingBodySchema,
        response: {
          201: Type.Object({ booking: BookingSchema, payment: PaymentRequestSchema }),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
        description: "A code that cannot be used, whatever the reason: 400 'This code cannot be used'.",
      },
      preValidation: parseBodyWith((body) => parseBooking(body, app.config.businessStateCode)),
    },
    async (request, reply) => {
      const { departureId, adults, kids = 0, travellers = [], notes = '' } = request.body;
      const { billingState = app.config.businessStateCode, billingGstin = null, billingName = null, language = 'en' } = request.body;
      const reserved = await reserveSeats(
        app.ledger,
        {
          userId: travellerOf(request).id,
          departureId,
          adults,
          kids,
          travellers,
          notes,
          billing: { billingState, billingGstin, billingName },
          language,
          whatsappOptIn: request.body.whatsappOptIn ?? true,
          couponCode: request.body.couponCode ?? '',
          split: request.body.split === true,
          today: calendarDay(app.now(), app.config.TIME_ZONE),
          holdMs: holdMsFor(app.config),
        },
        { gate: app.bookingGate, clientGone: () => request.raw.socket?.destroyed === true },
      ).catch((error: unknown) => {
        if (error instanceof BookingQueueFull) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          throw new HttpError(503, bookingMessages.bookingsBusy);
        }
        // Nobody hears this answer; the request log shows it.
        if (error instanceof ReservationAbandoned) throw new HttpError(499, bookingMessages.requestAbandoned);
        throw error;
      });
      // Its own account for bank transfers (PAYMENT_BANK_MATCHING), made now or, with Razorpay down, by a job later.
      await app.bankMatching.openNow(reserved.id);
      const booking = await own(reserved.id, travellerOf(request).id);
      // Split: the lead pays their own share now (the others on their pay pages).
      const [lead] = booking.shares;
      const payment = lead
        ? await askForPayment(app, booking, rupeesToPaise(lead.due), request.log, lead)
        : await askForPayment(app, booking, await dueNowPaise(app, booking), request.log);
      return reply.status(201).send({ booking, payment });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'My bookings, newest first: those I made and those where I hold a place I was invited to',
        response: { 200: Type.Object({ bookings: Type.Array(BookingSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ bookings: await listUserBookings(app.db, travellerOf(request).id, app.now()) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my bookings with its payments, or one where I hold a place (the other travellers by name)',
        params: IdParams,
        response: { 200: BookingAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await findBookingSeenBy(app.db, request.params.id, app.now(), travellerOf(request).id);
      if (!booking) throw notFound(bookingMessages.bookingNotFound);
      return { booking };
    },
  );

  app.post(
    '/:id/pay',
    {
      schema: {
        tags,
        security,
        summary:
          'Pay what is due now (the deposit while pending, else the next instalment of its plan), a voucher first when its code is given',
        params: IdParams,
        body: Type.Optional(PayBody),
        response: {
          200: Type.Object({ payment: PaymentRequestSchema, voucher: Type.Optional(VoucherUsedSchema) }),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
      // No body at all is an empty one: pay what is due, no voucher.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) uncheckedBody(request, {});
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      let booking = await own(request.params.id, userId);
      // An expired hold owes what a pending one does, so what is due holds across re-taking its seats.
      const due = booking.status === 'cancelled' ? 0 : await dueNowPaise(app, booking);
      if (due <= 0) throw conflict(bookingMessages.nothingDue);
      if (booking.status === 'expired') {
        // Seats held again when they are still free; else 'Not enough seats left'.
        await holdAgain(app.ledger, booking.id, userId, {
          holdMs: holdMsFor(app.config),
          today: calendarDay(app.now(), app.config.TIME_ZONE),
        });
        booking = await own(booking.id, userId);
      }
      const voucherCode = request.body?.voucherCode?.trim();
      if (!voucherCode) return { payment: await askForPayment(app, booking, due, request.log) };
      // The voucher first, up to what the LOCKED booking owes (else 409); the rest at most what is due now, as usual.
      const spent = await countPayment(app.ledger, {
        bookingId: booking.id,
        amountPaise: due,
        method: 'voucher',
        providerPaymentId: null,
        voucher: { code: voucherCode, userId },
        holdMs: holdMsFor(app.config),
      });
      const voucher = spent.voucher && {
        code: spent.voucher.code,
        amount: paiseToRupees(spent.voucher.amountPaise),
        balance: paiseToRupees(spent.voucher.balancePaise),
      };
      const rest = Math.min(due - spent.amountPaise, await dueNowPaise(app, booking));
      if (rest <= 0) return { payment: { provider: 'voucher' as const, amount: 0 }, voucher };
      return { payment: await askForPayment(app, await own(booking.id, userId), rest, request.log), voucher };
    },
  );

  app.post(
    '/:id/razorpay/verify',
    {
      schema: {
        tags,
        security,
        summary: "Count a payment from Razorpay Checkout's answer (signature checked on the server)",
        params: IdParams,
        body: CheckoutAnswerSchema,
        response: { 200: BookingAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      // An answer that cannot be Checkout's is not verified, with the contract's message (after the 404 of another's booking).
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (Value.Check(CheckoutAnswerSchema, body)) return;
        await own(request.params.id, travellerOf(request).id);
        throw badRequest(bookingMessages.paymentNotVerified);
      },
    },
    async (request) => {
      const userId = travellerOf(request).id;
      const booking = await own(request.params.id, userId);
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      // Only an order we asked for this very booking, signed with our key secret, counts.
      const order = await findPaymentOrder(app.db, 'razorpay', orderId, booking.id);
      if (!order || !checkoutSignatureValid(app.config.RAZORPAY_KEY_SECRET, order.orderId, paymentId, signature)) {
        request.log.warn({ bookingId: booking.id }, 'razorpay payment not verified');
        throw badRequest(bookingMessages.paymentNotVerified);
      }
      await countPayment(app.ledger, {
        bookingId: booking.id,
        amountPaise: order.amountPaise,
        method: 'razorpay',
        providerPaymentId: paymentId,
        providerOrderId: order.orderId,
        shareId: order.shareId,
        holdMs: holdMsFor(app.config),
      });
      return { booking: await own(booking.id, userId) };
    },
  );
};

export default bookingRoutes;
