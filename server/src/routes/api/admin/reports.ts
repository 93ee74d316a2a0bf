/**
 * /api/admin/reports: the month's GST report for the accountant, in GSTR-1's tables (b2b, b2cs,
 * cdnr, cdnur, at, atadj; services/documents/gst-report.ts), each tax column summing to the month's tax.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { documentMessages, isMonth } from '../../../domain/index.ts';
import { badRequest } from '../../../errors.ts';
import { gstReportColumns, gstReportCsv } from '../../../services/money/documents/gst-report.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';

const adminReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/gst',
    {
      schema: {
        tags: ['admin reports'],
        security: adminSecurity,
        summary: "The month's GST report in GSTR-1's tables (CSV)",
        description:
          `Columns: ${gstReportColumns.join(', ')}. Sections (GSTR-1 tables): b2b a row per tax invoice to a registered ` +
          'buyer (4); b2cs the other tax invoices per (rate, place of supply) (7); cdnr and cdnur a row per credit note, ' +
          'negative (9B); at advances received in the month and not invoiced by its end, net of their refunds, per (rate, ' +
          "place of supply) (11A); atadj earlier months' advances invoiced (type tax_invoice) or refunded (type " +
          'refund_voucher) in the month, negative (11B). An advance invoiced in its own month is not reported. Each tax ' +
          "column sums to the month's tax. Amounts in rupees; documents by their issue date.",
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
