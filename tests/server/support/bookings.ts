/**
 * Booking test helpers: the files' shared set-up (a test app, the admin's headers, a caller), a trip
 * and a departure made through the admin API, a booking reserved by a new traveller (and paid), and
 * a snapshot of the booking tables to prove a refused call changed nothing.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, calendarDay } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { validTrip } from './api.ts';
import { businessTimeZone } from './business-time.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) => Promise<LightMyRequestResponse>;

export function caller(t: TestApp): Caller {
  return (method, url, headers, payload) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/**
 * A test file's set-up: a test app with these settings made before its tests and closed after them,
 * the admin's headers and a caller. Declared at the top of the file, they stand in the tests' bodies
 * for what beforeAll made (the app through a proxy, the headers filled in).
 */
export function useBookingApp(env: Record<string, string> = {}): { t: TestApp; admin: Record<string, string>; call: Caller } {
  let made: TestApp | undefined;
  const current = (): TestApp => {
    if (!made) throw new Error('useBookingApp: the app is made in beforeAll; use it inside a test or a hook');
    return made;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current(), key) });
  const admin: Record<string, string> = {};
  beforeAll(async () => {
    made = await createTestApp(env);
    Object.assign(admin, await adminHeaders(made));
  });
  afterAll(() => made?.close());
  return { t, admin, call: (...args) => caller(current())(...args) };
}

/**
 * The business's calendar day `days` after `from` (the app's clock, which tests move), YYYY-MM-DD: counted from
 * the day in the business's time zone, as the server counts, not from UTC's (a day behind India's every evening).
 */
export const daysFromNow = (days: number, from: Date = new Date()) => addDays(calendarDay(from, businessTimeZone), days);

export async function adminHeaders(t: TestApp) {
  return bearer(await t.adminToken());
}

export async function travellerHeaders(t: TestApp, values?: Parameters<TestApp['travellerToken']>[0]) {
  const { token, userId } = await t.travellerToken(values);
  return { headers: bearer(token), userId };
}

export async function createTrip(t: TestApp, admin: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const response = await caller(t)('POST', '/api/admin/trips', admin, validTrip({ price: 20000, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().trip as Pick<Trip, 'id' | 'price' | 'place' | 'requirements'>;
}

export async function createDeparture(t: TestApp, admin: Record<string, string>, tripId: string, overrides: Record<string, unknown> = {}) {
  const response = await caller(t)('POST', '/api/admin/departures', admin, {
    tripId,
    startDate: daysFromNow(30, t.app.now()),
    seatsTotal: 10,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().departure as {
    id: string;
    tripId: string;
    startDate: string;
    endDate: string | null;
    seatsLeft: number;
    pricePerPerson: number;
    kidPricePerPerson: number;
    depositPerPerson: number;
    seatsTotal: number;
    joiningInstructions: string;
    leaderIds: string[];
  };
}

export interface ReserveOptions {
  /** The trip's fields (price: ₹20,000 unless given). */
  trip?: Record<string, unknown>;
  /** The departure's fields (30 days ahead, 10 seats unless given). */
  departure?: Record<string, unknown>;
  traveller?: Parameters<TestApp['travellerToken']>[0];
  adults?: number;
  /** More of the reservation's body (kids, billing details...). */
  body?: Record<string, unknown>;
  /** Offline payments an admin records after the reservation, in rupees (UPI and cash in turn, references UTR0, UTR1...). */
  paid?: number[];
}

export interface Reserved {
  headers: Record<string, string>;
  userId: string;
  booking: Record<string, any>;
  trip: Awaited<ReturnType<typeof createTrip>>;
  departure: Awaited<ReturnType<typeof createDeparture>>;
}

/** The booking fixture: a trip, its departure, a new traveller and their reservation (as answered), then the payments recorded. */
export async function reserveBooking(t: TestApp, admin: Record<string, string>, options: ReserveOptions = {}): Promise<Reserved> {
  const call = caller(t);
  const trip = await createTrip(t, admin, options.trip);
  const departure = await createDeparture(t, admin, trip.id, options.departure);
  const traveller = await travellerHeaders(t, options.traveller);
  const created = await call('POST', '/api/bookings', traveller.headers, {
    departureId: departure.id,
    adults: options.adults ?? 1,
    ...options.body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json().booking;
  for (const [i, amount] of (options.paid ?? []).entries()) {
    const method = i % 2 ? 'cash' : 'upi';
    const recorded = await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount, method, reference: `UTR${i}` });
    expect(recorded.statusCode, recorded.body).toBe(201);
  }
  return { ...traveller, booking, trip, departure };
}

/** Every row of the booking tables, to compare before and after a refused call. */
export async function bookingTables(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const table of [
    'departures',
    'bookings',
    'bookingTravellers',
    'bookingPayments',
    'paymentOrders',
    'refunds',
    'vouchers',
    'documents',
  ] as const) {
    const rows = await t.db.selectFrom(table).selectAll().orderBy('id').execute();
    out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !/^notif/.test(key))));
  }
  return out;
}

let leaders = 0;
/** A trip leader made by the admin (POST /admin/staff) and signed in: their id and headers. */
export async function newLeader(t: TestApp, admin: Record<string, string>) {
  leaders += 1;
  const call = caller(t);
  const body = { email: `leader${leaders}-${Date.now()}@example.in`, name: `Leader ${leaders}`, password: 'leader-pass', role: 'leader' };
  const member = (await call('POST', '/api/admin/staff', admin, body)).json().member;
  const token = (await call('POST', '/api/auth/login', {}, { email: body.email, password: body.password })).json().token;
  return { id: member.id as string, headers: bearer(token) };
}
