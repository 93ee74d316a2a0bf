/**
 * Reserving with offline payment (the default) in Chromium, on a phone and a desktop screen: the
 * trip page's departures and reservation form, the booking page with its reference, UPI link, QR
 * code and bank details, 'My Bookings', cancelling (seats come back), the server's refusals in the
 * contract's words, and 'Booking confirmed' with 'Pay balance' once an admin records the deposit.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, formatDate } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';
import {
  bookAsTraveller,
  createDeparture,
  daysAhead,
  getBooking,
  newTraveller,
  openDepartures,
  publicDepartures,
  recordPayment,
  pageErrors,
  screenshot,
  signIn,
} from '../support/bookings.ts';

const UPI_ID = 'wanderindia@okaxis';
const BANK_DETAILS = 'HDFC Bank, account 50100123456789, IFSC HDFC0001234';

const { server, browser } = useProduct({
  PAYMENT_UPI_ID: UPI_ID,
  PAYMENT_PAYEE_NAME: 'Wander India Trips',
  PAYMENT_INSTRUCTIONS: BANK_DETAILS,
});
let trip: Trip;

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Spiti Valley', price: 18500, days: '6N/7D' });
});

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function openTrip(page: Page, tripId: string) {
  await page.goto(`${server.url}/trip/${tripId}`);
  await waitForEagerIslands(page);
  await openDepartures(page);
}

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('offline reservation on a %s', (screen, viewport) => {
  it('reserves, shows how to pay, lists the booking, and cancelling frees the seats', async () => {
    const startDate = daysAhead(screen === 'phone' ? 40 : 41);
    const departure = await createDeparture(server, { tripId: trip.id, startDate, endDate: daysAhead(47), seatsTotal: 8 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await openTrip(page, trip.id);

    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    const rowText = (await row.innerText()).replace(/\s+/g, ' ');
    expect(rowText).toContain('₹18,500 per person');
    expect(rowText).toContain('8 seats left');
    await expect(page.getByRole('link', { name: 'Book This Trip' }).count()).resolves.toBe(1);
    // One clear way to book: 'Reserve' first in the booking card, pointing down the page (never up to a list passed).
    const reserveMain = page.locator('.booking-card a.reserve-main');
    await expect(reserveMain.innerText()).resolves.toBe('Reserve');
    const cardTop = (await page.locator('.booking-card').boundingBox())!.y;
    const listTop = (await page.locator('#departures').boundingBox())!.y;
    if (screen === 'phone') expect(cardTop).toBeLessThan(listTop);

    await row.getByRole('button', { name: 'Reserve' }).click();
    const form = row.locator('form.reservation-form');
    await form.waitFor();
    await form.getByLabel('Adults').fill('2');
    await form.getByLabel('Kids').fill('1');
    await expect(form.getByRole('textbox').count()).resolves.toBe(5); // three names, the notes and the code
    await form.getByLabel('Adult 1 name').fill('Asha Kulkarni');
    await form.getByLabel('Adult 2 name').fill('Ravi Kulkarni');
    await form.getByLabel('Kid 1 name').fill('Meera Kulkarni');
    await form.getByLabel('Notes').fill('One vegetarian');
    // 3 × ₹18,500; the deposit is 25 % of the price, rounded up to the rupee (₹4,625 a seat).
    const amounts = (await form.locator('.reservation-amounts').innerText()).replace(/\s+/g, ' ');
    expect(amounts).toContain('Total ₹55,500');
    expect(amounts).toContain('Deposit due now ₹13,875');
    expect(amounts).toContain('Balance ₹41,625');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `reserve-${screen}`);

    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/bookings\/[^/]+$/);
    const bookingId = new URL(page.url()).pathname.split('/').pop()!;
    const booking = await getBooking(server, traveller, bookingId);
    expect(booking).toMatchObject({ adults: 2, kids: 1, seats: 3, status: 'pending_payment', notes: 'One vegetarian' });
    expect(booking.travellers.map((t) => t.name)).toEqual(['Asha Kulkarni', 'Ravi Kulkarni', 'Meera Kulkarni']);

    await page.getByRole('heading', { level: 1, name: 'Booking pending payment' }).waitFor();
    await expect(page.locator('.booking-reference').innerText()).resolves.toContain(booking.reference);
    // The UPI id as text, copied by its button.
    await expect(page.locator('.upi-id-value').innerText()).resolves.toBe(UPI_ID);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy UPI id' }).click();
    await page.locator('.upi-copy-status', { hasText: `${UPI_ID} copied` }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(UPI_ID);
    // A phone gets the UPI app link; a desktop, where a upi:// link does nothing, the QR code to scan.
    const upi = page.locator('a.upi-link');
    expect(await upi.getAttribute('href')).toBe(
      `upi://pay?pa=wanderindia%40okaxis&pn=Wander%20India%20Trips&am=13875.00&cu=INR&tn=${booking.reference}`,
    );
    const qr = page.locator('.upi-qr img');
    await qr.waitFor({ state: 'attached' });
    expect(await qr.getAttribute('src')).toMatch(/^blob:/);
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('.upi-qr img')?.naturalWidth ?? 0) > 0);
    await expect(upi.isVisible()).resolves.toBe(screen === 'phone');
    await expect(qr.isVisible()).resolves.toBe(screen === 'desktop');
    await expect(page.locator('.offline-next').innerText()).resolves.toContain('We confirm your booking within a working day');
    await expect(page.locator('.payment-instructions').innerText()).resolves.toContain(BANK_DETAILS);
    await expect(page.locator('.offline-reference').innerText()).resolves.toContain(booking.reference);
    await expect(page.locator('.hold-note').innerText()).resolves.toMatch(/held until \w{3} \d{2}, \d{4} \d{2}:\d{2} IST/);
    // The travellers' records come in their own read, after the booking's.
    await page.locator('main').getByText('Meera Kulkarni').first().waitFor();
    const pageText = await page.locator('main').innerText();
    for (const name of ['Asha Kulkarni', 'Ravi Kulkarni', 'Meera Kulkarni', 'Spiti Valley']) expect(pageText).toContain(name);
    expect((await page.locator('.booking-amounts').innerText()).replace(/\s+/g, ' ')).toContain('Balance due ₹55,500');
    // 'Pay now' answers visibly: the payment details come into view, marked.
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.locator('.offline-payment.offline-payment-shown').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'offline-payment-title');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `booking-offline-${screen}`);
    expect((await publicDepartures(server, trip.id)).find((d) => d.id === departure.id)?.seatsLeft).toBe(5);

    // My Bookings, from the user menu of the landing page.
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL(/\/bookings$/);
    const card = page.locator(`[data-booking-id="${bookingId}"]`);
    await card.waitFor();
    await page.locator('.booking-card-trip', { hasText: 'Spiti Valley' }).waitFor();
    const cardText = (await card.innerText()).replace(/\s+/g, ' ');
    expect(cardText).toContain(booking.reference);
    expect(cardText).toContain('Pending payment');
    expect(cardText).toContain('Seats 3');
    expect(cardText).toContain('Total ₹55,500');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `my-bookings-${screen}`);

    // Cancel, after saying yes.
    await card.getByRole('link', { name: booking.reference }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Keep booking' }).click();
    expect((await getBooking(server, traveller, bookingId)).status).toBe('pending_payment');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking cancelled' }).waitFor();
    // A cancelled booking owes nothing.
    expect((await page.locator('.booking-amounts').innerText()).replace(/\s+/g, ' ')).toContain('Balance due ₹0');
    await page.locator('.nothing-due').waitFor();
    await expect(page.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Pay with UPI app' }).count()).resolves.toBe(0);
    expect((await publicDepartures(server, trip.id)).find((d) => d.id === departure.id)?.seatsLeft).toBe(8);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('booking confirmed offline', () => {
  it("shows 'Booking confirmed' once an admin records the deposit, then 'Pay balance' shows how to pay the rest", async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(60), seatsTotal: 6, pricePerPerson: 20000 });
    const traveller = await newTraveller(server);
    const booking = await bookAsTraveller(server, traveller, { departureId: departure.id, adults: 2 });
    await recordPayment(server, booking.id, booking.depositAmount);
    const { context, page } = await newPage(browser, viewports.phone);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/bookings/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    const amounts = (await page.locator('.booking-amounts').innerText()).replace(/\s+/g, ' ');
    expect(amounts).toContain('Paid ₹10,000');
    expect(amounts).toContain('Balance due ₹30,000');
    await expect(page.locator('.payment-list').innerText()).resolves.toContain('UPI');
    // A confirmed booking is cancelled by its quote (money back or a voucher), not by the pending booking's button.
    await expect(page.locator('.booking-actions').getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    await page.locator('.booking-cancel').getByRole('button', { name: 'Cancel' }).waitFor();
    // Opened afresh (another device, say): how to pay the balance shows at once.
    const upi = page.getByRole('link', { name: 'Pay with UPI app' });
    await upi.waitFor();
    expect(await upi.getAttribute('href')).toContain('am=30000.00');
    // On a phone the QR code (useless on the phone showing it) stays out of the way.
    await page.locator('.upi-qr img').waitFor({ state: 'attached' });
    await expect(page.locator('.upi-qr img').isVisible()).resolves.toBe(false);
    await expect(page.locator('.payment-instructions').innerText()).resolves.toContain(BANK_DETAILS);
    await page.getByRole('button', { name: 'Pay balance' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'offline-payment-title');
    expect(await page.locator('.offline-payment h2').innerText()).toBe('Pay ₹30,000');
    await screenshot(page, 'booking-confirmed-offline-phone');
    await context.close();
  });
});

describe('landing page cards', () => {
  it('show the next departure with its seats left, kept up to date as seats are taken', async () => {
    const coorg = await createTrip(server, { place: 'Coorg Coffee Trail', price: 9000, days: '2N/3D' });
    const hampi = await createTrip(server, { place: 'Hampi Ruins', price: 7000, days: '1N/2D' });
    await createDeparture(server, { tripId: coorg.id, startDate: daysAhead(120), seatsTotal: 9 });
    const next = await createDeparture(server, { tripId: coorg.id, startDate: daysAhead(100), seatsTotal: 5 });
    const { context, page } = await newPage(browser, viewports.phone);
    const nextText = async () => {
      await page.goto(`${server.url}/trips`);
      return (await page.locator(`[data-trip-id="${coorg.id}"] .trip-next`).innerText()).replace(/\s+/g, ' ');
    };
    const date = formatDate(next.startDate);
    await expect(nextText()).resolves.toBe(`Next departure ${date} · Only 5 seats left`);
    await bookAsTraveller(server, await newTraveller(server), { departureId: next.id, adults: 2 });
    await expect(nextText()).resolves.toBe(`Next departure ${date} · Only 3 seats left`);
    await expect(page.locator(`[data-trip-id="${hampi.id}"] .trip-next`).count()).resolves.toBe(0);
    await screenshot(page, 'landing-card-next-departure-phone');
    await context.close();
  });
});

describe('refusals and sold out', () => {
  it("shows the server's 'Not enough seats left' when seats went meanwhile, then 'Sold out' without Reserve", async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(75), seatsTotal: 2 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewports.desktop);
    await signIn(page, server, traveller);
    await openTrip(page, trip.id);
    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    expect(await row.innerText()).toContain('Only 2 seats left');
    await row.getByRole('button', { name: 'Reserve' }).click();
    const form = row.locator('form.reservation-form');
    await form.getByLabel('Adults').fill('3');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toBe(bookingMessages.notEnoughSeats);

    // Someone else takes both seats while this page is open.
    await bookAsTraveller(server, await newTraveller(server, 'ravi'), { departureId: departure.id, adults: 2 });
    await form.getByLabel('Adults').fill('1');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toBe(bookingMessages.notEnoughSeats);
    await row.locator('.departure-seats', { hasText: 'Sold out' }).waitFor();
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('button', { name: 'Reserve' }).count()).resolves.toBe(0);
    expect(
      (
        await page.request
          .get(`${server.url}/api/bookings`, { headers: { authorization: `Bearer ${traveller.token}` } })
          .then((r) => r.json())
      ).bookings,
    ).toEqual([]);
    await context.close();
  });

  it('asks for whole counts and a name for every traveller once names are given', async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(90), seatsTotal: 10 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewports.phone);
    await signIn(page, server, traveller);
    await openTrip(page, trip.id);
    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    await row.getByRole('button', { name: 'Reserve' }).click();
    const form = row.locator('form.reservation-form');
    await form.getByLabel('Adults').fill('0');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toBe(bookingMessages.adultsRange);
    await form.getByLabel('Adults').fill('2');
    await form.getByLabel('Adult 1 name').fill('Asha Kulkarni');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toBe(bookingMessages.travellerNameRequired);
    expect((await publicDepartures(server, trip.id)).find((d) => d.id === departure.id)?.seatsLeft).toBe(10);
    await context.close();
  });

  it("says 'Booking not found' for someone else's booking", async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(95), seatsTotal: 4 });
    const owner = await newTraveller(server);
    const booking = await bookAsTraveller(server, owner, { departureId: departure.id, adults: 1 });
    const { context, page } = await newPage(browser, viewports.phone);
    await signIn(page, server, await newTraveller(server, 'other'));
    await page.goto(`${server.url}/bookings/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: bookingMessages.bookingNotFound }).waitFor();
    await expect(page.locator('main').innerText()).resolves.not.toContain(booking.reference);
    await context.close();
  });
});
