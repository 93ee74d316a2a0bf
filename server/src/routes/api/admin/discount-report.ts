/**
 * /api/admin/reports/discounts: the Finance page's discounts for a month (YYYY-MM, default this month in TIME_ZONE):
 * per month what each kind of discount took off the bookings sold, and each coupon's uses and revenue.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { calendarDay, documentMessages, isMonth } from '../../../domain/index.ts';
import { DiscountReportSchema } from '../../../entities/discount-report.ts';
import { badRequest } from '../../../errors.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';
import { discountReport } from '../../../services/discount-report.ts';

const adminDiscountReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/discounts',
    {
      schema: {
        tags: ['admin reports'],
        security: adminSecurity,
        summary: 'Discounts given per month by kind, and each coupon’s uses and revenue',
        description:
          'month: YYYY-MM (default: this month in TIME_ZONE). months: the twelve ending with it, by when the booking was made ' +
          '(bookings confirmed or paid). coupons: every coupon, most revenue first. Amounts in rupees.',
        querystring: Type.Object({ month: Type.Optional(Type.String({ maxLength: 20, description: 'YYYY-MM' })) }),
        response: { 200: DiscountReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const now = app.now();
      const { month } = request.query;
      if (month !== undefined && month !== '' && !isMonth(month)) throw badRequest(documentMessages.monthInvalid);
      return discountReport(app.db, month || calendarDay(now, app.config.TIME_ZONE).slice(0, 7), now, app.config.TIME_ZONE);
    },
  );
};

export default adminDiscountReportRoutes;
