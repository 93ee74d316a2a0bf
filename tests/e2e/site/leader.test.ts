/**
 * The trip leader's day in Chromium at 390 px: sign in online, go offline, reload (the service worker
 * serves the page, IndexedDB the roster), check in three travellers and collect cash, go online, and the
 * back office shows the check-ins and the cash with one receipt voucher, at 390 and at 1280 px. Background
 * Sync: a change made offline reaches the office with the page closed, sent by the service worker alone.
 * axe on /leader at 390 and 1280 px. Screenshots of each step go to /tmp/shots-34/.
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../server/src/entities/index.ts';
import { storeAdminSession } from '../support/admin-pages.ts';
import { bookAsTraveller, createDeparture, daysAhead, newTraveller, recordPayment } from '../support/bookings.ts';
import { createTrip } from '../support/catalogue.ts';
import { adminToken, api, newPage, useProduct, viewports, waitForIslands } from '../support/index.ts';

const SHOTS = '/tmp/shots-34';
// A business registered for GST: a payment gets a receipt voucher.
const { server, browser } = useProduct({ GSTIN: '27AAPFU0939F1ZV' });

const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
};

async function leadersDeparture() {
  const token = await adminToken(server);
  const trip = await createTrip(server, { place: 'Kedarkantha', date: daysAhead(1) });
  const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(1), endDate: daysAhead(4), seatsTotal: 10 });
  const email = `leader${Date.now()}@example.in`;
  const { member } = await api<{ member: { id: string } }>(server, 'POST', '/api/admin/staff', token, {
    email,
    name: 'Kiran Negi',
    password: 'leader-pass',
    role: 'leader',
  });
  await api(server, 'PUT', `/api/admin/departures/${departure.id}`, token, { leaderIds: [member.id] });
  const family = await bookAsTraveller(server, await newTraveller(server, 'meera'), { departureId: departure.id, adults: 2 });
  await recordPayment(server, family.id, 10000);
  const solo = await bookAsTraveller(server, await newTraveller(server, 'arjun'), { departureId: departure.id, adults: 1 });
  await recordPayment(server, solo.id, 5000);
  return { token, departure, email, family, solo };
}

async function signInOnline(page: Page, email: string) {
  await page.goto(`${server.url}/leader`);
  await waitForIslands(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('leader-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Kedarkantha/ }).waitFor();
}

describe('the leader page', () => {
  for (const viewport of [viewports.phone, viewports.desktop])
    it(`works offline at ${viewport.width} px: check-ins and cash queued, sent when online, shown in the back office`, async () => {
      await offlineDay(viewport);
    });

  it('sends the queue from the service worker by Background Sync, with the page closed', async () => {
    const { departure, email, token } = await leadersDeparture();
    const { context, page } = await newPage(browser, viewports.phone);
    await signInOnline(page, email);
    await page.waitForFunction(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/leader'))));
    await context.setOffline(true);
    await page.getByRole('button', { name: /Kedarkantha/ }).click();
    await page
      .getByRole('button', { name: /^Mark present: .* at pickup$/ })
      .first()
      .click();
    await page.getByRole('status').filter({ hasText: '1 change waiting' }).waitFor();
    const tags = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration('/leader')) as
        (ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }) | undefined;
      return registration ? registration.sync.getTags() : [];
    });
    expect(tags).toEqual(['leader-sync']);
    // The leader closes the page at the trailhead; nothing of the page is left to send the change.
    await page.close();
    await context.setOffline(false);
    // Chromium fires the sync when the machine's network comes back; the test's offline is DevTools'
    // emulation, so it asks Chromium (over CDP) to fire the registered sync as that change would.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const leader = registrations.find((r) => r.scopeURL.endsWith('/leader') && !r.isDeleted);
        if (leader) resolve(leader.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId, tag: 'leader-sync', lastChance: false });
    await expect
      .poll(
        async () =>
          (await api<{ checkIns: { present: boolean }[] }>(server, 'GET', `/api/admin/departures/${departure.id}/check-ins`, token))
            .checkIns.length,
        { timeout: 20_000 },
      )
      .toBe(1);
    // Opened again, the page shows nothing waiting.
    const again = await context.newPage();
    await again.goto(`${server.url}/leader`);
    await again.getByRole('status').filter({ hasText: 'All changes sent' }).waitFor();
    await context.close();
  });

  async function offlineDay(viewport: (typeof viewports)[keyof typeof viewports]) {
    const { departure, email, family, token } = await leadersDeparture();
    const { context, page } = await newPage(browser, viewport);
    await signInOnline(page, email);
    // The worker controls the page and the page's files are cached before the network goes.
    await page.waitForFunction(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/leader'))));
    await shot(page, '1-online-departures');

    await context.setOffline(true);
    await page.reload();
    await waitForIslands(page);
    await page.getByText('offline').waitFor();
    await page.getByRole('button', { name: /Kedarkantha/ }).click();
    await page.getByRole('heading', { name: /Kedarkantha/ }).waitFor();
    await shot(page, '2-offline-roster');
    const marks = page.getByRole('button', { name: /^Mark present: .* at pickup$/ });
    expect(await marks.count()).toBe(3);
    // A marked button says "Present": the first unmarked one each time.
    for (let i = 0; i < 3; i += 1) {
      await marks.first().click();
      await expect.poll(() => marks.count()).toBe(2 - i);
    }
    await page
      .getByRole('button', { name: /^Collect cash/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Record cash' }).click();
    await page.getByRole('status').filter({ hasText: '4 changes waiting' }).waitFor();
    await shot(page, '3-offline-four-waiting');

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'All changes sent' }).waitFor({ timeout: 20_000 });
    await shot(page, '4-online-sent');

    const checkIns = await api<{ checkIns: { present: boolean }[] }>(
      server,
      'GET',
      `/api/admin/departures/${departure.id}/check-ins`,
      token,
    );
    expect(checkIns.checkIns.filter((c) => c.present)).toHaveLength(3);
    const booking = (await api<{ booking: Booking }>(server, 'GET', `/api/admin/bookings/${family.id}`, token)).booking;
    expect(booking.balanceDue).toBe(0);

    // The back office: the departure's check-ins, and the booking's cash with its one receipt voucher.
    const office = await newPage(browser, viewport);
    await storeAdminSession(office.page, server);
    await office.page.goto(`${server.url}/admin/departures/${departure.id}`);
    await office.page.getByText('pickup: 3 of 3 present').waitFor({ timeout: 20_000 });
    await shot(office.page, '5-office-check-ins');
    await office.page.goto(`${server.url}/admin/bookings/${family.id}/show`);
    await office.page.getByText(/cash/i).first().waitFor();
    const documents = await api<{ documents: { type: string; amount: number }[] }>(
      server,
      'GET',
      `/api/admin/documents?filter=${encodeURIComponent(JSON.stringify({ bookingId: family.id }))}`,
      token,
    );
    const cashVouchers = documents.documents.filter((d) => d.type === 'receipt_voucher' && d.amount === booking.totalAmount - 10000);
    expect(cashVouchers).toHaveLength(1);
    await shot(office.page, '6-office-booking');
    await office.context.close();
    await context.close();
  }

  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`has no axe violations at ${viewport.width} px, signed out and on a roster`, async () => {
      const { email } = await leadersDeparture();
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${server.url}/leader`);
      await waitForIslands(page);
      const signedOut = await new AxeBuilder({ page }).analyze();
      await signInOnline(page, email);
      await page
        .getByRole('button', { name: /Kedarkantha/ })
        .first()
        .click();
      await page.getByRole('heading', { name: /Kedarkantha/ }).waitFor();
      const roster = await new AxeBuilder({ page }).analyze();
      await shot(page, 'axe-roster');
      expect([...signedOut.violations, ...roster.violations].map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      await context.close();
    });
  }
});
