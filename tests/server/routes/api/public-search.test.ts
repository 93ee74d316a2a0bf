/**
 * GET /api/public/trips with DESIGN.md's Search filters: each parameter, combinations, each malformed value as 400
 * naming the parameter, one cache entry per normalized filter set in a cache bounded by bytes, emptied on changes.
 */
import { searchMessages } from '@travel/server/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../support/api.ts';
import { adminHeaders, caller, createDeparture, createTrip, daysFromNow, travellerHeaders } from '../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let spiti: { id: string };
let goa: { id: string };
let rishikesh: { id: string };
let rishikeshDeparture: { id: string };
let month: string;

const get = (url: string) => t.app.inject({ method: 'GET', url });
const places = async (query: string) => {
  const response = await get(`/api/public/trips?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().trips as { place: string }[]).map((trip) => trip.place).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  spiti = await createTrip(t, admin, {
    place: 'Spiti Valley',
    description: `Monasteries and high passes. ${'Long days on the road, nights under stars. '.repeat(80)}`,
    price: 25000,
    days: '7 days',
    startDate: null,
    endDate: null,
    themes: ['mystic-trails', 'wild-wanderings'],
  });
  goa = await createTrip(t, admin, {
    place: 'Goa',
    description: 'Quiet beaches and a spice farm lunch.',
    price: 12999,
    days: '4N/3D',
    startDate: '2030-01-10',
    endDate: '2030-01-14',
    themes: ['urban-escapes'],
  });
  rishikesh = await createTrip(t, admin, {
    place: 'Rishikesh',
    description: 'Ganga aarti at dusk.',
    price: 8000,
    days: 'Flexible',
    startDate: null,
    endDate: null,
  });
  const startDate = daysFromNow(30, t.app.now());
  month = startDate.slice(0, 7);
  const spitiDeparture = await createDeparture(t, admin, spiti.id, { startDate, seatsTotal: 2 });
  rishikeshDeparture = await createDeparture(t, admin, rishikesh.id, { startDate, seatsTotal: 10 });
  const { headers } = await travellerHeaders(t);
  const booked = await caller(t)('POST', '/api/bookings', headers, { departureId: spitiDeparture.id, adults: 2 });
  expect(booked.statusCode, booked.body).toBe(201);
});
afterAll(() => t.close());

describe('GET /api/public/trips filters', () => {
  it('answers every trip without filters, and blank form fields are no filters', async () => {
    expect(await places('')).toEqual(['Goa', 'Rishikesh', 'Spiti Valley']);
    expect(await places('q=&month=&minPrice=&maxPrice=&minDays=&maxDays=&theme=&utm_source=x')).toEqual([
      'Goa',
      'Rishikesh',
      'Spiti Valley',
    ]);
    const response = await get('/api/public/trips?q=&theme=');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('q: every word in the place or the description, whatever its case', async () => {
    expect(await places('q=spiti')).toEqual(['Spiti Valley']);
    expect(await places('q=GANGA+aarti')).toEqual(['Rishikesh']);
    expect(await places('q=beaches')).toEqual(['Goa']);
    expect(await places('q=goa+spiti')).toEqual([]);
  });

  it('q in Hindi: a word of the Hindi place or description finds the trip, in either Unicode form; the back office too', async () => {
    const hampi = await createTrip(t, admin, {
      place: 'Hampi',
      placeHi: 'हम्पी',
      description: 'Boulders and temple ruins.',
      descriptionHi: 'पत्थरों और मंदिरों के खंडहरों की सैर।',
      days: '3 days',
      startDate: null,
      endDate: null,
    });
    try {
      expect(await places(`q=${encodeURIComponent('हम्पी')}`)).toEqual(['Hampi']);
      expect(await places(`q=${encodeURIComponent('मंदिरों')}`)).toEqual(['Hampi']);
      // 'ख़' as a phone keyboard may send it: ख followed by the nukta sign, which the stored text has composed.
      expect(await places(`q=${encodeURIComponent('खंडहरों'.normalize('NFD'))}`)).toEqual(['Hampi']);
      expect(await places(`q=${encodeURIComponent('हम्पी गोवा')}`)).toEqual([]);
      const filter = encodeURIComponent(JSON.stringify({ q: 'हम्पी' }));
      const listed = await t.app.inject({ url: `/api/admin/trips?filter=${filter}`, headers: admin });
      expect(listed.statusCode, listed.body).toBe(200);
      expect((listed.json().trips as { id: string }[]).map((trip) => trip.id)).toEqual([hampi.id]);
    } finally {
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/trips/${hampi.id}`, headers: admin });
      expect(removed.statusCode, removed.body).toBe(200);
    }
  });

  it("month: an open departure starting in it, or the trip's own dates overlapping it", async () => {
    expect(await places(`month=${month}`)).toEqual(['Rishikesh', 'Spiti Valley']);
    expect(await places('month=2030-01')).toEqual(['Goa']);
    expect(await places('month=2031-02')).toEqual([]);
  });

  it('minPrice and maxPrice in rupees, bounds included', async () => {
    expect(await places('minPrice=12999')).toEqual(['Goa', 'Spiti Valley']);
    expect(await places('maxPrice=12999')).toEqual(['Goa', 'Rishikesh']);
    expect(await places('minPrice=9000.50&maxPrice=13000')).toEqual(['Goa']);
    expect(await places('minPrice=0&maxPrice=0')).toEqual([]);
  });

  it('minDays and maxDays count the duration text; flexible trips drop out', async () => {
    expect(await places('minDays=5')).toEqual(['Spiti Valley']);
    expect(await places('maxDays=3')).toEqual(['Goa']);
    expect(await places('minDays=1&maxDays=30')).toEqual(['Goa', 'Spiti Valley']);
  });

  it('theme: the trips carrying that slug', async () => {
    expect(await places('theme=mystic-trails')).toEqual(['Spiti Valley']);
    expect(await places('theme=urban-escapes')).toEqual(['Goa']);
    expect(await places('theme=she-travels')).toEqual([]);
  });

  it('available=true: an upcoming open departure with a seat left (a sold-out one does not count)', async () => {
    expect(await places('available=true')).toEqual(['Rishikesh']);
    expect(await places('available=false')).toEqual(['Goa', 'Rishikesh', 'Spiti Valley']);
  });

  it('combines filters: every one must hold', async () => {
    expect(await places(`theme=wild-wanderings&month=${month}&maxPrice=30000&minDays=7`)).toEqual(['Spiti Valley']);
    expect(await places(`month=${month}&available=true`)).toEqual(['Rishikesh']);
    expect(await places(`q=spiti&available=true`)).toEqual([]);
    const trip = (await get('/api/public/trips?theme=urban-escapes')).json().trips[0];
    expect(trip).toMatchObject({ id: goa.id, themes: ['urban-escapes'], nextDeparture: null });
  });

  it.each([
    ['month=2026-13', searchMessages.month],
    ['month=2026-1', searchMessages.month],
    ['month=next', searchMessages.month],
    ['minPrice=-1', searchMessages.minPrice],
    ['minPrice=abc', searchMessages.minPrice],
    ['maxPrice=1e3', searchMessages.maxPrice],
    ['maxPrice=-5', searchMessages.maxPrice],
    ['minDays=0', searchMessages.minDays],
    ['maxDays=2.5', searchMessages.maxDays],
    ['theme=beach', searchMessages.theme],
    ['theme=Mystic-Trails', searchMessages.theme],
    ['available=yes', searchMessages.available],
    ['minPrice=5000&maxPrice=100', searchMessages.priceRange],
    ['minDays=9&maxDays=2', searchMessages.daysRange],
    [`q=${'a'.repeat(101)}`, searchMessages.q],
    ['theme=she-travels&theme=urban-escapes', /theme/],
    [`q=goa&x=${'y'.repeat(1100)}`, searchMessages.queryTooLong],
  ])('?%s answers 400 naming the parameter', async (query, message) => {
    expectError(await get(`/api/public/trips?${query}`), 400, message);
  });

  it('keeps one entry per normalized filter set, apart from the public cache', async () => {
    const before = t.app.searchCache.size;
    const first = await get('/api/public/trips?theme=mystic-trails&q=Spiti&minPrice=100.00');
    const second = await get('/api/public/trips?q=spiti&minPrice=100&theme=mystic-trails&month=');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(t.app.searchCache.size).toBe(before + 1);
    expect((await get(`/api/public/trips?${''}`)).statusCode).toBe(200);
    expect(t.app.publicCache.peek('api:trips')).toBeDefined();
  });

  it('follows content and seat changes', async () => {
    expect(await places('theme=she-travels')).toEqual([]);
    const edit = await caller(t)('PUT', `/api/admin/trips/${rishikesh.id}`, admin, { themes: ['she-travels'] });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await places('theme=she-travels')).toEqual(['Rishikesh']);
    expect(await places('available=true')).toEqual(['Rishikesh']);
    const { headers } = await travellerHeaders(t);
    const booked = await caller(t)('POST', '/api/bookings', headers, { departureId: rishikeshDeparture.id, adults: 10 });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await places('available=true')).toEqual([]);
  });

  it('many distinct filter sets never hold more bytes than the bound, and the landing entry stays', async () => {
    await get('/api/public/trips');
    for (let i = 0; i < 1500; i += 1) {
      const response = await get(`/api/public/trips?minPrice=${(i / 100).toFixed(2)}`);
      expect(response.statusCode).toBe(200);
    }
    expect(t.app.searchCache.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(t.app.searchCache.size).toBeLessThan(1500);
    expect(t.app.publicCache.peek('api:trips')).toBeDefined();
  }, 120_000);
});

describe('GET /api/public/departures', () => {
  it('lists every upcoming open departure by date with its trip and the seats the ledger leaves', async () => {
    const response = await get('/api/public/departures');
    expect(response.statusCode, response.body).toBe(200);
    const { departures } = response.json();
    expect(departures.map((d: { place: string }) => d.place)).toEqual(['Rishikesh', 'Spiti Valley']);
    expect(departures[1]).toMatchObject({ tripId: spiti.id, seatsTotal: 2, seatsLeft: 0, pricePerPerson: 25000, days: '7 days' });
  });
});
