/** Pages Astro renders per request inside the real app: sign-in pages, booking shells, a trip that does not exist. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import type { TestApp } from '../../support/test-app.ts';

let t: TestApp;
let signedIn: { cookie: string };

beforeAll(async () => {
  ({ t, signedIn } = await createSiteTestApp());
}, 120_000);

afterAll(() => t?.close());

describe('pages rendered per request', () => {
  it('renders the sign-in pages, sends /signup without a number back to /login, and 404s an unknown trip', async () => {
    const login = await t.app.inject({ url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<option value="91" selected');
    const signup = await t.app.inject({ url: '/signup' });
    expect([signup.statusCode, signup.headers.location]).toEqual([302, '/login']);
    const trip = await t.app.inject({ url: '/trip/00000000-0000-4000-8000-000000000000', headers: signedIn });
    expect([trip.statusCode, trip.statusMessage]).toEqual([404, 'Not Found']);
    expect(trip.body).toContain('Trip not found');
  });

  it("renders the booking pages' shells, private and login-only (the data is read in the browser)", async () => {
    for (const url of ['/bookings', '/bookings/3f1c2b9e-0000-4000-8000-000000000000']) {
      const page = await t.app.inject({ url, headers: signedIn });
      expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'private, no-cache']);
      expect(page.body).toContain('access = "auth"');
      expect(page.body).toContain('href="/trips"');
    }
    expect((await t.app.inject({ url: '/bookings', headers: signedIn })).body).toContain('<h1>My Bookings</h1>');
  });
});
