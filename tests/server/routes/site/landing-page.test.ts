/**
 * The in-memory landing page inside the real app: ETag, 304, brotli and gzip, Cache-Control,
 * the first photo preloaded, rendered again after admin writes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import { bearer, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await createSiteTestApp());
}, 120_000);

afterAll(() => t?.close());

describe('landing page cache', () => {
  it('serves the same bytes with an ETag, 304 on a match, and brotli or gzip as asked', async () => {
    const plain = await t.app.inject({ url: '/trips' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toContain('Zanskar Frozen River');
    // The hero's title is the largest paint: no card photo (all below the fold) competes with the
    // HTML for the first bytes.
    const head = plain.body.split('</head>')[0];
    expect(head).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);
    expect(plain.body).not.toMatch(/<img[^>]*loading="eager"/);
    expect(plain.body).toMatch(/<img[^>]*loading="lazy"[^>]*>/);
    // The icon comes with the document: a request of its own would compete with the first paint.
    expect(head).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]*" type="image\/svg\+xml">/);
    const etag = plain.headers.etag as string;

    const br = await t.app.inject({ url: '/trips', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/trips', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(etag);

    const notModified = await t.app.inject({ url: '/trips', headers: { 'if-none-match': `W/${etag}` } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('answers HEAD, and a GET after it still gets the whole page', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/statistics',
      headers: bearer(admin),
      payload: { amazingTrips: 1, happyTravelers: 2, destinations: 3 },
    });
    const head = await t.app.inject({ method: 'HEAD', url: '/trips' });
    expect(head.statusCode).toBe(200);
    const get = await t.app.inject({ url: '/trips' });
    expect(get.body).toContain('Zanskar Frozen River');
  });

  it('is rendered again after an admin write, in the background before the next visitor asks', async () => {
    const before = await t.app.inject({ url: '/trips' });
    const renders = vi.spyOn(t.app, 'renderPage');
    try {
      const update = await t.app.inject({
        method: 'PUT',
        url: '/api/statistics',
        headers: bearer(admin),
        payload: { amazingTrips: 314, happyTravelers: 2718, destinations: 42 },
      });
      expect(update.statusCode).toBe(200);
      await vi.waitFor(() => expect(renders).toHaveBeenCalledOnce(), { timeout: 5000 });
      await vi.waitFor(() => expect(t.app.publicCache.size).toBeGreaterThan(0));
      const after = await t.app.inject({ url: '/trips', headers: { 'if-none-match': before.headers.etag as string } });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('314+');
      expect(after.body).toContain('2,718+');
      expect(renders).toHaveBeenCalledOnce();
    } finally {
      renders.mockRestore();
    }
  });
});
