/**
 * /api/admin/documents: every GST document (or plain receipt) issued, a page at a time
 * (ra-data-simple-rest), filtered by `month` (YYYY-MM, by issue date) and `type` (one or a list),
 * given as plain query parameters or inside `filter`; the filtered list as CSV (`/csv`); and each as its PDF.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { documentMessages, type DocumentType, documentTypes, isDocumentType, isMonth } from '../../../domain/index.ts';
import { DocumentSchema } from '../../../entities/document.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { type DocumentFilter, documentSortFields, listDocuments } from '../../../repositories/documents.ts';
import { documentCsvColumns, documentsCsv } from '../../../services/money/documents/documents-csv.ts';
import { documentFileName, documentPdf } from '../../../services/money/documents/pages.ts';
import { adminSecurity, errorResponses, IdParams, PdfAnswer } from '../../../schemas.ts';
import { registerAdminList } from './list.ts';

const tags = ['admin documents'];

/** The list's month and types, from the query string or the filter; a malformed one is 400 naming it. */
export function documentFilterOf(query: Record<string, string | undefined>, filter: Record<string, unknown>): DocumentFilter {
  const month = query.month ?? filter.month;
  if (month !== undefined && month !== '' && !isMonth(month)) throw badRequest(documentMessages.monthInvalid);
  const typeValue = query.type ?? filter.type;
  let types: DocumentType[] | undefined;
  if (typeValue !== undefined && typeValue !== '') {
    const given = (Array.isArray(typeValue) ? typeValue : String(typeValue).split(',')).map((type) => String(type).trim());
    if (!given.every((type) => isDocumentType(type))) throw badRequest(documentMessages.typeInvalid);
    types = given.filter((type) => isDocumentType(type));
  }
  return {
    month: month ? String(month) : undefined,
    types,
    bookingId: typeof filter.bookingId === 'string' ? filter.bookingId : undefined,
    ids: filter.id,
  };
}

const adminDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  registerAdminList(app, {
    tags,
    key: 'documents',
    resource: 'documents',
    item: DocumentSchema,
    sortFields: documentSortFields,
    description:
      'Newest first. Filters (plain query parameters or inside filter): month (YYYY-MM, the issue date), ' +
      `type (one of ${documentTypes.join(', ')}, or a comma-separated list), bookingId, id (a list).`,
    query: {
      month: Type.Optional(Type.String({ maxLength: 20, description: 'YYYY-MM' })),
      type: Type.Optional(Type.String({ maxLength: 200, description: 'a document type, or several separated by commas' })),
    },
    list: async (params, query) => {
      const { documents, total } = await listDocuments(app.db, params, documentFilterOf(query, params.filter));
      return { items: documents, total };
    },
  });

  app.get(
    '/csv',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'The documents under the filters, as CSV',
        description: `Filters as the list's (month, type). Columns: ${documentCsvColumns.join(', ')}. Amounts in rupees; newest first.`,
        querystring: Type.Object({
          month: Type.Optional(Type.String({ maxLength: 20, description: 'YYYY-MM' })),
          type: Type.Optional(Type.String({ maxLength: 200, description: 'a document type, or several separated by commas' })),
        }),
        response: {
          200: { description: 'The documents', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const filter = documentFilterOf(request.query, {});
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="documents${filter.month ? `-${filter.month}` : ''}.csv"`)
        .send(await documentsCsv(app.db, filter));
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags,
        security: adminSecurity,
        summary: 'A document as its one-page PDF',
        params: IdParams,
        response: { 200: PdfAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await documentPdf(app.db, app.config, request.params.id);
      if (!found) throw notFound(documentMessages.documentNotFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(found.number)}"`)
        .send(found.pdf);
    },
  );
};

export default adminDocumentRoutes;
