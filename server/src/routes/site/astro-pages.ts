/**
 * Astro pages (site/dist, built with site/adapter): `app.renderPage` renders a path to a web
 * Response with Astro's own App API. The pages are mounted on explicit routes (a catch-all would
 * run Astro's matcher on every request of the API too) and kept in the public cache unless their
 * URL has a query string. Pages read data through `locals.siteData`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.ts';
import { PUBLIC_CACHE_CONTROL } from '../../services/public-cache.ts';
import { siteDistDir } from '../../paths.ts';

export const siteNotBuiltMessage = 'The public site is not built yet. Run npm run build.';

/** The part of Astro's App (astro/app) this process uses. */
interface AstroApp {
  render(request: Request, options?: { locals?: object; clientAddress?: string }): Promise<Response>;
}

export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders `path` (default: the request's own URL) for this request's public origin; a 503 HttpError before a build. */
    renderPage: (request: FastifyRequest, path?: string) => Promise<RenderedPage>;
  }
}

export interface AstroPagesOptions {
  /** The Astro build; defaults to site/dist of this repository. */
  distDir?: string;
}

/** The pages mounted here (the landing page has its own plugin), with their Cache-Control. */
const pages: Record<string, string> = {
  '/login': 'private, no-cache',
  '/signup': 'private, no-cache',
  '/verify-otp': 'private, no-cache',
  '/trip/:id': PUBLIC_CACHE_CONTROL,
  // Booking pages are shells: the traveller's data is read in the browser with their token.
  '/bookings': 'private, no-cache',
  '/bookings/:id': 'private, no-cache',
  '/bookings/:id/review': 'private, no-cache',
  // An invitation to fill one's details on a booking (DESIGN "Everyone on the trip"): a shell too.
  '/join/:token': 'private, no-cache',
  // A share's public pay page (DESIGN "Each pays their share"): a shell, the share read in the browser by its token.
  '/pay/:token': 'private, no-cache',
  // The policy pages a payment provider asks for (domain/policies.ts).
  '/privacy': PUBLIC_CACHE_CONTROL,
  '/terms': PUBLIC_CACHE_CONTROL,
  '/cancellation-and-refunds': PUBLIC_CACHE_CONTROL,
  '/contact': PUBLIC_CACHE_CONTROL,
  // The departures calendar: made again after every content or seat change, like the landing.
  '/departures': PUBLIC_CACHE_CONTROL,
  // The same pages in Hindi (site/src/pages/hi).
  '/hi/login': 'private, no-cache',
  '/hi/signup': 'private, no-cache',
  '/hi/verify-otp': 'private, no-cache',
  '/hi/trip/:id': PUBLIC_CACHE_CONTROL,
  '/hi/departures': PUBLIC_CACHE_CONTROL,
  '/hi/bookings': 'private, no-cache',
  '/hi/bookings/:id': 'private, no-cache',
  '/hi/bookings/:id/review': 'private, no-cache',
  '/hi/join/:token': 'private, no-cache',
  '/hi/pay/:token': 'private, no-cache',
  // The trip leader's page: a shell whose data is read with the leader's token and kept on the phone.
  '/leader': 'private, no-cache',
  '/sitemap.xml': 'public, max-age=300',
  '/robots.txt': 'public, max-age=300',
};

/** Only what a page may read: the browser's own headers, never cookies set for other paths. */
function webRequest(request: FastifyRequest, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(url, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers });
}

async function astroPagesPlugin(app: FastifyInstance, options: AstroPagesOptions) {
  const entryPath = join(options.distDir ?? siteDistDir, 'server', 'entry.mjs');
  let astro: AstroApp | null = null;
  if (existsSync(entryPath)) {
    const entry = (await import(pathToFileURL(entryPath).href)) as { app?: AstroApp };
    if (!entry.app) throw new Error(`${entryPath} does not export Astro's app: rebuild the site (npm run build).`);
    astro = entry.app;
  } else {
    app.log.warn(siteNotBuiltMessage);
  }

  const render = async (request: FastifyRequest, path = request.url): Promise<RenderedPage> => {
    if (!astro) throw new HttpError(503, siteNotBuiltMessage);
    const response = await astro.render(webRequest(request, `${app.publicOrigin(request)}${path}`), {
      locals: { siteData: app.siteData },
      clientAddress: request.ip,
    });
    // Astro says text/html; pages are UTF-8, and saying so spares browsers a guess.
    const headers = new Headers(response.headers);
    if (headers.get('content-type') === 'text/html') headers.set('content-type', 'text/html; charset=utf-8');
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  };
  app.decorate('renderPage', render);

  const headerList = (headers: Headers) => [...headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length');

  /** A page with a query string is rendered for that request only (guest pages read theirs). */
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, cacheControl: string) => {
    if (!astro) return reply.code(503).send({ error: siteNotBuiltMessage });
    const page = await render(request);
    // Set first, so a page's own Cache-Control (the sitemap's) wins.
    reply.code(page.status).header('Cache-Control', cacheControl);
    for (const [name, value] of headerList(page.headers)) reply.header(name, value);
    return reply.send(page.body);
  };

  /**
   * Without a query string a page is the same for every visitor: kept in the public cache with its
   * compressed forms (made again on every content change). Redirects and errors are sent once.
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, cacheControl: string) => {
    if (!astro || request.url.includes('?')) return sendRendered(request, reply, cacheControl);
    return app.sendPublicPage(
      request,
      reply,
      request.url,
      async () => {
        const page = await render(request);
        return {
          status: page.status,
          contentType: page.headers.get('content-type') ?? 'text/html; charset=utf-8',
          body: page.body,
          cacheable: page.headers.get('x-site-cacheable') !== 'no',
          headers: headerList(page.headers).filter(([name]) => name !== 'content-type'),
        };
      },
      cacheControl,
    );
  };

  for (const [path, cacheControl] of Object.entries(pages)) {
    // A private page with a parameter (a booking's shell) is not shared: any id would add a cache entry.
    const shared = !(path.includes(':') && cacheControl.startsWith('private'));
    app.get(path, (request, reply) => (shared ? sendPage(request, reply, cacheControl) : sendRendered(request, reply, cacheControl)));
  }
}

export default fp(astroPagesPlugin, { name: 'astro-pages', dependencies: ['site-data', 'public-origin', 'public-cache'] });
