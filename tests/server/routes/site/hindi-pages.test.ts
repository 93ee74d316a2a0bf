/**
 * The Hindi pages inside the real app: /hi/trips from the public cache like /trips (the same entry for
 * every visitor, cookie or not), each language naming the other with hreflang, the font only on Hindi
 * pages, a trip's Hindi place and description (English when it has none), the sign-in pages and the
 * unknown-path rules under /hi.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import { bearer, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let signedIn: { cookie: string };

beforeAll(async () => {
  ({ t, admin, signedIn } = await createSiteTestApp());
}, 120_000);

afterAll(() => t?.close());

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href).pathname]);

describe('the landing page in Hindi', () => {
  it('is cached like /trips: one ETag for everyone, 304 on a match, whatever the cookies say', async () => {
    const page = await t.app.inject({ url: '/hi/trips' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(page.body).toMatch(/^<!DOCTYPE html><html lang="hi">/);
    expect(page.body).toContain('चुनिंदा गंतव्य');
    expect(page.body).toContain('Zanskar Frozen River');
    const withCookie = await t.app.inject({ url: '/hi/trips', headers: { cookie: 'lang=en' } });
    expect(withCookie.headers.etag).toBe(page.headers.etag);
    expect(withCookie.body).toBe(page.body);
    const again = await t.app.inject({ url: '/hi/trips', headers: { 'if-none-match': page.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const english = await t.app.inject({ url: '/trips' });
    expect(english.headers.etag).not.toBe(page.headers.etag);
  });

  it('names both languages on both pages, links the other language in the header, and loads Devanagari on Hindi pages only', async () => {
    const hindi = (await t.app.inject({ url: '/hi/trips' })).body;
    const english = (await t.app.inject({ url: '/trips' })).body;
    const expected = [
      ['en', '/trips'],
      ['hi', '/hi/trips'],
      ['x-default', '/trips'],
    ];
    expect(alternates(hindi)).toEqual(expected);
    expect(alternates(english)).toEqual(expected);
    expect(hindi).toMatch(/<a class="language-switch[^"]*"[^>]* href="\/trips" hreflang="en"/);
    expect(english).toMatch(/<a class="language-switch[^"]*"[^>]* href="\/hi\/trips" hreflang="hi"/);
    expect(hindi).toMatch(/<link rel="preload" href="\/_astro\/noto-sans-devanagari-hindi-400\.[\w-]+\.woff2" as="font"/);
    expect(english).not.toContain('woff2');
    expect(english).toMatch(/^<!DOCTYPE html><html lang="en-IN">/);
  });

  it('shows a trip’s Hindi place and description, and the English ones when it has none', async () => {
    const list = (await t.app.inject({ url: '/api/public/trips' })).json().trips as { id: string; place: string }[];
    const zanskar = list.find((trip) => trip.place === 'Zanskar Frozen River')!;
    const written = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${zanskar.id}`,
      headers: bearer(admin),
      payload: { placeHi: 'ज़ांस्कर की जमी नदी', descriptionHi: 'जमी हुई चादर पर पैदल सफ़र।' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const landing = (await t.app.inject({ url: '/hi/trips' })).body;
    expect(landing).toContain('ज़ांस्कर की जमी नदी');
    expect(landing).toContain(`href="/hi/trip/${zanskar.id}"`);
    const trip = await t.app.inject({ url: `/hi/trip/${zanskar.id}`, headers: signedIn });
    expect(trip.statusCode).toBe(200);
    expect(trip.body).toMatch(/<h1 class="detail-title[^"]*">ज़ांस्कर की जमी नदी<\/h1>/);
    expect(trip.body).toContain('जमी हुई चादर पर पैदल सफ़र।');
    expect(trip.body).toContain('₹32,000');
    expect(alternates(trip.body)).toEqual([
      ['en', `/trip/${zanskar.id}`],
      ['hi', `/hi/trip/${zanskar.id}`],
      ['x-default', `/trip/${zanskar.id}`],
    ]);
    const english = (await t.app.inject({ url: `/trip/${zanskar.id}`, headers: signedIn })).body;
    expect(english).toMatch(/<h1 class="detail-title[^"]*">Zanskar Frozen River<\/h1>/);
    expect(english).not.toContain('ज़ांस्कर');

    await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${zanskar.id}`, headers: bearer(admin), payload: { placeHi: '' } });
    expect((await t.app.inject({ url: `/hi/trip/${zanskar.id}`, headers: signedIn })).body).toMatch(
      /<h1 class="detail-title[^"]*">Zanskar Frozen River<\/h1>/,
    );
  });

  it('says an unknown trip is not found, in Hindi, with 404', async () => {
    const trip = await t.app.inject({ url: '/hi/trip/00000000-0000-4000-8000-000000000000', headers: signedIn });
    expect([trip.statusCode, trip.statusMessage]).toEqual([404, 'Not Found']);
    expect(trip.body).toContain('यात्रा नहीं मिली');
    expect(trip.body).not.toContain('Trip not found');
  });
});

describe('the departures calendar in Hindi', () => {
  it('is cached like /departures, in Hindi, and both calendars name each other', async () => {
    const page = await t.app.inject({ url: '/hi/departures' });
    const english = await t.app.inject({ url: '/departures' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(english.headers['cache-control']);
    expect(page.headers['cache-control']).toMatch(/^public, /);
    expect(page.headers.etag).toBeDefined();
    const again = await t.app.inject({ url: '/hi/departures', headers: { 'if-none-match': page.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(page.body).toMatch(/^<!DOCTYPE html><html lang="hi">/);
    expect(page.body).toContain('रवानगी कैलेंडर');
    expect(page.body).not.toContain('Departures calendar');
    for (const html of [page.body, english.body])
      expect(alternates(html)).toEqual([
        ['en', '/departures'],
        ['hi', '/hi/departures'],
        ['x-default', '/departures'],
      ]);
  });
});

describe('sign-in pages and unknown paths in Hindi', () => {
  it('renders the sign-in pages in Hindi and sends an incomplete signup back to the Hindi login', async () => {
    const login = await t.app.inject({ url: '/hi/login' });
    expect([login.statusCode, login.headers['cache-control']]).toEqual([200, 'private, no-cache']);
    expect(login.body).toContain('<html lang="hi">');
    expect(login.body).toContain('फिर से स्वागत है');
    expect(login.body).toContain('href="/login" hreflang="en"');
    const signup = await t.app.inject({ url: '/hi/signup' });
    expect([signup.statusCode, signup.headers.location]).toEqual([302, '/hi/login']);
    const code = await t.app.inject({ url: '/hi/verify-otp?mobile=9876543210&countryCode=91' });
    expect([code.statusCode, code.headers.location]).toEqual([302, '/hi/login']);
    const filled = await t.app.inject({ url: '/hi/signup?mobile=9876543210&countryCode=91' });
    expect(filled.statusCode).toBe(200);
    expect(filled.body).toContain('अपना खाता बनाएँ');
    // The switch keeps the page's query: the other language's form is filled in the same way.
    expect(filled.body).toContain('href="/signup?mobile=9876543210&amp;countryCode=91" hreflang="en"');
  });

  it('serves the booking pages in Hindi, private like the English ones, each naming the other', async () => {
    for (const path of ['/bookings', '/bookings/abc', '/bookings/abc/review']) {
      const page = await t.app.inject({ url: `/hi${path}`, headers: signedIn });
      expect([page.statusCode, page.headers['cache-control']], path).toEqual([200, 'private, no-cache']);
      expect(page.body, path).toContain('<html lang="hi">');
      expect(page.body, path).toContain(`hreflang="en" href="http://localhost${path}"`);
      expect(page.body, path).toContain('मेरी बुकिंग');
    }
  });

  it('sends /hi to the Hindi landing and unknown Hindi paths to the Hindi login', async () => {
    expect((await t.app.inject({ url: '/hi' })).headers.location).toBe('/hi/trips');
    expect((await t.app.inject({ url: '/hi/nowhere' })).headers.location).toBe('/hi/login');
    expect((await t.app.inject({ url: '/history' })).headers.location).toBe('/login');
  });
});
