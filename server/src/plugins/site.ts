/**
 * Serves the public site (site/dist, Astro in @astrojs/node 'middleware' mode) from this process.
 *
 * - `/` redirects to /trips; any other unknown GET path (not /api, /admin, /uploads) to /login (SPEC §2).
 * - /trips, the landing page, is the same HTML for every visitor: it is rendered once per host and
 *   kept in memory with its gzip and brotli forms, served with an ETag (304 on a match) and a
 *   CDN-friendly Cache-Control, and dropped whenever trips, reviews or statistics change.
 * - The other pages are rendered per request by Astro's handler, mounted on explicit routes whose
 *   replies are hijacked (a catch-all with middie slowed every other route down, TOOLCHAIN.md).
 * - /_astro/* are content-hashed build files: kept in memory with brotli and gzip forms, a year-long
 *   immutable cache.
 * - /media/<width>/uploads/... serves uploaded images resized to fit the screen (WebP; services/media-variants.ts).
 *
 * Pages read data through `locals.siteData` (server/src/site-data.ts).
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { IncomingMessage } from 'node:http';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../domain/index.ts';

export interface SitePluginOptions {
  /** The Astro build; defaults to site/dist of this repository. */
  distDir?: string;
}

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
  locals?: object,
) => Promise<void>;

const defaultDistDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../site/dist');
const notBuiltMessage = 'The public site is not built yet. Run npm run build.';

/** Pages Astro renders on every request (guest pages read their query; trip pages their trip; booking pages are shells). */
const astroRoutes = ['/login', '/signup', '/verify-otp', '/trip/:id', '/bookings', '/bookings/:id', '/sitemap.xml', '/robots.txt'];

/** Paths that belong to other parts of the product: never redirected to /login. */
const foreignPrefixes = ['/api/', '/admin/', '/uploads/', '/_astro/', '/media/'];

const LANDING_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A landing page per Host header at most: enough for a domain and its aliases, no cache flooding. */
const MAX_LANDING_HOSTS = 8;
const RENDER_TIMEOUT_MS = 30_000;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface RenderedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface CachedLanding {
  etag: string;
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Just enough of a ServerResponse for Astro's writeResponse (writeHead, write, end, events), so the
 * landing page can be rendered into memory instead of onto a socket.
 */
class CapturedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  readonly req: IncomingMessage;
  private headers: OutgoingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];
  private readonly done: (page: RenderedPage) => void;

  constructor(req: IncomingMessage, done: (page: RenderedPage) => void) {
    super();
    this.req = req;
    this.done = done;
  }
  setHeader(name: string, value: number | string | readonly string[]) {
    this.headers[name.toLowerCase()] = value as string;
    return this;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  removeHeader(name: string) {
    delete this.headers[name.toLowerCase()];
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.headers;
  }
  writeHead(status: number, headers?: OutgoingHttpHeaders) {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers ?? {})) this.headers[name.toLowerCase()] = value;
    this.headersSent = true;
    return this;
  }
  write(chunk: Uint8Array | string) {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    return true;
  }
  end(chunk?: Uint8Array | string) {
    if (chunk) this.write(chunk);
    this.headersSent = true;
    this.done({ status: this.statusCode, headers: this.headers, body: Buffer.concat(this.chunks) });
    this.emit('finish');
    this.emit('close');
    return this;
  }
}

interface BuildAsset {
  contentType: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

const assetTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

async function loadBuildAssets(directory: string): Promise<Map<string, BuildAsset>> {
  const assets = new Map<string, BuildAsset>();
  if (!existsSync(directory)) return assets;
  for (const name of await readdir(directory)) {
    const identity = await readFile(join(directory, name));
    const extension = extname(name);
    const compressible = ['.js', '.css', '.svg', '.json'].includes(extension);
    assets.set(name, {
      contentType: assetTypes[extension] ?? 'application/octet-stream',
      identity,
      gzip: compressible ? await gzipAsync(identity, { level: 9 }) : null,
      br: compressible
        ? await brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
        : null,
    });
  }
  return assets;
}

/** br, then gzip, then none, from an Accept-Encoding header (a q=0 entry counts as refused). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** If-None-Match may list several tags, or be weak (W/"..."), or '*'. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function sitePlugin(app: FastifyInstance, options: SitePluginOptions) {
  const distDir = options.distDir ?? defaultDistDir;
  const clientDir = join(distDir, 'client');
  const entryPath = join(distDir, 'server', 'entry.mjs');

  let handler: AstroHandler | null = null;
  if (existsSync(entryPath)) {
    const entry = (await import(pathToFileURL(entryPath).href)) as { handler: AstroHandler };
    handler = entry.handler;
  } else {
    app.log.warn(notBuiltMessage);
  }

  const locals = () => ({ siteData: app.siteData });

  /** Hands a request to Astro; unmatched paths go to /login like any unknown path. */
  const renderWithAstro = (request: FastifyRequest, reply: FastifyReply, cacheControl: string) => {
    if (!handler) return reply.code(503).send({ error: notBuiltMessage });
    reply.hijack();
    const res = reply.raw;
    res.setHeader('Cache-Control', cacheControl);
    return handler(request.raw, res, () => {
      if (!res.headersSent) res.writeHead(302, { Location: '/login' }).end();
    }, locals());
  };

  // ------------------------------------------------------------------ landing page cache
  const landingCache = new Map<string, Promise<CachedLanding | RenderedPage>>();
  let contentVersion = 0;
  app.contentEvents.onContentChanged(() => {
    contentVersion += 1;
    landingCache.clear();
  });

  const renderLanding = async (request: FastifyRequest): Promise<CachedLanding | RenderedPage> => {
    if (!handler) throw new Error(notBuiltMessage);
    const astro = handler;
    // Rendered for everyone, so not tied to the first visitor's connection: if that visitor left,
    // Astro would abort the render with their socket.
    const source = new IncomingMessage(new Socket());
    source.method = 'GET';
    source.url = '/trips';
    source.headers = { host: request.headers.host ?? 'localhost', accept: 'text/html' };
    for (const name of ['x-forwarded-proto', 'x-forwarded-host'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') source.headers[name] = value;
    }
    source.push(null);
    const page = await new Promise<RenderedPage>((resolvePage, reject) => {
      let ended = false;
      const res = new CapturedResponse(source, (rendered) => {
        ended = true;
        resolvePage(rendered);
      });
      const timer = setTimeout(() => reject(new Error('/trips took too long to render')), RENDER_TIMEOUT_MS);
      timer.unref();
      astro(source, res as unknown as ServerResponse, (error) => reject(error ?? new Error('/trips did not render')), locals()).then(
        // Astro's middleware logs a failed render and returns: never wait for an end that will not come.
        () => {
          clearTimeout(timer);
          if (!ended) reject(new Error('/trips render ended without a page'));
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
    // A render that hit a failed read shows an error state: serve it once, never keep it.
    if (page.status !== 200 || page.headers['x-site-cacheable'] === 'no') return page;
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(page.body, { level: 9 }),
      brotliAsync(page.body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        },
      }),
    ]);
    return {
      etag: `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`,
      contentType: 'text/html; charset=utf-8',
      identity: page.body,
      gzip: gzipped,
      br: brotli,
    };
  };

  app.get('/trips', async (request, reply) => {
    if (!handler) return reply.code(503).send({ error: notBuiltMessage });
    // With PUBLIC_URL set, the page's absolute links do not depend on the Host header: one entry.
    const host = app.siteData.business.siteUrl ? '' : (request.headers.host ?? '');
    let pending = landingCache.get(host);
    // The cache fills from a GET; a HEAD before that is rendered and answered on its own.
    if (!pending && request.method !== 'GET') return renderWithAstro(request, reply, 'no-store');
    if (!pending) {
      const version = contentVersion;
      pending = renderLanding(request);
      if (landingCache.size < MAX_LANDING_HOSTS) {
        landingCache.set(host, pending);
        // Drop failures and error pages, and a render that raced a content change.
        pending.then(
          (result) => {
            if (!('etag' in result) || version !== contentVersion) {
              if (landingCache.get(host) === pending) landingCache.delete(host);
            }
          },
          () => {
            if (landingCache.get(host) === pending) landingCache.delete(host);
          },
        );
      }
    }
    const landing = await pending;
    if (!('etag' in landing)) {
      reply.code(landing.status).header('Cache-Control', 'no-store').type(String(landing.headers['content-type'] ?? 'text/html; charset=utf-8'));
      return reply.send(landing.body);
    }
    // The hot path: prepared bytes and headers written straight to the socket (security headers
    // were already set on it by the onRequest hooks); no serialization or onSend work per request.
    const headers: OutgoingHttpHeaders = { 'Cache-Control': LANDING_CACHE_CONTROL, ETag: landing.etag, Vary: 'Accept-Encoding' };
    reply.hijack();
    if (etagMatches(request.headers['if-none-match'], landing.etag)) {
      reply.raw.writeHead(304, headers).end();
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = encoding === 'br' ? landing.br : encoding === 'gzip' ? landing.gzip : landing.identity;
    headers['Content-Type'] = landing.contentType;
    headers['Content-Length'] = body.length;
    if (encoding) headers['Content-Encoding'] = encoding;
    reply.raw.writeHead(200, headers);
    reply.raw.end(request.method === 'HEAD' ? undefined : body);
  });

  // ------------------------------------------------------------------ other pages
  app.get('/', (_request, reply) => reply.redirect('/trips', 302));
  for (const path of astroRoutes) {
    const cacheControl = path === '/sitemap.xml' || path === '/robots.txt' ? 'public, max-age=300' : 'private, no-cache';
    app.get(path, (request, reply) => renderWithAstro(request, reply, cacheControl));
  }

  // ------------------------------------------------------------------ build files
  // The hashed build files are few and small: held in memory with their compressed forms, so the
  // browser gets brotli or gzip without compressing on every request.
  const assets = await loadBuildAssets(join(clientDir, '_astro'));
  app.get('/_astro/*', (request, reply) => {
    const asset = assets.get((request.params as { '*': string })['*']);
    if (!asset) return reply.code(404).send({ error: messages.notFound });
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding').type(asset.contentType);
    const encoding = asset.br ? pickEncoding(request.headers['accept-encoding']) : null;
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.identity);
  });
  // Files of site/public (favicon, certification image): small, read once.
  for (const file of ['favicon.svg', 'certification.svg']) {
    const path = join(clientDir, file);
    if (!existsSync(path)) continue;
    const body = await readFile(path);
    app.get(`/${file}`, (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(body),
    );
  }

  // ------------------------------------------------------------------ resized uploads
  app.get('/media/:width/uploads/*', async (request, reply) => {
    const { width, '*': key } = request.params as { width: string; '*': string };
    const image = await app.mediaVariants.get(key, Number(width));
    if (!image) return reply.code(404).send({ error: messages.notFound });
    // Upload keys are never reused (app.ts), so a resized file never changes either.
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(image);
  });

  // ------------------------------------------------------------------ unknown paths
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    if (foreignPrefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) {
      return reply.code(404).send({ error: messages.notFound });
    }
    return reply.redirect('/login', 302);
  });
}

export default fp(sitePlugin, { name: 'site', dependencies: ['database', 'upload-storage'] });
