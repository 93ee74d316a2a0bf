/**
 * Cancelling a paid-in-part booking from its page in Chromium, on a phone and a desktop: the
 * balance due date and the receipt to download, the quote with the policy in words, the choice of
 * money back or a credit voucher, the confirm step, then the refund (pending until an admin records
 * it, for an offline payment) or the voucher, which My Bookings lists. Inside the policy's last tiers
 * the choice starts on the voucher (worth more than ₹0 back), and ₹0 back is confirmed in words.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { createTrip } from '../support/catalogue.ts';
import {
  bookAsTraveller,
  createDeparture,
  daysAhead,
  getBooking,
  newTraveller,
  pageErrors,
  recordPayment,
  signIn,
} from '../support/bookings.ts';
import { screenshot } from '../support/admin-pages.ts';

const { server, browser } = useProduct({ CANCELLATION_POLICY: '30:10,15:50,0:100' });
let trip: Trip;

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Spiti Valley', price: 20000, days: '6N/7D' });
});

describe.each([
  ['phone', viewports.phone, 'original'],
  ['desktop', viewports.desktop, 'voucher'],
] as const)('cancelling on a %s', (screen, viewport, refundTo) => {
  it(`shows the quote, takes the choice (${refundTo}) after a confirm step, and shows what comes back`, async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(screen === 'phone' ? 60 : 61), seatsTotal: 8 });
    const traveller = await newTraveller(server);
    const booking = await bookAsTraveller(server, traveller, { departureId: departure.id, adults: 1 });
    await recordPayment(server, booking.id, 5000);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/bookings/${booking.id}`);
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const due = (await getBooking(server, traveller, booking.id)).balanceDueDate!;
    await expect(page.locator('.booking-amounts').innerText()).resolves.toContain(formatDate(due));

    // The receipt of the deposit, as a PDF.
    const documentButton = page.getByRole('button', { name: /Download PDF of/ });
    const [pdf] = await Promise.all([page.waitForEvent('download'), documentButton.click()]);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await page.locator('.booking-cancel').getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.cancel-choice').waitFor();
    await expect(page.locator('.cancel-policy').innerText()).resolves.toContain('Cancelled 30 days or more before the start: 90 %');
    // 10 % of ₹20,000 kept: ₹3,000 back of ₹5,000; or a voucher worth all ₹5,000.
    await page.getByText('₹3,000 back to your original payment (₹2,000 kept under the policy)').waitFor();
    await page.getByText('A credit voucher of ₹5,000 to spend on a later trip').click();
    if (refundTo === 'original') await page.getByText('₹3,000 back to your original payment').click();
    await screenshot(page, `site-cancel-quote-${screen}`);
    await page.locator('.booking-cancel').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByRole('heading', { name: 'Booking cancelled' }).waitFor();
    if (refundTo === 'original') {
      await expect(page.locator('.refund-list').innerText()).resolves.toMatch(/₹3,000 on its way/);
    } else {
      await expect(page.locator('.cancellation-summary').innerText()).resolves.toContain('A credit voucher of ₹5,000');
      await page.goto(`${server.url}/bookings`);
      await page.locator('.voucher').first().waitFor();
      await expect(page.locator('.voucher').first().innerText()).resolves.toMatch(/₹5,000 of ₹5,000 · until .* · Active/);
    }
    await screenshot(page, `site-cancelled-${screen}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('cancelling when the policy keeps everything paid, on a %s', (screen, viewport) => {
  it('starts on the voucher worth everything paid, and confirms ₹0 back in words with the amount kept', async () => {
    // ₹13,000 a seat, 19 days out (50 % kept: ₹6,500), ₹6,500 paid: ₹0 back, or a voucher of ₹6,500.
    const late = await createTrip(server, { place: 'Rishikesh', price: 13000, days: '3N/4D' });
    const departure = await createDeparture(server, { tripId: late.id, startDate: daysAhead(19), seatsTotal: 8 });
    const traveller = await newTraveller(server);
    const booking = await bookAsTraveller(server, traveller, { departureId: departure.id, adults: 1 });
    await recordPayment(server, booking.id, 6500);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/bookings/${booking.id}`);
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const cancelSection = page.locator('.booking-cancel');
    await cancelSection.getByRole('button', { name: 'Cancel' }).click();
    const voucher = page.getByRole('radio', { name: 'A credit voucher of ₹6,500 to spend on a later trip' });
    const original = page.getByRole('radio', { name: '₹0 back to your original payment (₹6,500 kept under the policy)' });
    await voucher.waitFor();
    await expect(voucher.isChecked()).resolves.toBe(true);
    await expect(original.isChecked()).resolves.toBe(false);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await screenshot(page, `site-cancel-nothing-back-${screen}`);

    await original.check();
    await cancelSection.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog');
    const nothingBack = 'You get nothing back: the ₹6,500 you paid is kept under the policy.';
    await expect(dialog.innerText()).resolves.toContain(
      `Booking ${booking.reference} will be cancelled and its seats released. ${nothingBack}`,
    );
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    // Thinking better of it: back to the voucher, which the confirm step then names.
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await voucher.check();
    await cancelSection.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.innerText()).resolves.toContain('A credit voucher of ₹6,500 to spend on a later trip.');
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByRole('heading', { name: 'Booking cancelled' }).waitFor();
    await expect(page.locator('.cancellation-summary').innerText()).resolves.toContain('A credit voucher of ₹6,500');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
