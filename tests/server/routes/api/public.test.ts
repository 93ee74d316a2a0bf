import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, validReview, validTrip } from '../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.adminToken());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('public API on an empty catalogue', () => {
  it('answers empty lists in SPEC shape, to anyone without a token', async () => {
    expect((await get('/api/public/trips')).json()).toEqual({ success: true, trips: [] });
    expect((await get('/api/public/reviews')).json()).toEqual({ success: true, reviews: [] });
  });
});

describe('public API with content', () => {
  let goa: { id: string };
  let spiti: { id: string };
  let review: { id: string };

  beforeAll(async () => {
    goa = (
      await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: auth, payload: validTrip({ place: 'Goa', price: 12999.99 }) })
    ).json().trip;
    spiti = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/trips',
        headers: auth,
        payload: validTrip({ place: 'Spiti', startDate: null, endDate: null, groupSize: null }),
      })
    ).json().trip;
    await t.app.inject({ method: 'POST', url: '/api/admin/reviews', headers: auth, payload: validReview({ reviewerName: 'Old' }) });
    review = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/reviews',
        headers: auth,
        payload: validReview({ reviewerName: 'New', tripId: goa.id }),
      })
    ).json().review;
  });

  it('GET /api/public/trips lists every trip, newest first, with numbers as numbers', async () => {
    const response = await get('/api/public/trips');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.trips.map((trip: { place: string }) => trip.place)).toEqual(['Spiti', 'Goa']);
    expect(body.trips[1]).toMatchObject({ id: goa.id, price: 12999.99, groupSize: 12, days: '4N/3D', images: expect.any(Array) });
    expect(body.trips[0]).toMatchObject({ startDate: null, endDate: null, groupSize: null });
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('GET /api/public/reviews lists reviews, each with `_id` equal to its id, and the trip place', async () => {
    const body = (await get('/api/public/reviews')).json();
    expect(body.success).toBe(true);
    expect(body.reviews).toHaveLength(2);
    for (const item of body.reviews) expect(item._id).toBe(item.id);
    expect(body.reviews[0]).toMatchObject({ _id: review.id, reviewerName: 'New', rating: 5, trip: { id: goa.id, place: 'Goa' } });
    expect(body.reviews[1]).toMatchObject({ reviewerName: 'Old', trip: null });
  });

  it('GET /api/public/trips/:id answers {trip} for a known trip, without a token', async () => {
    const response = await get(`/api/public/trips/${spiti.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().trip).toMatchObject({ id: spiti.id, place: 'Spiti', price: 12999 });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '123', 'x'.repeat(150), '%27%20or%201%3D1--'])(
    "GET /api/public/trips/%s answers 404 'Trip not found'",
    async (id) => {
      expectError(await get(`/api/public/trips/${id}`), 404, 'Trip not found');
    },
  );

  it('shows an admin change at once: a deleted trip is gone from the list and its page', async () => {
    await t.app.inject({ method: 'DELETE', url: `/api/admin/trips/${spiti.id}`, headers: auth });
    expect((await get('/api/public/trips')).json().trips.map((trip: { id: string }) => trip.id)).toEqual([goa.id]);
    expectError(await get(`/api/public/trips/${spiti.id}`), 404, 'Trip not found');
  });

  it('refuses writes on the public paths', async () => {
    const before = await t.db.selectFrom('trips').select('id').execute();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/public/trips/${goa.id}`, payload: { place: 'Hacked' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await t.db.selectFrom('trips').select('id').execute()).toEqual(before);
  });
});
