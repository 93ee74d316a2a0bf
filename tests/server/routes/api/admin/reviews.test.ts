import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, snapshot, validReview, validTrip } from '../../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.adminToken());
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createReview(overrides: Record<string, unknown> = {}) {
  const response = await api('POST', '/api/admin/reviews', validReview(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().review;
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('admin reviews: create, read, update, delete', () => {
  it('creates from JSON with SPEC shape {review, message} and reads it back', async () => {
    const response = await api(
      'POST',
      '/api/admin/reviews',
      validReview({ rating: 4, reviewerName: '  Ananya Iyer ', reviewText: ' Magical houseboat. ' }),
    );
    expect(response.statusCode).toBe(201);
    const { review, message } = response.json();
    expect(message).toEqual(expect.any(String));
    expect(review).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reviewerName: 'Ananya Iyer',
      reviewText: 'Magical houseboat.',
      rating: 4,
      images: ['https://cdn.example.in/r1.jpg'],
      video: null,
      trip: null,
    });
    expect(typeof review.rating).toBe('number');
    const row = await t.db.selectFrom('reviews').selectAll().where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reviewerName: 'Ananya Iyer', rating: 4 });
    const read = await api('GET', `/api/admin/reviews/${review.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().review).toEqual(review);
  });

  it('creates from a multipart form with images joined by commas, linked to a trip', async () => {
    const trip = (await api('POST', '/api/admin/trips', validTrip({ place: 'Leh Ladakh' }))).json().trip;
    const form = multipart({
      reviewerName: 'Priya',
      rating: '5',
      reviewText: 'Best trip.',
      images: '/uploads/reviews/a.jpg,/uploads/reviews/b.png,https://cdn.example.in/c.webp',
      tripId: trip.id,
    });
    const response = await api('POST', '/api/admin/reviews', form.payload, form.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().review).toMatchObject({
      rating: 5,
      images: ['/uploads/reviews/a.jpg', '/uploads/reviews/b.png', 'https://cdn.example.in/c.webp'],
      video: null,
      tripId: trip.id,
      trip: { id: trip.id, place: 'Leh Ladakh' },
    });
  });

  it('a review with one video and no images is kept as such', async () => {
    const review = await createReview({ images: [], video: '/uploads/reviews/clip.mp4' });
    expect(review).toMatchObject({ images: [], video: '/uploads/reviews/clip.mp4' });
  });

  it('PUT replaces the given fields and keeps the absent ones (JSON and multipart)', async () => {
    const review = await createReview();
    const json = await api('PUT', `/api/admin/reviews/${review.id}`, { rating: 3 });
    expect(json.statusCode).toBe(200);
    expect(json.json().message).toEqual(expect.any(String));
    expect(json.json().review).toEqual({ ...review, rating: 3, updatedAt: expect.any(String) });

    const form = multipart({ reviewText: 'Edited text', images: '' });
    const edited = await api('PUT', `/api/admin/reviews/${review.id}`, form.payload, form.headers);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().review).toMatchObject({ reviewerName: review.reviewerName, rating: 3, reviewText: 'Edited text', images: [] });
    expect((await api('GET', `/api/admin/reviews/${review.id}`)).json().review).toEqual(edited.json().review);
  });

  it('PUT with the whole record, as react-admin sends it (trip object included), saves the edit', async () => {
    const trip = (await api('POST', '/api/admin/trips', validTrip({ place: 'Hampi' }))).json().trip;
    const review = await createReview({ tripId: trip.id });
    const response = await api('PUT', `/api/admin/reviews/${review.id}`, {
      ...review,
      reviewText: 'Edited in the back office',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().review).toMatchObject({
      id: review.id,
      reviewText: 'Edited in the back office',
      createdAt: review.createdAt,
      trip: { id: trip.id, place: 'Hampi' },
    });
  });

  it('DELETE removes the review; afterwards get, update and delete answer 404', async () => {
    const review = await createReview();
    const response = await api('DELETE', `/api/admin/reviews/${review.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await t.db.selectFrom('reviews').select('id').where('id', '=', review.id).executeTakeFirst()).toBeUndefined();
    expectError(await api('GET', `/api/admin/reviews/${review.id}`), 404);
    expectError(await api('PUT', `/api/admin/reviews/${review.id}`, { rating: 2 }), 404);
    expectError(await api('DELETE', `/api/admin/reviews/${review.id}`), 404);
  });

  it.each([MISSING_ID, 'not-a-uuid', '42'])('answers 404 for the unknown or malformed id %s and changes nothing', async (id) => {
    const before = await snapshot(t);
    expectError(await api('GET', `/api/admin/reviews/${id}`), 404);
    expectError(await api('PUT', `/api/admin/reviews/${id}`, validReview()), 404);
    expectError(await api('DELETE', `/api/admin/reviews/${id}`), 404);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a link to a trip that does not exist', async () => {
    const before = await snapshot(t);
    expectError(await api('POST', '/api/admin/reviews', validReview({ tripId: MISSING_ID })), 400, 'Trip not found');
    expectError(await api('POST', '/api/admin/reviews', validReview({ tripId: 'nope' })), 400, 'Trip not found');
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('admin reviews: docs/product.md#rules review rules, each 400 with its message and nothing stored', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name missing', { reviewerName: undefined }, 'Reviewer name is required'],
    ['name only spaces', { reviewerName: '   ' }, 'Reviewer name is required'],
    ['text missing', { reviewText: undefined }, 'Review text is required'],
    ['text only spaces', { reviewText: ' \n\t ' }, 'Review text is required'],
    ['rating missing', { rating: undefined }, 'Please select a rating between 1 and 5'],
    ['rating 0', { rating: 0 }, 'Please select a rating between 1 and 5'],
    ['rating 6', { rating: 6 }, 'Please select a rating between 1 and 5'],
    ['rating 4.5', { rating: 4.5 }, 'Please select a rating between 1 and 5'],
    ['rating text', { rating: 'five' }, 'Please select a rating between 1 and 5'],
    ['rating true', { rating: true }, 'Please select a rating between 1 and 5'],
    [
      'four images',
      { images: ['/uploads/1.jpg', '/uploads/2.jpg', '/uploads/3.jpg', '/uploads/4.jpg'] },
      'Too many images: 4. Maximum 3 images allowed.',
    ],
    [
      'images and a video',
      { images: ['/uploads/1.jpg'], video: '/uploads/clip.mp4' },
      'Cannot upload both images and videos. Choose either up to 3 images OR 1 video.',
    ],
  ];

  it.each(cases)('POST with %s → 400 %j', async (_name, change, message) => {
    const before = await snapshot(t);
    expectError(await api('POST', '/api/admin/reviews', validReview(change)), 400, message);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each(cases)('PUT with %s → 400 and the stored review unchanged', async (_name, change, message) => {
    const review = await createReview();
    const before = await snapshot(t);
    const body = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v === undefined ? '' : v]));
    expectError(await api('PUT', `/api/admin/reviews/${review.id}`, body), 400, message);
    expect(await snapshot(t)).toEqual(before);
  });

  it('PUT adding a video to a review that keeps its images → 400, the review unchanged', async () => {
    const review = await createReview({ images: ['/uploads/1.jpg'], video: null });
    const before = await snapshot(t);
    const both = 'Cannot upload both images and videos. Choose either up to 3 images OR 1 video.';
    expectError(await api('PUT', `/api/admin/reviews/${review.id}`, { video: '/uploads/clip.mp4' }), 400, both);
    expect(await snapshot(t)).toEqual(before);
    const swapped = await api('PUT', `/api/admin/reviews/${review.id}`, { images: [], video: '/uploads/clip.mp4' });
    expect(swapped.statusCode, swapped.body).toBe(200);
  });

  it('answers the first failing rule in SPEC order: name, then text, then rating', async () => {
    let body: Record<string, unknown> = { reviewerName: '', reviewText: '', rating: 9 };
    for (const [field, fix, message] of [
      ['reviewerName', 'Rahul', 'Reviewer name is required'],
      ['reviewText', 'Planned to the hour.', 'Review text is required'],
      ['rating', 1, 'Please select a rating between 1 and 5'],
    ] as const) {
      expectError(await api('POST', '/api/admin/reviews', body), 400, message);
      body = { ...body, [field]: fix };
    }
    expect((await api('POST', '/api/admin/reviews', body)).statusCode).toBe(201);
  });

  it('refuses the rules sent as a multipart form too', async () => {
    const before = await snapshot(t);
    const form = multipart({ reviewerName: 'Karan', rating: '7', reviewText: 'ok' });
    expectError(await api('POST', '/api/admin/reviews', form.payload, form.headers), 400, 'Please select a rating between 1 and 5');
    const many = multipart({
      reviewerName: 'Karan',
      rating: '5',
      reviewText: 'ok',
      images: '/uploads/a.jpg,/uploads/b.jpg,/uploads/c.jpg,/uploads/d.jpg',
    });
    expectError(await api('POST', '/api/admin/reviews', many.payload, many.headers), 400, 'Too many images: 4. Maximum 3 images allowed.');
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('admin reviews list: SPEC wrapped shape and ra-data-simple-rest parameters', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    await t.db.deleteFrom('reviews').execute();
    for (const [name, rating] of [
      ['Arjun', 4],
      ['Bhavna', 5],
      ['Chetan', 2],
      ['Divya', 5],
    ] as const) {
      ids.push((await createReview({ reviewerName: name, rating, reviewText: `${name} liked the trip` })).id);
    }
  });

  it('without parameters answers {reviews} with all, newest first, and an exposed Content-Range', async () => {
    const response = await api('GET', '/api/admin/reviews');
    expect(response.statusCode).toBe(200);
    expect(response.json().reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual(['Divya', 'Chetan', 'Bhavna', 'Arjun']);
    expect(response.headers['content-range']).toBe('reviews 0-3/4');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/content-range/i);
  });

  it('sorts, pages, and filters by q, rating and id list', async () => {
    const sorted = await api(
      'GET',
      `/api/admin/reviews?sort=${encodeURIComponent('["rating","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(sorted.json().reviews.map((r: { rating: number }) => r.rating)).toEqual([2, 4]);
    expect(sorted.headers['content-range']).toBe('reviews 0-1/4');
    const q = (await api('GET', `/api/admin/reviews?filter=${encodeURIComponent('{"q":"BHAV"}')}`)).json();
    expect(q.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual(['Bhavna']);
    const fives = (await api('GET', `/api/admin/reviews?filter=${encodeURIComponent('{"rating":5}')}`)).json();
    expect(fives.reviews.map((r: { reviewerName: string }) => r.reviewerName).sort()).toEqual(['Bhavna', 'Divya']);
    const byId = (await api('GET', `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ id: [ids[0], ids[2]] }))}`)).json();
    expect(byId.reviews.map((r: { id: string }) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it("accepts react-admin's default list query, sort by id", async () => {
    const response = await api(
      'GET',
      `/api/admin/reviews?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,9]')}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().reviews.map((r: { id: string }) => r.id)).toEqual([...ids].sort().reverse());
  });

  it('refuses unreadable list parameters with 400', async () => {
    expectError(await api('GET', `/api/admin/reviews?sort=${encodeURIComponent('["reviewText; --","ASC"]')}`), 400);
    expectError(await api('GET', `/api/admin/reviews?range=${encodeURIComponent('[0]')}`), 400);
    expectError(await api('GET', `/api/admin/reviews?filter=${encodeURIComponent('"q"')}`), 400);
  });
});
