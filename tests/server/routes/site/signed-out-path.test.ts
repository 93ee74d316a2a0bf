/**
 * The signed-out path of a shared trip link, in the real app: the signed-in cookie set beside every token (its
 * flags, renewed with each token, cleared on logout, never accepted by the API), and the pages that need sign-in
 * answering a signed-out visitor with a redirect to sign in before any page byte, also when the page is kept in
 * memory and answered before routing (a real HTTP server), and never kept by a shared cache.
 */
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, signInToSeeTrip } from '../../../../server/src/domain/index.ts';
import { SIGNED_IN_COOKIE, SignedInMarker } from '../../../../server/src/services/accounts/signed-in-marker.ts';
import { captureSms, type SmsOutbox } from '../../support/sms-outbox.ts';
import { createSiteTestApp } from '../../support/site-app.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let signedIn: { cookie: string };
let sms: SmsOutbox;
let tripId: string;
let origin: string;

beforeAll(async () => {
  sms = captureSms();
  ({ t, admin, signedIn } = await createSiteTestApp());
  tripId = (await t.app.inject({ url: '/api/public/trips' })).json().trips[0].id;
  // A real server: pages answered from memory before routing are only reached through one.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await t?.close();
  sms?.restore();
});

/** The signed-in cookie a response sets: its value and attributes, or null. */
function setCookie(headers: Record<string, unknown>): { value: string; attributes: string[] } | null {
  const raw = headers['set-cookie'];
  const line = (Array.isArray(raw) ? raw : [raw]).find((item) => typeof item === 'string' && item.startsWith(`${SIGNED_IN_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attributes] = (line as string).split(';').map((part) => part.trim());
  return { value: pair.slice(SIGNED_IN_COOKIE.length + 1), attributes };
}

const cookieHeader = (value: string) => ({ cookie: `${SIGNED_IN_COOKIE}=${value}` });

let numberCounter = 0;
const newNumber = () => `97${String(10_000_000 + (numberCounter += 1)).slice(-8)}`;

async function signUpWithCode(mobileNumber: string) {
  const phone = { mobileNumber, countryCode: '91' };
  const sent = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/send-otp', payload: { ...phone, username: 'cookie_test' } });
  expect(sent.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/mobile/auth/verify-otp',
    payload: { ...phone, verificationId: sent.json().verificationId, otp: sms.latestCode(`+91${mobileNumber}`) },
  });
}

describe('the signed-in cookie', () => {
  it('is set beside the token a code gives: HttpOnly, SameSite=Lax, all paths, ending with the token, not Secure in dev', async () => {
    const verified = await signUpWithCode(newNumber());
    expect(verified.statusCode).toBe(200);
    const cookie = setCookie(verified.headers)!;
    expect(cookie.attributes).toEqual([expect.stringMatching(/^Max-Age=\d+$/), 'Path=/', 'HttpOnly', 'SameSite=Lax']);
    const { exp } = t.app.jwt.decode<{ exp: number }>(verified.json().token)!;
    const maxAge = Number(cookie.attributes[0].slice('Max-Age='.length));
    expect(Math.abs(Date.now() / 1000 + maxAge - exp)).toBeLessThanOrEqual(2);
    // The marker is not the token, and says nothing but the role and the end.
    expect(cookie.value).not.toContain(verified.json().token);
    expect(cookie.value).toMatch(/^user\.\d+\.[\w-]{12}\.[\w-]{43}$/);
  });

  it('is renewed with every token: sign-in again, a checked token, an admin sign-in', async () => {
    const mobileNumber = newNumber();
    const first = setCookie((await signUpWithCode(mobileNumber)).headers)!.value;
    const phone = { mobileNumber, countryCode: '91' };
    const sent = await t.app.inject({ method: 'POST', url: '/api/mobile/auth/direct-login', payload: phone });
    expect(sent.json().otpRequired).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/auth/verify-otp',
      payload: { ...phone, verificationId: sent.json().verificationId, otp: sms.latestCode(`+91${mobileNumber}`) },
    });
    const second = setCookie(again.headers)!.value;
    expect(second).not.toBe(first);
    const checked = await t.app.inject({ url: '/api/mobile/auth/verify', headers: bearer(again.json().token) });
    expect(checked.statusCode).toBe(200);
    expect(setCookie(checked.headers)!.value).not.toBe(second);

    await t.adminToken('cookie-admin@example.in');
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cookie-admin@example.in', password } });
    const refused = await login('wrong-password');
    expect([refused.statusCode, setCookie(refused.headers)]).toEqual([401, null]);
    const adminLogin = await login('secret-password');
    expect(adminLogin.statusCode).toBe(200);
    expect(setCookie(adminLogin.headers)!.value).toMatch(/^admin\./);
    const adminChecked = await t.app.inject({ url: '/api/auth/verify', headers: bearer(admin) });
    expect(setCookie(adminChecked.headers)!.value).toMatch(/^admin\./);
    // A failed check sets nothing.
    expect(setCookie((await t.app.inject({ url: '/api/mobile/auth/verify', headers: bearer('forged') })).headers)).toBeNull();
  });

  it('is cleared on logout, also when the token has already ended (401)', async () => {
    const { token } = await t.travellerToken();
    for (const [url, bearerToken] of [
      ['/api/mobile/auth/logout', token],
      ['/api/mobile/auth/logout', token], // the token ended with the first logout
      ['/api/auth/logout', await t.adminToken()],
      ['/api/auth/logout', 'forged'],
    ]) {
      const out = await t.app.inject({ method: 'POST', url, headers: bearer(bearerToken) });
      expect(setCookie(out.headers), url).toEqual({ value: '', attributes: ['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax'] });
    }
  });

  it('is never taken as authentication by the API: not instead of a token, not as one', async () => {
    const request = { name: 'Asha', email: 'asha@example.in', phone: '9876543210', destination: 'Spiti', message: 'Hello' };
    const withCookie = await t.app.inject({ method: 'POST', url: '/api/customize-trip', headers: signedIn, payload: request });
    expect([withCookie.statusCode, withCookie.json()]).toEqual([401, expect.objectContaining({ error: messages.unauthorized })]);
    expect((await t.app.inject({ url: '/api/mobile/auth/verify', headers: signedIn })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: signedIn })).statusCode).toBe(401);
    const marker = signedIn.cookie.slice(SIGNED_IN_COOKIE.length + 1);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: bearer(marker) })).statusCode).toBe(401);
  });
});

describe('a page that needs sign-in', () => {
  it('sends a signed-out visitor to sign in with the way back, before any byte of the page, in the page language', async () => {
    for (const [url, location] of [
      [`/trip/${tripId}`, `/login?return=${encodeURIComponent(`/trip/${tripId}`)}`],
      [`/trip/${tripId}?utm_source=whatsapp`, `/login?return=${encodeURIComponent(`/trip/${tripId}?utm_source=whatsapp`)}`],
      [`/hi/trip/${tripId}`, `/hi/login?return=${encodeURIComponent(`/hi/trip/${tripId}`)}`],
      ['/bookings', '/login?return=%2Fbookings'],
      ['/hi/bookings/abc/review', '/hi/login?return=%2Fhi%2Fbookings%2Fabc%2Freview'],
    ]) {
      const page = await t.app.inject({ url });
      expect([page.statusCode, page.headers.location, page.body], url).toEqual([302, location, '']);
      expect([page.headers['cache-control'], page.headers.vary], url).toEqual(['no-store', 'Cookie']);
    }
  });

  it('gives a signed-in visitor the page, private to the browser and varying by cookie', async () => {
    for (const url of [`/trip/${tripId}`, `/hi/trip/${tripId}`, `/trip/${tripId}?utm_source=whatsapp`, '/bookings']) {
      const page = await t.app.inject({ url, headers: signedIn });
      expect([page.statusCode, page.headers['cache-control']], url).toEqual([200, 'private, no-cache']);
      expect(String(page.headers.vary), url).toContain('Cookie');
      if (url.includes('/trip/')) expect(page.body, url).toContain('Zanskar Frozen River');
    }
  });

  it('takes no forged, expired, other-secret or malformed cookie', async () => {
    const marker = new SignedInMarker(t.config.JWT_SECRET, { secure: false });
    const future = Math.floor(Date.now() / 1000) + 3600;
    const valid = marker.value('user', future);
    const [role, expiry, nonce, mac] = valid.split('.');
    for (const value of [
      marker.value('user', Math.floor(Date.now() / 1000) - 1),
      new SignedInMarker('another-secret-that-is-long-enough-012345', { secure: false }).value('user', future),
      `admin.${expiry}.${nonce}.${mac}`,
      `${role}.${Number(expiry) + 1}.${nonce}.${mac}`,
      `${role}.${expiry}.${mac}`,
      'yes',
      '',
    ]) {
      expect((await t.app.inject({ url: `/trip/${tripId}`, headers: cookieHeader(value) })).statusCode, value).toBe(302);
    }
    expect((await t.app.inject({ url: `/trip/${tripId}`, headers: cookieHeader(valid) })).statusCode).toBe(200);
    // Among other cookies, and after a stale one of the same name.
    const among = { cookie: `lang=hi; ${SIGNED_IN_COOKIE}=old; ${SIGNED_IN_COOKIE}=${valid}; theme=dark` };
    expect((await t.app.inject({ url: `/trip/${tripId}`, headers: among })).statusCode).toBe(200);
  });

  it('kept in memory and answered before routing, still reaches only signed-in visitors', async () => {
    const url = `${origin}/trip/${tripId}`;
    const first = await fetch(url, { headers: signedIn });
    const second = await fetch(url, { headers: signedIn });
    expect([first.status, second.status]).toEqual([200, 200]);
    const etag = second.headers.get('etag')!;
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    const signedOutHeaders: Record<string, string>[] = [
      {},
      { 'if-none-match': etag },
      cookieHeader('user.1.AAAAAAAAAAAA.AAAA'),
      { cookie: 'other=1' },
    ];
    for (const headers of signedOutHeaders) {
      const signedOut = await fetch(url, { headers, redirect: 'manual' });
      expect([signedOut.status, signedOut.headers.get('location')], JSON.stringify(headers)).toEqual([
        302,
        `/login?return=${encodeURIComponent(`/trip/${tripId}`)}`,
      ]);
      expect(await signedOut.text()).toBe('');
    }
    const revalidated = await fetch(url, { headers: { ...signedIn, 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // The landing stays the same for everyone, cached by shared caches as before.
    const landing = await fetch(`${origin}/trips`);
    expect([landing.status, landing.headers.get('vary')]).toEqual([200, 'Accept-Encoding']);
    expect(landing.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('the sign-in page it leads to names the trip in its HTML, before any script runs', async () => {
    const loginUrl = `/login?return=${encodeURIComponent(`/trip/${tripId}`)}`;
    const login = await t.app.inject({ url: loginUrl });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain(signInToSeeTrip('Zanskar Frozen River'));
    // A chat's link preview follows the redirect: it shows the trip, as the trip page itself would.
    const trip = await t.app.inject({ url: `/trip/${tripId}`, headers: signedIn });
    const meta = (html: string) => html.match(/<meta property="(og:[a-z]+|product:price:amount)" content="[^"]*"/g)?.sort();
    expect(meta(login.body)).toEqual(meta(trip.body));
    expect(meta(login.body)).toContain(`<meta property="og:url" content="http://localhost/trip/${tripId}"`);
    expect(login.body).toContain('"@type":"TouristTrip"');
    // Rendered for its query string, and compressed all the same: on a phone's first connection every round trip counts.
    const compressed = await t.app.inject({ url: loginUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([compressed.headers['content-encoding'], compressed.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(login.body);
    expect(compressed.rawPayload.length).toBeLessThan(login.rawPayload.length / 3);
    const unknown = await t.app.inject({ url: `/login?return=${encodeURIComponent('/trip/00000000-0000-4000-8000-000000000000')}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('class="notice sign-in-context"');
  });
});

describe('in production', () => {
  it('the signed-in cookie is Secure as well', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://trips.example.in',
      SMS_PROVIDER: 'console',
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
      PAYMENT_UPI_ID: 'trips@upi',
    });
    try {
      const checked = await production.app.inject({ url: '/api/auth/verify', headers: bearer(await production.adminToken()) });
      expect(setCookie(checked.headers)!.attributes).toEqual([
        expect.stringMatching(/^Max-Age=\d+$/),
        'Path=/',
        'HttpOnly',
        'SameSite=Lax',
        'Secure',
      ]);
      const out = await production.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer('forged') });
      expect(setCookie(out.headers)!.attributes).toContain('Secure');
    } finally {
      await production.close();
    }
  });
});
