/**
 * Finding a trip and a seat in Chromium: the /trips filter bar as a plain GET form with JavaScript off (submit, the
 * shareable address, the back button), the empty and refused states, the journey cards' theme links, and the
 * departures calendar; axe at phone width on a filtered /trips, /departures and their Hindi pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { searchMessages, seatsLeftText } from '@travel/server/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeparture, daysAhead } from '../support/bookings.ts';
import { createTrip } from '../support/catalogue.ts';
import { newPage, useProduct, viewports } from '../support/index.ts';
import type { Browser } from 'playwright-core';

const { server, browser } = useProduct();
let spiti: { id: string };

beforeAll(async () => {
  spiti = await createTrip(server, {
    place: 'Spiti Valley',
    price: 24999,
    days: '6N/7D',
    description: 'High desert monasteries and starry skies.',
    themes: ['mystic-trails', 'wild-wanderings'],
  });
  const goa = await createTrip(server, {
    place: 'Goa Coast',
    price: 12500,
    days: '3 days',
    description: 'Beaches.',
    themes: ['urban-escapes'],
  });
  await createDeparture(server, { tripId: spiti.id, startDate: daysAhead(40), seatsTotal: 3 });
  await createDeparture(server, { tripId: goa.id, startDate: daysAhead(10), seatsTotal: 30 });
});

const withoutScript = (b: Browser, viewport: { width: number; height: number } = viewports.desktop) =>
  b.newContext({ viewport, javaScriptEnabled: false, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

const cardPlaces = (page: import('playwright-core').Page) => page.locator('#featured .trip-grid h3').allInnerTexts();

describe('the /trips filter bar without JavaScript', () => {
  it('submits as a GET form to a shareable address, and the back button returns to the unfiltered list', async () => {
    const context = await withoutScript(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/trips`);
    expect((await cardPlaces(page)).sort()).toEqual(['Goa Coast', 'Spiti Valley']);
    await page.getByLabel('Theme').selectOption('mystic-trails');
    await page.getByLabel('Budget up to (₹)').fill('30000');
    await page.getByRole('button', { name: 'Show trips' }).click();
    await page.waitForURL(/theme=mystic-trails/);
    const address = new URL(page.url());
    expect(address.pathname).toBe('/trips');
    expect(address.searchParams.get('maxPrice')).toBe('30000');
    expect(address.hash).toBe('#trips');
    expect(await cardPlaces(page)).toEqual(['Spiti Valley']);
    await expect(page.getByRole('status').innerText()).resolves.toContain('1 trip found');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${server.url}/trips`);

    // The same address opened elsewhere shows the same list.
    const shared = await context.newPage();
    await shared.goto(page.url());
    expect(await cardPlaces(shared)).toEqual(['Spiti Valley']);
    await expect(shared.getByLabel('Theme').inputValue()).resolves.toBe('mystic-trails');

    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    expect((await cardPlaces(page)).sort()).toEqual(['Goa Coast', 'Spiti Valley']);
    await context.close();
  });

  it('says when nothing matches, offering to clear the filters or ask for a custom trip', async () => {
    const context = await withoutScript(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto(`${server.url}/trips?q=zanskar&available=true`);
    await expect(page.getByRole('heading', { name: 'No trips match these filters' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Request a custom trip' }).count()).resolves.toBe(1);
    await page.locator('.state').getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    expect((await cardPlaces(page)).length).toBe(2);
    await context.close();
  });

  it('shows a refused value with its message, not an error page', async () => {
    const context = await withoutScript(browser);
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/trips?month=2026-13`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert').innerText()).resolves.toContain(searchMessages.month);
    await context.close();
  });

  it("links each Custom Journeys card to its theme's trips", async () => {
    const context = await withoutScript(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/trips`);
    await page.getByRole('link', { name: 'Wild Wanderings' }).click();
    await page.waitForURL(/theme=wild-wanderings/);
    expect(await cardPlaces(page)).toEqual(['Spiti Valley']);
    await context.close();
  });
});

describe('the /trips filter bar with JavaScript, for a visitor', () => {
  it('is open to visitors: filling and submitting it is not sent to the sign-in page', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/trips`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Destination or activity').fill('spiti');
    await page.getByLabel('Seats available').check();
    await page.getByRole('button', { name: 'Show trips' }).click();
    await page.waitForURL(/q=spiti/);
    expect(new URL(page.url()).pathname).toBe('/trips');
    expect(new URL(page.url()).searchParams.get('available')).toBe('true');
    expect(await cardPlaces(page)).toEqual(['Spiti Valley']);
    await context.close();
  });
});

describe('the departures calendar', () => {
  it('lists upcoming departures under their month with seats left, each linking to its trip', async () => {
    const context = await withoutScript(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto(`${server.url}/departures`);
    await expect(page.getByRole('heading', { level: 1, name: 'Departures calendar' }).isVisible()).resolves.toBe(true);
    const spitiRow = page.locator('.departure', { hasText: 'Spiti Valley' });
    await expect(spitiRow.locator('.seats').innerText()).resolves.toBe(seatsLeftText(3));
    await expect(spitiRow.getByRole('link', { name: 'Spiti Valley' }).getAttribute('href')).resolves.toBe(`/trip/${spiti.id}`);
    expect(await page.locator('.month h2').count()).toBeGreaterThanOrEqual(1);
    await expect(page.locator('footer').getByRole('link', { name: 'Departures calendar' }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe('accessibility (axe) at phone width', () => {
  const paths = ['/trips?theme=mystic-trails&maxPrice=30000', '/trips?q=zanskar', '/departures', '/hi/trips', '/hi/departures'];
  it.each(paths)('%s has no violations', async (path) => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}${path}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
