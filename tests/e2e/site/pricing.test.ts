/**
 * Prices that fill departures in Chromium, on a phone and a desktop screen: the trip page and the departures calendar
 * show the early bird's price with the original struck through and until when it holds; the reservation form shows the live quote line
 * by line as seats change and a code is typed (a code that cannot be used says so); the booking made has the same
 * lines on its page. A referral link (`/?ref=CODE`) opened on the landing page is remembered: the trip page's form
 * later starts with the code and quotes it, the booking has its line, the tax invoice (downloaded from the booking
 * page) states it, and the referrer's My Bookings shows the code, its WhatsApp share and the reward earned.
 * Screenshots go to /tmp/shots-33.
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '../../../server/src/entities/index.ts';
import { adminToken, api, newPage, useProduct, viewports } from '../support/index.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';
import { daysAhead, newTraveller, openDepartures, pageErrors, recordPayment, signIn } from '../support/bookings.ts';

const SHOTS = '/tmp/shots-33';
// A GSTIN: a paid booking gets its tax invoice.
const { server, browser } = useProduct({ GSTIN: '27AAPFU0939F1ZV' });
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

    // The departures calendar says the same: the price today, the original struck through, until when.
    const calendar = (await newPage(browser, viewport)).page;
    await signIn(calendar, server, traveller);
    await calendar.goto(`${server.url}/departures`);
    await waitForEagerIslands(calendar);
    const listed = calendar.locator('li.departure').filter({ has: calendar.locator('.original-price') });
    await expect(listed.count()).resolves.toBeGreaterThan(0);
    await expect(listed.first().locator('.price').innerText()).resolves.toMatch(/^₹10,000 ₹9,000 per person\s*Early bird price until /);
    await expect(listed.first().locator('s.original-price').innerText()).resolves.toBe('₹10,000');
    await calendar.screenshot({ path: `${SHOTS}/calendar-early-bird-${screen}.png`, fullPage: true });
    expect(await axeViolations(calendar)).toEqual([]);
    await calendar.context().close();

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

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('a referral link on a %s', (screen, viewport) => {
  it('is remembered from the landing page, quoted and booked, stated on the invoice, and rewards the referrer', async () => {
    const token = await adminToken(server);
    const { departure } = await api<{ departure: { id: string } }>(server, 'POST', '/api/admin/departures', token, {
      tripId: trip.id,
      startDate: daysAhead(screen === 'phone' ? 20 : 21),
      seatsTotal: 10,
    });
    const referrer = await newTraveller(server, `referrer_${screen}`);
    const { code } = await api<{ code: string }>(server, 'GET', '/api/me/referral', referrer.token);
    const friend = await newTraveller(server, `friend_${screen}`);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, friend);
    // The link as shared, in lower case: the site keeps the code until the first booking.
    await page.goto(`${server.url}/?ref=${code.toLowerCase()}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('referralCode')), { timeout: 15_000 }).toBe(code);

    await page.goto(`${server.url}/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await openDepartures(page);
    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    await row.getByRole('button', { name: 'Reserve' }).click();
    const form = row.locator('form.reservation-form');
    await form.waitFor();
    await expect(form.getByLabel('Coupon or referral code').inputValue()).resolves.toBe(code);
    const lines = form.locator('.pricing-lines');
    await lines.getByText(`Referral ${code}`).waitFor();
    await expect(lines.innerText()).resolves.toMatch(/Price before discounts\s+₹10,000[\s\S]*−₹500/);
    await expect(form.locator('.reservation-amounts').innerText()).resolves.toMatch(/Total\s+₹9,500/);
    await form.screenshot({ path: `${SHOTS}/referral-quote-${screen}.png` });
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
    const bookingId = page.url().split('/').pop()!;
    await page.locator('.pricing-lines').getByText(`Referral ${code}`).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('referralCode'))).resolves.toBeNull();

    // Paid in full: the tax invoice, for the price charged, states the referral.
    await recordPayment(server, bookingId, 9500);
    await page.reload();
    const invoice = page.locator('.document-list li').filter({ hasText: 'Tax Invoice' });
    await invoice.waitFor();
    await expect(invoice.innerText()).resolves.toContain('₹9,500');
    await page.screenshot({ path: `${SHOTS}/referral-booking-${screen}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button').click()]);
    const pdf = `${SHOTS}/referral-invoice-${screen}.pdf`;
    await download.saveAs(pdf);
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('Price before discounts');
    expect(text).toContain(`Referral ${code}`);
    expect(text).toContain('-Rs. 500.00');
    expect(text).toMatch(/Price charged\s+Rs\. 9,500\.00/);
    spawnSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdf, `${SHOTS}/referral-invoice-${screen}`]);

    // The referrer's My Bookings: the code, the WhatsApp share of the link, the reward the paid booking earned.
    const own = await newPage(browser, viewport);
    await signIn(own.page, server, referrer);
    await own.page.goto(`${server.url}/bookings`);
    const block = own.page.locator('.my-referral');
    await block.waitFor();
    await expect(block.locator('.referral-code code').innerText()).resolves.toBe(code);
    const share = new URL((await block.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!);
    expect(share.origin).toBe('https://wa.me');
    expect(share.searchParams.get('text')).toContain(`/?ref=${code}`);
    await expect(block.locator('.referral-rewards li').innerText()).resolves.toMatch(/^₹500 voucher [A-Z0-9-]+ for booking /);
    await own.page.screenshot({ path: `${SHOTS}/referral-my-bookings-${screen}.png`, fullPage: true });
    expect(await axeViolations(own.page)).toEqual([]);
    expect(errors).toEqual([]);
    await own.context.close();
    await context.close();
  });
});
