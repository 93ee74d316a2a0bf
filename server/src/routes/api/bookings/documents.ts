/**
 * /api/bookings/{id}/documents: the GST documents (or plain receipts) issued for one of the
 * traveller's own bookings, and each as its PDF. Anyone else's booking or document is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bookingMessages, documentMessages } from '../../../domain/index.ts';
import { DocumentSchema } from '../../../entities/document.ts';
import { notFound } from '../../../errors.ts';
import { travellerOf } from '../../../plugins/auth.ts';
import { findBooking } from '../../../repositories/bookings.ts';
import { listBookingDocuments } from '../../../repositories/documents.ts';
import { documentFileName, documentPdf } from '../../../services/money/documents/pages.ts';
import { errorResponses, IdParams, PdfAnswer } from '../../../schemas.ts';

const security = [{ bearerAuth: [] }];
const tags = ['bookings'];

const bookingDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ownBookingId = async (id: string, userId: string) => {
    const booking = await findBooking(app.db, id, app.now(), userId);
    if (!booking) throw notFound(bookingMessages.bookingNotFound);
    return booking.id;
  };

  app.get(
    '/:id/documents',
    {
      schema: {
        tags,
        security,
        summary: 'The GST documents (or receipts) issued for one of my bookings, oldest first',
        params: IdParams,
        response: { 200: Type.Object({ documents: Type.Array(DocumentSchema) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const bookingId = await ownBookingId(request.params.id, travellerOf(request).id);
      return { documents: await listBookingDocuments(app.db, bookingId) };
    },
  );

  app.get(
    '/:id/documents/:documentId/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'One of my booking’s documents as a PDF',
        params: Type.Object({ id: Type.String({ maxLength: 200 }), documentId: Type.String({ maxLength: 200 }) }),
        response: { 200: PdfAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const bookingId = await ownBookingId(request.params.id, travellerOf(request).id);
      const found = await documentPdf(app.db, app.config, request.params.documentId, bookingId);
      if (!found) throw notFound(documentMessages.documentNotFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(found.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(found.pdf);
    },
  );
};

export default bookingDocumentRoutes;
