/**
 * The site plugin inside the real app: redirects, the in-memory landing page (ETag, 304, brotli
 * and gzip, Cache-Control, refreshed after admin writes, errors never cached), build files,
 * resized uploads and the pages Astro renders per request. Builds the site first if it is missing.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../server/src/plugins/site.ts';
import { ensureBuilt } from '../support/site-build.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ensureBuilt();
  t = await createTestApp();
  admin = await t.adminToken();
  const uploads = path.join(t.dataDir, 'uploads', 'site-test');
  await mkdir(uploads, { recursive: true });
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(path.join(uploads, 'photo.jpg'));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/trips',
    headers: bearer(admin),
    payload: {
      place: 'Zanskar Frozen River',
      price: 32000,
      days: '8N/9D',
      description: 'Walking the frozen Chadar.',
      googleSheetUrl: 'https://docs.google.com/spreadsheets/d/zanskar',
      images: ['/uploads/site-test/photo.jpg'],
    },
  });
  expect(created.statusCode).toBe(201);
}, 120_000);

afterAll(() => t?.close());

describe('site routes', () => {
  it('redirects / to /trips, unknown pages to /login, and leaves API and admin paths alone', async () => {
    const root = await t.app.inject({ url: '/' });
    expect([root.statusCode, root.headers.location]).toEqual([302, '/trips']);
    const unknown = await t.app.inject({ url: '/somewhere/else?x=1' });
    expect([unknown.statusCode, unknown.headers.location]).toEqual([302, '/login']);
    const api = await t.app.inject({ url: '/api/not-a-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
    const upload = await t.app.inject({ url: '/uploads/missing.jpg' });
    expect(upload.statusCode).toBe(404);
    const lookalike = await t.app.inject({ url: '/administrator' });
    expect([lookalike.statusCode, lookalike.headers.location]).toEqual([302, '/login']);
  });

  it('renders the sign-in pages, sends /signup without a number back to /login, and 404s an unknown trip', async () => {
    const login = await t.app.inject({ url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<option value="91" selected');
    const signup = await t.app.inject({ url: '/signup' });
    expect([signup.statusCode, signup.headers.location]).toEqual([302, '/login']);
    const trip = await t.app.inject({ url: '/trip/00000000-0000-4000-8000-000000000000' });
    expect([trip.statusCode, trip.statusMessage]).toEqual([404, 'Not Found']);
    expect(trip.body).toContain('Trip not found');
  });

  it("renders the booking pages' shells, private and login-only (the data is read in the browser)", async () => {
    for (const url of ['/bookings', '/bookings/3f1c2b9e-0000-4000-8000-000000000000']) {
      const page = await t.app.inject({ url });
      expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'private, no-cache']);
      expect(page.body).toContain('access = "auth"');
      expect(page.body).toContain('href="/trips"');
    }
    expect((await t.app.inject({ url: '/bookings' })).body).toContain('<h1>My Bookings</h1>');
  });
});

describe('landing page cache', () => {
  it('serves the same bytes with an ETag, 304 on a match, and brotli or gzip as asked', async () => {
    const plain = await t.app.inject({ url: '/trips' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toContain('Zanskar Frozen River');
    // The first card's photo is fetched with the HTML, at a phone's width, with high priority.
    const preload = /<link[^>]*rel="preload"[^>]*>/.exec(plain.body.split('</head>')[0])?.[0] ?? '';
    expect(preload).toContain('as="image"');
    expect(preload).toContain('imagesrcset="/media/320/uploads/site-test/photo.jpg 320w');
    expect(preload).toContain('fetchpriority="high"');
    expect(plain.body).toMatch(/<img[^>]*loading="eager"[^>]*fetchpriority="high"/);
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

  it('is rendered again after an admin write', async () => {
    const before = await t.app.inject({ url: '/trips' });
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/statistics',
      headers: bearer(admin),
      payload: { amazingTrips: 314, happyTravelers: 2718, destinations: 42 },
    });
    expect(update.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/trips', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('314+');
    expect(after.body).toContain('2,718+');
  });
});

describe('build files and images', () => {
  it('serves hashed build files compressed and immutable', async () => {
    const page = await t.app.inject({ url: '/trips' });
    const asset = /\/_astro\/[^"]+\.js/.exec(page.body)?.[0] as string;
    const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/_astro/nope.js' })).statusCode).toBe(404);
  });

  it('resizes uploads to the asked width as WebP, and refuses other widths and paths', async () => {
    const response = await t.app.inject({ url: '/media/480/uploads/site-test/photo.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const { width, format } = await sharp(response.rawPayload).metadata();
    expect([width, format]).toEqual([480, 'webp']);
    expect((await t.app.inject({ url: '/media/500/uploads/site-test/photo.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/480/uploads/site-test/missing.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/480/uploads/%2e%2e/%2e%2e/etc/passwd.jpg' })).statusCode).toBe(404);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
