/**
 * The customization modal (docs/product.md#screens, #states, #rules, #errors) in Chromium: hints and limits, the five checks in
 * order as warning popups, 'Request Sent!' and reset, the request stored in the database (read
 * back through the admin API), a trip's request, Escape and focus, the login requirement, 401
 * handling, and the automatic prompt 30 seconds after load.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import type { CustomizationRequest, Trip } from '../../../server/src/entities/index.ts';
import { adminToken, api, newPage, viewports, useProduct } from '../support/index.ts';
import { createTrip, signUpTraveller, storeTravellerSession, waitForEagerIslands } from '../support/catalogue.ts';

const { server, browser } = useProduct();
let traveller: Awaited<ReturnType<typeof signUpTraveller>>;
let trip: Trip;

beforeAll(async () => {
  traveller = await signUpTraveller(server, { username: 'planner_priya', mobileNumber: '9811111111' });
  trip = await createTrip(server, { place: 'Ladakh Loop', price: 45000, days: '8N/9D', groupSize: 10 });
});

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

const isoDay = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function openSignedIn(page: Page) {
  await storeTravellerSession(page, server, traveller.token, { ...traveller.user, email: null });
  await page.goto(`${server.url}/trips`);
  await waitForEagerIslands(page);
}

async function expectWarning(page: Page, title: string, text: string) {
  const popup = page.getByRole('alertdialog');
  await shown(popup.getByRole('heading', { name: title }));
  await shown(popup.getByText(text));
  await popup.getByRole('button', { name: 'OK' }).click();
  await popup.waitFor({ state: 'hidden' });
}

async function requests(): Promise<CustomizationRequest[]> {
  const token = await adminToken(server);
  return (await api<{ requests: CustomizationRequest[] }>(server, 'GET', '/api/admin/customization-requests', token)).requests;
}

describe('customization modal', () => {
  it('checks the fields in SPEC order, sends the request, resets, and the request is stored', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openSignedIn(page);
    await page.getByRole('button', { name: 'Customize Your Trip' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Customize Your Trip' });
    await shown(modal);

    const members = modal.getByLabel('Number of members');
    const adults = modal.getByLabel('Number of adults');
    const kids = modal.getByLabel('Number of kids');
    expect([await members.getAttribute('min'), await members.getAttribute('max')]).toEqual(['1', '50']);
    expect([await adults.getAttribute('min'), await adults.getAttribute('max')]).toEqual(['0', '50']);
    expect([await kids.getAttribute('min'), await kids.getAttribute('max')]).toEqual(['0', '20']);
    // Today in the browser's time zone (Asia/Kolkata here), the day the form's checks compare with; the test's own clock is UTC.
    const browserToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await expect(modal.getByLabel('Start date').getAttribute('min')).resolves.toBe(browserToday);
    const tripTypes = await modal
      .getByLabel('Trip type')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(tripTypes).toEqual(['family-trip', 'friends-trip', 'womens-trip', 'honeymoon-trip', 'adventure-trip', 'corporate']);

    const send = modal.getByRole('button', { name: 'Send Request' });
    await send.click();
    await expectWarning(page, messages.requiredFieldMissingTitle, messages.preferredPlaceRequired);
    await modal.getByLabel('Preferred destination').fill('Meghalaya caves');
    await send.click();
    await expectWarning(page, messages.requiredFieldMissingTitle, messages.membersMinimum);
    await members.fill('4');
    await send.click();
    await expectWarning(page, messages.requiredFieldMissingTitle, messages.startDateRequired);
    await modal.getByLabel('Start date').fill(isoDay(20));
    await expect(modal.getByLabel('End date').getAttribute('min')).resolves.toBe(isoDay(20));
    await send.click();
    await expectWarning(page, messages.requiredFieldMissingTitle, messages.endDateRequired);
    await modal.getByLabel('End date').fill(isoDay(18));
    await send.click();
    await expectWarning(page, messages.invalidDateRangeTitle, messages.customizationEndAfterStart);

    await modal.getByLabel('End date').fill(isoDay(25));
    await adults.fill('2');
    await kids.fill('2');
    await modal.getByLabel('Trip type').selectOption('family-trip');
    await modal.getByLabel('Additional notes').fill('Vegetarian food please');
    await send.click();
    const done = page.getByRole('dialog', { name: messages.customizationSentTitle });
    await shown(done);
    await shown(done.getByText(messages.customizationSentText));
    await modal.waitFor({ state: 'hidden' });

    const stored = (await requests()).find((r) => r.preferredPlace === 'Meghalaya caves');
    expect(stored).toMatchObject({
      type: 'general_customization',
      username: 'planner_priya',
      mobileNumber: '9811111111',
      countryCode: '91',
      numberOfMembers: 4,
      numberOfAdults: 2,
      numberOfKids: 2,
      tripType: 'family-trip',
      startDate: isoDay(20),
      endDate: isoDay(25),
    });
    expect(stored?.message).toContain('Family Trip');
    expect(stored?.message).toContain('Vegetarian food please');

    await done.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.getByRole('button', { name: 'Customize Your Trip' }).first().click();
    await shown(modal);
    await expect(modal.getByLabel('Preferred destination').inputValue()).resolves.toBe('');
    await expect(members.inputValue()).resolves.toBe('');
    await context.close();
  });

  it("sends a trip's request from its card, keeps focus inside and closes on Escape", async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openSignedIn(page);
    await page.locator(`[data-trip-id="${trip.id}"]`).getByRole('button', { name: 'Customize' }).click();
    const modal = page.getByRole('dialog', { name: 'Customize Ladakh Loop' });
    await shown(modal);
    await shown(modal.getByText('Based on Ladakh Loop · 8N/9D · from ₹45,000 per person'));
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    await page.locator(`[data-trip-id="${trip.id}"]`).getByRole('button', { name: 'Customize' }).click();
    await shown(modal);
    await modal.getByLabel('Preferred destination').fill('Ladakh with Nubra');
    await modal.getByLabel('Number of members').fill('6');
    await modal.getByLabel('Start date').fill(isoDay(40));
    await modal.getByLabel('End date').fill(isoDay(49));
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await shown(page.getByRole('dialog', { name: messages.customizationSentTitle }));
    const stored = (await requests()).find((r) => r.preferredPlace === 'Ladakh with Nubra');
    // The card gives its trip (page-actions reads it from the card): id, place, price and days as the trip has them.
    expect(stored).toMatchObject({
      type: 'trip_customization',
      tripId: trip.id,
      tripName: 'Ladakh Loop',
      tripPrice: 45000,
      tripDays: '8N/9D',
      numberOfMembers: 6,
    });
    await context.close();
  });

  it('clears an expired session and goes to /login when the server answers 401', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await storeTravellerSession(page, server, 'expired-or-forged-token');
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.getByRole('button', { name: 'Customize Your Trip' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Customize Your Trip' });
    await shown(modal);
    await modal.getByLabel('Preferred destination').fill('Anywhere');
    await modal.getByLabel('Number of members').fill('2');
    await modal.getByLabel('Start date').fill(isoDay(10));
    await modal.getByLabel('End date').fill(isoDay(12));
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await page.waitForURL(/\/login$/);
    await expect(page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userType')])).resolves.toEqual([null, null]);
    await context.close();
  });
});

describe('automatic prompt', () => {
  it('opens once, 30 seconds after load, for a signed-in traveller who has not opened it', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.clock.install();
    await openSignedIn(page);
    const modal = page.getByRole('dialog', { name: 'Customize Your Trip' });
    await page.clock.fastForward(20_000);
    await expect(modal.isVisible()).resolves.toBe(false);
    await page.clock.fastForward(11_000);
    await shown(modal);
    await context.close();
  });

  it('does not open when the traveller opened the modal first, nor for a visitor', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.clock.install();
    await openSignedIn(page);
    await page.getByRole('button', { name: 'Customize Your Trip' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Customize Your Trip' });
    await shown(modal);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.clock.fastForward(31_000);
    await page.waitForTimeout(300);
    await expect(modal.isVisible()).resolves.toBe(false);

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    await page.clock.fastForward(31_000);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Customize Your Trip' }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});
