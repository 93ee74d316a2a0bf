/**
 * /trips with filters inside the real app: one search-cache entry per normalized filter set (the landing's entry
 * untouched), blank filters as the landing itself, a refused value as the page with its message (400, never kept),
 * emptied on content changes; /departures and the sitemap.
 */
import { searchMessages } from '@travel/server/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from '../../support/site-app.ts';
import { bearer, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await createSiteTestApp());
}, 120_000);

afterAll(() => t?.close());

describe('/trips with filters', () => {
  it('renders the trips meeting them, one search-cache entry per normalized set, the canonical link /trips', async () => {
    const landing = await t.app.inject({ url: '/trips' });
    const before = t.app.searchCache.size;
    const first = await t.app.inject({ url: '/trips?q=ZANSKAR&maxPrice=40000&month=' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Zanskar Frozen River');
    expect(first.body).toContain('1 trip found');
    expect(first.body).toMatch(/<link rel="canonical" href="[^"]*\/trips"/);
    const second = await t.app.inject({ url: '/trips?maxPrice=40000.00&q=zanskar' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(t.app.searchCache.size).toBe(before + 1);

    const blank = await t.app.inject({ url: '/trips?q=&theme=&month=' });
    expect(blank.headers.etag).toBe(landing.headers.etag);
    expect(t.app.searchCache.size).toBe(before + 1);

    const none = await t.app.inject({ url: '/trips?theme=she-travels' });
    expect(none.body).toContain('No trips match these filters');
    expect(none.body).toContain('Clear filters');
  });

  it('shows a refused value with its message as a 400, never kept', async () => {
    const before = t.app.searchCache.size;
    const refused = await t.app.inject({ url: '/trips?minPrice=-5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain(searchMessages.minPrice);
    expect(t.app.searchCache.size).toBe(before);
  });

  it('is made again after a content change', async () => {
    const filtered = '/trips?theme=wild-wanderings';
    expect((await t.app.inject({ url: filtered })).body).toContain('No trips match these filters');
    const trips = (await t.app.inject({ url: '/api/public/trips' })).json().trips as { id: string }[];
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${trips[0].id}`,
      headers: bearer(admin),
      payload: { themes: ['wild-wanderings'] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await t.app.inject({ url: filtered });
    expect(after.body).toContain('Zanskar Frozen River');
    expect(after.body).toContain('1 trip found');
  });

  it('serves /departures from the public cache and lists it in the sitemap', async () => {
    const page = await t.app.inject({ url: '/departures' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Departures calendar');
    expect(page.headers.etag).toBeDefined();
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toMatch(/<loc>[^<]*\/departures<\/loc>/);
  });
});
