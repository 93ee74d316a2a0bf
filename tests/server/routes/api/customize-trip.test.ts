import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../server/src/domain/index.ts';
import { expectClientError, expectError, snapshot, validTrip } from '../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let traveller: { token: string; userId: string };
let trip: { id: string; place: string; price: number; days: string };

beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.travellerToken({ username: 'asha_k', mobileNumber: '9812345678', countryCode: '91' });
  const admin = bearer(await t.adminToken());
  trip = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: admin,
      payload: validTrip({ place: 'Kerala Backwaters', price: 18499.5, days: '5N/6D' }),
    })
  ).json().trip;
});
afterAll(() => t.close());

const send = (payload: unknown, headers: Record<string, string> = bearer(traveller.token)) =>
  t.app.inject({ method: 'POST', url: '/api/customize-trip', headers, payload: payload as object });

/** The body the site's customization modal sends (docs/product.md#calls). */
const body = (data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  type: 'trip_customization',
  user: { username: 'someone_else', mobileNumber: '9000000000', countryCode: '1', email: 'x@example.in' },
  trip: { id: trip.id, name: 'Edited name', price: 1, days: '1N/2D' },
  customizationData: {
    preferredPlace: 'Munnar',
    numberOfMembers: 4,
    startDate: '2030-05-01',
    endDate: '2030-05-06',
    numberOfAdults: 3,
    numberOfKids: 1,
    tripType: 'family-trip',
    additionalNotes: 'Vegetarian food',
  },
  message: 'Customization request for Kerala Backwaters\nAdults: 3\nKids: 1\nTrip type: Family Trip',
  ...extra,
  ...(Object.keys(data).length
    ? { customizationData: { preferredPlace: 'Munnar', numberOfMembers: 4, startDate: '2030-05-01', endDate: '2030-05-06', ...data } }
    : {}),
});

describe('POST /api/customize-trip', () => {
  it('stores the request with the traveller from the token and a snapshot of the trip from our data', async () => {
    const response = await send(body());
    expect(response.statusCode).toBe(201);
    const { requestId, success } = response.json();
    expect(success).toBe(true);
    const row = await t.db.selectFrom('customizationRequests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'trip_customization',
      userId: traveller.userId,
      username: 'asha_k',
      mobileNumber: '9812345678',
      countryCode: '91',
      tripId: trip.id,
      tripName: 'Kerala Backwaters',
      tripPrice: 18499.5,
      tripDays: '5N/6D',
      preferredPlace: 'Munnar',
      numberOfMembers: 4,
      numberOfAdults: 3,
      numberOfKids: 1,
      tripType: 'family-trip',
      startDate: '2030-05-01',
      endDate: '2030-05-06',
      additionalNotes: 'Vegetarian food',
      handled: false,
    });
    expect(typeof row.tripPrice).toBe('number');
    expect(row.message).toContain('Adults: 3');
  });

  it('stores a general request with only the required fields, and numbers sent as text', async () => {
    const response = await send({
      type: 'general_customization',
      user: {},
      customizationData: {
        preferredPlace: '  Andaman ',
        numberOfMembers: '2',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
        numberOfAdults: '',
        numberOfKids: '',
        tripType: '',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db
      .selectFrom('customizationRequests')
      .selectAll()
      .where('id', '=', response.json().requestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'general_customization',
      tripId: null,
      tripName: null,
      preferredPlace: 'Andaman',
      numberOfMembers: 2,
      numberOfAdults: null,
      numberOfKids: null,
      tripType: null,
    });
    expect(row.message.length).toBeGreaterThan(0);
  });

  it("keeps the page's trip details when the trip is no longer in the catalogue", async () => {
    const response = await send(
      body({}, { trip: { id: '00000000-0000-4000-8000-000000000000', name: 'Old Trip', price: 999, days: '2N/3D' } }),
    );
    expect(response.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('customizationRequests')
      .selectAll()
      .where('id', '=', response.json().requestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tripId: null, tripName: 'Old Trip', tripPrice: 999, tripDays: '2N/3D' });
  });

  it('takes the trip days as a number and the price as text (docs/product.md#entities: days are free text or number)', async () => {
    const response = await send(body({}, { trip: { id: 'not-in-catalogue', name: 'Hampi', price: '10999', days: 3 } }));
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db
      .selectFrom('customizationRequests')
      .selectAll()
      .where('id', '=', response.json().requestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tripId: null, tripName: 'Hampi', tripPrice: 10999, tripDays: '3' });
  });

  // docs/product.md#rules, in its checking order: each case is valid up to the rule it breaks.
  it.each([
    [{ preferredPlace: '' }, 'Please enter your preferred destination.'],
    [{ preferredPlace: '   ', numberOfMembers: 0 }, 'Please enter your preferred destination.'],
    [{ numberOfMembers: 0 }, 'Please enter the number of members (minimum 1).'],
    [{ numberOfMembers: '', startDate: '' }, 'Please enter the number of members (minimum 1).'],
    [{ numberOfMembers: -2 }, 'Please enter the number of members (minimum 1).'],
    [{ startDate: '', endDate: '' }, 'Please select your start date.'],
    [{ endDate: '' }, 'Please select your end date.'],
    [{ startDate: '2030-05-06', endDate: '2030-05-01' }, 'End date must be after start date.'],
    [{ startDate: '2030-05-06', endDate: '2030-05-06' }, 'End date must be after start date.'],
  ])('refuses %j with 400 and the SPEC text %j, storing nothing', async (data, message) => {
    const before = await snapshot(t);
    expectError(await send(body(data)), 400, message);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses missing customization data with the first SPEC message', async () => {
    const before = await snapshot(t);
    expectError(await send({ type: 'general_customization' }), 400, 'Please enter your preferred destination.');
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    [{ numberOfMembers: 51 }],
    [{ numberOfAdults: 51 }],
    [{ numberOfKids: 21 }],
    [{ numberOfKids: -1 }],
    [{ tripType: 'space-trip' }],
    [{ startDate: '2030-02-30' }],
    [{ preferredPlace: 'x'.repeat(100_000) }],
    [{ additionalNotes: 'x'.repeat(100_000) }],
    [{ numberOfMembers: [3] }],
    [{ numberOfMembers: { n: 3 } }],
  ])('refuses out-of-range or malformed data %j with 400, storing nothing', async (data) => {
    const before = await snapshot(t);
    expectError(await send(body(data)), 400);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a start date in the past (docs/product.md#rules minimum today), accepting today anywhere on Earth', async () => {
    const past = await send(body({ startDate: '2020-01-01', endDate: '2020-01-05' }));
    expectError(past, 400, messages.customizationStartInPast);
    const day = (offsetHours: number) => new Date(Date.now() + offsetHours * 3_600_000).toISOString().slice(0, 10);
    const nextWeek = day(7 * 24);
    // The earliest calendar day anywhere (UTC-12) is someone's today; the day before it is no one's.
    expect((await send(body({ startDate: day(-12), endDate: nextWeek }))).statusCode).toBe(201);
    expectError(await send(body({ startDate: day(-36), endDate: nextWeek })), 400, messages.customizationStartInPast);
  });

  it('refuses an unknown request type and malformed bodies with a 4xx error, storing nothing', async () => {
    const before = await snapshot(t);
    expectError(await send(body({}, { type: 'free_trip' })), 400);
    expectClientError(await send(body({}, { customizationData: 'Goa' })));
    expectClientError(await send(body({}, { message: 'x'.repeat(100_000) })));
    expectClientError(await send(body({}, { trip: 'Goa' })));
    expectClientError(await send([body()]));
    for (const [payload, type] of [
      ['{"type":', 'application/json'],
      ['', 'application/json'],
      ['type=x', 'text/plain'],
    ]) {
      expectClientError(
        await t.app.inject({
          method: 'POST',
          url: '/api/customize-trip',
          headers: { ...bearer(traveller.token), 'content-type': type },
          payload,
        }),
      );
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('needs a traveller: 401 without a token, 403 with an admin token, 401 once the account is disabled', async () => {
    const adminToken = await t.adminToken();
    const other = await t.travellerToken();
    const before = await t.db.selectFrom('customizationRequests').select('id').execute();
    expectError(await send(body(), {}), 401);
    expectError(await send(body(), bearer(adminToken)), 403);
    await t.db.updateTable('users').set({ isActive: false }).where('id', '=', other.userId).execute();
    expectError(await send(body(), bearer(other.token)), 401);
    expect(await t.db.selectFrom('customizationRequests').select('id').execute()).toEqual(before);
  });
});
