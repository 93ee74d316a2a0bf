/** The site's build files inside the real app: hashed, served with their build-time compression and cached for good. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import type { TestApp } from '../../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createSiteTestApp());
}, 120_000);

afterAll(() => t?.close());

describe('build files', () => {
  it('serves hashed build files compressed and immutable', async () => {
    const page = await t.app.inject({ url: '/trips' });
    const asset = /\/_astro\/[^"]+\.js/.exec(page.body)?.[0] as string;
    const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/_astro/nope.js' })).statusCode).toBe(404);
  });
});
