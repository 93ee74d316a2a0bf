/**
 * /media/<width>/uploads/... serves uploaded images resized to fit the screen (WebP). The variants
 * are made by services/media-variants.ts (bounded memory cache, and beside the original in the
 * bucket with S3, so every replica shares them). Upload keys are never reused, so a resized file
 * never changes: a year-long immutable cache.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../domain/index.ts';

async function mediaResizePlugin(app: FastifyInstance) {
  app.get('/media/:width/uploads/*', async (request, reply) => {
    const { width, '*': key } = request.params as { width: string; '*': string };
    const image = await app.mediaVariants.get(key, Number(width));
    if (!image) return reply.code(404).send({ error: messages.notFound });
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
  });
}

export default fp(mediaResizePlugin, { name: 'media-resize', dependencies: ['upload-storage'] });
