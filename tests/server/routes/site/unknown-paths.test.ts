/**
 * Unknown paths inside the real app: `/` goes to /trips (a referral link's query kept), other pages to /login; API,
 * upload and admin paths are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import type { TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createSiteTestApp());
}, 120_000);

afterAll(() => t?.close());

describe('unknown paths', () => {
  it('redirects / to /trips, unknown pages to /login, and leaves API and admin paths alone', async () => {
    const root = await t.app.inject({ url: '/' });
    expect([root.statusCode, root.headers.location]).toEqual([302, '/trips']);
    // A shared referral link keeps its code on the way to the landing page.
    const referral = await t.app.inject({ url: '/?ref=REFK7M2QX' });
    expect([referral.statusCode, referral.headers.location]).toEqual([302, '/trips?ref=REFK7M2QX']);
    const hindi = await t.app.inject({ url: '/hi?ref=REFK7M2QX' });
    expect([hindi.statusCode, hindi.headers.location]).toEqual([302, '/hi/trips?ref=REFK7M2QX']);
    const landing = await t.app.inject({ url: '/trips?ref=REFK7M2QX' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers.etag).toBe((await t.app.inject({ url: '/trips' })).headers.etag);
    const unknown = await t.app.inject({ url: '/somewhere/else?x=1' });
    expect([unknown.statusCode, unknown.headers.location]).toEqual([302, '/login']);
    const api = await t.app.inject({ url: '/api/not-a-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not found' });
    const upload = await t.app.inject({ url: '/uploads/missing.jpg' });
    expect(upload.statusCode).toBe(404);
    const lookalike = await t.app.inject({ url: '/administrator' });
    expect([lookalike.statusCode, lookalike.headers.location]).toEqual([302, '/login']);
  });
});
