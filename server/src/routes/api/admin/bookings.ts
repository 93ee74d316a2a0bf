/**
 * /api/admin/bookings: the booking ledger for the back office. Lists speak ra-data-simple-rest;
 * an admin cancels a booking (seats freed) or records a payment that came in by UPI, bank
 * transfer, cash or card (it confirms a pending booking, re-taking the seats of an expired hold
 * when they are free). /summary feeds the dashboard.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  bookingMessages,
  bookingStatuses,
  calendarDay,
  documentMessages,
  isBookingStatus,
  parseAdminCancel,
  parseOfflinePayment,
  parseOfflineRefund,
  refundToValues,
  rupeesToPaise,
  shareMessages,
} from '../../../domain/index.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { bookingSortFields, countBookingsByStatus, findBooking, listBookings } from '../../../repositories/bookings.ts';
import { bookingSummary } from '../../../services/bookings/booking-summary.ts';
import { recordOfflinePayment } from '../../../services/money/offline-payments.ts';
import { cancelBooking, cancelWithMoney } from '../../../services/bookings/booking-cancellation.ts';
import { recordOfflineRefund } from '../../../services/money/refunds.ts';
import { OfflineRefundBodySchema } from '../../../entities/refund.ts';
import { holdMsFor } from '../../../services/money/payments/index.ts';
import { BookingSchema } from '../../../entities/booking.ts';
import { literals, Nullable } from '../../../entities/columns.ts';
import { adminOf } from '../../../plugins/auth.ts';
import { isPlainObject } from './form-values.ts';
import { OfflinePaymentBodySchema } from '../../../entities/booking-payment.ts';
import { BookingStatusCountsSchema, BookingSummarySchema } from '../../../entities/booking-summary.ts';
import { adminSecurity, errorResponses, IdParams } from '../../../schemas.ts';
import { parseBodyWith } from '../parsed-body.ts';
import { registerAdminList } from './list.ts';

const tags = ['admin bookings'];
const BookingAnswer = Type.Object({ booking: BookingSchema });

const adminBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const found = async (id: string) => {
    const booking = await findBooking(app.db, id, app.now());
    if (!booking) throw notFound(bookingMessages.bookingNotFound);
    return booking;
  };

  registerAdminList(app, {
    tags,
    key: 'bookings',
    resource: 'bookings',
    item: BookingSchema,
    sortFields: bookingSortFields,
    description:
      'Newest first. Filters: departureId, tripId, status (one or a list, as of now), q (reference, name, mobile, traveller names), ' +
      'startDateFrom / startDateTo (departure date), createdFrom / createdTo, id (a list). ' +
      "counts: per status under the other filters, for the list's status tabs. " +
      'overdue=true (query or filter): confirmed bookings that paid less than was due before today (TIME_ZONE): ' +
      'their balanceDueDate, or an instalment of their plan, has passed.',
    extra: { counts: BookingStatusCountsSchema },
    query: { overdue: Type.Optional(Type.String({ enum: ['true', 'false'], description: 'true: only overdue balances' })) },
    list: async (params, query) => {
      const now = app.now();
      const overdue = query.overdue ?? params.filter.overdue;
      delete params.filter.overdueBefore;
      if (overdue !== undefined && ![true, false, 'true', 'false'].includes(overdue as string))
        throw badRequest(documentMessages.overdueInvalid);
      if (overdue === true || overdue === 'true') params.filter.overdueBefore = calendarDay(now, app.config.TIME_ZONE);
      const { bookings: items, total } = await listBookings(app.db, now, params);
      return { items, total, extra: { counts: await countBookingsByStatus(app.db, now, params.filter) } };
    },
  });

  app.get(
    '/summary',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: "The dashboard's bookings figures",
        response: { 200: BookingSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async () => bookingSummary(app.db, app.now(), app.config),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'One booking with its payments',
        params: IdParams,
        response: { 200: BookingAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ booking: await found(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Cancel a booking ({status: "cancelled"}); its seats are freed',
        params: IdParams,
        body: Type.Object({ status: Type.Optional(literals(bookingStatuses)) }),
        response: { 200: BookingAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      // A status that is none: the contract's message, after the 404 of an unknown booking.
      preValidation: async (request) => {
        const body: unknown = request.body;
        const status = isPlainObject(body) ? body.status : undefined;
        if (status === undefined || isBookingStatus(status)) return;
        await found(request.params.id);
        throw badRequest(bookingMessages.bookingStatusChangeInvalid);
      },
    },
    async (request) => {
      const booking = await found(request.params.id);
      const { status } = request.body;
      // react-admin sends the whole record: the status it already has changes nothing.
      if (status === booking.status) return { booking };
      if (status !== 'cancelled') throw badRequest(bookingMessages.bookingStatusChangeInvalid);
      await cancelBooking(app.ledger, booking.id);
      return { booking: await found(booking.id) };
    },
  );

  app.post(
    '/:id/payments',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Record a payment received outside the site (confirms a pending booking)',
        params: IdParams,
        body: OfflinePaymentBodySchema,
        response: { 201: BookingAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
      // An unknown booking is 404 before its payment is checked.
      preValidation: async (request) => {
        await found(request.params.id);
        await parseBodyWith(parseOfflinePayment)(request);
      },
    },
    async (request, reply) => {
      const booking = await found(request.params.id);
      const { amount, method, reference, paidAt, shareId = null } = request.body;
      if (shareId && !booking.shares.some((share) => share.id === shareId)) throw badRequest(shareMessages.shareNotFound);
      await recordOfflinePayment(app.ledger, {
        shareId,
        bookingId: booking.id,
        amountPaise: rupeesToPaise(amount),
        method,
        reference: reference ?? null,
        paidAt: paidAt ? new Date(paidAt) : undefined,
        recordedBy: adminOf(request).id,
        holdMs: holdMsFor(app.config),
      });
      return reply.status(201).send({ booking: await found(booking.id) });
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary:
          "Cancel with money: refundTo original (refunds), voucher or none, the policy's amounts or `amount` (at most paid less refunded)",
        params: IdParams,
        body: Type.Object({
          refundTo: literals(refundToValues),
          amount: Type.Optional(Type.Number({ minimum: 0, description: 'INR: a goodwill override of what goes back' })),
          reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
        }),
        response: { 200: BookingAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
      // An unknown booking is 404 before its body is checked.
      preValidation: async (request) => {
        await found(request.params.id);
        await parseBodyWith(parseAdminCancel)(request);
      },
    },
    async (request) => {
      const { refundTo, amount, reason } = request.body;
      await cancelWithMoney(app.ledger, request.params.id, {
        by: 'admin',
        refundTo,
        amountPaise: amount === undefined ? undefined : rupeesToPaise(amount),
        reason,
        adminId: adminOf(request).id,
      });
      return { booking: await found(request.params.id) };
    },
  );

  app.post(
    '/:id/refunds',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'Record a refund paid outside the site: settles pending refunds first, then refunds the payments newest first',
        params: IdParams,
        body: OfflineRefundBodySchema,
        response: { 201: BookingAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: async (request) => {
        await found(request.params.id);
        await parseBodyWith(parseOfflineRefund)(request);
      },
    },
    async (request, reply) => {
      const { amount, method, reference } = request.body;
      await recordOfflineRefund(app.ledger, request.params.id, {
        amountPaise: rupeesToPaise(amount),
        method,
        reference: reference ?? null,
        adminId: adminOf(request).id,
      });
      return reply.status(201).send({ booking: await found(request.params.id) });
    },
  );
};

export default adminBookingRoutes;
