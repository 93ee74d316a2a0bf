/**
 * What is due now, in Chromium on a phone and a desktop screen: a departure inside its balance
 * window says on its row and in the form that the whole amount is due at booking, and the booking
 * made then asks exactly that, due today (never a date already past); paying with a voucher says
 * what it paid and what is left on it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, formatDate } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { api, newPage, useProduct, viewports } from '../support/index.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';
import {
  bookAsTraveller,
  createDeparture,
  daysAhead,
  newTraveller,
  openDepartures,
  pageErrors,
  recordPayment,
  screenshot,
  signIn,
} from '../support/bookings.ts';

const { server, browser } = useProduct();
let trip: Trip;

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Rishikesh', price: 8999, days: '2N/3D' });
});

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('what is due now on a %s', (screen, viewport) => {
  it('inside the balance window: the row, the form and the booking all ask the whole amount, due today', async () => {
    // 13 days out: the balance (15 days before the start) was due two days ago.
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(screen === 'phone' ? 13 : 12), seatsTotal: 8 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await openDepartures(page);

    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    const price = row.locator('.departure-price');
    await expect(price.innerText()).resolves.toBe('₹8,999 per person · full amount when booking');
    await row.getByRole('button', { name: 'Reserve' }).click();
    const form = row.locator('form.reservation-form');
    await form.waitFor();
    const amounts = form.locator('.reservation-amounts');
    await expect(amounts.innerText()).resolves.toMatch(/Total\s+₹8,999\s+Full amount due now\s+₹8,999\s+Balance\s+₹0/);
    await form.getByText('The trip starts soon, so the whole amount is due when you book.').waitFor();
    await screenshot(page, `due-now-form-${screen}`);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    const facts = page.locator('.booking-amounts');
    await facts.waitFor();
    // What the form said is what the booking asks, due by today: never a date already past.
    await expect(facts.innerText()).resolves.toMatch(/Full amount\s+₹8,999[\s\S]*Balance due\s+₹8,999\s+Due by\s+(.+)/);
    const dueBy = (await facts.innerText()).match(/Due by\s+(.+)/)?.[1]?.trim();
    expect(dueBy).toBe(formatDate(calendarDay()));
    await page.locator('.offline-payment').getByText('Pay ₹8,999').waitFor();
    await screenshot(page, `due-now-booking-${screen}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paying with a voucher says what it paid and what is left on it', async () => {
    // A voucher of ₹2,250: a deposit paid, then cancelled for a credit voucher (worth all of it).
    const traveller = await newTraveller(server, 'voucher');
    const first = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(screen === 'phone' ? 70 : 71), seatsTotal: 8 });
    const paid = await bookAsTraveller(server, traveller, { departureId: first.id, adults: 1 });
    await recordPayment(server, paid.id, 2250);
    await api(server, 'POST', `/api/bookings/${paid.id}/cancel`, traveller.token, { refundTo: 'voucher' });
    const { vouchers } = await api<{ vouchers: { code: string; balance: number }[] }>(server, 'GET', '/api/vouchers', traveller.token);
    expect(vouchers[0]).toMatchObject({ balance: 2250 });

    // A booking of two: its ₹4,500 deposit is due; the voucher pays ₹2,250 of it and is used up.
    const second = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(screen === 'phone' ? 80 : 81), seatsTotal: 8 });
    const booking = await bookAsTraveller(server, traveller, { departureId: second.id, adults: 2 });
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/bookings/${booking.id}`);
    await waitForEagerIslands(page);
    await page.getByLabel('Voucher code (optional)').fill(vouchers[0].code);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const note = page.locator('.voucher-used');
    await note.waitFor();
    await expect(note.innerText()).resolves.toBe(`Your voucher ${vouchers[0].code} paid ₹2,250; nothing is left on it.`);
    // The rest is asked for, and the voucher's payment is on the booking.
    await page.locator('.offline-payment').getByText('Pay ₹2,250').waitFor();
    await expect(page.locator('.booking-amounts').innerText()).resolves.toMatch(/Paid\s+₹2,250/);
    await screenshot(page, `voucher-used-${screen}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('on a Hindi page', () => {
  it('a departure inside its balance window says the whole amount is paid at booking', async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(11), seatsTotal: 8 });
    const traveller = await newTraveller(server, 'hindi');
    const { context, page } = await newPage(browser, viewports.desktop);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/hi/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await openDepartures(page);
    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    await expect(row.locator('.departure-price').innerText()).resolves.toContain('बुकिंग पर पूरी रक़म');
    await context.close();
  });
});
