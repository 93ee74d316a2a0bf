/**
 * Departures in the back office, in Chromium: added from the trip's edit screen (trip filled in),
 * the form's rules, edited (seats, price; the deposit keeps following the price), closed, seats
 * refused below those taken and delete refused while booked (the server's words), cancelled only
 * after a confirm step saying what it does in the server's figures, and the manifest downloaded
 * as manifest-<place>-<startDate>.csv with a row per traveller.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookingMessages, formatDate } from '../../../server/src/domain/index.ts';
import type { Booking, Departure, Trip } from '../../../server/src/entities/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { bookAsTraveller, createDeparture, daysAhead, newTraveller, recordPayment } from '../support/bookings.ts';
import { adminToken, api, newPage, viewports, useProduct } from '../support/index.ts';
import { notificationText, screenshot, openAdmin } from '../support/admin-pages.ts';

const { server, browser } = useProduct();

async function departuresOf(trip: Trip): Promise<Departure[]> {
  const filter = encodeURIComponent(JSON.stringify({ tripId: trip.id }));
  return (await api<{ departures: Departure[] }>(server, 'GET', `/api/admin/departures?filter=${filter}`, await adminToken(server)))
    .departures;
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label }).click();
}

describe('adding a departure', () => {
  it("starts from the trip's edit screen with the trip filled in, checks the rules, and saves", async () => {
    const trip = await createTrip(server, { place: 'Spiti Valley', price: 125000 });
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, `trips/${trip.id}/edit`);
    await page.getByRole('link', { name: 'Add Departure' }).click();
    await page.waitForURL('**/admin/departures/create?**');
    await expect.poll(() => page.getByLabel('Trip', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('Spiti Valley');
    await expect(page.getByText("Empty: the trip's price (₹1,25,000)").waitFor()).resolves.toBeUndefined();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(bookingMessages.departureStartRequired).waitFor();
    await page.getByText(bookingMessages.seatsTotalRange).waitFor();
    await page.getByLabel('Start date').fill(daysAhead(-3));
    await page.getByLabel('Seats', { exact: true }).fill('501');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(bookingMessages.departureInPast).waitFor();
    await page.getByText(bookingMessages.seatsTotalRange).waitFor();
    expect(await departuresOf(trip)).toHaveLength(0);

    const startDate = daysAhead(40);
    await page.getByLabel('Start date').fill(startDate);
    await page.getByLabel('End date (optional)').fill(daysAhead(46));
    await page.getByLabel('Seats', { exact: true }).fill('10');
    // The messages go once the fields are right (checked again as they change).
    await page.getByText(bookingMessages.departureInPast).waitFor({ state: 'detached' });
    await page.getByText(bookingMessages.seatsTotalRange).waitFor({ state: 'detached' });
    await screenshot(page, 'departure-create');
    await page.getByRole('button', { name: 'Save' }).click();
    // The toast of the refused save above may still be showing: wait for this one.
    await page.locator('.MuiSnackbar-root', { hasText: bookingMessages.departureCreated }).waitFor();
    await page.waitForURL('**/admin/departures**');

    const [departure] = await departuresOf(trip);
    // The API resolves the empty price and deposit: the trip's price and 25% of it.
    expect(departure).toMatchObject({
      startDate,
      endDate: daysAhead(46),
      seatsTotal: 10,
      seatsLeft: 10,
      pricePerPerson: 125000,
      depositPerPerson: 31250,
      status: 'open',
    });
    const row = page.locator('tr', { hasText: 'Spiti Valley' });
    const rowText = await row.innerText();
    for (const text of ['0 / 10', '10 seats left', '₹1,25,000', '₹31,250', 'Open']) expect(rowText, text).toContain(text);
    await context.close();
  });
});

describe('editing a departure', () => {
  it('changes seats and price (the deposit follows the new price), then closes it', async () => {
    const trip = await createTrip(server, { place: 'Hampi', price: 20000 });
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(30), seatsTotal: 8 });
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, `departures/${departure.id}/edit`);
    await expect.poll(() => page.getByLabel('Price per person (₹, optional)').inputValue(), { timeout: 15_000 }).toBe('20000');
    await page.getByLabel('Seats', { exact: true }).fill('12');
    await page.getByLabel('Price per person (₹, optional)').fill('24000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notificationText(page)).resolves.toContain(bookingMessages.departureUpdated);
    await page.waitForURL('**/admin/departures');
    let [saved] = await departuresOf(trip);
    // The deposit was left as shown, so it is not pinned: it follows the new price (25%).
    expect(saved).toMatchObject({ seatsTotal: 12, pricePerPerson: 24000, depositPerPerson: 6000, status: 'open' });

    await page.goto(`${server.url}/admin/departures/${departure.id}/edit`);
    await chooseStatus(page, 'Closed');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/departures');
    [saved] = await departuresOf(trip);
    expect(saved.status).toBe('closed');
    await expect(page.locator('tr', { hasText: 'Hampi' }).innerText()).resolves.toContain('Closed');
    await context.close();

    // On a phone each departure is a card with its state and every action labelled, none hidden off the screen.
    const phone = await newPage(browser, viewports.phone);
    await openAdmin(phone.page, server, `departures?filter=${encodeURIComponent(JSON.stringify({ tripId: trip.id }))}`);
    const item = phone.page.getByTestId('departure-card').filter({ hasText: 'Hampi' });
    await expect(item.innerText()).resolves.toContain('0 / 12');
    await expect(item.innerText()).resolves.toContain('Closed');
    for (const action of [item.getByRole('link', { name: 'Edit' }), item.getByRole('link', { name: 'Bookings' })]) {
      await expect(action.isVisible()).resolves.toBe(true);
    }
    await expect(item.getByRole('button', { name: 'Manifest' }).isVisible()).resolves.toBe(true);
    await screenshot(phone.page, 'departure-list');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await item.getByRole('link', { name: 'Edit' }).click();
    await phone.page.waitForURL(`**/admin/departures/${departure.id}`);
    await phone.context.close();
  });

  it("refuses seats below those taken and deleting a booked departure, in the server's words", async () => {
    const trip = await createTrip(server, { place: 'Coorg', price: 9000 });
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(20), seatsTotal: 6 });
    await bookAsTraveller(server, await newTraveller(server, 'coorg'), { departureId: departure.id, adults: 3 });
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, `departures/${departure.id}/edit`);
    await page.getByTestId('departure-seats').getByText('3 / 6').waitFor();
    await page.getByLabel('Seats', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notificationText(page)).resolves.toContain(bookingMessages.seatsBelowTaken);
    await screenshot(page, 'departure-edit');
    // On a phone the notification covers the toolbar until it goes (it waits while the pointer is on it).
    await page.mouse.move(5, 5);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 15_000 });

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(bookingMessages.departureHasBookings).waitFor();
    const [kept] = await departuresOf(trip);
    expect(kept).toMatchObject({ seatsTotal: 6, seatsLeft: 3 });
    await context.close();
  });
});

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('cancelling a departure on a %s', (_screen, viewport) => {
  it('asks first, saying how many bookings and travellers it cancels and the money refunded; only its confirm cancels', async () => {
    const trip = await createTrip(server, { place: 'Rishikesh', price: 13000 });
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(40), seatsTotal: 10 });
    const paidTwo = await bookAsTraveller(server, await newTraveller(server, 'ganga'), { departureId: departure.id, adults: 2 });
    await recordPayment(server, paidTwo.id, 10000);
    const paidOne = await bookAsTraveller(server, await newTraveller(server, 'yamuna'), { departureId: departure.id, adults: 1 });
    await recordPayment(server, paidOne.id, 3250);
    const statusNow = async () => (await departuresOf(trip))[0].status;

    const { context, page } = await newPage(browser, viewport);
    await openAdmin(page, server, `departures/${departure.id}`);
    await page.getByTestId('departure-seats').getByText('3 / 10').waitFor();
    await chooseStatus(page, 'Cancelled');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel the departure of ${formatDate(departure.startDate)}?` });
    await expect(dialog.getByTestId('departure-cancellation-quote').innerText()).resolves.toBe(
      "This cancels 2 bookings (3 travellers): ₹13,250 is refunded in full to the original payments, and each booking's " +
        'traveller is sent a cancellation message at once. This cannot be undone.',
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await screenshot(page, 'departure-cancel-confirm');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await statusNow()).toBe('open');

    // Enter in a field submits the form too: it asks the same.
    await page.getByLabel('Seats', { exact: true }).press('Enter');
    await dialog.getByTestId('departure-cancellation-quote').waitFor();
    expect(await statusNow()).toBe('open');
    await dialog.getByRole('button', { name: 'Cancel departure' }).click();
    await expect(notificationText(page)).resolves.toContain(bookingMessages.departureUpdated);
    await page.waitForURL('**/admin/departures');
    expect(await statusNow()).toBe('cancelled');
    const token = await adminToken(server);
    for (const booking of [paidTwo, paidOne]) {
      const { booking: after } = await api<{ booking: Booking }>(server, 'GET', `/api/admin/bookings/${booking.id}`, token);
      expect(after).toMatchObject({ status: 'cancelled', cancellation: { by: 'operator' } });
    }
    await context.close();
  });
});

describe('the manifest', () => {
  it('downloads as manifest-<place>-<startDate>.csv with a row per traveller', async () => {
    const trip = await createTrip(server, { place: 'Rann of Kutch', price: 15000 });
    const startDate = daysAhead(25);
    const departure = await createDeparture(server, { tripId: trip.id, startDate, seatsTotal: 10 });
    const traveller = await newTraveller(server, 'kutch');
    const booking = (
      await api<{ booking: { reference: string } }>(server, 'POST', '/api/bookings', traveller.token, {
        departureId: departure.id,
        adults: 2,
        kids: 0,
        travellers: [{ name: 'Meera Shah' }, { name: 'Kabir Shah' }],
      })
    ).booking;
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, `departures?filter=${encodeURIComponent(JSON.stringify({ tripId: trip.id }))}`);
    const row = page.locator('tr', { hasText: 'Rann of Kutch' });
    await row.getByText('2 / 10').waitFor();
    await screenshot(page, 'departure-list');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Manifest' }).click()]);
    expect(download.suggestedFilename()).toBe(`manifest-rann-of-kutch-${startDate}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3); // header and one row per traveller
    expect(lines[1]).toContain(booking.reference);
    expect(csv).toContain('Meera Shah');
    expect(csv).toContain('Kabir Shah');
    expect(csv).toContain(traveller.user.mobileNumber);
    await context.close();
  });
});
