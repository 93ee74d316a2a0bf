/**
 * Every public page is valid HTML by the Nu Html Checker (vnu-jar, the W3C validator's engine, run
 * on Java): the pages as the server sends them, on the demo catalogue (trips with photos, reviews,
 * departures), for a visitor and with the sign-in pages' query strings. Errors only: the checker's
 * warnings are advice.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vnuJar from 'vnu-jar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type RunningServer } from '../support/index.ts';

let server: RunningServer;
let pagesDir: string;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true' });
  pagesDir = await mkdtemp(path.join(os.tmpdir(), 'travel-html-'));
});

afterAll(async () => {
  await server?.stop();
  if (pagesDir) await rm(pagesDir, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the pages are valid HTML (Nu Html Checker)', () => {
  it('finds no error in the landing, a trip, the sign-in pages (English and Hindi), the bookings and the back office shell', async () => {
    const { trips } = (await (await fetch(`${server.url}/api/public/trips`)).json()) as { trips: { id: string }[] };
    expect(trips.length).toBeGreaterThan(0);
    const paths = [
      '/trips',
      '/trips?theme=mystic-trails&maxPrice=40000&available=true',
      '/trips?q=nowhere',
      '/departures',
      `/trip/${trips[0].id}`,
      '/login',
      // A shared trip link sent to sign in: the trip named in the page, its Open Graph for link previews.
      `/login?return=${encodeURIComponent(`/trip/${trips[0].id}`)}`,
      '/signup?mobile=9876543210&countryCode=91',
      '/verify-otp?mobile=9876543210&countryCode=91&verificationId=abc&isSignup=false',
      '/bookings',
      `/bookings/${trips[0].id}`,
      `/bookings/${trips[0].id}/review`,
      '/admin/',
      // The same pages in Hindi.
      '/hi/trips',
      '/hi/trips?theme=mystic-trails',
      '/hi/trips?q=nowhere',
      '/hi/departures',
      `/hi/trip/${trips[0].id}`,
      '/hi/login',
      '/hi/signup?mobile=9876543210&countryCode=91',
      '/hi/verify-otp?mobile=9876543210&countryCode=91&verificationId=abc&isSignup=true',
    ];
    // Trip and booking pages answer signed-in browsers: the cookie a checked token gets.
    const verified = await fetch(`${server.url}/api/auth/verify`, { headers: { authorization: `Bearer ${await adminToken(server)}` } });
    const signedIn = { cookie: verified.headers.getSetCookie()[0].split(';')[0] };
    const files: string[] = [];
    for (const [index, pagePath] of paths.entries()) {
      const response = await fetch(`${server.url}${pagePath}`, { redirect: 'manual', headers: signedIn });
      expect(response.status, pagePath).toBe(200);
      const file = path.join(pagesDir, `page-${index}.html`);
      await writeFile(file, await response.text());
      files.push(file);
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(run.error, 'java (default-jre-headless) runs the checker').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map(
        (message) =>
          `${paths[files.indexOf(new URL(message.url).pathname)]}:${message.lastLine}: ${message.message} ${message.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  });
});
