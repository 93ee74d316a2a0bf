/**
 * /api/admin/reports/discounts: the Finance page's discounts for a month (YYYY-MM, default this month in TIME_ZONE):
 * per month what each kind of discount took off the bookings sold, and each coupon's uses and revenue.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DiscountReportSchema } from '../../../entities/discount-report.ts';
import { discountReport } from '../../../services/money/discount-report.ts';
import { registerMonthReport } from './report-month.ts';

const adminDiscountReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  registerMonthReport(app, '/discounts', {
    summary: 'Discounts given per month by kind, and each coupon’s uses and revenue',
    description:
      'month: YYYY-MM (default: this month in TIME_ZONE). months: the twelve ending with it, by when the booking was made ' +
      '(bookings confirmed or paid). coupons: every coupon, most revenue first. Amounts in rupees.',
    response: DiscountReportSchema,
    build: (month, now) => discountReport(app.db, month, now, app.config.TIME_ZONE),
  });
};

export default adminDiscountReportRoutes;
