/**
 * Payment plans in Chromium on a phone (390 px) and a desktop screen (1280 px): the departure form's
 * plan table with its live example in rupees, saved; the booking page's schedule with the next
 * instalment marked and its pay button; both without axe violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentPlanMessages } from '../../../server/src/domain/index.ts';
import type { Departure, Trip } from '../../../server/src/entities/index.ts';
import { openAdmin, screenshot } from '../support/admin-pages.ts';
import { createTrip } from '../support/catalogue.ts';
import { bookAsTraveller, daysAhead, newTraveller, pageErrors, recordPayment, signIn } from '../support/bookings.ts';
import { adminToken, api, newPage, useProduct, viewports } from '../support/index.ts';

const { server, browser } = useProduct();
let trip: Trip;

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Spiti Valley', price: 60000, days: '8N/9D' });
});

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const plan = [
  { daysBefore: null, percent: 30 },
  { daysBefore: 60, percent: 40 },
  { daysBefore: 30, percent: 30 },
];

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('payment plans on a %s', (screen, viewport) => {
  it('the departure form edits the plan as a table with a live example in rupees', async () => {
    const token = await adminToken(server);
    const body = { tripId: trip.id, startDate: daysAhead(120), seatsTotal: 10 };
    const { departure } = await api<{ departure: Departure }>(server, 'POST', '/api/admin/departures', token, body);
    const { context, page } = await newPage(browser, viewport);
    await openAdmin(page, server, `departures/${departure.id}`);
    const add = page.getByRole('button', { name: paymentPlanMessages.addStep });
    await add.waitFor({ timeout: 20_000 });
    await add.click();
    await page.getByRole('spinbutton', { name: `${paymentPlanMessages.percentColumn}, payment 1` }).fill('30');
    await add.click();
    await add.click();
    await page.getByRole('spinbutton', { name: `${paymentPlanMessages.whenColumn}, payment 2` }).fill('60');
    await page.getByRole('spinbutton', { name: `${paymentPlanMessages.percentColumn}, payment 2` }).fill('40');
    await page.getByRole('spinbutton', { name: `${paymentPlanMessages.whenColumn}, payment 3` }).fill('30');
    await page.getByRole('spinbutton', { name: `${paymentPlanMessages.percentColumn}, payment 3` }).fill('30');
    const example = page.getByTestId('payment-plan-example');
    await expect.poll(() => example.innerText()).toMatch(/₹18,000 · At booking\s+₹24,000 · .+\s+₹18,000 · /);
    // Back at the top: the app bar (with the page's h1) hides while the page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { level: 1, name: 'Edit Departure' }).waitFor();
    await screenshot(page, `departure-payment-plan-${screen}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await api<{ departure: Departure }>(server, 'GET', `/api/admin/departures/${departure.id}`, token)).departure.paymentPlan,
      )
      .toEqual(plan);
    await context.close();
  });

  it('the booking page shows the schedule, marks the next instalment and pays it', async () => {
    const token = await adminToken(server);
    const body = { tripId: trip.id, startDate: daysAhead(120), seatsTotal: 10, paymentPlan: plan };
    const { departure } = await api<{ departure: Departure }>(server, 'POST', '/api/admin/departures', token, body);
    const traveller = await newTraveller(server);
    const booking = await bookAsTraveller(server, traveller, { departureId: departure.id, adults: 3 });
    expect(booking.instalments.map((i) => i.amount)).toEqual([54000, 72000, 54000]);
    await recordPayment(server, booking.id, 54000);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/bookings/${booking.id}`);
    const schedule = page.locator('.payment-schedule');
    await schedule.waitFor({ timeout: 20_000 });
    await expect(schedule.locator('.instalment-status').allInnerTexts()).resolves.toEqual(['Paid', 'Upcoming', 'Upcoming']);
    await expect(schedule.locator('[aria-current="step"] .instalment-name').innerText()).resolves.toBe('Instalment 2');
    await page.getByRole('button', { name: 'Pay instalment 2: ₹72,000' }).click();
    await page.locator('.offline-payment').getByText('Pay ₹72,000').waitFor();
    await screenshot(page, `booking-payment-schedule-${screen}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
