/**
 * Trip detail (docs/product.md#screens, #errors) in Chromium: gallery with counter, dots and full-screen viewer, badges,
 * overview, video, booking link, itinerary download or its alert, 'Why Choose This Trip?', the 404
 * state, and the metadata a shared link shows in chat apps (Open Graph, schema.org TouristTrip).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, resizedImageWidths } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { createTrip, storeTravellerSession, uploadImage, waitForEagerIslands } from '../support/catalogue.ts';
import { scriptsAroundLargestPaint } from '../support/paint-timing.ts';

const { server, browser } = useProduct();
let fullTrip: Trip;
let bareTrip: Trip;

beforeAll(async () => {
  const images = [
    await uploadImage(server, 'kerala-1', '#2e7d32'),
    await uploadImage(server, 'kerala-2', '#1565c0'),
    await uploadImage(server, 'kerala-3', '#ef6c00'),
  ];
  fullTrip = await createTrip(server, {
    place: 'Kerala Backwaters',
    price: 18500,
    days: '4N/5D',
    date: '2030-01-15',
    groupSize: 14,
    images,
    video: 'https://videos.example.in/kerala.mp4',
    itineraryPdf: 'https://files.example.in/kerala-itinerary.pdf',
    googleSheetUrl: 'https://docs.google.com/spreadsheets/d/kerala-booking',
    description: 'Houseboat nights on Vembanad lake.',
  });
  bareTrip = await createTrip(server, { place: 'Hampi Ruins', price: 9999, days: '2N/3D', images: [] });
});

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

describe('trip detail for a signed-in traveller', () => {
  it('fetches the first gallery photo (largest paint) at the smallest width filling it on a phone (Lighthouse: 412 px, 1.75)', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, locale: 'en-IN' });
    const page = await context.newPage();
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/trip/${fullTrip.id}`);
    const photo = page.locator('.gallery img').first();
    await page.waitForFunction(() => Boolean(document.querySelector<HTMLImageElement>('.gallery img')?.currentSrc));
    const { shown, fetched } = await photo.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width * devicePixelRatio,
      fetched: Number(/\/media\/(\d+)\//.exec(img.currentSrc)?.[1]),
    }));
    expect(fetched).toBe(resizedImageWidths.find((candidate) => candidate >= shown));
    expect(fetched).toBe(720);
    await context.close();
  });

  it('fetches no script before the gallery photo (largest paint) is on screen, then hydrates the page', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await storeTravellerSession(page, server);
    // The photo arrives well after the page's text is drawn: scripts that waited only for a first paint would come first.
    await page.route('**/media/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}/trip/${fullTrip.id}`);
    await waitForEagerIslands(page);
    // Every script was asked for after the gallery's first photo had arrived (and so could be drawn first).
    const { photoArrivedAt, scripts } = await page.evaluate(scriptsAroundLargestPaint, undefined);
    expect(photoArrivedAt).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThan(photoArrivedAt);
    // The page script is live: Customize This Trip opens the dialog.
    await page.locator('.booking-card [data-customize]').click();
    await shown(page.getByRole('dialog'));
    await context.close();
  });

  it('shows the gallery, badges, overview, video, booking and itinerary links and the reasons list', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/trip/${fullTrip.id}`);
    await waitForEagerIslands(page);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Kerala Backwaters');
    await expect(page.locator('.badge').allInnerTexts()).resolves.toEqual(['4N/5D', '₹18,500']);
    const overview = (await page.locator('.overview').innerText()).replace(/\s+/g, ' ');
    // No departure: no date from the trip form (the Departures section says there is none).
    expect(overview).toContain('Departure Date Flexible');
    expect(overview).not.toContain('January 15, 2030');
    expect(overview).toContain('Duration 4N/5D');
    expect(overview).toContain('Price ₹18,500 per person');
    expect(overview).toContain('Destination Kerala Backwaters');
    await expect(page.locator('video').getAttribute('src')).resolves.toBe('https://videos.example.in/kerala.mp4');
    await expect(page.getByRole('link', { name: 'Book This Trip' }).getAttribute('href')).resolves.toBe(
      'https://docs.google.com/spreadsheets/d/kerala-booking',
    );
    await expect(page.getByRole('link', { name: 'Download Itinerary' }).getAttribute('href')).resolves.toBe(
      'https://files.example.in/kerala-itinerary.pdf',
    );
    await shown(page.getByRole('heading', { name: 'Why Choose This Trip?' }));

    const counter = page.locator('.gallery-counter');
    await expect(counter.innerText()).resolves.toBe('1 / 3');
    await page.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(counter.innerText()).resolves.toBe('3 / 3');
    await page.getByRole('button', { name: 'Next photo' }).first().click();
    await expect(counter.innerText()).resolves.toBe('1 / 3');

    await page.getByRole('button', { name: /full screen/ }).click();
    const viewer = page.locator('dialog.viewer');
    await shown(viewer);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('.viewer-counter').innerText()).resolves.toBe('2 / 3');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('has no axe violations', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/trip/${fullTrip.id}`);
    await waitForEagerIslands(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });

  it('advances the gallery every 5 seconds', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.clock.install();
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/trip/${fullTrip.id}`);
    await waitForEagerIslands(page);
    const counter = page.locator('.gallery-counter');
    await expect(counter.innerText()).resolves.toBe('1 / 3');
    // The slideshow's timer is set by an effect that runs just after hydration: step the clock until the first turn
    // (a fast-forward made before the timer exists moves nothing), then time the next one.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return counter.innerText();
        },
        { timeout: 15_000 },
      )
      .toBe('2 / 3');
    // The turn came less than 1 s before: 4 s on it has not turned again, 5.1 s on it has.
    await page.clock.fastForward(4_000);
    await expect(counter.innerText()).resolves.toBe('2 / 3');
    await page.clock.fastForward(1_100);
    await expect(counter.innerText()).resolves.toBe('3 / 3');
    await context.close();
  });

  it('alerts when a trip has no itinerary', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/trip/${bareTrip.id}`);
    await waitForEagerIslands(page);
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Download Itinerary' }).click();
    await expect(alerted).resolves.toBe(messages.itineraryUnavailable);
    await context.close();
  });

  it("shows 'Trip not found' with Back to Trips for an unknown trip", async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeTravellerSession(page, server);
    const response = await page.goto(`${server.url}/trip/00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    await shown(page.getByRole('heading', { name: messages.tripNotFound }));
    await shown(page.getByText(messages.tripMightNotBeAvailable));
    await page.getByRole('link', { name: 'Back to Trips' }).last().click();
    await page.waitForURL(/\/trips$/);
    await context.close();
  });
});

describe('shared trip links', () => {
  it('carry Open Graph metadata and a schema.org TouristTrip with the rupee price', async () => {
    // A link preview is fetched signed out: it follows the server's redirect to sign in, whose page shows the trip.
    const response = await fetch(`${server.url}/trip/${fullTrip.id}`);
    expect(response.redirected).toBe(true);
    expect(new URL(response.url).pathname).toBe('/login');
    const html = await response.text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toContain('Kerala Backwaters');
    expect(meta('og:title')).toContain('₹18,500');
    expect(meta('og:description')).toContain('starts from ₹18,500 per person');
    expect(meta('og:image')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/media/1280/uploads/e2e/kerala-1\\.jpg$`));
    expect(meta('og:url')).toMatch(new RegExp(`/trip/${fullTrip.id}$`));
    expect(meta('product:price:amount')).toBe('18500');
    expect(meta('product:price:currency')).toBe('INR');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Kerala Backwaters',
      offers: { '@type': 'Offer', price: 18500, priceCurrency: 'INR' },
    });
    const image = await fetch(meta('og:image')!);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});
