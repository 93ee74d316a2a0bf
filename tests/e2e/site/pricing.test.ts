/**
 * Prices that fill departures in Chromium, on a phone and a desktop screen: the trip page shows the early bird's
 * price with the original struck through and until when it holds; the reservation form shows the live quote line
 * by line as seats change and a code is typed (a code that cannot be used says so); the booking made has the same
 * lines on its page. Screenshots go to /tmp/shots-33.
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '../../../server/src/domain/index.ts';
import { adminToken, api, newPage, useProduct, viewports } from '../support/index.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';
import { daysAhead, newTraveller, openDepartures, pageErrors, signIn } from '../support/bookings.ts';

const SHOTS = '/tmp/shots-33';
const { server, browser } = useProduct();
let trip: Trip;
let code: string;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  trip = await createTrip(server, { place: 'Coorg', price: 10000, days: '2N/3D', groupDiscount: [{ minSeats: 3, percent: 5 }] });
  code = `MONSOON-${Date.now().toString(36).toUpperCase()}`;
  const token = await adminToken(server);
  await api(server, 'POST', '/api/admin/coupons', token, { code, kind: 'flat', value: 1000, maxUsesPerTraveller: 5 });
});

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('prices on a %s', (screen, viewport) => {
  it('shows the early bird, the live quote with a code, and the same lines on the booking', async () => {
    const token = await adminToken(server);
    const { departure } = await api<{ departure: { id: string } }>(server, 'POST', '/api/admin/departures', token, {
      tripId: trip.id,
      startDate: daysAhead(screen === 'phone' ? 90 : 91),
      seatsTotal: 10,
      earlyBird: { daysBefore: 30, percent: 10 },
    });
    const traveller = await newTraveller(server, `coorg_${screen}`);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await openDepartures(page);

    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    await expect(row.locator('.departure-price').innerText()).resolves.toMatch(/^₹10,000 ₹9,000 per person/);
    await expect(row.locator('.departure-original-price').innerText()).resolves.toBe('₹10,000');
    await row
      .locator('.departure-early-bird')
      .getByText(/^Early bird price until /)
      .waitFor();

    await row.getByRole('button', { name: 'Reserve' }).click();
    const form = row.locator('form.reservation-form');
    await form.waitFor();
    const lines = form.locator('.pricing-lines');
    await lines.getByText('Early bird 10% off').waitFor();
    await form.getByLabel('Adults').fill('3');
    await lines.getByText('Group of 3+ 5% off').waitFor();
    await form.getByLabel('Coupon or referral code').fill('nope-nope');
    await form.getByText('This code cannot be used').waitFor();
    await form.getByLabel('Coupon or referral code').fill(` ${code.toLowerCase()} `);
    await lines.getByText(`Coupon ${code}`).waitFor();
    await expect(form.getByText('This code cannot be used').count()).resolves.toBe(0);
    // ₹30,000 less 10 % (₹3,000), 5 % (₹1,500) and ₹1,000.
    await expect(form.locator('.reservation-amounts').innerText()).resolves.toMatch(/Total\s+₹24,500/);
    await expect(lines.innerText()).resolves.toMatch(/Price before discounts\s+₹30,000/);
    await page.screenshot({ path: `${SHOTS}/reservation-quote-${screen}.png`, fullPage: false });
    await form.screenshot({ path: `${SHOTS}/reservation-form-${screen}.png` });
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    const bookingLines = page.locator('.pricing-lines');
    await bookingLines.getByText(`Coupon ${code}`).waitFor();
    await expect(bookingLines.innerText()).resolves.toMatch(/Early bird 10% off\s+−₹3,000[\s\S]*Group of 3\+ 5% off\s+−₹1,500/);
    await expect(page.locator('.booking-amounts').innerText()).resolves.toMatch(/Total\s+₹24,500/);
    await page.screenshot({ path: `${SHOTS}/booking-lines-${screen}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // The code typed on purpose that cannot be used is the quote's 400: the browser logs it, nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});
