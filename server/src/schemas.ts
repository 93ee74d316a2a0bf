/**
 * JSON schemas shared by the routes, for validation and the OpenAPI document at /api/docs: errors,
 * ids, lists. Each entity's schema is in server/src/entities, beside its type and table.
 */
import Type from 'typebox';

export const ErrorSchema = Type.Object(
  {
    error: Type.String({ description: 'The message, in English, word for word' }),
    code: Type.String({ description: 'Stable key of the message (`booking.notEnoughSeats`): clients show words by it' }),
    params: Type.Optional(Type.Array(Type.String(), { description: 'The values in the message, for a message that has some' })),
  },
  { description: 'Every error answer' },
);

export const IdParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
/** What a DELETE of one admin record answers. */
export const DeletedSchema = Type.Object({ success: Type.Boolean(), message: Type.String(), id: Type.String() });

/** ra-data-simple-rest list parameters (JSON in the query string). */
export const ListQuerySchema = Type.Object({
  sort: Type.Optional(Type.String({ description: 'JSON ["field","ASC"|"DESC"]', maxLength: 200 })),
  range: Type.Optional(Type.String({ description: 'JSON [from, to], inclusive', maxLength: 200 })),
  filter: Type.Optional(Type.String({ description: 'JSON object, e.g. {"q":"goa"}', maxLength: 2000 })),
});

export const MessageSchema = Type.Object({ message: Type.String() });

export const adminSecurity = [{ bearerAuth: [] }];
/** The public cache's answer to a matching If-None-Match: no body. */
export const NotModified = Type.Null({
  description: 'Not modified: the ETag sent in If-None-Match still holds',
  headers: { ETag: Type.String({ description: 'The entity tag of the current answer' }) },
});
/** The response headers of a public answer that can be revalidated with If-None-Match. */
export const cachedAnswer = { headers: { ETag: Type.String({ description: 'Send it back in If-None-Match to get a 304' }) } };

/** Calls anyone may make, said explicitly so a reader of the document never has to guess. */
export const publicAccess = [];

/** Standard error answers for the OpenAPI document. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorSchema])) as Record<number, typeof ErrorSchema>;

/** A GST document's answer: its one-page PDF. */
export const PdfAnswer = {
  description: 'The document as a one-page PDF',
  content: { 'application/pdf': { schema: Type.Unsafe<Buffer>(Type.String({ format: 'binary' })) } },
};
