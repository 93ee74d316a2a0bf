/**
 * Test data and helpers for the bookings browser tests: departures made through the admin API, a
 * real traveller signed up by code and put into the browser's session, and admin-recorded payments.
 */
import type { Page } from 'playwright-core';
import { addDays, calendarDay } from '../../../server/src/domain/index.ts';
import type { Booking, Departure } from '../../../server/src/entities/index.ts';
import { adminToken, api, type RunningServer } from './index.ts';
import { signUpTraveller, storeTravellerSession } from './catalogue.ts';

/** YYYY-MM-DD `days` from the business's today (its time zone's, as the server counts). */
export function daysAhead(days: number): string {
  return addDays(calendarDay(), days);
}

export async function createDeparture(
  server: RunningServer,
  input: { tripId: string; startDate: string; endDate?: string; seatsTotal: number; pricePerPerson?: number; depositPerPerson?: number },
): Promise<Departure> {
  const token = await adminToken(server);
  return (await api<{ departure: Departure }>(server, 'POST', '/api/admin/departures', token, input)).departure;
}

export async function publicDepartures(server: RunningServer, tripId: string): Promise<Departure[]> {
  return (await api<{ departures: Departure[] }>(server, 'GET', `/api/public/trips/${tripId}/departures`)).departures;
}

export interface Traveller {
  token: string;
  user: { username: string; mobileNumber: string; countryCode: string };
}

let travellerCount = 0;

/** A new traveller signed up through the real code flow (a fresh number each time). */
export async function newTraveller(server: RunningServer, username = 'asha_k'): Promise<Traveller> {
  travellerCount += 1;
  const mobileNumber = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(travellerCount).padStart(2, '0')}`;
  return signUpTraveller(server, { username: `${username}${travellerCount}`, mobileNumber });
}

/** Puts the traveller's real token into the page's session (docs/product.md#entities storage keys). */
export async function signIn(page: Page, server: RunningServer, traveller: Traveller): Promise<void> {
  await storeTravellerSession(page, server, traveller.token, { ...traveller.user, email: null });
}

export async function bookAsTraveller(
  server: RunningServer,
  traveller: Traveller,
  body: { departureId: string; adults: number; kids?: number },
): Promise<Booking> {
  return (await api<{ booking: Booking }>(server, 'POST', '/api/bookings', traveller.token, body)).booking;
}

export async function getBooking(server: RunningServer, traveller: Traveller, id: string): Promise<Booking> {
  return (await api<{ booking: Booking }>(server, 'GET', `/api/bookings/${id}`, traveller.token)).booking;
}

/** An admin records a payment that arrived outside the site (UPI, bank transfer, cash, card). */
export async function recordPayment(
  server: RunningServer,
  bookingId: string,
  amount: number,
  reference = 'UTR123456789',
): Promise<Booking> {
  const token = await adminToken(server);
  const body = { amount, method: 'upi', reference };
  return (await api<{ booking: Booking }>(server, 'POST', `/api/admin/bookings/${bookingId}/payments`, token, body)).booking;
}

/** Scrolls to the trip page's Departures section and waits for the list (its island hydrates when visible). */
export async function openDepartures(page: Page): Promise<void> {
  await page.locator('#departures').scrollIntoViewIfNeeded();
  await page.locator('.departure-list, .departures-state:not(:has-text("Loading"))').first().waitFor({ timeout: 15_000 });
}

/** With E2E_SCREENSHOTS=1, saves a full-page screenshot under tmp/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `tmp/screenshots/${name}.png`, fullPage: true });
}

/** Collects the page's script errors and console errors, for a test to expect none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}
