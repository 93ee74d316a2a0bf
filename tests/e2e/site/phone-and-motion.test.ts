/**
 * In Chromium at 390 and 1280 px: floating buttons never cover a card's
 * buttons, swipeable photos, aligned hero statistics, the login field, carousels without layout
 * shift; the trip page's dates, group size, Customize, share, video poster and itinerary
 * name; motion that pauses on hover and focus, has a pause control and stands still under
 * prefers-reduced-motion; and one public flow done with the keyboard alone.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import {
  createTrip,
  cardCarouselReady,
  signUpTraveller,
  storeTravellerSession,
  uploadImage,
  waitForEagerIslands,
} from '../support/catalogue.ts';

const { server, browser } = useProduct();
let trips: Trip[];
let traveller: Awaited<ReturnType<typeof signUpTraveller>>;
const SCREENSHOTS = 'test-results/site';

beforeAll(async () => {
  trips = [];
  for (const [i, place] of ['Spiti Valley', 'Alleppey Backwaters', 'Hampi Ruins', 'Tawang Pass'].entries()) {
    const images = [await uploadImage(server, `p${i}-1`, '#5b7fa6'), await uploadImage(server, `p${i}-2`, '#a65b5b')];
    trips.push(
      await createTrip(server, {
        place,
        price: 20000 + i,
        days: '6N/7D',
        groupSize: 12,
        images,
        startDate: '2030-03-05',
        endDate: '2030-03-11',
      }),
    );
  }
  traveller = await signUpTraveller(server, { username: 'keyboard_kavya', mobileNumber: '9833300001' });
});

const photoOf = (page: Page, trip: Trip) => page.locator(`[data-trip-id="${trip.id}"] .trip-media img`).getAttribute('alt');

/** Scrolls to each card until its carousel is live and has its trip's media; from before the cards come on screen. */
async function hydratedCards(page: Page) {
  for (const trip of trips) await cardCarouselReady(page, trip.id);
}

describe('phone layout', () => {
  it.each([viewports.phone, viewports.desktop])('floating buttons never cover a card button at %o', async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const buttons = page.locator('.trip-card .trip-actions > *, .trip-card .trip-head .btn');
    for (let i = 0; i < (await buttons.count()); i += 1) {
      const button = buttons.nth(i);
      // Put the button at the very bottom of the screen, where the floating buttons sit.
      await button.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
      await page.waitForTimeout(350);
      const covered = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [0.1, 0.5, 0.9].some((fx) => {
          const top = document.elementFromPoint(box.left + box.width * fx, box.top + box.height / 2);
          return top !== null && !el.contains(top);
        });
      });
      expect(covered, `button ${i}`).toBe(false);
    }
    await context.close();
  });

  it('swipes photos, lines up the hero numbers, fits the login field and keeps numbers on one line', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await page.goto(`${server.url}/trips`);
    const tops = await page.locator('.stat-value').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const labelTops = await page.locator('.stat-label').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(labelTops).size).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/landing-390.png` });

    await hydratedCards(page);
    const card = page.locator(`[data-trip-id="${trips[0].id}"]`);
    await card.scrollIntoViewIfNeeded();
    const slide = card.locator('.media-slide');
    const box = (await slide.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', box.x + box.width * 0.8);
    await touch('touchMove', box.x + box.width * 0.5);
    await touch('touchMove', box.x + box.width * 0.2);
    await touch('touchEnd', box.x + box.width * 0.2);
    await expect.poll(() => photoOf(page, trips[0])).toBe('Spiti Valley, photo 2');

    await page.goto(`${server.url}/login`);
    await waitForEagerIslands(page);
    const field = page.getByLabel('Mobile number');
    const placeholderFits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(input.placeholder).width <= room;
    });
    expect(placeholderFits).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/login-390.png` });

    await page.goto(`${server.url}/signup?mobile=9123400001&countryCode=91`);
    const number = page.locator('.signup-number strong');
    // One line: every text box of '+91 9123400001' sits at the same height.
    expect(await number.evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size)).toBe(1);
    await context.close();
  });

  it('turns the card carousels without moving the page (no layout shift)', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.clock.install();
    await page.goto(`${server.url}/trips`);
    await hydratedCards(page);
    await page.evaluate(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    await page.mouse.move(0, 0);
    await page.clock.fastForward(4_500);
    const later = await Promise.all(trips.map((trip) => photoOf(page, trip)));
    expect(later.every((alt) => alt?.endsWith('photo 2'))).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
    await context.close();
  });
});

describe('motion people can stop', () => {
  it('pauses on hover and on focus, stops with the pause control, and stands still under reduced motion', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.clock.install();
    await page.goto(`${server.url}/trips`);
    await hydratedCards(page);
    const trip = trips[1];
    const card = page.locator(`[data-trip-id="${trip.id}"]`);
    await card.locator('.media-carousel').hover();
    await page.clock.fastForward(9_000);
    await expect(photoOf(page, trip)).resolves.toBe('Alleppey Backwaters, photo 1');

    await page.mouse.move(0, 0);
    await card.getByRole('button', { name: 'Pause slideshow' }).focus();
    await page.clock.fastForward(9_000);
    await expect(photoOf(page, trip)).resolves.toBe('Alleppey Backwaters, photo 1');
    // The pause control works for visitors too (the click block lets it through).
    await card.getByRole('button', { name: 'Pause slideshow' }).click();
    expect(new URL(page.url()).pathname).toBe('/trips');
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(9_000);
    await expect(photoOf(page, trip)).resolves.toBe('Alleppey Backwaters, photo 1');
    await card.getByRole('button', { name: 'Play slideshow' }).waitFor();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await hydratedCards(page);
    await page.mouse.move(0, 0);
    await page.clock.fastForward(13_000);
    for (const each of trips) expect(await photoOf(page, each)).toMatch(/photo 1$/);
    expect(await page.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0);
    await context.close();
  });
});

describe('the trip page', () => {
  it.each([viewports.phone, viewports.desktop])('tells the whole trip at %o', async (viewport) => {
    const withMedia = await createTrip(server, {
      place: 'Zanskar Frozen River',
      price: 31000,
      days: '8N/9D',
      groupSize: 8,
      startDate: '2030-01-10',
      endDate: '2030-01-18',
      images: [await uploadImage(server, `zanskar-${viewport.width}`, '#6b8fa6')],
      video: '/uploads/e2e/zanskar.mp4',
      itineraryPdf: '/uploads/e2e/itinerary-123.pdf',
    });
    const { context, page } = await newPage(browser, viewport);
    await storeTravellerSession(page, server, traveller.token, { ...traveller.user, email: null });
    await page.goto(`${server.url}/trip/${withMedia.id}`);
    await waitForEagerIslands(page);
    // No departure yet: the overview claims no date from the trip form.
    await expect(page.locator('.trip-departure').innerText()).resolves.toBe('Flexible');
    await expect(page.locator('.trip-group').innerText()).resolves.toBe('8 Adventurers');
    await expect(page.locator('video.detail-video').getAttribute('poster')).resolves.toMatch(/zanskar/);
    await expect(page.getByRole('link', { name: 'Download Itinerary' }).getAttribute('download')).resolves.toBe(
      'zanskar-frozen-river-itinerary.pdf',
    );
    const share = page.getByRole('link', { name: 'Share on WhatsApp' });
    const href = decodeURIComponent((await share.getAttribute('href')) ?? '');
    expect(href).toContain('https://wa.me/?text=');
    expect(href).toContain(`/trip/${withMedia.id}`);
    await page.screenshot({ path: `${SCREENSHOTS}/trip-${viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Customize' }).click();
    const modal = page.getByRole('dialog', { name: 'Customize Zanskar Frozen River' });
    await modal.waitFor();
    await expect(modal.getByLabel('Preferred destination').inputValue()).resolves.toBe('Zanskar Frozen River');
    await context.close();
  });
});

describe('a public flow with the keyboard alone', () => {
  it('opens the customization form from the hero and sends a request without a mouse', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await storeTravellerSession(page, server, traveller.token, { ...traveller.user, email: null });
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    // Tab from the top of the page to the hero's Customize Your Trip.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Customize Your Trip');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Customize Your Trip' });
    await modal.waitFor();
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 44 * 86_400_000).toISOString().slice(0, 10);
    // Focus moves into the dialog; each field is reached with Tab and filled by typing.
    const fields: [string, string][] = [
      ['Preferred destination', 'Andaman islands'],
      ['Number of members', '2'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, label);
      await page.keyboard.type(value);
    }
    await tabTo(page, 'Start date');
    await typeDate(page, start);
    await tabTo(page, 'End date');
    await typeDate(page, end);
    await tabTo(page, 'Send Request');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: messages.customizationSentTitle }).waitFor();
    await context.close();
  });
});

/** Presses Tab until the focused element is the field or button with this name. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 30; i += 1) {
    const current = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      return (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    if (current === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Types YYYY-MM-DD into a focused date input the way a keyboard user does (segment by segment, en-IN: dd mm yyyy). */
async function typeDate(page: Page, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${day}${month}${year}`);
}
