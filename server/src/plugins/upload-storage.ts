/**
 * Chooses the upload storage (STORAGE=local|s3) and hands it to the app: `uploadStorage` for the
 * upload routes (trip and review writes remove dropped files through it), and `mediaVariants`
 * for the site's resized images. With S3, /uploads/<key> (the site's address of our images, which
 * local storage serves from disk) sends the browser to the object in the store.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../config.ts';
import { messages } from '../domain/index.ts';
import { createMediaVariants, type MediaVariants } from '../services/media/media-variants.ts';
import { createUploadStorage, isSafeKey, type UploadStorage } from '../services/media/storage/index.ts';
import { s3ObjectUrl } from '../services/media/storage/s3-address.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadStorage: UploadStorage;
    mediaVariants: MediaVariants;
  }
}

export default fp(
  async function uploadStoragePlugin(app: FastifyInstance) {
    const storage = await createUploadStorage({
      config: app.config,
      db: app.db,
      now: () => app.now(),
      log: app.log,
      secret: resolveJwtSecret(app.config),
    });
    app.decorate('uploadStorage', storage);
    app.decorate('mediaVariants', createMediaVariants(storage, app.log));
    app.addHook('onClose', async () => storage.close());

    if (storage.driver === 's3') {
      app.get('/uploads/*', (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (!isSafeKey(key)) return reply.code(404).send({ error: messages.notFound });
        return reply.header('Cache-Control', 'public, max-age=86400').redirect(s3ObjectUrl(app.config, key), 302);
      });
    }
  },
  { name: 'upload-storage', dependencies: ['config', 'database', 'clock'] },
);
