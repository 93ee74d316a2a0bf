/**
 * Serves the built admin back office (admin/dist) at /admin/.
 *
 * - /admin/assets/*: hashed files with a year-long immutable cache, sent as the brotli or gzip files
 *   made beside them at build time (scripts/compress-build.mjs); a missing one is a 404, never
 *   index.html (a stale hash must fail loudly instead of showing as a MIME error).
 * - /admin and every other /admin/* path: index.html with no-cache, so the single-page app routes
 *   (the SPA itself sends /admin to /admin/dashboard). The company's name (BUSINESS_NAME) is written
 *   into it as <meta name="application-name">, so the admin login carries it.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../../services/catalogue/public-cache.ts';
import { sendNotFound } from '../../plugins/error-handler.ts';
import { adminDistDir } from '../../paths.ts';

export interface AdminSpaOptions {
  /** Where the admin build lives; defaults to admin/dist of this repository. */
  distDir?: string;
  /** Shown on the admin login; defaults to the configured BUSINESS_NAME. */
  companyName?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Puts the company's name in the page: a meta tag the login page reads, and the tab title. */
export function brandIndexHtml(html: string, companyName: string | undefined): string {
  if (!companyName) return html;
  const name = escapeHtml(companyName);
  return html
    .replace('<title>Admin</title>', `<title>Admin | ${name}</title>`)
    .replace('</head>', `<meta name="application-name" content="${name}" />\n  </head>`);
}

const notBuiltMessage = 'The admin app is not built yet. Run npm run build.';

const adminSpa: FastifyPluginAsync<AdminSpaOptions> = async (app, options) => {
  const distDir = options.distDir ?? adminDistDir;
  const companyName = options.companyName ?? (app as { config?: { BUSINESS_NAME?: string } }).config?.BUSINESS_NAME;
  const assetsDir = join(distDir, 'assets');

  // index.html is small: kept in memory, and read again when a new build replaces it (a stat per
  // page load), so building while the server runs never serves stale asset hashes.
  const indexPath = join(distDir, 'index.html');
  type IndexForms = { identity: Buffer; br: Buffer | null; gzip: Buffer | null };
  let cached: { forms: IndexForms; mtimeMs: number } | null = null;
  /** A compressed copy older than index.html belongs to the previous build (compression runs just after). */
  const readIfFresh = async (path: string, indexMtimeMs: number) => {
    const info = await stat(path).catch(() => null);
    return info && info.mtimeMs >= indexMtimeMs ? readFile(path).catch(() => null) : null;
  };
  const loadIndex = async (): Promise<IndexForms | null> => {
    try {
      const { mtimeMs } = await stat(indexPath);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        const html = await readFile(indexPath, 'utf8');
        const branded = brandIndexHtml(html, companyName);
        const identity = Buffer.from(branded);
        // The build's compressed copies hold the unbranded page; a branded page (about 1 KB) is
        // compressed here once per build instead.
        const [br, gzip] =
          branded === html
            ? await Promise.all([readIfFresh(`${indexPath}.br`, mtimeMs), readIfFresh(`${indexPath}.gz`, mtimeMs)])
            : [brotliCompressSync(identity), gzipSync(identity)];
        cached = { forms: { identity, br, gzip }, mtimeMs };
      }
      return cached.forms;
    } catch {
      cached = null;
      return null;
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const forms = await loadIndex();
    if (!forms) return reply.code(503).send({ error: notBuiltMessage });
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const compressed = encoding ? forms[encoding] : null;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding && compressed) reply.header('Content-Encoding', encoding);
    return reply.send(compressed ?? forms.identity);
  };

  // Registered even before the first build: files are looked up per request, so a build made
  // while the server runs is served without a restart.
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/admin/assets/',
    // Other plugins may use @fastify/static too: do not claim reply.sendFile.
    decorateReply: false,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // @fastify/static 10 hands over the Fastify reply here, not the raw response.
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  app.get('/admin', (request, reply) => sendIndex(request, reply));
  app.get('/admin/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // '/admin/' lands here too (empty wildcard). Asset URLs belong to @fastify/static above; this
    // guard only keeps a mistyped asset path from ever being answered with the page.
    if (path.startsWith('assets/')) return sendNotFound(request, reply);
    return sendIndex(request, reply);
  });
};

export default adminSpa;
