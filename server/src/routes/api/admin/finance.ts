/**
 * /api/admin/reports/finance: the Finance page's figures for a month (YYYY-MM, default this month
 * in TIME_ZONE): money received, refunded and owed per month around it, overdue balances, pending
 * refunds, vouchers outstanding, and the month's GST documents per type.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { calendarDay, documentMessages, isMonth } from '../../../domain/index.ts';
import { FinanceReportSchema } from '../../../entities/finance-report.ts';
import { badRequest } from '../../../errors.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';
import { financeReport } from '../../../services/finance-report.ts';

const adminFinanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/finance',
    {
      schema: {
        tags: ['admin reports'],
        security: adminSecurity,
        summary: "The Finance page's figures for a month",
        description:
          'month: YYYY-MM (default: this month in TIME_ZONE). months: the six months before it, it, and the five after; ' +
          'received by payment date, refunded by refund date, outstanding by balance due date. Amounts in rupees.',
        querystring: Type.Object({ month: Type.Optional(Type.String({ maxLength: 20, description: 'YYYY-MM' })) }),
        response: { 200: FinanceReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const now = app.now();
      const { month } = request.query;
      if (month !== undefined && month !== '' && !isMonth(month)) throw badRequest(documentMessages.monthInvalid);
      return financeReport(app.db, month || calendarDay(now, app.config.TIME_ZONE).slice(0, 7), now, app.config.TIME_ZONE);
    },
  );
};

export default adminFinanceRoutes;
