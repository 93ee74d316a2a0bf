/**
 * Every Hindi page in Chromium, with JavaScript on (signed in, the islands live, the reservation and waitlist forms
 * open) and off: no text of the English catalogue is left in what a visitor reads or hears (visible text, labels,
 * alternative texts, titles); a booking made on a Hindi page is in Hindi and leads to the Hindi booking page, a
 * waitlist join from it says `language: "hi"`; the sitemap lists the Hindi pages with their alternates.
 */
import { gstStates } from '@travel/server/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../../site/src/i18n/en.ts';
import { hi } from '../../../site/src/i18n/hi.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { bookAsTraveller, createDeparture, daysAhead, getBooking, newTraveller, signIn } from '../support/bookings.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';

const { server, browser } = useProduct();

/** Every text of a catalogue (templates too), walked through objects and arrays. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

// The English catalogue's words, cut at their `{placeholders}`: fragments with a word of three letters or more. Names
// the Hindi catalogue uses too (WhatsApp, GSTIN, UPI, OTP) are not English left behind, nor state names: they are
// places, written in a trip's own text or the business's address ("Hampi, Karnataka").
const hindiTexts = texts(hi).join('\n');
const stateNames = new Set(gstStates.map((state) => state.name));
const englishFragments = [
  ...new Set(
    texts(en)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((fragment) => fragment.replace(/^[\s·:,.()?!–—-]+|[\s·:,.()?!–—-]+$/g, ''))
      .filter((fragment) => /[A-Za-z]{3}/.test(fragment) && !hindiTexts.includes(fragment) && !stateNames.has(fragment)),
  ),
];

/** What a visitor reads or hears on the page: its title, the visible text and the names given in attributes. */
const readable = (page: Page) =>
  page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
    const named = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    // The business's own payment instructions are its text, like a trip's: not the site's words.
    const own = [...document.querySelectorAll<HTMLElement>('.payment-instructions p')].map((element) => element.innerText);
    const text = own.reduce((shown, words) => shown.replace(words, ''), document.body.innerText);
    return [document.title, text, ...named].join('\n');
  });

/** The English catalogue's fragments found on the page, as whole words. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await readable(page);
  return englishFragments.filter((fragment) =>
    new RegExp(`(^|[^A-Za-z])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(text),
  );
}

async function setUp() {
  const trip = await createTrip(server, {
    place: 'Spiti Valley',
    placeHi: 'स्पीति घाटी',
    description: 'High passes and old monasteries.',
    descriptionHi: 'ऊँचे दर्रे और पुराने मठ।',
    days: '6 Days / 5 Nights',
    price: 24000,
  });
  const open = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(40), seatsTotal: 8, pricePerPerson: 24000 });
  const full = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(70), seatsTotal: 1, pricePerPerson: 24000 });
  await bookAsTraveller(server, await newTraveller(server, 'other'), { departureId: full.id, adults: 1 });
  const traveller = await newTraveller(server, 'hindi');
  const booking = await bookAsTraveller(server, traveller, { departureId: open.id, adults: 2 });
  return { trip, open, traveller, booking };
}

describe('the Hindi pages', () => {
  it('leave no English text of the catalogue, with JavaScript on and off', async () => {
    const { trip, traveller, booking } = await setUp();
    const paths = [
      '/hi/trips',
      `/hi/trip/${trip.id}`,
      '/hi/departures',
      '/hi/login',
      '/hi/signup',
      '/hi/verify-otp',
      '/hi/bookings',
      `/hi/bookings/${booking.id}`,
      `/hi/bookings/${booking.id}/review`,
    ];
    const found: string[] = [];

    const off = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    const plain = await off.newPage();
    for (const path of paths) {
      await plain.goto(`${server.url}${path}`);
      found.push(...(await englishOn(plain)).map((text) => `${path} (no JavaScript): ${text}`));
    }
    await off.close();

    const { context, page } = await newPage(browser, viewports.desktop);
    await signIn(page, server, traveller);
    for (const path of paths.filter((path) => !/login|signup|verify-otp/.test(path))) {
      await page.goto(`${server.url}${path}`);
      await waitForEagerIslands(page);
      // The islands read with the traveller's token: wait until they show what they read.
      await page.waitForFunction(() => !/लोड हो रह/.test(document.body.innerText), undefined, { timeout: 15_000 });
      if (path.startsWith('/hi/trip/')) {
        await page.locator('.departure-list').waitFor();
        await page.getByRole('button', { name: 'सीटें आरक्षित करें' }).first().click();
        await page.locator('.reservation-form').waitFor();
        await page.getByRole('button', { name: 'प्रतीक्षा सूची में नाम लिखाएँ' }).click();
        await page.locator('.waitlist-form').waitFor();
      }
      found.push(...(await englishOn(page)).map((text) => `${path}: ${text}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('fails on a page with English left (the audit above is not vacuous)', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/trips`);
    expect(await englishOn(page)).toEqual(expect.arrayContaining([en.search.barTitle, en.landing.featuredTitle]));
    await context.close();
  });

  it('make a booking in Hindi from the Hindi trip page, shown on the Hindi booking page', async () => {
    const { trip, open, traveller } = await setUp();
    const { context, page } = await newPage(browser, viewports.phone);
    await signIn(page, server, traveller);
    const joins: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/departures\/[^/]+\/waitlist$/.test(request.url())) joins.push(request.postDataJSON());
    });
    await page.goto(`${server.url}/hi/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await page.locator('.departure-list').waitFor();
    await page.getByRole('button', { name: 'प्रतीक्षा सूची में नाम लिखाएँ' }).click();
    await page.locator('.waitlist-form').getByRole('button', { name: 'प्रतीक्षा सूची में नाम लिखाएँ' }).click();
    await page.getByText('प्रतीक्षा सूची में आपका नंबर 1 है।').waitFor();
    expect(joins).toEqual([{ seats: 1, language: 'hi' }]);

    await page.locator(`[data-departure-id="${open.id}"]`).getByRole('button', { name: 'सीटें आरक्षित करें' }).click();
    const form = page.locator('.reservation-form');
    await expect(form.getByRole('heading', { level: 3 }).innerText()).resolves.toMatch(/की सीटें आरक्षित करें$/);
    await form.getByLabel('वयस्क', { exact: true }).fill('2');
    await expect(form.locator('.reservation-breakdown').innerText()).resolves.toBe('2 वयस्क × ₹24,000 = ₹48,000');
    await form.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
    await page.waitForURL(/\/hi\/bookings\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    expect((await getBooking(server, traveller, id)).language).toBe('hi');
    await expect(page.locator('.booking-head h1').innerText()).resolves.toBe('बुकिंग का भुगतान बाक़ी है');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(new RegExp(`/bookings/${id}$`));
    await expect(page.locator('.booking-head h1').innerText()).resolves.toBe('Booking pending payment');
    await context.close();
  });

  it('are in the sitemap beside their English twins, each naming the other', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entry = (path: string) => new RegExp(`<url><loc>[^<]*${path}</loc>.*?</url>`).exec(sitemap)?.[0] ?? '';
    for (const path of ['/trips', '/hi/trips', '/departures', '/hi/departures']) {
      expect(entry(path), path).toContain(`hreflang="en" href="${server.url}${path.replace(/^\/hi/, '')}"`);
      expect(entry(path), path).toContain(`hreflang="hi" href="${server.url}/hi${path.replace(/^\/hi/, '')}"`);
      expect(entry(path), path).toContain(`hreflang="x-default" href="${server.url}${path.replace(/^\/hi/, '')}"`);
    }
  });
});
