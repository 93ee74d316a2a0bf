/**
 * Each pays their share, in Chromium at 390 px (DESIGN "Each pays their share"): the lead books three
 * seats with "Each pays their own share" and pays their own share in Checkout; two friends, each in
 * their own browser (no sign-in), open the links the lead's WhatsApp buttons carry and pay their
 * shares; the booking is confirmed once the deposit is covered and the lead sees who has paid. Axe
 * finds nothing on the booking page and the pay page, at 390 and 1280 px (E2E_SCREENSHOTS=1 saves them).
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '../../../server/src/entities/index.ts';
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
} from '../support/bookings.ts';
import { newPage, useProduct, viewports, waitForIslands } from '../support/index.ts';
import { type FakeOrdersApi, razorpayProductEnv, startFakeOrdersApi, stubCheckout } from '../support/razorpay-fakes.ts';

let orders: FakeOrdersApi;
let trip: Trip;

beforeAll(async () => {
  orders = await startFakeOrdersApi();
});
afterAll(() => orders?.close());

const { server, browser } = useProduct(() => razorpayProductEnv(orders, { BUSINESS_NAME: 'Wander India Trips' }));

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Spiti Valley', price: 12000, days: '6N/7D' });
});

const names = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer'];
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function noAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The pay page address a lead's WhatsApp button carries for `name`. */
async function linkSentTo(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name: `Send on WhatsApp ${name}` }).getAttribute('href');
  const text = new URL(href!).searchParams.get('text')!;
  return /https?:\/\/\S+\/pay\/[A-Za-z0-9_-]+/.exec(text)![0];
}

/** The pay page's words in each language (site/src/i18n bookings catalogues). */
const payPageWords = {
  en: { heading: (name: string) => `${name}'s share`, due: 'Due now', pay: (amount: string) => `Pay ${amount}` },
  hi: { heading: (name: string) => `${name} का हिस्सा`, due: 'अभी देना है', pay: (amount: string) => `${amount} चुकाएँ` },
};
const thanksText = {
  en: (name: string, amount: string) => `Thank you, ${name}: your payment of ${amount} is in.`,
  hi: (name: string, amount: string) => `धन्यवाद, ${name}: आपका ${amount} का भुगतान मिल गया।`,
};

/** A friend on their own phone, not signed in: opens the link (the Hindi page for `hi`) and pays their share in Checkout. */
async function friendPays(link: string, name: string, amount: string, language: 'en' | 'hi' = 'en'): Promise<Page> {
  const { context, page } = await newPage(browser, viewports.phone);
  contexts.push(context);
  const errors = pageErrors(page);
  await stubCheckout(page, () => 'pay');
  const words = payPageWords[language];
  await page.goto(language === 'hi' ? link.replace('/pay/', '/hi/pay/') : link);
  await waitForIslands(page);
  expect((await page.locator('html').getAttribute('lang'))?.split('-')[0]).toBe(language);
  await page.getByRole('heading', { level: 1, name: words.heading(name) }).waitFor();
  expect((await page.locator('.booking-amounts').innerText()).replace(/\s+/g, ' ')).toContain(`${words.due} ${amount}`);
  await page.getByRole('button', { name: words.pay(amount) }).click();
  await page.getByText(thanksText[language](name, amount)).waitFor();
  expect(errors).toEqual([]);
  return page;
}

describe('a split booking paid by three people from three phones', () => {
  it('the lead books with "Each pays their own share", two friends pay from their links, the booking is confirmed', async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(40), seatsTotal: 8 });
    const lead = await newTraveller(server, 'asha');
    const { context, page } = await newPage(browser, viewports.phone);
    contexts.push(context);
    const errors = pageErrors(page);
    const checkout = await stubCheckout(page, () => 'pay');
    await signIn(page, server, lead);
    await page.goto(`${server.url}/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await openDepartures(page);
    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    await row.getByRole('button', { name: 'Reserve' }).click();
    const form = row.locator('form.reservation-form');
    await form.getByLabel('Adults').fill('3');
    for (const [i, name] of names.entries()) await form.getByLabel(`Adult ${i + 1} name`).fill(name);
    await form.getByLabel('Each pays their own share').check();
    await screenshot(page, 'split-reservation-390');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/bookings\/[^/]+$/);
    // The lead paid their own share (₹3,000 of the ₹9,000 deposit) in Checkout.
    expect(checkout.opened[0]).toMatchObject({ amount: 300_000 });
    await page.getByRole('heading', { name: 'Who has paid' }).waitFor();
    const bookingId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await getBooking(server, lead, bookingId)).toMatchObject({ status: 'pending_payment', amountPaid: 3000 });
    await noAxeViolations(page);
    await screenshot(page, 'split-lead-before-390');

    await page.getByRole('button', { name: 'Remind Meera Iyer' }).click();
    await page.getByText('Reminder sent to Meera Iyer.').waitFor();

    const ravi = await friendPays(await linkSentTo(page, 'Ravi Kumar'), 'Ravi Kumar', '₹3,000');
    await noAxeViolations(ravi);
    await screenshot(ravi, 'split-pay-page-paid-390');
    const meeraLink = await linkSentTo(page, 'Meera Iyer');
    // Meera reads Hindi: she pays on the same link's Hindi page.
    const meera = await friendPays(meeraLink, 'Meera Iyer', '₹3,000', 'hi');
    await noAxeViolations(meera);
    await screenshot(meera, 'split-pay-page-hindi-paid-390');

    const booking = await getBooking(server, lead, bookingId);
    expect(booking).toMatchObject({ status: 'confirmed', amountPaid: 9000 });
    expect(booking.payments).toHaveLength(3);
    expect(booking.shares.map((s) => [s.name, s.amountPaid, s.due])).toEqual([
      ['Asha Rao', 3000, 9000],
      ['Ravi Kumar', 3000, 9000],
      ['Meera Iyer', 3000, 9000],
    ]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    const list = (await page.locator('.share-list').innerText()).replace(/\s+/g, ' ');
    for (const name of names) expect(list).toContain(name);
    expect(list).toContain('₹3,000 of ₹12,000 paid');
    await noAxeViolations(page);
    await screenshot(page, 'split-lead-confirmed-390');
    expect(orders.refused).toEqual([]);
    expect(errors).toEqual([]);

    // The same pages on a desktop screen.
    const desktop = await newPage(browser, viewports.desktop);
    contexts.push(desktop.context);
    await signIn(desktop.page, server, lead);
    await desktop.page.goto(`${server.url}/bookings/${bookingId}`);
    await desktop.page.getByRole('heading', { name: 'Who has paid' }).waitFor();
    await noAxeViolations(desktop.page);
    await screenshot(desktop.page, 'split-lead-confirmed-1280');
    await desktop.page.goto(meeraLink);
    await desktop.page.getByRole('heading', { level: 1, name: "Meera Iyer's share" }).waitFor();
    await noAxeViolations(desktop.page);
    await screenshot(desktop.page, 'split-pay-page-1280');
  }, 120_000);

  it('an unknown pay link says so', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    contexts.push(context);
    await page.goto(`${server.url}/pay/${'x'.repeat(32)}`);
    await page.getByText('This payment link is not valid or has already been paid').waitFor();
    await noAxeViolations(page);
  });
});
