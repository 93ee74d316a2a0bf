/**
 * POST /api/admin/upload/presigned-url (admin), the first step of an upload (docs/product.md#calls
 * two-step flow): checks the file by the product's rules (docs/product.md#rules) and answers a URL
 * to PUT it to (S3, or the local driver's routes/api/upload/files.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  baseNameOf,
  checkFile,
  extensionOf,
  fileNameStem,
  fileTypes,
  invalidFileTypeAccepted,
  limits,
  MB,
  type MediaKind,
  messages,
  uploadFields,
} from '../../../domain/index.ts';
import { type PresignedUpload, PresignedUploadSchema } from '../../../entities/upload.ts';
import { badRequest, HttpError } from '../../../errors.ts';
import { adminSecurity, errorResponses } from '../../../schemas.ts';
import { newUploadKey } from '../../../services/media/storage/index.ts';
import { isPlainObject, numberOrRaw } from './form-values.ts';
import { noStore } from '../no-store.ts';

const PresignBody = Type.Object({
  fileName: Type.String({ maxLength: 255, description: 'Original name; its extension decides the type (docs/product.md#rules)' }),
  fileType: Type.String({ maxLength: 100, description: 'MIME type; must agree with the extension' }),
  fileSize: Type.Integer({
    minimum: 1,
    description:
      `Bytes: images ≤ ${limits.imageMaxBytes / MB} MB, videos ≤ ${limits.videoMaxBytes / MB} MB, ` + `PDF ≤ ${limits.pdfMaxBytes / MB} MB`,
  }),
  tripId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()], { description: "The trip's id, or 'new'" })),
  place: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: 'Names the stored file (else the original name)' }),
  ),
});

const maxBytesByKind: Record<MediaKind, number> = { image: limits.imageMaxBytes, video: limits.videoMaxBytes, pdf: limits.pdfMaxBytes };

/**
 * The file an upload asks for, checked by the product's rules (docs/product.md#rules) whoever asks:
 * 400 for a type not allowed (or not among `kinds`), or extension and type disagreeing; 413 over the size limit.
 */
export function checkedUpload(
  body: Record<string, unknown>,
  kinds: readonly MediaKind[] = ['image', 'video', 'pdf'],
): { fileName: string; fileType: string; fileSize: number; kind: MediaKind } {
  if (body.fileType !== undefined && body.fileType !== null && typeof body.fileType !== 'string') {
    throw badRequest(messages.invalidRequest);
  }
  const fileName = typeof body.fileName === 'string' ? body.fileName.trim() : '';
  const fileType = typeof body.fileType === 'string' ? body.fileType : '';
  const fileSize = numberOrRaw(body.fileSize);
  const size = typeof fileSize === 'number' && Number.isInteger(fileSize) ? fileSize : Number.NaN;
  const entry = fileTypes[extensionOf(fileName)];
  if (entry && !kinds.includes(entry.kind)) throw badRequest(invalidFileTypeAccepted(uploadFields.reviewMedia.acceptedText));
  const checked = checkFile({ name: fileName, type: fileType, size });
  if ('error' in checked) {
    const tooLarge = entry && size > maxBytesByKind[entry.kind];
    throw new HttpError(tooLarge ? 413 : 400, checked.error);
  }
  return { fileName, fileType: checked.mime, fileSize: size, kind: checked.kind };
}

/** Presigns one PUT of a checked file under `key` and answers what PresignedUploadSchema says. */
export async function issueUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  file: { key: string; fileName: string; fileType: string; fileSize: number },
): Promise<PresignedUpload> {
  const { key, fileName, fileType, fileSize } = file;
  // PUBLIC_URL, or a trusted Host only (plugins/public-origin.ts): never a made-up one.
  const origin = app.publicOrigin(request);
  const upload = await app.uploadStorage.presignUpload({ key, contentType: fileType, size: fileSize }, origin);
  request.log.info({ key, size: fileSize, driver: app.uploadStorage.driver }, 'upload URL issued');
  return {
    success: true,
    presignedUrl: upload.presignedUrl,
    fileUrl: upload.fileUrl,
    s3Key: key,
    fileName: fileName.split(/[\\/]/).pop()!.slice(0, 255),
    contentType: fileType,
    expiresAt: upload.expiresAt.toISOString(),
  };
}

const adminUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/presigned-url',
    {
      onRequest: app.requireAdmin,
      // An admin's upload address is a permission: never kept by a browser or proxy.
      onSend: noStore,
      schema: {
        tags: ['uploads'],
        security: adminSecurity,
        summary: 'A short-lived URL to PUT one file to',
        description:
          'PUT the file to presignedUrl with the Content-Type given here (and x-amz-acl: public-read, which S3 requires), ' +
          'then save fileUrl in the trip or review. The URL allows exactly this type and size, once, until expiresAt. ' +
          '400: a type docs/product.md#rules does not allow, or extension and type disagree; 413: over the size limit.',
        body: PresignBody,
        response: {
          200: PresignedUploadSchema,
          ...errorResponses(400, 401, 403, 413),
        },
      },
      preValidation: async (request) => {
        const raw: unknown = request.body;
        const body: Record<string, unknown> = isPlainObject(raw) ? raw : {};
        // A value of the wrong type is refused, never read as absent.
        const notText = (value: unknown) => value !== undefined && value !== null && typeof value !== 'string';
        if (notText(body.tripId) || notText(body.place)) throw badRequest(messages.invalidRequest);
        const { fileName, fileType, fileSize: size } = checkedUpload(body);
        request.body = {
          fileName,
          fileType,
          fileSize: size,
          tripId: typeof body.tripId === 'string' ? body.tripId : null,
          place: typeof body.place === 'string' ? body.place.slice(0, limits.shortTextMax) : null,
        };
      },
    },
    async (request) => {
      const { fileName, fileType, fileSize, tripId, place } = request.body;
      // Named after the trip's place or the original file name, so people recognise it.
      const key = newUploadKey(fileName, tripId ?? null, fileNameStem(place?.trim() ? place : baseNameOf(fileName)));
      return issueUpload(app, request, { key, fileName, fileType, fileSize });
    },
  );
};

export default adminUploadRoutes;
