/**
 * Bookings in the back office, in Chromium: status tabs with their counts, search by reference,
 * CSV export, phone rows with the trip and its date, a booking's page (lead traveller, travellers,
 * rupees with Indian grouping), 'Record payment' turning a pending booking confirmed, 'Cancel'
 * freeing its seats, and the dashboard's money due, money collected this month and upcoming
 * departures' seats filled.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from '../../../server/src/domain/index.ts';
import type { Booking, BookingSummary, Departure } from '../../../server/src/entities/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { createDeparture, daysAhead, newTraveller } from '../support/bookings.ts';
import { adminToken, api, newPage, viewports, useProduct } from '../support/index.ts';
import { notificationText, screenshot, storeAdminSession, openAdmin } from '../support/admin-pages.ts';

const { server, browser } = useProduct();
let departure: Departure;
const bookings: Record<'family' | 'solo' | 'dropped', Booking> = {} as never;

async function book(username: string, body: Record<string, unknown>): Promise<Booking> {
  const traveller = await newTraveller(server, username);
  return (await api<{ booking: Booking }>(server, 'POST', '/api/bookings', traveller.token, { departureId: departure.id, ...body }))
    .booking;
}

async function adminGet<T>(pathname: string): Promise<T> {
  return api<T>(server, 'GET', pathname, await adminToken(server));
}

beforeAll(async () => {
  // ₹1,25,000 a seat, deposit 25%: ₹31,250 a seat.
  const trip = await createTrip(server, { place: 'Ladakh', price: 125000 });
  departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(35), seatsTotal: 10 });
  bookings.family = await book('rao', {
    adults: 2,
    kids: 1,
    travellers: [{ name: 'Asha Rao' }, { name: 'Ravi Rao' }, { name: 'Mira Rao' }],
  });
  bookings.solo = await book('solo', { adults: 1, kids: 0 });
  const dropped = await newTraveller(server, 'dropped');
  const droppedBooking = (
    await api<{ booking: Booking }>(server, 'POST', '/api/bookings', dropped.token, { departureId: departure.id, adults: 1 })
  ).booking;
  bookings.dropped = (await api<{ booking: Booking }>(server, 'POST', `/api/bookings/${droppedBooking.id}/cancel`, dropped.token)).booking;
});

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

describe('the bookings list', () => {
  it('shows status tabs with counts, filters by tab and by a search for the reference, and exports CSV', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'bookings');
    await tab(page, /^All \(3\)$/).waitFor();
    await tab(page, /^Pending payment \(2\)$/).waitFor();
    await tab(page, /^Confirmed \(0\)$/).waitFor();
    await tab(page, /^Paid \(0\)$/).waitFor();
    await tab(page, /^Cancelled\/Expired \(1\)$/).waitFor();

    const row = (booking: Booking) => page.locator('tbody tr', { hasText: booking.reference });
    await row(bookings.family).waitFor();
    await tab(page, /^Cancelled\/Expired/).click();
    await row(bookings.family).waitFor({ state: 'detached' });
    await row(bookings.dropped).waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(1);
    await tab(page, /^Pending payment/).click();
    await row(bookings.dropped).waitFor({ state: 'detached' });
    await row(bookings.family).waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(2);
    await expect(row(bookings.family).innerText()).resolves.toContain('₹3,75,000');

    await page.getByPlaceholder('Reference, name or mobile').fill(bookings.solo.reference);
    await row(bookings.family).waitFor({ state: 'detached' });
    await expect(page.locator('tbody tr').count()).resolves.toBe(1);
    // The counts follow the search too.
    await tab(page, /^All \(1\)$/).waitFor();
    await screenshot(page, 'booking-list');

    await page.getByPlaceholder('Reference, name or mobile').fill('');
    await tab(page, /^All \(3\)$/).waitFor();
    await tab(page, /^All/).click();
    await page.locator('tbody tr').nth(2).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('bookings.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Reference,Status,Trip,Departure date,Lead traveller,Account,Mobile,/);
    expect(csv).toMatch(/,\+91\d{10},/);
    expect(csv).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    for (const booking of Object.values(bookings)) expect(csv).toContain(booking.reference);
    expect(csv).toContain('Asha Rao; Ravi Rao; Mira Rao');
    expect(csv).toContain('Ladakh');
    await context.close();
  });
});

describe('the bookings list on a phone', () => {
  it('lists bookings with their trip and date and their status, scrolls the tabs, and opens a booking', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, 'bookings');
    const item = page.getByRole('link').filter({ hasText: bookings.family.reference });
    await expect(item.innerText()).resolves.toContain('Pending payment');
    await expect(item.innerText()).resolves.toContain('₹0 paid of ₹3,75,000');
    // What the booking is for, as the desktop table's Trip and Departure columns say.
    await expect(item.innerText()).resolves.toContain(`Ladakh · ${formatDate(departure.startDate)}`);
    await tab(page, /^Pending payment \(2\)$/).waitFor();
    await screenshot(page, 'booking-list');
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await item.click();
    await page.waitForURL(`**/admin/bookings/${bookings.family.id}/show`);
    await page.getByTestId('booking-reference').waitFor();
    await context.close();
  });
});

describe("a booking's page", () => {
  it('shows the travellers and amounts, records a payment that confirms it, and is usable on a phone', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, `bookings/${bookings.family.id}/show`);
    await expect(page.getByTestId('booking-reference').innerText()).resolves.toBe(bookings.family.reference);
    await expect(page.getByTestId('booking-status').innerText()).resolves.toBe('Pending payment');
    await expect(page.getByTestId('booking-travellers').innerText()).resolves.toMatch(
      /1\. Asha Rao[\s\S]+2\. Ravi Rao[\s\S]+3\. Mira Rao · kid/,
    );
    const amounts = page.getByTestId('booking-amounts');
    await expect(amounts.innerText()).resolves.toMatch(/Total\s+₹3,75,000/);
    await expect(amounts.innerText()).resolves.toMatch(/Deposit\s+₹93,750/);
    await page.getByText('Ladakh').waitFor();
    await screenshot(page, 'booking-show');

    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Amount (₹)').inputValue()).resolves.toBe('93750');
    await dialog.getByLabel('Amount (₹)').fill('0');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Amount must be greater than 0 with at most two decimals').waitFor();
    await dialog.getByLabel('Amount (₹)').fill('93750');
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await dialog.getByLabel('Reference (UTR, receipt no.)').fill('UTR99887766');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(notificationText(page)).resolves.toContain('Payment recorded');
    await page.getByTestId('booking-status').getByText('Confirmed').waitFor();
    await expect(amounts.innerText()).resolves.toMatch(/Paid\s+₹93,750/);
    await expect(amounts.innerText()).resolves.toMatch(/Balance due\s+₹2,81,250/);
    const payments = await page.getByTestId('booking-payments').innerText();
    expect(payments).toContain('Bank transfer');
    expect(payments).toContain('UTR99887766');

    const { booking } = await adminGet<{ booking: Booking }>(`/api/admin/bookings/${bookings.family.id}`);
    expect(booking).toMatchObject({ status: 'confirmed', amountPaid: 93750, balanceDue: 281250 });
    expect(booking.payments).toEqual([
      expect.objectContaining({ amount: 93750, method: 'bank_transfer', providerPaymentId: 'UTR99887766' }),
    ]);
    await context.close();
  });

  it('cancels a booking after a confirmation, freeing its seats', async () => {
    const before = (await adminGet<{ departure: Departure }>(`/api/admin/departures/${departure.id}`)).departure;
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, `bookings/${bookings.solo.id}/show`);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
    expect((await adminGet<{ booking: Booking }>(`/api/admin/bookings/${bookings.solo.id}`)).booking.status).toBe('pending_payment');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByTestId('booking-status').getByText('Cancelled').waitFor();
    await expect(page.getByRole('button', { name: 'Record payment' }).count()).resolves.toBe(0);
    const after = (await adminGet<{ departure: Departure }>(`/api/admin/departures/${departure.id}`)).departure;
    expect(after.seatsLeft).toBe(before.seatsLeft + 1);
    await context.close();
  });
});

describe('the dashboard', () => {
  it('shows what is still to collect and overdue (as Finance does), money collected and the upcoming departure', async () => {
    const summary = await adminGet<BookingSummary>('/api/admin/bookings/summary');
    // After the steps above: the family's ₹93,750 deposit came in; its balance is due; nothing else holds seats.
    expect(summary).toMatchObject({
      moneyDue: 281250,
      owed: { count: 1, amount: 281250 },
      overdue: { count: 0, amount: 0 },
      collectedThisMonth: 93750,
    });
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'dashboard');
    await page.waitForFunction(() => document.querySelector('[data-testid=money-owed]')?.textContent?.startsWith('₹'));
    await expect(page.getByTestId('money-owed').innerText()).resolves.toBe(formatRupees(281250));
    await expect(page.getByTestId('money-overdue').innerText()).resolves.toBe('₹0');
    await expect(page.getByTestId('money-collected').innerText()).resolves.toBe('₹93,750');
    const upcoming = page.getByTestId('upcoming-departures').locator('li', { hasText: 'Ladakh' });
    await expect(upcoming.innerText()).resolves.toContain('3 / 10');
    await screenshot(page, 'dashboard-bookings');
    await context.close();
  });
});

describe('accessibility', () => {
  for (const viewport of [viewports.desktop, viewports.phone]) {
    it(`the bookings and departures screens have no axe violations at ${viewport.width} px`, async () => {
      // Each screen with what shows it has loaded (not react-admin's loading spinner).
      const screens: [string, string][] = [
        ['bookings', `text=${bookings.family.reference}`],
        [`bookings/${bookings.family.id}/show`, '[data-testid=booking-amounts]'],
        ['departures', 'text=Ladakh'],
        ['departures/create', 'text=Start date'],
        [`departures/${departure.id}`, '[data-testid=departure-seats]'],
      ];
      const { context, page } = await newPage(browser, viewport);
      await storeAdminSession(page, server);
      const failures: string[] = [];
      for (const [screen, loaded] of screens) {
        await page.goto(`${server.url}/admin/${screen}`);
        await page.locator(loaded).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
          failures.push(`${screen}: ${violation.id} (${nodes.join(' | ')})`);
        }
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }
});
