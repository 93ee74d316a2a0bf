/**
 * Chooses the upload storage (STORAGE=local|s3) and hands it to the app: `uploadStorage` for the
 * upload routes, and `mediaStorage` so trip and review deletes remove their files.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../config.ts';
import { createUploadStorage, type UploadStorage } from '../services/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadStorage: UploadStorage;
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
    app.mediaStorage = storage;
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'upload-storage', dependencies: ['database'] },
);
