import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../../../server/src/domain/index.ts';
import { expectError, multipart, snapshot, validTrip } from '../../../support/api.ts';
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

async function createTrip(overrides: Record<string, unknown> = {}) {
  const response = await api('POST', '/api/admin/trips', validTrip(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().trip;
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('admin trips: create, read, update, delete', () => {
  it('creates from JSON with SPEC shape {trip, message}, stores it, and reads it back by id', async () => {
    const response = await api('POST', '/api/admin/trips', validTrip({ price: 12999.5 }));
    expect(response.statusCode).toBe(201);
    const { trip, message } = response.json();
    expect(message).toEqual(expect.any(String));
    expect(trip).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      place: 'Goa',
      startDate: '2030-01-10',
      endDate: '2030-01-14',
      date: '2030-01-10',
      price: 12999.5,
      days: '4N/3D',
      groupSize: 12,
      images: ['https://cdn.example.in/goa-1.jpg', '/uploads/trips/goa-2.jpg'],
      video: 'https://cdn.example.in/goa.mp4',
      itineraryPdf: '/uploads/trips/goa.pdf',
      googleSheetUrl: 'https://docs.google.com/spreadsheets/d/goa-2030',
    });
    expect(typeof trip.price).toBe('number');
    expect(Date.parse(trip.createdAt)).not.toBeNaN();

    const row = await t.db.selectFrom('trips').selectAll().where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ place: 'Goa', price: 12999.5, days: '4N/3D', images: trip.images });

    const read = await api('GET', `/api/admin/trips/${trip.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().trip).toEqual(trip);
  });

  it('trims text and keeps optional fields empty when not given', async () => {
    const response = await api('POST', '/api/admin/trips', {
      place: '  Hampi  ',
      price: 10999,
      days: ' 3 days ',
      description: ' Boulders ',
      googleSheetUrl: 'https://sheet.example.in/h',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().trip).toMatchObject({
      place: 'Hampi',
      days: '3 days',
      description: 'Boulders',
      startDate: null,
      endDate: null,
      groupSize: null,
      images: [],
      video: null,
      itineraryPdf: null,
    });
  });

  it('creates from a multipart form: strings, images joined by commas, absent fields omitted', async () => {
    const form = multipart({
      place: 'Spiti Valley',
      startDate: '2030-03-01',
      endDate: '2030-03-09',
      price: '27499',
      days: '8N/9D',
      groupSize: '',
      description: 'Key Monastery and Chandratal.',
      googleSheetUrl: 'https://sheet.example.in/spiti',
      images: 'https://cdn.example.in/s1.jpg,https://cdn.example.in/s2.webp, /uploads/trips/s3.png',
    });
    const response = await api('POST', '/api/admin/trips', form.payload, form.headers);
    expect(response.statusCode, response.body).toBe(201);
    const { trip } = response.json();
    expect(trip).toMatchObject({
      place: 'Spiti Valley',
      price: 27499,
      groupSize: null,
      video: null,
      itineraryPdf: null,
      images: ['https://cdn.example.in/s1.jpg', 'https://cdn.example.in/s2.webp', '/uploads/trips/s3.png'],
    });
    const row = await t.db.selectFrom('trips').select(['images', 'price']).where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(row.images).toHaveLength(3);
    expect(row.price).toBe(27499);
  });

  it('PUT replaces the given fields and keeps the absent ones (JSON)', async () => {
    const trip = await createTrip();
    const response = await api('PUT', `/api/admin/trips/${trip.id}`, { price: 14999, description: 'Now with a cruise.' });
    expect(response.statusCode).toBe(200);
    const updated = response.json().trip;
    expect(response.json().message).toEqual(expect.any(String));
    expect(updated).toEqual({ ...trip, price: 14999, description: 'Now with a cruise.', updatedAt: expect.any(String) });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(trip.updatedAt));
    expect((await api('GET', `/api/admin/trips/${trip.id}`)).json().trip).toEqual(updated);
  });

  it('PUT from a multipart form keeps absent fields and clears a field sent empty', async () => {
    const trip = await createTrip();
    const form = multipart({ place: 'North Goa', images: '/uploads/trips/new-1.jpg,/uploads/trips/new-2.jpg', video: '' });
    const response = await api('PUT', `/api/admin/trips/${trip.id}`, form.payload, form.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().trip).toMatchObject({
      place: 'North Goa',
      images: ['/uploads/trips/new-1.jpg', '/uploads/trips/new-2.jpg'],
      video: null,
      price: trip.price,
      days: trip.days,
      itineraryPdf: trip.itineraryPdf,
      googleSheetUrl: trip.googleSheetUrl,
      startDate: trip.startDate,
    });
  });

  it('PUT with the whole record, as react-admin sends it, saves the edit and ignores id and timestamps', async () => {
    const trip = await createTrip();
    const record = { ...trip, place: 'South Goa', id: '11111111-1111-4111-8111-111111111111', createdAt: '2000-01-01T00:00:00.000Z' };
    const response = await api('PUT', `/api/admin/trips/${trip.id}`, record);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().trip).toMatchObject({ id: trip.id, place: 'South Goa', createdAt: trip.createdAt });
    const created = await api('POST', '/api/admin/trips', {
      ...validTrip(),
      id: '22222222-2222-4222-8222-222222222222',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(created.json().trip.id).not.toBe('22222222-2222-4222-8222-222222222222');
    expect(created.json().trip.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('PUT validates the merged trip: an end date before the stored start is refused', async () => {
    const trip = await createTrip();
    const before = await snapshot(t);
    expectError(await api('PUT', `/api/admin/trips/${trip.id}`, { endDate: '2030-01-05' }), 400, 'End date must be after start date');
    expect(await snapshot(t)).toEqual(before);
  });

  it('DELETE removes the trip; afterwards get, update and delete answer 404 "Trip not found"', async () => {
    const trip = await createTrip();
    const response = await api('DELETE', `/api/admin/trips/${trip.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await t.db.selectFrom('trips').select('id').where('id', '=', trip.id).executeTakeFirst()).toBeUndefined();
    expectError(await api('GET', `/api/admin/trips/${trip.id}`), 404, 'Trip not found');
    expectError(await api('PUT', `/api/admin/trips/${trip.id}`, { place: 'Ghost' }), 404, 'Trip not found');
    expectError(await api('DELETE', `/api/admin/trips/${trip.id}`), 404, 'Trip not found');
  });

  it.each([MISSING_ID, 'not-a-uuid', '1', "1' or '1'='1"])('answers 404 for the unknown or malformed id %s', async (id) => {
    const before = await snapshot(t);
    expectError(await api('GET', `/api/admin/trips/${encodeURIComponent(id)}`), 404, 'Trip not found');
    expectError(await api('PUT', `/api/admin/trips/${encodeURIComponent(id)}`, validTrip()), 404, 'Trip not found');
    expectError(await api('DELETE', `/api/admin/trips/${encodeURIComponent(id)}`), 404, 'Trip not found');
    expect(await snapshot(t)).toEqual(before);
  });

  it('a deleted trip leaves its reviews in place, unlinked', async () => {
    const trip = await createTrip({ place: 'Kashmir' });
    const review = await api('POST', '/api/admin/reviews', { reviewerName: 'Meera', rating: 5, reviewText: 'Lovely', tripId: trip.id });
    expect(review.statusCode).toBe(201);
    expect(review.json().review.trip).toEqual({ id: trip.id, place: 'Kashmir' });
    await api('DELETE', `/api/admin/trips/${trip.id}`);
    const after = await api('GET', `/api/admin/reviews/${review.json().review.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().review).toMatchObject({ tripId: null, trip: null });
  });
});

describe('admin trips: docs/product.md#rules trip rules, each 400 with its message and nothing stored', () => {
  // In the specification's order: each case breaks one rule of a valid trip.
  const cases: [string, Record<string, unknown>, string][] = [
    ['place missing', { place: undefined }, 'Destination is required'],
    ['place blank', { place: '   ' }, 'Destination is required'],
    ['end before start', { startDate: '2030-01-10', endDate: '2030-01-09' }, 'End date must be after start date'],
    ['end equal to start', { startDate: '2030-01-10', endDate: '2030-01-10' }, 'End date must be after start date'],
    ['price missing', { price: undefined }, 'Price must be greater than 0'],
    ['price zero', { price: 0 }, 'Price must be greater than 0'],
    ['price negative', { price: -5 }, 'Price must be greater than 0'],
    ['price text', { price: 'free' }, 'Price must be greater than 0'],
    ['days missing', { days: undefined }, 'Duration is required'],
    ['days blank', { days: '  ' }, 'Duration is required'],
    ['days one character', { days: '7' }, 'Duration must be at least 2 characters long'],
    ['days 51 characters', { days: `${'1'.repeat(46)} days` }, 'Duration must be less than 50 characters'],
    ['days unreadable', { days: 'a long weekend' }, "Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')"],
    ['group size zero', { groupSize: 0 }, 'Group size must be a positive integer'],
    ['group size negative', { groupSize: -3 }, 'Group size must be a positive integer'],
    ['group size fraction', { groupSize: 2.5 }, 'Group size must be a positive integer'],
    ['group size text', { groupSize: 'ten' }, 'Group size must be a positive integer'],
    ['description missing', { description: undefined }, 'Description is required'],
    ['description blank', { description: ' ' }, 'Description is required'],
    ['sheet URL missing', { googleSheetUrl: undefined }, 'Google Sheet URL is required'],
    ['sheet URL blank', { googleSheetUrl: '' }, 'Google Sheet URL is required'],
  ];

  it.each(cases)('POST with %s → 400 %j', async (_name, change, message) => {
    const before = await snapshot(t);
    expectError(await api('POST', '/api/admin/trips', validTrip(change)), 400, message);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each(cases)('PUT with %s → 400 and the stored trip unchanged', async (_name, change, message) => {
    const trip = await createTrip();
    const before = await snapshot(t);
    // For PUT an absent field means "keep", so missing becomes explicitly empty.
    const body = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v === undefined ? '' : v]));
    expectError(await api('PUT', `/api/admin/trips/${trip.id}`, body), 400, message);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a start or end date before today (TIME_ZONE), keeps editing a trip whose dates have passed', async () => {
    t.clock.advance(0); // pin the app's clock: "today" is taken from it
    const today = calendarDay(t.clock.now, t.app.config.TIME_ZONE);
    const yesterday = addDays(today, -1);
    const before = await snapshot(t);
    expectError(
      await api('POST', '/api/admin/trips', validTrip({ startDate: yesterday, endDate: '2030-01-14' })),
      400,
      'Start date cannot be in the past',
    );
    expectError(
      await api('POST', '/api/admin/trips', validTrip({ startDate: undefined, endDate: yesterday })),
      400,
      'End date cannot be in the past',
    );
    expect(await snapshot(t)).toEqual(before);
    expect((await api('POST', '/api/admin/trips', validTrip({ startDate: today, endDate: '2030-01-14' }))).statusCode).toBe(201);

    // A trip that already ran (stored long ago) can still have its price corrected.
    const past = await t.db
      .insertInto('trips')
      .values({
        place: 'Ooty',
        startDate: '2020-01-10',
        endDate: '2020-01-12',
        price: 5000,
        days: '2N/3D',
        description: 'Hills',
        googleSheetUrl: 'https://sheet.example.in/o',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edited = await api('PUT', `/api/admin/trips/${past.id}`, { price: 5500, startDate: '2020-01-10', endDate: '2020-01-12' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().trip).toMatchObject({ price: 5500, startDate: '2020-01-10' });
    expectError(await api('PUT', `/api/admin/trips/${past.id}`, { endDate: yesterday }), 400, 'End date cannot be in the past');
  });

  it('answers the first failing rule in SPEC order when several fail', async () => {
    let body: Record<string, unknown> = {
      place: '',
      startDate: '2030-02-02',
      endDate: '2030-02-01',
      price: 0,
      days: 'x',
      groupSize: -1,
      description: '',
      googleSheetUrl: '',
    };
    const expected = [
      ['place', 'Goa', 'Destination is required'],
      ['endDate', '2030-02-03', 'End date must be after start date'],
      ['price', 999, 'Price must be greater than 0'],
      ['days', '2 weeks', 'Duration must be at least 2 characters long'],
      ['groupSize', 8, 'Group size must be a positive integer'],
      ['description', 'Fine', 'Description is required'],
      ['googleSheetUrl', 'https://sheet.example.in/x', 'Google Sheet URL is required'],
    ] as const;
    for (const [field, fix, message] of expected) {
      expectError(await api('POST', '/api/admin/trips', body), 400, message);
      body = { ...body, [field]: fix };
    }
    expect((await api('POST', '/api/admin/trips', body)).statusCode).toBe(201);
  });

  it('refuses the same rules sent as a multipart form', async () => {
    const before = await snapshot(t);
    const fields = { place: 'Goa', price: '0', days: '4N/3D', description: 'd', googleSheetUrl: 'https://s.example.in' };
    let form = multipart(fields);
    expectError(await api('POST', '/api/admin/trips', form.payload, form.headers), 400, 'Price must be greater than 0');
    form = multipart({ ...fields, price: '100', groupSize: '1.5' });
    expectError(await api('POST', '/api/admin/trips', form.payload, form.headers), 400, 'Group size must be a positive integer');
    form = multipart({ ...fields, price: '100', place: '' });
    expectError(await api('POST', '/api/admin/trips', form.payload, form.headers), 400, 'Destination is required');
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses more than 10 images, and media that are not web addresses or uploads', async () => {
    const before = await snapshot(t);
    const eleven = Array.from({ length: 11 }, (_, i) => `https://cdn.example.in/${i}.jpg`);
    expectError(
      await api('POST', '/api/admin/trips', validTrip({ images: eleven })),
      400,
      'Too many images: 11. Maximum 10 images allowed.',
    );
    expectError(await api('POST', '/api/admin/trips', validTrip({ images: ['javascript:alert(1)'] })), 400);
    expectError(await api('POST', '/api/admin/trips', validTrip({ video: 'javascript:alert(1)' })), 400);
    expectError(await api('POST', '/api/admin/trips', validTrip({ googleSheetUrl: 'javascript:alert(1)' })), 400);
    expect(await snapshot(t)).toEqual(before);
    const ten = Array.from({ length: 10 }, (_, i) => `https://cdn.example.in/${i}.jpg`);
    expect((await api('POST', '/api/admin/trips', validTrip({ images: ten }))).statusCode).toBe(201);
  });

  it('accepts the duration formats SPEC names', async () => {
    for (const days of [
      '4N/3D',
      '3D/2N',
      '7 days',
      '1 day',
      '2 weeks',
      '1 month',
      '3 months',
      '1 year',
      'flexible',
      'Custom',
      '5 days 4 nights',
    ]) {
      const response = await api('POST', '/api/admin/trips', validTrip({ days }));
      expect(response.statusCode, `${days}: ${response.body}`).toBe(201);
      expect(response.json().trip.days).toBe(days);
    }
  });
});

describe('admin trips list: SPEC wrapped shape and ra-data-simple-rest parameters', () => {
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    if (Object.keys(ids).length) return;
    await t.db.deleteFrom('reviews').execute();
    await t.db.deleteFrom('trips').execute();
    for (const [i, place] of ['Agra', 'Bikaner', 'Coorg', 'Darjeeling', 'Goa Beaches'].entries()) {
      ids[place] = (await createTrip({ place, price: 1000 * (5 - i) + 0.5 })).id;
    }
  });

  it('without parameters answers {trips, ...} with every trip, newest first, and an exposed Content-Range', async () => {
    const response = await api('GET', '/api/admin/trips');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.trips.map((trip: { place: string }) => trip.place)).toEqual(['Goa Beaches', 'Darjeeling', 'Coorg', 'Bikaner', 'Agra']);
    expect(body.total).toBe(5);
    for (const trip of body.trips) expect(typeof trip.price).toBe('number');
    expect(response.headers['content-range']).toBe('trips 0-4/5');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/content-range/i);
  });

  it('sorts by a field in either direction', async () => {
    const asc = (await api('GET', `/api/admin/trips?sort=${encodeURIComponent('["price","ASC"]')}`)).json();
    expect(asc.trips.map((trip: { price: number }) => trip.price)).toEqual([1000.5, 2000.5, 3000.5, 4000.5, 5000.5]);
    const desc = (await api('GET', `/api/admin/trips?sort=${encodeURIComponent('["place","DESC"]')}`)).json();
    expect(desc.trips[0].place).toBe('Goa Beaches');
    expect(desc.trips[4].place).toBe('Agra');
  });

  it("accepts react-admin's default list query, sort by id", async () => {
    const query = new URLSearchParams({ sort: '["id","ASC"]', range: '[0,24]', filter: '{}' });
    const response = await api('GET', `/api/admin/trips?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().trips.map((trip: { id: string }) => trip.id);
    expect(listed).toEqual(Object.values(ids).sort());
    expect(response.headers['content-range']).toBe('trips 0-4/5');
  });

  it('pages with range and reports the page in Content-Range', async () => {
    const response = await api(
      'GET',
      `/api/admin/trips?sort=${encodeURIComponent('["place","ASC"]')}&range=${encodeURIComponent('[1,2]')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().trips.map((trip: { place: string }) => trip.place)).toEqual(['Bikaner', 'Coorg']);
    expect(response.json().total).toBe(5);
    expect(response.headers['content-range']).toBe('trips 1-2/5');
    const past = await api('GET', `/api/admin/trips?range=${encodeURIComponent('[10,19]')}`);
    expect(past.json().trips).toEqual([]);
    expect(past.headers['content-range']).toBe('trips */5');
  });

  it('filters with q (case-insensitive, % taken literally) and with an id list', async () => {
    const q = (await api('GET', `/api/admin/trips?filter=${encodeURIComponent('{"q":"goa"}')}`)).json();
    expect(q.trips.map((trip: { place: string }) => trip.place)).toEqual(['Goa Beaches']);
    expect(q.total).toBe(1);
    const percent = (await api('GET', `/api/admin/trips?filter=${encodeURIComponent('{"q":"%"}')}`)).json();
    expect(percent.trips).toEqual([]);
    const idFilter = encodeURIComponent(JSON.stringify({ id: [ids.Agra, ids.Coorg, 'junk'] }));
    const many = await api('GET', `/api/admin/trips?filter=${idFilter}`);
    expect(
      many
        .json()
        .trips.map((trip: { id: string }) => trip.id)
        .sort(),
    ).toEqual([ids.Agra, ids.Coorg].sort());
    expect(many.headers['content-range']).toBe('trips 0-1/2');
  });

  it.each([
    ['sort', 'price'],
    ['sort', '["password","ASC"]'],
    ['sort', '["place; drop table trips","ASC"]'],
    ['range', '[5,1]'],
    ['range', '[-1,3]'],
    ['range', '{"from":0}'],
    ['filter', '[1,2]'],
    ['filter', '{"q":'],
    ['range', '[1e20,1e20]'],
    ['range', '[0.5,3]'],
  ])('refuses %s=%s with a 400 error', async (name, value) => {
    expectError(await api('GET', `/api/admin/trips?${name}=${encodeURIComponent(value)}`), 400);
    expect(await t.db.selectFrom('trips').select('id').execute()).toHaveLength(5);
  });
});
