/**
 * Booking test helpers: a trip and a departure made through the admin API, travellers with
 * tokens, and a snapshot of the booking tables to prove a refused call changed nothing.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { validTrip } from './api.ts';
import { bearer, type TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (method: Method, url: string, headers: Record<string, string>, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A date `days` after `from` (the app's clock, which tests move), YYYY-MM-DD. */
export const daysFromNow = (days: number, from: Date = new Date()) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

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
  return response.json().trip as { id: string; price: number; place: string };
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
  };
}

/** Every row of the booking tables, to compare before and after a refused call. */
export async function bookingTables(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const table of ['departures', 'bookings', 'bookingPayments', 'paymentOrders', 'refunds', 'vouchers', 'documents'] as const) {
    const rows = await t.db.selectFrom(table).selectAll().orderBy('id').execute();
    out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !/^notif/.test(key))));
  }
  return out;
}
