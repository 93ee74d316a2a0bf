/**
 * The site's build files, served by @fastify/static from site/dist/client with the brotli and gzip
 * files made beside them at build time (scripts/compress-build.mjs): /_astro/* are content-hashed
 * (a year, immutable), the few files of site/public (the certification image) a day.
 * Nothing is compressed per request nor at start-up, and nothing is held in memory.
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteDistDir } from '../../paths.ts';

export interface SiteAssetsOptions {
  /** The Astro build; defaults to site/dist of this repository. */
  distDir?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

async function siteAssetsPlugin(app: FastifyInstance, options: SiteAssetsOptions) {
  const clientDir = join(options.distDir ?? siteDistDir, 'client');
  const shared = { decorateReply: false, index: false as const, cacheControl: false, preCompressed: true };
  await app.register(fastifyStatic, {
    ...shared,
    root: join(clientDir, '_astro'),
    prefix: '/_astro/',
    // @fastify/static 10 hands over the Fastify reply here, not the raw response.
    setHeaders: (reply) => {
      reply.header('Cache-Control', IMMUTABLE);
    },
  });
  // site/public: a route per file found at start (a new build means a restart anyway).
  await app.register(fastifyStatic, {
    ...shared,
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['_astro/**', '**/*.br', '**/*.gz'],
    setHeaders: (reply) => {
      reply.header('Cache-Control', ONE_DAY);
    },
  });
}

export default fp(siteAssetsPlugin, { name: 'site-assets' });
