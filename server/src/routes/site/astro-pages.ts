/**
 * Astro pages (site/dist, built with site/adapter): `app.renderPage` renders a path to a web
 * Response with Astro's own App API. The pages are mounted on explicit routes (a catch-all would
 * run Astro's matcher on every request of the API too) and kept in the public cache unless their
 * URL has a query string. Pages read data through `locals.siteData`.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RETURN_QUERY_PARAM } from '../../domain/index.ts';
import { HttpError } from '../../errors.ts';
import { pickEncoding, PUBLIC_CACHE_CONTROL } from '../../services/catalogue/public-cache.ts';
import { compressOnce } from '../../services/catalogue/response-compression.ts';
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

/** Cache-Control of a page a browser may keep but must check with us before showing again (no shared cache keeps it). */
const PRIVATE_PAGE = 'private, no-cache';

/**
 * A page mounted here: its Cache-Control, whether only a signed-in visitor gets it (the others are sent
 * to sign in first), and whether this process keeps it in memory (the default for a path without a
 * parameter; a trip page is kept too, the same for every signed-in visitor).
 */
interface PageRoute {
  cacheControl: string;
  signedIn?: boolean;
  kept?: boolean;
}

/** The pages mounted here (the landing page has its own plugin). */
const pages: Record<string, PageRoute> = {
  '/login': { cacheControl: PRIVATE_PAGE },
  '/signup': { cacheControl: PRIVATE_PAGE },
  '/verify-otp': { cacheControl: PRIVATE_PAGE },
  // docs/product.md route table: trip detail needs sign-in. Private: a shared cache cannot tell who is signed in.
  '/trip/:id': { cacheControl: PRIVATE_PAGE, signedIn: true, kept: true },
  // Booking pages are shells: the traveller's data is read in the browser with their token.
  '/bookings': { cacheControl: PRIVATE_PAGE, signedIn: true },
  '/bookings/:id': { cacheControl: PRIVATE_PAGE, signedIn: true },
  '/bookings/:id/review': { cacheControl: PRIVATE_PAGE, signedIn: true },
  // An invitation to fill one's details on a booking (DESIGN "Everyone on the trip"): a shell too.
  '/join/:token': { cacheControl: PRIVATE_PAGE },
  // A share's public pay page (DESIGN "Each pays their share"): a shell, the share read in the browser by its token.
  '/pay/:token': { cacheControl: PRIVATE_PAGE },
  // The policy pages a payment provider asks for (domain/policies.ts).
  '/privacy': { cacheControl: PUBLIC_CACHE_CONTROL },
  '/terms': { cacheControl: PUBLIC_CACHE_CONTROL },
  '/cancellation-and-refunds': { cacheControl: PUBLIC_CACHE_CONTROL },
  '/contact': { cacheControl: PUBLIC_CACHE_CONTROL },
  // The departures calendar: made again after every content or seat change, like the landing.
  '/departures': { cacheControl: PUBLIC_CACHE_CONTROL },
  // The same pages in Hindi (site/src/pages/hi).
  '/hi/login': { cacheControl: PRIVATE_PAGE },
  '/hi/signup': { cacheControl: PRIVATE_PAGE },
  '/hi/verify-otp': { cacheControl: PRIVATE_PAGE },
  '/hi/trip/:id': { cacheControl: PRIVATE_PAGE, signedIn: true, kept: true },
  '/hi/departures': { cacheControl: PUBLIC_CACHE_CONTROL },
  '/hi/bookings': { cacheControl: PRIVATE_PAGE, signedIn: true },
  '/hi/bookings/:id': { cacheControl: PRIVATE_PAGE, signedIn: true },
  '/hi/bookings/:id/review': { cacheControl: PRIVATE_PAGE, signedIn: true },
  '/hi/join/:token': { cacheControl: PRIVATE_PAGE },
  '/hi/pay/:token': { cacheControl: PRIVATE_PAGE },
  // The trip leader's page: a shell whose data is read with the leader's token and kept on the phone.
  '/leader': { cacheControl: PRIVATE_PAGE },
  '/sitemap.xml': { cacheControl: 'public, max-age=300' },
  '/robots.txt': { cacheControl: 'public, max-age=300' },
};

/** The sign-in page a signed-out visitor of `url` is sent to, in the page's language, with the way back. */
function signInPathFor(url: string): string {
  const login = url.startsWith('/hi/') ? '/hi/login' : '/login';
  return `${login}?${RETURN_QUERY_PARAM}=${encodeURIComponent(url)}`;
}

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

  /**
   * A page with a query string is rendered for that request only (guest pages read theirs), and compressed for it:
   * the sign-in page a shared trip link is sent to is one of these.
   */
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, route: PageRoute) => {
    if (!astro) return reply.code(503).send({ error: siteNotBuiltMessage });
    const page = await render(request);
    // Set first, so a page's own Cache-Control (the sitemap's) wins.
    reply.code(page.status).header('Cache-Control', route.cacheControl);
    reply.header('Vary', route.signedIn ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    for (const [name, value] of headerList(page.headers)) reply.header(name, value);
    const compressed = await compressOnce(page.body, request.method === 'HEAD' ? null : pickEncoding(request.headers['accept-encoding']));
    if (compressed.encoding) reply.header('Content-Encoding', compressed.encoding);
    return reply.send(compressed.body);
  };

  /**
   * Without a query string a page is the same for every visitor: kept in the public cache with its
   * compressed forms (made again on every content change). Redirects and errors are sent once.
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, route: PageRoute) => {
    if (!astro || request.url.includes('?')) return sendRendered(request, reply, route);
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
          ...(route.signedIn ? { vary: 'Cookie' } : {}),
        };
      },
      route.cacheControl,
      route.signedIn ? admitsSignedIn : undefined,
    );
  };

  const admitsSignedIn = (req: IncomingMessage) => app.isSignedIn(req.headers.cookie);

  /**
   * A signed-out visitor of a sign-in page is sent to sign in before any byte of the page (a trip link opened
   * from a chat then costs one short answer, not the trip's page and its photo); never kept by anyone, as the
   * same URL gives the page once signed in. The page's own check in the browser stays, for a token that has
   * ended since the cookie was set.
   */
  const sendToSignIn = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').redirect(signInPathFor(request.url), 302);

  for (const [path, route] of Object.entries(pages)) {
    // A page with a parameter (a booking's shell) is not kept unless said: any id would add a cache entry.
    const kept = route.kept ?? !path.includes(':');
    app.get(path, (request, reply) => {
      if (route.signedIn && !app.isSignedIn(request.headers.cookie)) return sendToSignIn(request, reply);
      return kept ? sendPage(request, reply, route) : sendRendered(request, reply, route);
    });
  }
}

export default fp(astroPagesPlugin, { name: 'astro-pages', dependencies: ['site-data', 'public-origin', 'public-cache', 'auth'] });
