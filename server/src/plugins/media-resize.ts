/**
 * /media/<width>/uploads/... serves uploaded images resized to fit the screen (WebP), kept in
 * memory in a least-recently-used cache bounded by bytes. Upload keys are never reused, so a
 * resized file never changes: a year-long immutable cache.
 */
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { messages } from '../domain/index.ts';

/** Widths the resize route makes; site/src/lib/images.ts asks for these. */
export const mediaWidths = [320, 480, 640, 960, 1280] as const;

export interface MediaResizeOptions {
  /** Where local uploads live; defaults to <DATA_DIR>/uploads. */
  uploadsDir?: string;
  /** Bytes of resized images kept in memory. */
  cacheBytes?: number;
}

const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** sharp keeps its own cache of decoded images and runs a thread per core: both bounded here. */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
}
let sharpModule: ReturnType<typeof loadSharp> | null = null;

async function mediaResizePlugin(app: FastifyInstance, options: MediaResizeOptions) {
  const uploadsDir = resolve(options.uploadsDir ?? join(app.config.dataDir, 'uploads'));
  const resized = new LRUCache<string, Buffer>({
    maxSize: options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    sizeCalculation: (image) => image.length,
  });
  /** Resizes under way, so a burst of requests for one image resizes it once. */
  const pendingResizes = new Map<string, Promise<Buffer | null>>();

  const resize = async (source: string, width: number): Promise<Buffer | null> => {
    try {
      const info = await stat(source);
      if (!info.isFile()) return null;
    } catch {
      return null;
    }
    sharpModule ??= loadSharp();
    const sharp = await sharpModule;
    return sharp(source, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  };

  app.get('/media/:width/uploads/*', async (request, reply) => {
    const { width: widthText, '*': rest } = request.params as { width: string; '*': string };
    const width = Number(widthText);
    if (!(mediaWidths as readonly number[]).includes(width)) return reply.code(404).send({ error: messages.notFound });
    const source = resolve(uploadsDir, rest);
    if (!source.startsWith(uploadsDir + sep) || !/\.(jpe?g|png|webp|gif)$/i.test(source)) {
      return reply.code(404).send({ error: messages.notFound });
    }
    const key = `${width}:${source}`;
    let image: Buffer | null | undefined = resized.get(key);
    if (!image) {
      let pending = pendingResizes.get(key);
      if (!pending) {
        pending = resize(source, width).catch((error: unknown) => {
          request.log.warn({ err: error, source }, 'image could not be resized');
          return null;
        });
        pendingResizes.set(key, pending);
        void pending.then((done) => {
          pendingResizes.delete(key);
          if (done) resized.set(key, done);
        });
      }
      image = await pending;
    }
    if (!image) return reply.code(404).send({ error: messages.notFound });
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
  });
}

export default fp(mediaResizePlugin, { name: 'media-resize', dependencies: ['database'] });
