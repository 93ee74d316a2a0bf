/**
 * The back office's pricing screens in Chromium at 1280 and 390 px, axe finding nothing: a trip's group discount
 * tiers (a small table, its words, the domain's message for a bad tier), a departure's early bird (both fields, when
 * it holds in words), and the Finance page's discounts per month and each coupon's uses and revenue.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pricingMessages } from '../../../server/src/domain/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { daysAhead, newTraveller, recordPayment } from '../support/bookings.ts';
import { adminToken, api, newPage, useProduct, viewports } from '../support/index.ts';
import { openAdmin, screenshot } from '../support/admin-pages.ts';

const { server, browser } = useProduct();
let code: string;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** axe with the app bar in view: react-admin hides it (and its h1) while the page is scrolled down. */
async function axeAtTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('header h1').waitFor({ state: 'visible' });
  await page.waitForTimeout(400);
  return axeViolations(page);
}

const saved = async <T>(path: string, key: string) => (await api<Record<string, T>>(server, 'GET', path, await adminToken(server)))[key];

beforeAll(async () => {
  // A coupon sold once (₹20,000 less 15 %), for the Finance page.
  const trip = await createTrip(server, { place: 'Hampi', price: 20000 });
  const token = await adminToken(server);
  code = `FIN-${Date.now().toString(36).toUpperCase()}`;
  await api(server, 'POST', '/api/admin/coupons', token, { code, kind: 'percent', value: 15 });
  const { departure } = await api<{ departure: { id: string } }>(server, 'POST', '/api/admin/departures', token, {
    tripId: trip.id,
    startDate: daysAhead(60),
    seatsTotal: 10,
  });
  const traveller = await newTraveller(server, 'finance');
  const { booking } = await api<{ booking: { id: string; depositAmount: number } }>(server, 'POST', '/api/bookings', traveller.token, {
    departureId: departure.id,
    adults: 1,
    couponCode: code,
  });
  await recordPayment(server, booking.id, booking.depositAmount);
});

describe.each([
  ['desktop', viewports.desktop],
  ['phone', viewports.phone],
] as const)('pricing screens on a %s', (_screen, viewport) => {
  it('edits a trip’s group tiers, refusing a bad one with the domain’s message', async () => {
    const trip = await createTrip(server, { place: `Gokarna ${viewport.width}`, price: 15000 });
    const { context, page } = await newPage(browser, viewport);
    await openAdmin(page, server, `trips/${trip.id}/edit`);
    const table = page.locator('.ra-input-groupDiscount');
    await table.getByRole('button', { name: /add/i }).click();
    await table.getByLabel('Minimum seats').fill('4');
    await table.getByLabel('% off').fill('95');
    await page
      .getByRole('button', { name: /save|update/i })
      .first()
      .click();
    await table.getByText(pricingMessages.groupDiscountInvalid).waitFor();
    await table.getByLabel('% off').fill('5');
    await expect(page.getByTestId('group-discount-words').innerText()).resolves.toBe('Groups of 4 or more: 5% off');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'trip-group-discount');
    expect(await axeAtTop(page)).toEqual([]);
    // Enter in the field submits the form (on a phone the first refusal's notice may still cover the Save button).
    await table.getByLabel('% off').press('Enter');
    await expect
      .poll(async () => (await saved<{ groupDiscount: unknown }>(`/api/admin/trips/${trip.id}`, 'trip')).groupDiscount, { timeout: 15_000 })
      .toEqual([{ minSeats: 4, percent: 5 }]);
    await context.close();
  });

  it('sets a departure’s early bird, saying until when it holds', async () => {
    const trip = await createTrip(server, { place: `Kabini ${viewport.width}`, price: 12000 });
    const token = await adminToken(server);
    const startDate = daysAhead(90);
    const { departure } = await api<{ departure: { id: string } }>(server, 'POST', '/api/admin/departures', token, {
      tripId: trip.id,
      startDate,
      seatsTotal: 10,
    });
    const { context, page } = await newPage(browser, viewport);
    await openAdmin(page, server, `departures/${departure.id}/edit`);
    await expect.poll(() => page.getByLabel('Seats', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('10');
    await page.getByLabel('Early bird: days before the start').fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(pricingMessages.earlyBirdInvalid).waitFor();
    await page.getByLabel('Early bird: % off').fill('10');
    await expect(page.getByTestId('early-bird-words').innerText()).resolves.toMatch(/^Booked by [A-Z][a-z]{2} \d{2}, \d{4}: 10% off$/);
    await screenshot(page, 'departure-early-bird');
    expect(await axeAtTop(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await saved<{ earlyBird: unknown }>(`/api/admin/departures/${departure.id}`, 'departure')).earlyBird, {
        timeout: 15_000,
      })
      .toEqual({ daysBefore: 30, percent: 10 });
    await context.close();
  });

  it('shows the discounts given per month and each coupon’s uses and revenue on the Finance page', async () => {
    const { context, page } = await newPage(browser, viewport);
    await openAdmin(page, server, 'finance');
    const section = page.getByRole('heading', { name: 'Discounts given' });
    await section.waitFor();
    const perMonth =
      viewport === viewports.desktop
        ? page.getByRole('table', { name: 'Discounts given per month' })
        : page.getByRole('list', { name: 'Discounts given per month' });
    // This month: the coupon's ₹3,000 off one booking (a row on a desktop; a card, each amount labelled, on a phone).
    await expect(perMonth.innerText()).resolves.toMatch(
      viewport === viewports.desktop ? /₹0\s+₹0\s+₹3,000\s+₹0\s+1\s+₹3,000/ : /₹3,000\s+Early bird\s+₹0\s+Group\s+₹0\s+Coupon\s+₹3,000/,
    );
    const coupons =
      viewport === viewports.desktop
        ? page.getByRole('table', { name: "Coupons' uses and revenue" })
        : page.getByRole('list', { name: "Coupons' uses and revenue" });
    const couponText = await coupons.innerText();
    for (const part of [code, '15% off', '₹3,000', '₹17,000']) expect(couponText).toContain(part);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'finance-discounts');
    expect(await axeAtTop(page)).toEqual([]);
    await context.close();
  });
});
