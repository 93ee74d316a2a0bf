/**
 * /trips and /hi/trips, the landing page in English and Hindi: the same HTML for every visitor, rendered once per public origin and
 * served from the public cache (brotli and gzip forms, ETag and 304, CDN-friendly Cache-Control),
 * made again after every change of trips, reviews or statistics.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Produced } from '../../services/public-cache.ts';

const HTML = 'text/html; charset=utf-8';
/** The landing page in each language of the site. */
export const landingPaths = ['/trips', '/hi/trips'];

async function landingPagePlugin(app: FastifyInstance) {
  // `helmet: false`: the public cache's entries carry the security headers, prepared once.
  // English and Hindi (/hi/trips): one entry each per trusted origin, never varying by cookie or header.
  for (const path of landingPaths) {
    app.get(path, { helmet: false }, async (request, reply) => {
      // One entry per trusted origin, whatever spelling of the path was routed here (/trips/).
      return app.sendPublicPage(request, reply, path, async (): Promise<Produced> => {
        const page = await app.renderPage(request, path);
        return {
          status: page.status,
          contentType: HTML,
          body: page.body,
          // A render that hit a failed read shows an error state: served once, never kept.
          cacheable: page.headers.get('x-site-cacheable') !== 'no',
        };
      });
    });
  }
}

export default fp(landingPagePlugin, { name: 'landing-page', dependencies: ['astro-pages', 'public-cache', 'public-origin'] });
