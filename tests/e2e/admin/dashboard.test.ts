/**
 * The dashboard, users and requests screens (docs/product.md#screens, #errors and the requests inbox beyond the specification:
 * docs/product.md#beyond-the-specification), in Chromium: welcome, date, totals, quick actions, the five most recent trips and reviews, the
 * statistics panel saving what the public landing page shows, cards that keep their place on a phone while their data
 * arrives, the users page after a traveller signs up, and the requests list after a customization request.
 */
import { describe, expect, it } from 'vitest';
import { messages, registeredUsersTitle } from '../../../server/src/domain/index.ts';
import type { Statistics } from '../../../server/src/entities/index.ts';
import { createReview, createTrip, signUpTraveller } from '../support/catalogue.ts';
import { adminToken, api, DEFAULT_ADMIN, newPage, viewports, useProduct } from '../support/index.ts';
import type { Page, Route } from 'playwright-core';
import { dashboardLoaded, notificationText, screenshot, storeAdminSession, openAdmin } from '../support/admin-pages.ts';

const { server, browser } = useProduct();

/**
 * Opens the statistics panel and waits until it has finished opening. While it grows, Playwright's scrolling
 * into view also scrolls inside the panel's clipped box, and the growth then moves the button from under the
 * pointer (a press on Save Statistics ended on the form and saved nothing); a person cannot scroll there.
 */
async function openStatisticsPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Configure Statistics' }).click();
  await page.locator('.MuiCollapse-entered #statistics-panel').waitFor();
}

// First in the file, while nothing is created yet: every list then ends empty, shorter than its loading rows.
describe('dashboard on a phone while its data arrives', () => {
  it('keeps what is on screen in place, so a tap on Save Statistics lands on it', async () => {
    const { trips } = await api<{ trips: unknown[] }>(server, 'GET', '/api/admin/trips', await adminToken(server));
    expect(trips, 'this test needs an empty catalogue: keep it first in the file').toEqual([]);
    const { context, page } = await newPage(browser, viewports.phone);
    await storeAdminSession(page, server);
    // The cards' calls wait until released; the statistics come at once, so the panel can open.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/api/admin/**', (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto(`${server.url}/admin/dashboard`);
    await openStatisticsPanel(page);
    const save = page.getByRole('button', { name: 'Save Statistics' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((count) => document.querySelectorAll('main [aria-busy="true"]').length === count, 3);
    const before = await save.boundingBox();

    holding = false;
    for (const route of held) await route.continue();
    await dashboardLoaded(page);
    await expect(page.getByText('No trips yet').isVisible()).resolves.toBe(true);
    expect(await save.boundingBox()).toEqual(before);
    await screenshot(page, 'dashboard-empty');
    await context.close();
  });
});

describe('dashboard', () => {
  it('welcomes the admin with the date, totals, quick actions and the five most recent trips and reviews', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await createTrip(server, { place: `Trip number ${i}`, price: 1000 * i, days: `${i + 1} days` });
      await createReview(server, { reviewerName: `Reviewer ${i}`, rating: (i % 5) + 1, reviewText: `Review text ${i}` });
    }
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${DEFAULT_ADMIN.email}` }).waitFor();
    const today = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    await expect(page.getByTestId('today').innerText()).resolves.toBe(today);
    await page.waitForFunction(() =>
      ['total-trips', 'total-reviews'].every((id) => document.querySelector(`[data-testid=${id}]`)?.textContent === '6'),
    );

    const recentTrips = page.getByTestId('recent-trips').locator(':scope > *');
    await expect(recentTrips.count()).resolves.toBe(5);
    await expect(recentTrips.first().innerText()).resolves.toContain('Trip number 6');
    await expect(recentTrips.first().innerText()).resolves.toContain('₹6,000');
    await expect(page.getByTestId('recent-trips').innerText()).resolves.not.toContain('Trip number 1\n');
    const recentReviews = page.getByTestId('recent-reviews').locator(':scope > *');
    await expect(recentReviews.count()).resolves.toBe(5);
    await expect(recentReviews.first().innerText()).resolves.toContain('Reviewer 6');
    await screenshot(page, 'dashboard');

    for (const [action, path] of [
      ['Add Trip', '/admin/trips/create'],
      ['Add Review', '/admin/reviews/create'],
      ['Manage Trips', '/admin/trips'],
      ['Manage Reviews', '/admin/reviews'],
    ]) {
      await expect(page.getByRole('link', { name: action }).getAttribute('href'), action).resolves.toBe(path);
    }
    await page.getByRole('link', { name: 'Add Trip' }).click();
    await page.waitForURL('**/admin/trips/create');
    await context.close();
  });

  it('saves the statistics, which the public landing page then shows', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, 'dashboard');
    await dashboardLoaded(page);
    const toggle = page.getByRole('button', { name: 'Configure Statistics' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await openStatisticsPanel(page);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const trips = page.getByLabel('Amazing Trips');
    await expect(trips.getAttribute('min')).resolves.toBe('0');
    await trips.fill('321');
    await page.getByLabel('Happy Travelers').fill('6543');
    await page.getByLabel('Destinations').fill('-1');
    await page.getByRole('button', { name: 'Save Statistics' }).click();
    await page.getByText(messages.statisticsNonNegative).waitFor();
    await page.getByLabel('Destinations').fill('77');
    await page.getByRole('button', { name: 'Save Statistics' }).click();
    await page.getByText(messages.statisticsUpdated).waitFor();
    await screenshot(page, 'dashboard-statistics');

    const saved = await api<{ statistics: Statistics }>(server, 'GET', '/api/statistics');
    expect(saved.statistics).toEqual({ amazingTrips: 321, happyTravelers: 6543, destinations: 77 });
    await page.goto(`${server.url}/trips`);
    const stats = (await page.locator('.stat').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
    expect(stats).toEqual(['321+ Amazing Trips', '6,543+ Happy Travelers', '77+ Destinations']);

    // A refused save says the specification's failure message.
    await page.route('**/api/statistics', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
        : route.continue(),
    );
    await page.goto(`${server.url}/admin/dashboard`);
    await dashboardLoaded(page);
    await openStatisticsPanel(page);
    await page.getByLabel('Amazing Trips').fill('1');
    await page.getByRole('button', { name: 'Save Statistics' }).click();
    await expect(notificationText(page)).resolves.toBe(messages.statisticsUpdateFailed);
    await context.close();
  });
});

describe('users', () => {
  it("shows 'No users found' before anyone signs up, then the traveller with stats and SPEC formats", async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByText(messages.noUsersFoundTitle).waitFor();
    await page.getByText(messages.noUsersFoundText).waitFor();

    const { user } = await signUpTraveller(server, { username: 'asha_k', mobileNumber: '9876543210' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { name: registeredUsersTitle(1) }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'asha_k' });
    const text = await row.innerText();
    expect(text).toContain('9876543210');
    expect(text).toContain('+91');
    expect(text).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/);
    expect(text).toContain('Active');
    expect(user.username).toBe('asha_k');
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['User', 'Mobile Number', 'Country Code', 'Joined', 'Last Login', 'Status']);
    const stats = await page.getByTestId('user-stat').allInnerTexts();
    expect(stats.map((s) => s.replace(/\s+/g, ' ').trim())).toEqual(['1 Total Users', '1 Active Users', '1 New Today', '1 New This Week']);
    await screenshot(page, 'users');
    await context.close();
  });

  it('shows the error with Retry when the users cannot be loaded', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeAdminSession(page, server);
    let failing = true;
    await page.route('**/api/admin/users?*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.goto(`${server.url}/admin/users`);
    await page.getByText(messages.fetchUsersFailed).waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: /Registered Users/ }).waitFor();
    await screenshot(page, 'users');
    await context.close();
  });
});

describe('customization requests', () => {
  it('lists a traveller request with contact links, filters it, and marks it handled', async () => {
    const trip = await createTrip(server, { place: 'Ladakh', price: 45000, days: '7N/8D' });
    const { token, user } = await signUpTraveller(server, { username: 'ravi_m', mobileNumber: '9123456780' });
    await api(server, 'POST', '/api/customize-trip', token, {
      type: 'trip_customization',
      user: { username: user.username, mobileNumber: user.mobileNumber, countryCode: user.countryCode, email: null },
      trip: { id: trip.id, name: trip.place, price: trip.price, days: trip.days },
      customizationData: {
        preferredPlace: 'Ladakh and Nubra',
        numberOfMembers: 4,
        startDate: '2031-07-01',
        endDate: '2031-07-09',
        numberOfAdults: 3,
        numberOfKids: 1,
        tripType: 'family-trip',
        additionalNotes: 'Vegetarian meals please',
      },
      message: 'Customization request for Ladakh',
    });

    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'customization-requests');
    const row = page.getByRole('row').filter({ hasText: 'ravi_m' });
    await row.waitFor();
    const text = await row.innerText();
    for (const expected of [
      '+91 9123456780',
      'For the trip: Ladakh',
      'Ladakh and Nubra',
      'Jul 01, 2031',
      'Jul 09, 2031',
      '4 members',
      '3 adults, 1 kid',
      'Family Trip',
      'Vegetarian meals please',
      'Open',
    ]) {
      expect(text, expected).toContain(expected);
    }
    await expect(row.getByRole('link', { name: 'Call ravi_m' }).getAttribute('href')).resolves.toBe('tel:+919123456780');
    await expect(row.getByRole('link', { name: 'Chat with ravi_m' }).getAttribute('href')).resolves.toMatch(
      /^https:\/\/wa\.me\/919123456780\?text=/,
    );
    await screenshot(page, 'requests');

    await page.getByPlaceholder('Search name, phone, place').fill('nobody-like-this');
    await page.getByText('No results found').or(page.getByText('No customization requests yet')).first().waitFor();
    await page.getByPlaceholder('Search name, phone, place').fill('nubra');
    await row.waitFor();

    await row.getByRole('button', { name: 'Mark handled' }).click();
    await expect(notificationText(page)).resolves.toBe('Marked as handled');
    await row.getByRole('button', { name: 'Reopen' }).waitFor();
    const stored = await api<{ requests: { handled: boolean }[] }>(
      server,
      'GET',
      '/api/admin/customization-requests',
      await adminToken(server),
    );
    expect(stored.requests[0].handled).toBe(true);
    await context.close();

    // At phone width the requests are cards, with the same details and actions.
    const phone = await newPage(browser, viewports.phone);
    await openAdmin(phone.page, server, 'customization-requests');
    const card = phone.page.getByTestId('request-card').filter({ hasText: 'ravi_m' });
    await card.waitFor();
    const cardText = await card.innerText();
    for (const expected of [
      '+91 9123456780',
      'Ladakh and Nubra',
      'Jul 01, 2031 - Jul 09, 2031',
      '4 members: 3 adults, 1 kid',
      'Family Trip',
      'Vegetarian meals please',
      'Handled',
    ]) {
      expect(cardText, expected).toContain(expected);
    }
    await card.getByRole('button', { name: 'Reopen' }).click();
    await card.getByRole('button', { name: 'Mark handled' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'requests');
    await phone.context.close();
  });
});
