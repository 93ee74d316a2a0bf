/**
 * The landing page (docs/product.md#screens) in Chromium: header, hero statistics, trip cards, reviews, static
 * sections, footer, the visitor click block, the signed-in header, and the server side of it:
 * redirects, the in-memory cache with ETag / 304 / compression, invalidation on admin writes,
 * sitemap and robots.
 */
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { resizedImageWidths } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { largestPaintRecorder, scriptsAroundLargestPaint, type LargestPaints } from '../support/paint-timing.ts';
import {
  createReview,
  createTrip,
  cardCarouselReady,
  setStatistics,
  storeTravellerSession,
  uploadImage,
  waitForEagerIslands,
} from '../support/catalogue.ts';

const { server, browser } = useProduct();
let himalaya: Trip;
let goa: Trip;

beforeAll(async () => {
  const images = [await uploadImage(server, 'himalaya-1', '#5b7fa6'), await uploadImage(server, 'himalaya-2', '#a65b5b')];
  himalaya = await createTrip(server, {
    place: 'Spiti Valley',
    price: 24999,
    days: '6N/7D',
    groupSize: 12,
    startDate: '2030-03-05',
    endDate: '2030-03-11',
    images,
    description: 'High desert monasteries and starry skies.',
  });
  goa = await createTrip(server, { place: 'Goa Coast', price: 125000, days: 'Flexible', groupSize: null, description: 'Beaches.' });
  await createReview(server, { reviewerName: 'Rohan Das', rating: 4, reviewText: 'The road trip over the passes was unforgettable.' });
  await createReview(server, { reviewerName: 'Meera Joshi', rating: 5, reviewText: 'Perfectly planned honeymoon.' });
  await setStatistics(server, { amazingTrips: 120, happyTravelers: 4500, destinations: 64 });
});

describe('landing page for a visitor', () => {
  it('shows the header, hero statistics, trip cards, reviews, static sections and footer', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/trips');
    await expect(page.title()).resolves.toMatch(/trips/i);

    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Sign Up' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'About Us' }).isVisible()).resolves.toBe(false);
    await expect(header.locator('a[href^="tel:"]').count()).resolves.toBe(1);

    const stats = await page.locator('.stat').allInnerTexts();
    expect(stats.map((s) => s.replace(/\s+/g, ' ').trim())).toEqual(['120+ Amazing Trips', '4,500+ Happy Travelers', '64+ Destinations']);
    const badge = page.getByRole('link', { name: /5\.0/ });
    await expect(badge.getAttribute('target')).resolves.toBe('_blank');
    await expect(page.getByRole('button', { name: 'Start Exploring' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Customize Your Trip' }).first().isVisible()).resolves.toBe(true);

    const spiti = page.locator(`[data-trip-id="${himalaya.id}"]`);
    const spitiText = (await spiti.innerText()).replace(/\s+/g, ' ');
    expect(spitiText).toContain('Spiti Valley');
    expect(spitiText).toContain('Starts from ₹24,999 per person');
    expect(spitiText).toContain('6N/7D');
    expect(spitiText).toContain('12 Adventurers');
    expect(spitiText).toContain('Mar 05, 2030 - Mar 11, 2030');
    await expect(spiti.getByRole('link', { name: /View Itinerary/ }).getAttribute('href')).resolves.toBe(`/trip/${himalaya.id}`);
    await expect(spiti.getByRole('link', { name: /Book Now/ }).getAttribute('href')).resolves.toContain('docs.google.com');
    await expect(spiti.locator('img').first().getAttribute('srcset')).resolves.toContain('/media/480/uploads/e2e/himalaya-1.jpg 480w');

    const goaText = (await page.locator(`[data-trip-id="${goa.id}"]`).innerText()).replace(/\s+/g, ' ');
    expect(goaText).toContain('Starts from ₹1,25,000 per person');
    expect(goaText).toContain('Flexible Group Size');
    expect(goaText).toContain('Flexible dates');

    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('heading', { name: 'Traveler Reviews' }).isVisible()).resolves.toBe(true);
    await expect(reviews.getByText('The road trip over the passes was unforgettable.').isVisible()).resolves.toBe(true);
    await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' }).count()).resolves.toBe(1);

    for (const title of ['Wild Wanderings', 'Urban Escapes', 'She Travels', 'Soulful Weekenders', 'Mystic Trails', 'Thematic Tours']) {
      await expect(page.getByRole('heading', { name: title }).count()).resolves.toBe(1);
    }
    await expect(page.locator('.why-item').count()).resolves.toBe(6);
    await expect(page.getByRole('heading', { name: 'Our philosophy' }).count()).resolves.toBe(1);

    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await expect(footer.getByRole('link', { name: 'Instagram' }).count()).resolves.toBe(1);
    await expect(footer.getByRole('img', { name: /certification/i }).count()).resolves.toBe(1);
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(page.getByRole('button', { name: 'Reviews', exact: true }).isVisible()).resolves.toBe(true);
    // The card's buttons are described by its place.
    const describedBy = await spiti.getByRole('button', { name: 'Customize', exact: true }).getAttribute('aria-describedby');
    await expect(spiti.locator(`#${describedBy}`).innerText()).resolves.toBe('Spiti Valley');
    await context.close();
  });

  it('sends a visitor to /login on any click (docs/product.md#states click block)', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.getByRole('heading', { name: 'Custom Journeys' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.getByRole('button', { name: 'Customize Your Trip' }).first().click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('advances a card carousel every 4 seconds, and stands still under prefers-reduced-motion', async () => {
    // The page carries only each card's first photo; the carousel reads the others from the public trips list.
    const html = await (await fetch(`${server.url}/trips`)).text();
    expect([html.includes('/uploads/e2e/himalaya-1.jpg'), html.includes('/uploads/e2e/himalaya-2.jpg')]).toEqual([true, false]);

    const { context, page } = await newPage(browser, viewports.phone);
    await page.clock.install();
    await page.goto(`${server.url}/trips`);
    const card = page.locator(`[data-trip-id="${himalaya.id}"]`);
    await cardCarouselReady(page, himalaya.id);
    await expect(card.locator('.trip-media img').getAttribute('alt')).resolves.toBe('Spiti Valley, photo 1');
    await page.clock.fastForward(4_100);
    await expect(card.locator('.trip-media img').getAttribute('alt')).resolves.toBe('Spiti Valley, photo 2');
    await expect(card.locator('.trip-media img').getAttribute('src')).resolves.toBe('/media/640/uploads/e2e/himalaya-2.jpg');
    await page.clock.fastForward(4_100);
    await expect(card.locator('.trip-media img').getAttribute('alt')).resolves.toBe('Spiti Valley, photo 1');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await cardCarouselReady(page, himalaya.id);
    await page.clock.fastForward(9_000);
    await expect(card.locator('.trip-media img').getAttribute('alt')).resolves.toBe('Spiti Valley, photo 1');
    await context.close();
  });

  it('scrolls the reviews 280 px every 3 seconds', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.clock.install();
    await page.goto(`${server.url}/trips`);
    const track = page.locator('.review-track');
    await track.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('#reviews astro-island[ssr]'));
    const start = await track.evaluate((el) => el.scrollLeft);
    await page.clock.fastForward(2_500);
    await expect(track.evaluate((el) => el.scrollLeft)).resolves.toBe(start);
    await page.clock.fastForward(600);
    await page.waitForFunction((from) => document.querySelector('.review-track')!.scrollLeft >= from + 200, start);
    await context.close();
  });

  it('makes the hero its largest paint, with no photo preloaded and no script fetched before it', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    // A phone's CPU, as Lighthouse's mobile run has it.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(largestPaintRecorder);
    await page.goto(`${server.url}/trips`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as LargestPaints).painted.some((paint) => paint.where === 'hero'));
    // The page's largest paint is the hero's title or tagline, never a card photo below the fold.
    await expect(page.evaluate(() => (window as unknown as LargestPaints).painted.at(-1)!.where)).resolves.toBe('hero');
    await expect(page.locator('link[rel="preload"][as="image"]').count()).resolves.toBe(0);
    await expect(page.locator('.trip-card img[loading="eager"], .trip-card img[fetchpriority]').count()).resolves.toBe(0);
    // Island and page scripts start once that paint is on screen (client:after-paint), and then do their work.
    await waitForEagerIslands(page);
    const { paintedAt, scripts } = await page.evaluate(scriptsAroundLargestPaint, 'hero');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThan(paintedAt);
    await context.close();
  });

  it('fetches each trip photo at the smallest width that fills its box (srcset sizes follow the grid)', async () => {
    for (const width of [390, 800, 1100, 1280]) {
      const { context, page } = await newPage(browser, { width, height: 900 });
      await page.goto(`${server.url}/trips`);
      const photo = page.locator(`[data-trip-id="${himalaya.id}"] .trip-media img`);
      await photo.scrollIntoViewIfNeeded();
      await page.waitForFunction((id) => {
        const img = document.querySelector<HTMLImageElement>(`[data-trip-id="${id}"] .trip-media img`);
        return Boolean(img?.complete && img.currentSrc);
      }, himalaya.id);
      const { shown, fetched } = await photo.evaluate((img: HTMLImageElement) => ({
        shown: img.getBoundingClientRect().width * devicePixelRatio,
        fetched: Number(/\/media\/(\d+)\//.exec(img.currentSrc)?.[1]),
      }));
      const smallestThatFills = resizedImageWidths.find((candidate) => candidate >= shown);
      expect({ width, fetched }).toEqual({ width, fetched: smallestThatFills });
      await context.close();
    }
  });

  it('draws the hero picture from a cached file on wide screens, which phones never fetch', async () => {
    const html = await (await fetch(`${server.url}/trips`)).text();
    const file = /<img class="art[^"]*" src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(file).toMatch(/^\/_astro\/hero-art\.[\w-]+\.svg$/);
    const response = await fetch(`${server.url}${file}`);
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      200,
      'image/svg+xml',
      'public, max-age=31536000, immutable',
    ]);
    for (const [viewport, fetched] of [
      [viewports.phone, false],
      [viewports.desktop, true],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${server.url}/trips`, { waitUntil: 'load' });
      if (fetched) {
        await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('img.art')?.naturalWidth ?? 0) > 0);
      }
      expect(requested.includes(file)).toBe(fetched);
      await context.close();
    }
  });

  it('tells search engines about the agency and its trips (schema.org TravelAgency and an ItemList of trip pages)', async () => {
    const html = await (await fetch(`${server.url}/trips`)).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    const [agency, list] = jsonLd['@graph'];
    expect(agency).toMatchObject({ '@type': 'TravelAgency', url: `${server.url}/trips` });
    expect(list['@type']).toBe('ItemList');
    const urls = list.itemListElement.map((item: { url: string }) => item.url);
    expect(urls).toEqual(expect.arrayContaining([`${server.url}/trip/${himalaya.id}`, `${server.url}/trip/${goa.id}`]));
    expect(list.itemListElement.map((item: { position: number }) => item.position)).toEqual(urls.map((_: string, i: number) => i + 1));
  });

  it('has no accessibility violations (axe) at phone width', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});

describe('landing page for a signed-in traveller', () => {
  it('shows About Us and the user menu, lets clicks through, and logs out to /trips', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await storeTravellerSession(page, server);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'About Us' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(false);

    await page.getByRole('heading', { name: 'Custom Journeys' }).click();
    expect(new URL(page.url()).pathname).toBe('/trips');
    await page.getByRole('button', { name: 'Reviews', exact: true }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('reviews')!.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('reviews');

    const toggle = header.getByRole('button', { name: /asha_k/ });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(() => localStorage.getItem('authToken') === null);
    // The session is cleared before the server is told and /trips is loaded again: wait for the new page's header.
    await header.getByRole('link', { name: 'Login' }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/trips');
    await context.close();
  });
});

describe('serving the site', () => {
  it('redirects / to /trips and unknown paths to /login, but not API paths', async () => {
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/trips');
    const unknown = await fetch(`${server.url}/no/such/page`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/login');
    const api = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: expect.any(String) });
  });

  it('keeps the landing page in memory with ETag, 304 and compressed forms, and refreshes it after an admin write', async () => {
    const first = await fetch(`${server.url}/trips`, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toMatch(/public/);
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(etag).toMatch(/^"[^"]+"$/);
    const html = await first.text();
    expect(html).toContain('Spiti Valley');

    const gzip = await fetch(`${server.url}/trips`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(html);

    const revalidated = await fetch(`${server.url}/trips`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);

    await setStatistics(server, { amazingTrips: 121, happyTravelers: 4500, destinations: 64 });
    const after = await fetch(`${server.url}/trips`, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('121+');
  });

  it('serves hashed build files immutable and uploads resized to WebP', async () => {
    const html = await (await fetch(`${server.url}/trips`)).text();
    const asset = /\/_astro\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');

    const resized = await fetch(`${server.url}/media/320/uploads/e2e/himalaya-1.jpg`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect((await resized.arrayBuffer()).byteLength).toBeLessThan(20_000);
    expect((await fetch(`${server.url}/media/333/uploads/e2e/himalaya-1.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/320/uploads/..%2F..%2Fetc%2Fpasswd.jpg`)).status).toBe(404);
  });

  it('publishes sitemap.xml and robots.txt', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toContain(`/trip/${himalaya.id}</loc>`);
    expect(sitemap).toContain('/trips</loc>');
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/api\//);
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});
