/**
 * Everything outside /api, served from this process: each part is its own plugin, registered in order.
 *
 * Before it (app.ts, as the API uses them too): public-origin, which Host headers may reach links
 * and cache keys; public-cache, responses the same for every visitor kept in memory ready to send.
 * - uploads: with STORAGE=local, uploaded files under /uploads/ (DATA_DIR/uploads).
 * - admin-spa: the built back office under /admin/.
 * - astro-pages: Astro's App renders pages (site/dist); guest and trip pages per request.
 * - landing-page: /trips from the public cache.
 * - site-assets: build files with their build-time brotli and gzip forms.
 * - media-resize: /media/<width>/uploads/... as WebP.
 * - unknown-paths: `/` to /trips, other unknown paths to /login (last: its `/*` is a catch-all).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminSpa from './admin-spa.ts';
import astroPages from './astro-pages.ts';
import landingPage from './landing-page.ts';
import mediaResize from './media.ts';
import siteAssets from './assets.ts';
import unknownPaths from './unknown-paths.ts';
import localUploads from './uploads.ts';

export interface SitePluginOptions {
  /** The Astro build; defaults to site/dist of this repository. */
  distDir?: string;
}

async function sitePlugin(app: FastifyInstance, options: SitePluginOptions) {
  await app.register(localUploads);
  await app.register(adminSpa);
  await app.register(astroPages, { distDir: options.distDir });
  await app.register(landingPage);
  await app.register(siteAssets, { distDir: options.distDir });
  await app.register(mediaResize);
  await app.register(unknownPaths);
}

export default fp(sitePlugin, { name: 'site', dependencies: ['site-data', 'public-origin', 'public-cache'] });
