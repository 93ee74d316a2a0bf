/**
 * /trips and /hi/trips, the landing page in English and Hindi: the same HTML for every visitor, rendered once per public origin and
 * served from the public cache (brotli and gzip forms, ETag and 304, CDN-friendly Cache-Control),
 * made again after every change of trips, reviews or statistics.
 * With filters (DESIGN.md Search, domain/trip-search.ts) the list is theirs: one page per normalized filter set, kept in
 * the search cache (bounded by bytes, emptied with the public one); blank filters are the landing itself, and refused
 * values render the page with their message as a 400, never kept.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DomainError,
  isFiltered,
  normalizedSearch,
  queryStringOf,
  type TripSearch,
  tripSearchFromQueryString,
} from '../../domain/index.ts';
import type { Produced } from '../../services/catalogue/public-cache.ts';

const HTML = 'text/html; charset=utf-8';
/** The landing page in each language of the site. */
export const landingPaths = ['/trips', '/hi/trips'];

async function landingPagePlugin(app: FastifyInstance) {
  const rendered = (request: FastifyRequest, path: string) => async (): Promise<Produced> => {
    const page = await app.renderPage(request, path);
    return {
      status: page.status,
      contentType: HTML,
      body: page.body,
      // A render that hit a failed read shows an error state: served once, never kept.
      cacheable: page.headers.get('x-site-cacheable') !== 'no',
    };
  };

  // `helmet: false`: the public cache's entries carry the security headers, prepared once.
  // English and Hindi (/hi/trips): one entry each per trusted origin, never varying by cookie or header.
  for (const path of landingPaths) {
    app.get(path, { helmet: false }, async (request, reply) => {
      const queryString = queryStringOf(request.url);
      // The hot path: no query string, no parsing, straight to the cached landing.
      if (queryString === '') return app.sendPublicPage(request, reply, path, rendered(request, path));
      let search: TripSearch;
      try {
        search = tripSearchFromQueryString(queryString);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Keyed by the address as given: only the same address shares a render under way, and a 400 is never kept.
        return app.sendFilteredPage(request, reply, `${path}?!${queryString}`, rendered(request, `${path}?${queryString}`));
      }
      if (isFiltered(search)) {
        const filtered = `${path}?${normalizedSearch(search)}`;
        return app.sendFilteredPage(request, reply, filtered, rendered(request, filtered));
      }
      // One entry per trusted origin, whatever spelling of the path was routed here (/trips/, blank filters).
      return app.sendPublicPage(request, reply, path, rendered(request, path));
    });
  }
}

export default fp(landingPagePlugin, { name: 'landing-page', dependencies: ['astro-pages', 'public-cache', 'public-origin'] });
