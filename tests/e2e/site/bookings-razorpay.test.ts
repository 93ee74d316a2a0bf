/**
 * Paying online with PAYMENT_PROVIDER=razorpay in Chromium, on a phone and a desktop screen: the
 * server makes the order on a local fake of the Orders API, the page loads checkout.js (a stand-in
 * served by page.route) only when paying, opens it with our order, and the server verifies the
 * signature; 'Booking confirmed', then 'Pay balance' the same way. Also: Checkout closed unpaid
 * ('Pay now' and the hold's end), a forged signature, and the provider being down.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { newPage, useProduct, viewports } from '../support/index.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';
import {
  createDeparture,
  daysAhead,
  getBooking,
  newTraveller,
  openDepartures,
  pageErrors,
  screenshot,
  signIn,
  type Traveller,
} from '../support/bookings.ts';
import {
  type CheckoutBehaviour,
  type FakeOrdersApi,
  RAZORPAY_KEYS,
  razorpayProductEnv,
  startFakeOrdersApi,
  stubCheckout,
} from '../support/razorpay-fakes.ts';

const BUSINESS_NAME = 'Wander India Trips';

let orders: FakeOrdersApi;
let trip: Trip;

// The fake Orders API starts first (the server is told its address) and closes last.
beforeAll(async () => {
  orders = await startFakeOrdersApi();
});
afterAll(() => orders?.close());

const { server, browser } = useProduct(() => razorpayProductEnv(orders, { BUSINESS_NAME }));

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Rann of Kutch', price: 12000, days: '3N/4D' });
});

/** Opens the trip page as `traveller` and submits the form for `adults` on `departureId`. */
async function reserve(page: Page, traveller: Traveller, departureId: string, adults: number): Promise<void> {
  await signIn(page, server, traveller);
  await page.goto(`${server.url}/trip/${trip.id}`);
  await waitForEagerIslands(page);
  await openDepartures(page);
  const row = page.locator(`[data-departure-id="${departureId}"]`);
  await row.getByRole('button', { name: 'Reserve' }).click();
  const form = row.locator('form.reservation-form');
  await form.getByLabel('Adults').fill(String(adults));
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

const bookingIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('Razorpay on a %s', (screen, viewport) => {
  it("pays the deposit in Checkout, shows 'Booking confirmed', then pays the balance", async () => {
    const departure = await createDeparture(server, {
      tripId: trip.id,
      startDate: daysAhead(screen === 'phone' ? 30 : 31),
      seatsTotal: 10,
    });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    const checkout = await stubCheckout(page, () => 'pay');
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await openDepartures(page);
    expect(checkout.scriptLoads()).toBe(0); // checkout.js only when paying

    await reserve(page, traveller, departure.id, 2);
    await page.waitForURL(/\/bookings\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    expect(checkout.scriptLoads()).toBe(1);
    const booking = await getBooking(server, traveller, bookingIdOf(page));
    // 2 × ₹12,000; deposit 25 % = ₹3,000 a seat, so ₹6,000 = 6,00,000 paise to Razorpay.
    const depositOrder = orders.orders.find((order) => order.notes.bookingId === booking.id)!;
    expect(depositOrder).toMatchObject({ amount: 600_000, currency: 'INR', receipt: booking.reference });
    expect(checkout.opened).toHaveLength(1);
    expect(checkout.opened[0]).toMatchObject({
      key: RAZORPAY_KEYS.keyId,
      order_id: depositOrder.id,
      amount: 600_000,
      currency: 'INR',
      name: BUSINESS_NAME,
      prefill: { contact: `+91${traveller.user.mobileNumber}` },
    });
    expect(checkout.opened[0].description).toContain(booking.reference);
    expect(booking).toMatchObject({ status: 'confirmed', amountPaid: 6000, balanceDue: 18000 });
    const amounts = (await page.locator('.booking-amounts').innerText()).replace(/\s+/g, ' ');
    expect(amounts).toContain('Paid ₹6,000');
    expect(amounts).toContain('Balance due ₹18,000');
    await expect(page.locator('.booking-reference').innerText()).resolves.toContain(booking.reference);
    // A confirmed booking before its start may be cancelled, through its quote: one Cancel, the quote's.
    await expect(page.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(1);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await screenshot(page, `razorpay-confirmed-${screen}`);

    await page.getByRole('button', { name: 'Pay balance' }).click();
    await page.locator('.status-badge', { hasText: 'Paid' }).waitFor();
    expect(checkout.opened).toHaveLength(2);
    expect(checkout.opened[1]).toMatchObject({ amount: 1_800_000, order_id: orders.orders.at(-1)!.id });
    await expect(page.getByRole('button', { name: 'Pay balance' }).count()).resolves.toBe(0);
    expect((await page.locator('.booking-amounts').innerText()).replace(/\s+/g, ' ')).toContain('Balance due ₹0');
    expect(await getBooking(server, traveller, booking.id)).toMatchObject({ status: 'paid', amountPaid: 24000, balanceDue: 0 });
    expect(checkout.scriptLoads()).toBe(2); // once more on the booking page, when paying there
    expect(orders.refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Razorpay when the payment does not go through', () => {
  it("keeps the booking pending with 'Pay now' and the hold's end when Checkout is closed, then pays", async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(45), seatsTotal: 6 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewports.phone);
    let behaviour: CheckoutBehaviour = 'dismiss';
    await stubCheckout(page, () => behaviour);
    await reserve(page, traveller, departure.id, 1);
    await page.waitForURL(/\/bookings\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Booking pending payment' }).waitFor();
    await expect(page.locator('.hold-note').innerText()).resolves.toMatch(/held until \w{3} \d{2}, \d{4} \d{2}:\d{2} IST/);
    expect((await getBooking(server, traveller, bookingIdOf(page))).status).toBe('pending_payment');
    await screenshot(page, 'razorpay-dismissed-phone');

    behaviour = 'pay';
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    expect((await getBooking(server, traveller, bookingIdOf(page))).status).toBe('confirmed');
    await context.close();
  });

  it("shows 'Payment could not be verified' for a forged signature and counts nothing", async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(46), seatsTotal: 6 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewports.desktop);
    await stubCheckout(page, () => 'forge');
    await reserve(page, traveller, departure.id, 1);
    await page.waitForURL(/\/bookings\/[^/]+$/);
    await expect(page.getByRole('alert').innerText()).resolves.toBe(bookingMessages.paymentNotVerified);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('alert').filter({ hasText: bookingMessages.paymentNotVerified }).waitFor();
    expect(await getBooking(server, traveller, bookingIdOf(page))).toMatchObject({
      status: 'pending_payment',
      amountPaid: 0,
      payments: [],
    });
    await context.close();
  });

  it('says the payment service is not answering and keeps the seats held when Razorpay is down', async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(47), seatsTotal: 6 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewports.phone);
    await stubCheckout(page, () => 'pay');
    orders.failWith = 503;
    try {
      await reserve(page, traveller, departure.id, 2);
      const alert = page.locator('form.reservation-form').getByRole('alert');
      await expect(alert.innerText()).resolves.toContain(bookingMessages.paymentProviderUnavailable);
    } finally {
      orders.failWith = null;
    }
    await page.locator('form.reservation-form').getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL(/\/bookings$/);
    const card = page.locator('.booking-card');
    await card.locator('.booking-card-trip', { hasText: 'Rann of Kutch' }).waitFor();
    await expect(card.innerText()).resolves.toContain('Pending payment');
    await card.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    await context.close();
  });
});
