/**
 * Cancelling with money in the back office, in Chromium: the admin's cancel dialog (a credit
 * voucher with an override amount and a reason), the booking's refunds and cancellation, 'Record
 * refund' settling an offline refund, the Vouchers list (issue a goodwill voucher, void it), and the
 * trip form's cancellation tiers put into words as travellers will read them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../server/src/entities/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { createDeparture, daysAhead, newTraveller, recordPayment } from '../support/bookings.ts';
import { adminToken, api, newPage, viewports, useProduct } from '../support/index.ts';
import { notificationSaying, notificationText, openAdmin, screenshot } from '../support/admin-pages.ts';

const { server, browser } = useProduct();
let tripId: string;
const bookings: Booking[] = [];

beforeAll(async () => {
  const trip = await createTrip(server, { place: 'Hampi', price: 20000 });
  tripId = trip.id;
  const departure = await createDeparture(server, { tripId, startDate: daysAhead(60), seatsTotal: 10 });
  for (const name of ['meera', 'kabir']) {
    const traveller = await newTraveller(server, name);
    const { booking } = await api<{ booking: Booking }>(server, 'POST', '/api/bookings', traveller.token, {
      departureId: departure.id,
      adults: 1,
    });
    bookings.push(await recordPayment(server, booking.id, 5000));
  }
});

describe("a booking's cancel with money", () => {
  it('cancels to a voucher with an override and a reason, then records the refund of another', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, `bookings/${bookings[0].id}/show`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('refundable ₹5,000').waitFor();
    await dialog.getByRole('combobox', { name: 'Money back' }).click();
    await page.getByRole('option', { name: 'Credit voucher' }).click();
    await dialog.getByLabel('Amount (₹, optional)').fill('4500.50');
    await dialog.getByLabel('Reason').fill('Landslide on the road');
    await screenshot(page, 'admin-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(notificationText(page)).resolves.toContain('Booking cancelled');
    await expect(page.getByTestId('booking-cancellation').innerText()).resolves.toContain('voucher ₹4,500.50 (Landslide on the road)');
    await screenshot(page, 'admin-cancelled');

    // The other: cancelled to the original (offline) payment by the policy, then the refund recorded.
    await openAdmin(page, server, `bookings/${bookings[1].id}/show`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await notificationSaying(page, 'Booking cancelled');
    // On a phone each refund is a card: method and amount, then its date and status.
    await expect(page.getByTestId('booking-refunds').innerText()).resolves.toMatch(/₹3,000\s+[^\n]+\s+pending/);
    await page.getByRole('button', { name: 'Record refund' }).click();
    await expect(page.getByRole('dialog').getByLabel('Amount (₹)').inputValue()).resolves.toBe('3000');
    await page.getByRole('dialog').getByLabel('Reference (UTR, receipt no.)').fill('UTR-REFUND-1');
    await page.getByRole('dialog').getByRole('button', { name: 'Record refund' }).click();
    // The cancel's notification may still be on screen: wait for this one's.
    await notificationSaying(page, 'Refund recorded');
    await page.getByTestId('booking-refunds').getByText('processed').waitFor();
    await expect(page.getByTestId('booking-refunds').innerText()).resolves.toMatch(/₹3,000\s+[^\n]+\s+processed/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});

describe('vouchers', () => {
  it('lists the cancel’s voucher, issues a goodwill one and voids it', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'vouchers');
    await page.locator('tbody tr', { hasText: '₹4,500.50' }).waitFor();
    await page.getByRole('button', { name: 'Issue voucher' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Traveller').fill('kabir');
    await page.getByRole('option', { name: /^kabir/ }).click();
    await dialog.getByLabel('Amount (₹)').fill('750.50');
    await dialog.getByRole('button', { name: 'Issue voucher' }).click();
    await expect(notificationText(page)).resolves.toMatch(/Voucher [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4} issued/);
    const goodwill = page.locator('tbody tr', { hasText: 'Goodwill' });
    await expect(goodwill.innerText()).resolves.toMatch(/kabir\d*\s+₹750.50\s+₹750.50/);
    await screenshot(page, 'vouchers');
    await goodwill.getByRole('button', { name: 'Void' }).click();
    await page.getByRole('button', { name: 'Void' }).last().click();
    await page.getByText('Voucher voided').waitFor();
    await goodwill.getByText('void').waitFor();
    await context.close();
  });
});

describe('the trip form', () => {
  it('edits the cancellation tiers and the GST rate, putting the tiers into words', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, `trips/${tripId}/edit`);
    await page.getByRole('button', { name: /add/i }).first().click();
    await page.getByLabel('Days before the start').first().fill('20');
    await page.getByLabel('% retained').first().fill('25');
    await expect(page.getByTestId('policy-words').innerText()).resolves.toContain(
      'Cancelled 20 days or more before the start: 75 % of the total refunded (25 % retained)',
    );
    await page.getByRole('combobox', { name: 'GST rate' }).click();
    await page.getByRole('option', { name: '12 %' }).click();
    await screenshot(page, 'trip-money');
    await page
      .getByRole('button', { name: /save|update/i })
      .first()
      .click();
    await expect
      .poll(
        async () =>
          (await api<{ trip: Record<string, unknown> }>(server, 'GET', `/api/admin/trips/${tripId}`, await adminToken(server))).trip
            .gstRatePercent,
      )
      .toBe(12);
    await context.close();
  });
});
