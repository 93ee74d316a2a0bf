/**
 * The admin SPA plugin: index.html (no-cache) for /admin and every /admin/* page, hashed assets
 * with a year-long immutable cache, 404 (never the page) for a missing asset, a rebuilt
 * index.html served without a restart, and a clear 503 before the first build.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminSpa, { brandIndexHtml } from '../../../../server/src/routes/site/admin-spa.ts';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/admin/assets/index-aaa.js"></script>');
  await writeFile(path.join(dist, 'assets/index-aaa.js'), 'console.log("admin")');
  app = Fastify({ logger: false });
  await app.register(adminSpa, { distDir: dist });
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('admin SPA plugin', () => {
  it('answers /admin and every page under it with index.html, not cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/dashboard', '/admin/trips/123/edit', '/admin/login?x=1']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('index-aaa.js');
    }
  });

  it('serves hashed assets with a long immutable cache, and 404s a missing one', async () => {
    const asset = await app.inject('/admin/assets/index-aaa.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject('/admin/assets/index-old.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<!doctype html>');
  });

  it('sends the brotli and gzip files made at build time, and the plain file to others', async () => {
    const script = 'console.log("compressed admin");'.repeat(20);
    await writeFile(path.join(dist, 'assets/chunk-ccc.js'), script);
    await writeFile(path.join(dist, 'assets/chunk-ccc.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets/chunk-ccc.js.gz'), gzipSync(script));
    const br = await app.inject({ url: '/admin/assets/chunk-ccc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ url: '/admin/assets/chunk-ccc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect((await app.inject('/admin/assets/chunk-ccc.js')).body).toBe(script);

    const html = '<!doctype html><script type="module" src="/admin/assets/chunk-ccc.js"></script>'.repeat(5);
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(html));
    await writeFile(path.join(dist, 'index.html.gz'), gzipSync(html));
    const page = await app.inject({ url: '/admin/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const index = path.join(dist, 'index.html');
    await writeFile(index, '<!doctype html><script type="module" src="/admin/assets/index-bbb.js"></script>');
    const later = new Date(Date.now() + 5000);
    await utimes(index, later, later);
    expect((await app.inject('/admin/trips')).body).toContain('index-bbb.js');
  });

  it('says the app is not built (503, JSON error) when there is no build', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(adminSpa, { distDir: path.join(dist, 'missing') });
    const response = await bare.inject('/admin/dashboard');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: expect.stringContaining('not built') });
    expect((await bare.inject('/admin/assets/x.js')).statusCode).toBe(404);
    await bare.close();
  });
});

describe('company name in the admin page', () => {
  it('writes the name, escaped, as application-name and into the title', () => {
    const html = brandIndexHtml('<html><head><title>Admin</title></head><body></body></html>', 'Wander & "Co" <India>');
    expect(html).toContain('<title>Admin | Wander &amp; &quot;Co&quot; &lt;India&gt;</title>');
    expect(html).toContain('<meta name="application-name" content="Wander &amp; &quot;Co&quot; &lt;India&gt;" />');
    expect(brandIndexHtml('<head></head>', undefined)).toBe('<head></head>');
  });

  it('serves index.html with the configured name', async () => {
    const brandedDist = await mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
    await writeFile(path.join(brandedDist, 'index.html'), '<!doctype html><html><head><title>Admin</title></head><body></body></html>');
    const branded = Fastify({ logger: false });
    await branded.register(adminSpa, { distDir: brandedDist, companyName: 'Himalaya Trails' });
    const response = await branded.inject('/admin/login');
    expect(response.body).toContain('<meta name="application-name" content="Himalaya Trails" />');
    expect(response.body).toContain('<title>Admin | Himalaya Trails</title>');
    await branded.close();
    await rm(brandedDist, { recursive: true, force: true });
  });
});
