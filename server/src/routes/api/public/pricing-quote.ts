/**
 * GET /api/public/pricing-quote: what a party would pay on a departure today, line by line, with a code or
 * none (the reservation form shows it live). For any visitor, under the API's per-address limit like every
 * public call. The same rules price the booking POST /bookings stores (services/pricing.ts); a code that
 * cannot be used answers the same one message, whatever the reason.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, calendarDay, isOpenForBooking, paiseToRupees, parseQuoteQuery } from '../../../domain/index.ts';
import { PricingQuoteSchema, toPricing } from '../../../entities/coupon.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { departureForQuote } from '../../../repositories/priced-departures.ts';
import { discountSettingsOf, priceParty, quotedCode } from '../../../services/money/pricing.ts';
import { errorResponses, publicAccess } from '../../../schemas.ts';

const QuoteQuery = Type.Object({
  departureId: Type.Optional(Type.String({ description: 'the departure' })),
  adults: Type.Optional(Type.String({ description: 'adults, at least 1' })),
  kids: Type.Optional(Type.String({ description: 'kids, none when left out' })),
  code: Type.Optional(Type.String({ maxLength: 40, description: 'a coupon or referral code, any case' })),
});

const pricingQuoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pricing-quote',
    {
      schema: {
        tags: ['public'],
        summary: "A party's price on a departure today: {pricing: {pricePerPerson, lines}, totalAmount, depositAmount}",
        description: "A code that cannot be used, whatever the reason: 400 'This code cannot be used'.",
        security: publicAccess,
        querystring: QuoteQuery,
        response: { 200: PricingQuoteSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const parsed = parseQuoteQuery(request.query);
      if (parsed.error !== undefined) throw badRequest(parsed.error);
      const { departureId, adults, kids, code } = parsed.value;
      const departure = await departureForQuote(app.db, departureId);
      if (!departure) throw notFound(bookingMessages.departureNotFound);
      const now = app.now();
      const today = calendarDay(now, app.config.TIME_ZONE);
      if (!isOpenForBooking(departure, today)) throw conflict(bookingMessages.departureNotOpen);
      const discounts = discountSettingsOf(app.config);
      const usable = code
        ? await quotedCode(app.db, { code, tripId: departure.tripId, seats: adults + kids, today, now, userId: null, discounts })
        : null;
      const price = priceParty(departure, { adults, kids }, usable?.discount ?? null, {
        today,
        depositPercent: app.config.DEPOSIT_PERCENT,
        balanceDueDays: app.config.BALANCE_DUE_DAYS,
        discounts,
      });
      // What a quote says changes with the day, the seats and each coupon's uses: never cached.
      reply.header('cache-control', 'no-store');
      return {
        pricing: toPricing(price.pricing),
        totalAmount: paiseToRupees(price.totalPaise),
        depositAmount: paiseToRupees(price.depositPaise),
      };
    },
  );
};

export default pricingQuoteRoutes;
