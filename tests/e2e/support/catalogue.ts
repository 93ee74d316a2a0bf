/**
 * Test data for the public site's end-to-end tests, made through the admin API like an admin would:
 * trips (with real JPEG files under DATA_DIR/uploads), reviews and statistics.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { sessionKeys } from '../../../server/src/domain/index.ts';
import type { PublicReview, Statistics, Trip } from '../../../server/src/entities/index.ts';
import { adminToken, api, type RunningServer } from './index.ts';

/**
 * A photo-like JPEG: a colour with grain over it. Chromium ignores a low-entropy image (under 0.05 bits per shown
 * pixel) as a largest-paint candidate, and a flat colour resized to 480 px is 342 bytes, 0.03 bits per pixel on a
 * phone; with grain its 480 px copy is about 2.3 KB (0.23), a photo to the browser as a real one is.
 */
export function photoJpeg(width: number, height: number, colour: string) {
  // sharp ignores the background of a noise image; its type asks for one.
  const grain = {
    create: { width, height, channels: 4 as const, background: 'black', noise: { type: 'gaussian' as const, mean: 128, sigma: 30 } },
  };
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** Writes a photo-like JPEG into the server's uploads and returns its public path. */
export async function uploadImage(server: RunningServer, name: string, colour: string): Promise<string> {
  const directory = path.join(server.dataDir, 'uploads', 'e2e');
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, `${name}.jpg`), await photoJpeg(1200, 750, colour));
  return `/uploads/e2e/${name}.jpg`;
}

export type TripInput = Partial<Omit<Trip, 'id' | 'createdAt' | 'updatedAt'>> & { place: string };

export async function createTrip(server: RunningServer, input: TripInput): Promise<Trip> {
  const token = await adminToken(server);
  const body = {
    price: 15000,
    days: '4N/5D',
    description: `A trip to ${input.place}.`,
    googleSheetUrl: 'https://docs.google.com/spreadsheets/d/e2e-booking',
    images: [],
    ...input,
  };
  return (await api<{ trip: Trip }>(server, 'POST', '/api/admin/trips', token, body)).trip;
}

export async function createReview(
  server: RunningServer,
  input: { reviewerName: string; rating: number; reviewText: string; images?: string[]; video?: string | null },
): Promise<PublicReview> {
  const token = await adminToken(server);
  return (await api<{ review: PublicReview }>(server, 'POST', '/api/admin/reviews', token, { images: [], ...input })).review;
}

export async function setStatistics(server: RunningServer, statistics: Statistics): Promise<void> {
  const token = await adminToken(server);
  await api(server, 'PUT', '/api/statistics', token, statistics);
}

/** Each server's default traveller, signed up once: pages read the traveller's own data (their waitlist) with the token. */
const defaultTravellers = new WeakMap<RunningServer, ReturnType<typeof signUpTraveller>>();

/**
 * A browser session as docs/product.md#entities stores it, without going through the sign-in pages, with the
 * signed-in cookie a sign-in sets beside it (a checked token renews it; a forged one gets none).
 */
export async function storeTravellerSession(
  page: Page,
  server: RunningServer,
  /** A given token is stored as it is (a forged or expired one, say); without one, a real session of the default traveller. */
  token?: string,
  user = { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null as string | null },
): Promise<void> {
  if (token === undefined) {
    if (!defaultTravellers.has(server)) defaultTravellers.set(server, signUpTraveller(server, user));
    token = (await defaultTravellers.get(server)!).token;
  }
  await storeTokenOnly(page, server, token, user);
  await page.evaluate((token) => fetch('/api/mobile/auth/verify', { headers: { Authorization: `Bearer ${token}` } }), token);
}

/** The session's token and user in the page's storage only, without the signed-in cookie (a session from before it). */
export async function storeTokenOnly(page: Page, server: RunningServer, token: string, user: object): Promise<void> {
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userType', 'user');
      localStorage.setItem('userData', JSON.stringify(user));
    },
    { token, user },
  );
}

/** Signs a traveller up through the API (send code, read it from the console SMS line, verify). */
export async function signUpTraveller(
  server: RunningServer,
  user: { username: string; mobileNumber: string; countryCode?: string },
): Promise<{ token: string; user: { username: string; mobileNumber: string; countryCode: string } }> {
  const countryCode = user.countryCode ?? '91';
  const after = server.smsCount();
  const sent = await api<{ verificationId: string }>(server, 'POST', '/api/mobile/auth/send-otp', undefined, {
    username: user.username,
    mobileNumber: user.mobileNumber,
    countryCode,
  });
  const otp = await server.latestCode(countryCode, user.mobileNumber, { after });
  const verified = await api<{ token: string; user: { username: string; mobileNumber: string; countryCode: string } }>(
    server,
    'POST',
    '/api/mobile/auth/verify-otp',
    undefined,
    { username: user.username, mobileNumber: user.mobileNumber, countryCode, verificationId: sent.verificationId, otp },
  );
  return verified;
}

/**
 * Waits until the islands that hydrate on load, idle or after the first paint are live (page scripts included), and
 * with a stored session the client:signed-in ones too. client:visible islands (cards and reviews below the fold)
 * hydrate only when scrolled to, and signed-in ones never for a visitor, so the shared waitForIslands would wait forever.
 */
export async function waitForEagerIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    (tokenKey) => {
      const eager = ['after-paint', 'idle', 'load', ...(localStorage.getItem(tokenKey) ? ['signed-in'] : [])];
      return eager.every((directive) => document.querySelectorAll(`astro-island[ssr][client="${directive}"]`).length === 0);
    },
    sessionKeys.authToken,
    { timeout: 15_000 },
  );
}

/**
 * Scrolls a landing card into view and waits until its carousel is live with the trip's media: the card hydrates when
 * it comes on screen (client:visible), and its carousel reads the other photos from the public trips list
 * (site/src/lib/card-media), busy (aria-busy) until they arrive; the slideshow turns only then.
 */
export async function cardCarouselReady(page: Page, tripId: string): Promise<void> {
  await page.locator(`[data-trip-id="${tripId}"]`).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (id) =>
      !document.querySelector(`[data-trip-id="${id}"] astro-island[ssr]`) &&
      document.querySelector(`[data-trip-id="${id}"] .media-carousel[aria-busy="false"]`),
    tripId,
  );
}
