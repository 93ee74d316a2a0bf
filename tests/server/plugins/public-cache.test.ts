/**
 * Public reads from memory inside the real app: /api/public/*, /api/statistics and the pages share
 * one cache, with brotli/gzip, ETag and 304, a CDN-friendly Cache-Control and the security headers,
 * refreshed at once by an admin write. Without PUBLIC_URL, made-up Host headers neither fill the
 * cache nor reach links; production refuses to start without PUBLIC_URL.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/src/config.ts';
import { validTrip } from '../support/api.ts';
import { ensureBuilt } from '../support/site-build.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  ensureBuilt();
  t = await createTestApp();
  admin = bearer(await t.adminToken());
  const created = await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip({ place: 'Hampi' }) });
  expect(created.statusCode).toBe(201);
}, 180_000);
afterAll(() => t?.close());

describe('public API from memory', () => {
  it('answers brotli, gzip and identity forms of one body, with an ETag, 304 and the security headers', async () => {
    const plain = await t.app.inject({ url: '/api/public/trips' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().trips.map((trip: { place: string }) => trip.place)).toEqual(['Hampi']);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const br = await t.app.inject({ url: '/api/public/trips', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/api/public/trips', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const response of [plain, br, gzip]) {
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const notModified = await t.app.inject({ url: '/api/public/trips', headers: { 'if-none-match': plain.headers.etag as string } });
    expect([notModified.statusCode, notModified.body]).toEqual([304, '']);
  });

  it('shows an admin write at once in the API and the landing page, which read the same data', async () => {
    const before = await t.app.inject({ url: '/api/statistics' });
    expect(before.headers.etag).toBeDefined();
    const update = { amazingTrips: 77, happyTravelers: 1234, destinations: 9 };
    expect((await t.app.inject({ method: 'PUT', url: '/api/statistics', headers: admin, payload: update })).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/statistics', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().statistics).toEqual(update);
    expect((await t.app.inject({ url: '/trips' })).body).toContain('1,234+');

    const trip = (
      await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip({ place: 'Coorg' }) })
    ).json().trip;
    expect((await t.app.inject({ url: `/api/public/trips/${trip.id}` })).json().trip.place).toBe('Coorg');
    expect((await t.app.inject({ url: '/api/public/trips' })).json().trips.map((item: { place: string }) => item.place)).toEqual([
      'Coorg',
      'Hampi',
    ]);
    expect(
      (await t.app.inject({ url: `/trip/${trip.id}`, headers: { 'accept-encoding': 'br', ...(await t.signedInHeaders()) } })).headers[
        'content-encoding'
      ],
    ).toBe('br');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/trips/${trip.id}`, headers: admin });
    const gone = await t.app.inject({ url: `/api/public/trips/${trip.id}` });
    expect([gone.statusCode, gone.json()]).toEqual([404, expect.objectContaining({ error: 'Trip not found' })]);
    expect(gone.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Host headers without PUBLIC_URL', () => {
  it('keeps one entry per trusted origin, and gives made-up hosts the first-seen origin in links and upload URLs', async () => {
    const first = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'trips.example.in' } });
    expect(first.body).toContain('<loc>http://trips.example.in/trips</loc>');
    await t.app.inject({ url: '/trips', headers: { host: 'trips.example.in' } });
    const entries = t.app.publicCache.size;
    for (let i = 0; i < 8; i += 1) {
      const forged = await t.app.inject({ url: '/trips', headers: { host: `evil${i}.example.com` } });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).not.toContain(`evil${i}`);
    }
    expect(t.app.publicCache.size).toBe(entries);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example.com' } });
    expect(sitemap.body).toContain('http://trips.example.in/trips');
    expect(sitemap.body).not.toContain('evil');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload/presigned-url',
      headers: { ...admin, host: 'evil.example.com' },
      payload: { fileName: 'a.jpg', fileType: 'image/jpeg', fileSize: 1000 },
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().presignedUrl).toMatch(/^http:\/\/trips\.example\.in\//);
    // Loopback names stay usable for development.
    expect((await t.app.inject({ url: '/robots.txt', headers: { host: 'localhost:4321' } })).body).toContain(
      'http://localhost:4321/sitemap.xml',
    );
  });

  it('is required in production, as an origin', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/unused',
      SMS_PROVIDER: 'console',
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
      PAYMENT_UPI_ID: 'wanderindia@okhdfc',
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL must be set in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'trips.example.in' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://trips.example.in' }).PUBLIC_URL).toBe('https://trips.example.in');
  });
});
