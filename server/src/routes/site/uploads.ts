/**
 * With STORAGE=local, uploaded files are served from DATA_DIR/uploads at /uploads/ (with S3 the
 * upload-storage plugin sends /uploads/ to the store instead).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function localUploadsPlugin(app: FastifyInstance) {
    if (app.config.STORAGE !== 'local') return;
    await app.register(fastifyStatic, {
      root: path.join(app.config.dataDir, 'uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      // Upload keys are never reused, so a file at a URL never changes.
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  },
  { name: 'local-uploads', dependencies: ['config'] },
);
