/**
 * /api/admin/reports: the month's GST report (GSTR-1 shaped CSV) for the accountant: a row per
 * document of a registered buyer, a row per (type, rate, place of supply) for everyone else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { documentMessages, isMonth } from '../../../domain/index.ts';
import { badRequest } from '../../../errors.ts';
import { gstReportColumns, gstReportCsv } from '../../../services/documents/gst-report.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';

const adminReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/gst',
    {
      schema: {
        tags: ['admin reports'],
        security: adminSecurity,
        summary: "The month's GST report, GSTR-1 shaped (CSV)",
        description: `Columns: ${gstReportColumns.join(', ')}. Amounts in rupees; documents by their issue date.`,
        querystring: Type.Object({ month: Type.Optional(Type.String({ maxLength: 20, description: 'YYYY-MM' })) }),
        response: {
          200: { description: 'The report', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      if (month === undefined || month === '') throw badRequest(documentMessages.monthRequired);
      if (!isMonth(month)) throw badRequest(documentMessages.monthInvalid);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-report-${month}.csv"`)
        .send(await gstReportCsv(app.db, month));
    },
  );
};

export default adminReportRoutes;
