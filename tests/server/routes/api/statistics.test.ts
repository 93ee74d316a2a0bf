import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectError, snapshot } from '../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.adminToken());
});
afterAll(() => t.close());

const put = (payload: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'PUT', url: '/api/statistics', headers, payload: payload as object });

describe('GET /api/statistics', () => {
  it('answers SPEC shape {success, statistics} with the defaults 7, 8, 50 as numbers, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/statistics' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, statistics: { amazingTrips: 7, happyTravelers: 8, destinations: 50 } });
  });
});

describe('PUT /api/statistics', () => {
  it('saves the three counters for an admin, answers success with the statistics, and GET shows them', async () => {
    const response = await put({ amazingTrips: 120, happyTravelers: 4500, destinations: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, statistics: { amazingTrips: 120, happyTravelers: 4500, destinations: 0 } });
    expect(response.json().message).toBe('Statistics updated successfully!');
    const read = await t.app.inject({ method: 'GET', url: '/api/statistics' });
    expect(read.json().statistics).toEqual({ amazingTrips: 120, happyTravelers: 4500, destinations: 0 });
    const rows = await t.db.selectFrom('statistics').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amazingTrips: 120, happyTravelers: 4500, destinations: 0 });
  });

  it('accepts numbers typed into a form as numeric strings and stores numbers', async () => {
    const response = await put({ amazingTrips: '15', happyTravelers: '900', destinations: '33' });
    expect(response.statusCode).toBe(200);
    expect(response.json().statistics).toEqual({ amazingTrips: 15, happyTravelers: 900, destinations: 33 });
  });

  it.each([
    [{ amazingTrips: -1, happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: 1, happyTravelers: -0.5, destinations: 1 }],
    [{ amazingTrips: 1, happyTravelers: 1, destinations: 2.5 }],
    [{ amazingTrips: 1, happyTravelers: 1 }],
    [{ amazingTrips: '', happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: 'many', happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: true, happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: null, happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: { n: 1 }, happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: [1], happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: 1e12, happyTravelers: 1, destinations: 1 }],
    [{ amazingTrips: 'x'.repeat(100_000), happyTravelers: 1, destinations: 1 }],
    [{}],
    [[1, 2, 3]],
  ])('refuses %j with 400 "Statistics must be whole numbers of 0 or more" and keeps the stored values', async (body) => {
    const before = await snapshot(t);
    expectError(await put(body), 400, 'Statistics must be whole numbers of 0 or more');
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses unreadable bodies with a 4xx error and keeps the stored values', async () => {
    const before = await snapshot(t);
    for (const [payload, type] of [
      ['{"amazingTrips": 1,', 'application/json'],
      ['', 'application/json'],
      ['amazingTrips=1', 'application/x-www-form-urlencoded'],
      ['<stats/>', 'application/xml'],
    ]) {
      expectClientError(await t.app.inject({ method: 'PUT', url: '/api/statistics', headers: { ...auth, 'content-type': type }, payload }));
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('is for admins only: 401 without a token, 403 for a traveller, and nothing changes', async () => {
    const { token } = await t.travellerToken();
    const before = await snapshot(t);
    const body = { amazingTrips: 1, happyTravelers: 1, destinations: 1 };
    expectError(await put(body, {}), 401);
    expectError(await put(body, bearer(token)), 403);
    expect(await snapshot(t)).toEqual(before);
  });
});
