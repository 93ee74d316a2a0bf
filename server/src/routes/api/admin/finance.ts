/**
 * /api/admin/reports/finance: the Finance page's figures for a month (YYYY-MM, default this month
 * in TIME_ZONE): money received, refunded and owed per month around it, overdue balances, pending
 * refunds, vouchers outstanding, and the month's GST documents per type.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FinanceReportSchema } from '../../../entities/finance-report.ts';
import { financeReport } from '../../../services/money/finance-report.ts';
import { registerMonthReport } from './report-month.ts';

const adminFinanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  registerMonthReport(app, '/finance', {
    summary: "The Finance page's figures for a month",
    description:
      'month: YYYY-MM (default: this month in TIME_ZONE). months: the six months before it, it, and the five after; ' +
      'received by payment date, refunded by refund date, outstanding by balance due date. Amounts in rupees.',
    response: FinanceReportSchema,
    build: (month, now) => financeReport(app.db, month, now, app.config.TIME_ZONE),
  });
};

export default adminFinanceRoutes;
