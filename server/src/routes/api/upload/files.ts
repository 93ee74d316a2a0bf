/**
 * PUT /api/upload/files/<key>: the local storage driver's receiving end of an upload whose URL
 * POST /api/admin/upload/presigned-url signed. It takes the raw body as a stream (no body limit, no
 * parsing): the signed URL itself is the permission.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { messages, normalizeMime } from '../../../domain/index.ts';
import { badRequest, HttpError, notFound } from '../../../errors.ts';
import { errorResponses, publicAccess } from '../../../schemas.ts';
import type { LocalUploadStorage } from '../../../services/media/storage/local.ts';

const uploadedFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(async (files) => {
    // The body is the file: it is streamed by the storage, never parsed or held in memory here.
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, _payload, done) => done(null));

    files.put(
      '/*',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Local storage: receive a file at a URL from presigned-url',
          security: publicAccess,
          description:
            'Query (type, size, expires, signature) as presigned-url gave it. ' +
            '403: wrong signature or expired; 400: another type; 413: larger than signed.',
          querystring: Type.Object({
            type: Type.Optional(Type.String()),
            size: Type.Optional(Type.String()),
            expires: Type.Optional(Type.String()),
            signature: Type.Optional(Type.String()),
          }),
          response: { 200: Type.Object({ success: Type.Boolean(), fileUrl: Type.String() }), ...errorResponses(400, 403, 404, 409, 413) },
        },
      },
      async (request, reply) => {
        if (app.uploadStorage.driver !== 'local') throw notFound();
        const storage = app.uploadStorage as LocalUploadStorage;
        const key = (request.params as { '*': string })['*'];
        try {
          const target = storage.verifyUpload(key, request.query as Record<string, string | undefined>);
          // No type, or a generic one (curl -T, some phones), means the signed type; the body's first bytes are checked anyway.
          const sentType = normalizeMime(request.headers['content-type'] ?? '');
          if (sentType && sentType !== 'application/octet-stream' && sentType !== normalizeMime(target.contentType)) {
            throw badRequest(messages.uploadTypeMismatch);
          }
          const declared = request.headers['content-length'];
          if (declared !== undefined && Number(declared) !== target.size) {
            throw new HttpError(Number(declared) > target.size ? 413 : 400, messages.uploadSizeMismatch);
          }
          await storage.receiveUpload(target, request.raw);
          request.log.info({ key, size: target.size }, 'file uploaded');
          return { success: true, fileUrl: `/uploads/${key}` };
        } catch (error) {
          // The rest of a refused body is not read: the connection closes after the answer.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
  });
};

export default uploadedFileRoutes;
