/**
 * The back office, in Chromium at 390 and 1280 px: bulk delete with a
 * confirmation and CSV export, users searched on the server, review arrows, a clearable search
 * when nothing matches, the requests table's state and 'Mark handled' on screen at 1280 px, the
 * dashboard's open requests and travellers; required fields marked, images reordered with a
 * cover, stale save errors gone; the login's company name and colours, View Public Site in a new
 * tab; and one admin flow with the keyboard alone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Review, Trip } from '../../../server/src/entities/index.ts';
import { adminToken, api, DEFAULT_ADMIN, newPage, viewports, useProduct } from '../support/index.ts';
import { signUpTraveller } from '../support/catalogue.ts';
import { jpegFile, screenshot, openAdmin } from '../support/admin-pages.ts';

const { server, browser } = useProduct({ BUSINESS_NAME: 'Wander India Trips' });

async function createTrip(place: string): Promise<Trip> {
  const body = {
    place,
    price: 15000,
    days: '4N/5D',
    description: `A trip to ${place}.`,
    googleSheetUrl: 'https://docs.google.com/spreadsheets/d/e2e',
    images: [],
  };
  return (await api<{ trip: Trip }>(server, 'POST', '/api/admin/trips', await adminToken(server), body)).trip;
}

async function createReview(reviewerName: string): Promise<Review> {
  const body = { reviewerName, rating: 5, reviewText: `Lovely trip, says ${reviewerName}.`, images: [] };
  return (await api<{ review: Review }>(server, 'POST', '/api/admin/reviews', await adminToken(server), body)).review;
}

async function placesInApi(): Promise<string[]> {
  return (await api<{ trips: Trip[] }>(server, 'GET', '/api/admin/trips', await adminToken(server))).trips.map((t) => t.place);
}

describe('admin lists that scale', () => {
  it('exports trips as CSV and deletes the selected ones after a confirmation', async () => {
    for (const place of ['Bulk One', 'Bulk Two', 'Bulk Keep']) await createTrip(place);
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'trips');
    await page.getByRole('heading', { name: 'Bulk Keep' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).first().click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^Destination,Price \(INR\),Duration,/);
    expect(csv).toContain('Bulk One');
    expect(csv).toContain('Bulk Keep');

    await page.getByRole('checkbox', { name: 'Select Bulk One' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Two' }).check();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Delete selected trips' });
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Bulk One' }).waitFor({ state: 'detached' });
    expect((await placesInApi()).sort()).toEqual(['Bulk Keep']);
    await context.close();
  });

  it('shows an active search that found nothing and clears it', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, 'trips');
    await page.getByRole('heading', { name: 'Bulk Keep' }).waitFor();
    await page.getByPlaceholder('Search by place').fill('zzz-nothing');
    const empty = page.getByTestId('filtered-empty');
    await empty.getByText('Search: “zzz-nothing”').waitFor();
    await screenshot(page, 'trips-filtered-empty');
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('heading', { name: 'Bulk Keep' }).waitFor();
    await expect(page.getByPlaceholder('Search by place').inputValue()).resolves.toBe('');
    await context.close();
  });

  it('finds users by searching on the server and deletes them in bulk', async () => {
    await signUpTraveller(server, { username: 'search_sunita', mobileNumber: '9844400001' });
    await signUpTraveller(server, { username: 'other_omar', mobileNumber: '9844400002' });
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'users');
    await page.getByRole('heading', { name: 'Registered Users (2)' }).waitFor();
    const listed = page.waitForRequest((request) => request.url().includes('/api/admin/users?') && request.url().includes('sunita'));
    await page.getByPlaceholder('Search name or mobile').fill('sunita');
    expect(decodeURIComponent((await listed).url())).toContain('"q":"sunita"');
    await page.getByRole('heading', { name: 'Registered Users (1)' }).waitFor();
    await page.getByText('other_omar').waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Select search_sunita' }).check();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog', { name: 'Delete selected users' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('search_sunita').waitFor({ state: 'detached' });
    const { users } = await api<{ users: { username: string }[] }>(server, 'GET', '/api/admin/users', await adminToken(server));
    expect(users.map((u) => u.username)).toEqual(['other_omar']);
    await context.close();
  });

  it('moves through the reviews with arrows and exports them', async () => {
    for (let i = 1; i <= 6; i += 1) await createReview(`Arrow Reviewer ${i}`);
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'reviews');
    const scroller = page.getByTestId('review-scroller');
    await scroller.waitFor();
    const start = await scroller.evaluate((el) => el.scrollLeft);
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft), { timeout: 5_000 }).toBeGreaterThan(start + 200);
    await page.getByRole('button', { name: 'Previous reviews' }).click();
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft), { timeout: 5_000 }).toBeLessThanOrEqual(start + 20);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).first().click();
    expect(await readFile(await (await download).path(), 'utf8')).toContain('Arrow Reviewer 6');
    await context.close();
  });

  it("shows the requests' state and Mark handled at 1280 px, and the dashboard counts them and the travellers", async () => {
    const traveller = await signUpTraveller(server, { username: 'request_ria', mobileNumber: '9844400003' });
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    await api(server, 'POST', '/api/customize-trip', traveller.token, {
      type: 'general_customization',
      customizationData: {
        preferredPlace: 'Coorg',
        numberOfMembers: 2,
        startDate: start,
        endDate: end,
        additionalNotes: 'A long note. '.repeat(20),
      },
    });
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'customization-requests');
    const handled = page.getByRole('button', { name: /Mark handled/i }).first();
    await handled.waitFor();
    const box = (await handled.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'requests');

    await page.goto(`${server.url}/admin/dashboard`);
    await expect.poll(() => page.getByTestId('open-requests').innerText(), { timeout: 15_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('total-travellers').innerText(), { timeout: 15_000 }).toBe('2');
    await screenshot(page, 'dashboard');
    await context.close();
  });
});

describe('admin forms', () => {
  it('marks required fields, explains the dates, and saves images in the chosen order with a cover', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'trips/create');
    for (const label of ['Destination', 'Price', 'Duration', 'Description', 'Google Sheet URL']) {
      const text = await page.locator('label').filter({ hasText: label }).first().innerText();
      expect(text, label).toMatch(/\*/);
    }
    expect(await page.locator('label').filter({ hasText: 'Group Size' }).first().innerText()).not.toMatch(/\*/);
    await page.getByText('The departure date visitors see on the trip page').waitFor();

    await page.getByLabel(/^Destination\s*\*?$/).fill('Cover Test Valley');
    await page.getByLabel('Price').fill('12000');
    await page.getByLabel('Duration').fill('3N/4D');
    await page.getByLabel(/^Description\s*\*?$/).fill('Testing the cover.');
    await page.getByLabel('Google Sheet URL').fill('https://docs.google.com/spreadsheets/d/cover');
    await page
      .locator('input[type=file][name=images]')
      .setInputFiles([await jpegFile('first.jpg', '#336699'), await jpegFile('second.jpg', '#993366')]);
    await page.getByRole('button', { name: 'Make second.jpg the cover' }).click();
    await screenshot(page, 'trip-form-images');
    await page.getByRole('button', { name: 'Create Trip' }).click();
    await page.waitForURL(/\/admin\/trips$/);
    const { trips } = await api<{ trips: Trip[] }>(server, 'GET', '/api/admin/trips', await adminToken(server));
    const saved = trips.find((t) => t.place === 'Cover Test Valley')!;
    expect(saved.images).toHaveLength(2);
    expect(saved.images[0]).toMatch(/\/cover-test-valley-[0-9a-f]{32}\.jpg$/);
    // The second picked file (#993366, more red than blue) is now the cover: it comes first.
    const cover = Buffer.from(await (await fetch(`${server.url}${saved.images[0]}`)).arrayBuffer());
    const [red, , blue] = (await sharp(cover).stats()).channels.map((channel) => channel.mean);
    expect(red).toBeGreaterThan(blue);
    await context.close();
  });

  it("clears a review's save error once the admin changes the form", async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, 'reviews/create');
    await page.route('**/api/admin/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Storage is full"}' })
        : route.fallback(),
    );
    await page.getByLabel('Reviewer Name').fill('Stale Sam');
    await page.getByLabel('Review Text').fill('Great.');
    await page.getByRole('button', { name: 'Create Review' }).click();
    await page.getByTestId('review-save-error').getByText('Storage is full').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Review Text').fill('Great trip.');
    await page.getByTestId('review-save-error').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('consistency', () => {
  it.each([viewports.phone, viewports.desktop])('the admin login carries the company name and the site colours at %o', async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByTestId('company-name').innerText()).resolves.toBe('Wander India Trips');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    expect(await signIn.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 110, 105)');
    await screenshot(page, 'login-branded');
    await context.close();
  });

  it('opens View Public Site in a new tab', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openAdmin(page, server, 'dashboard');
    const link = page.getByRole('menuitem', { name: 'View Public Site' }).or(page.getByRole('link', { name: 'View Public Site' }));
    await expect(link.first().getAttribute('target')).resolves.toBe('_blank');
    await context.close();
  });
});

describe('an admin flow with the keyboard alone', () => {
  it('signs in and creates a review without a mouse', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Email').waitFor();
    // The email field has focus on arrival.
    await page.keyboard.type(DEFAULT_ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEFAULT_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/dashboard');

    await page.goto(`${server.url}/admin/reviews/create`);
    await page.getByLabel('Reviewer Name').waitFor();
    await tabUntil(page, { name: 'reviewerName' });
    await page.keyboard.type('Keyboard Kiran');
    await tabUntil(page, { name: 'reviewText' });
    await page.keyboard.type('Booked and reviewed without a mouse.');
    await tabUntil(page, { text: 'Create Review' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/reviews$/, { timeout: 20_000 });
    const { reviews } = await api<{ reviews: Review[] }>(server, 'GET', '/api/admin/reviews', await adminToken(server));
    expect(reviews.some((r) => r.reviewerName === 'Keyboard Kiran' && r.rating === 5)).toBe(true);
    await context.close();
  });
});

/** Presses Tab until the focused element has this name attribute or this text. */
async function tabUntil(page: Page, target: { name?: string; text?: string }) {
  for (let i = 0; i < 40; i += 1) {
    const found = await page.evaluate(({ name, text }) => {
      const el = document.activeElement;
      if (!el) return false;
      return name ? el.getAttribute('name') === name : el.textContent?.trim() === text;
    }, target);
    if (found) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}
