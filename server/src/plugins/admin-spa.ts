/**
 * Serves the built admin back office (admin/dist) at /admin/.
 *
 * - /admin/assets/*: hashed files with a year-long immutable cache; a missing one is a 404, never
 *   index.html (a stale hash must fail loudly instead of showing as a MIME error).
 * - /admin and every other /admin/* path: index.html with no-cache, so the single-page app routes
 *   (the SPA itself sends /admin to /admin/dashboard). The company's name (BUSINESS_NAME) is written
 *   into it as <meta name="application-name">, so the admin login carries it (issue 12 item 10).
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

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

const defaultDistDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../admin/dist');
const notBuiltMessage = 'The admin app is not built yet. Run npm run build.';

const adminSpa: FastifyPluginAsync<AdminSpaOptions> = async (app, options) => {
  const distDir = options.distDir ?? defaultDistDir;
  const companyName = options.companyName ?? (app as { config?: { BUSINESS_NAME?: string } }).config?.BUSINESS_NAME;
  const assetsDir = join(distDir, 'assets');

  // index.html is small: kept in memory, and read again when a new build replaces it (a stat per
  // page load), so building while the server runs never serves stale asset hashes.
  const indexPath = join(distDir, 'index.html');
  let cached: { html: Buffer; mtimeMs: number } | null = null;
  const loadIndex = async (): Promise<Buffer | null> => {
    try {
      const { mtimeMs } = await stat(indexPath);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = { html: Buffer.from(brandIndexHtml(await readFile(indexPath, 'utf8'), companyName)), mtimeMs };
      }
      return cached.html;
    } catch {
      cached = null;
      return null;
    }
  };

  const sendIndex = async (reply: FastifyReply) => {
    const html = await loadIndex();
    if (!html) return reply.code(503).send({ error: notBuiltMessage });
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
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
    // @fastify/static 10 hands over the Fastify reply here, not the raw response.
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  app.get('/admin', (_request, reply) => sendIndex(reply));
  app.get('/admin/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // '/admin/' lands here too (empty wildcard). Asset URLs belong to @fastify/static above; this
    // guard only keeps a mistyped asset path from ever being answered with the page.
    if (path.startsWith('assets/')) return reply.code(404).send({ error: 'Not found' });
    return sendIndex(reply);
  });
};

export default adminSpa;
