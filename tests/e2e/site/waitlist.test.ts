/**
 * The waitlist in Chromium, on a phone and a desktop screen: 'Join the waitlist' on a sold-out
 * departure of the trip page (then the place in the queue there, never the seats question again),
 * the place under My Bookings, an offer of freed seats until when it is held, linking to its booking
 * to pay, and 'Leave the waitlist'.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { api, newPage, useProduct, viewports } from '../support/index.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';
import {
  bookAsTraveller,
  createDeparture,
  daysAhead,
  newTraveller,
  openDepartures,
  pageErrors,
  screenshot,
  signIn,
} from '../support/bookings.ts';

const { server, browser } = useProduct();
let trip: Trip;

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Kedarkantha', price: 9500, days: '5N/6D' });
});

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('the waitlist on a %s', (screen, viewport) => {
  it('joins a sold-out departure, sees the place, gets an offer to pay, and leaves', async () => {
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(screen === 'phone' ? 50 : 51), seatsTotal: 2 });
    const holder = await newTraveller(server, 'holder');
    const held = await bookAsTraveller(server, holder, { departureId: departure.id, adults: 2 });
    const traveller = await newTraveller(server);
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);
    await page.goto(`${server.url}/trip/${trip.id}`);
    await waitForEagerIslands(page);
    await openDepartures(page);

    const row = page.locator(`[data-departure-id="${departure.id}"]`);
    await expect(row.innerText()).resolves.toContain('Sold out');
    await expect(row.getByRole('button', { name: 'Reserve' }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: 'Join the waitlist' }).click();
    const form = row.locator('form.waitlist-form');
    await form.waitFor();
    await form.getByLabel('Seats wanted').fill('0');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toBe('Seats must be a whole number from 1 to 50');
    await form.getByLabel('Seats wanted').fill('1');
    await screenshot(page, `waitlist-join-${screen}`);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await row.getByText('You are number 1 on the waitlist.').waitFor();
    await screenshot(page, `waitlist-joined-${screen}`);

    // Back on the trip page later: the place in the queue, not the seats question again.
    await page.reload();
    await waitForEagerIslands(page);
    await openDepartures(page);
    await row.getByText('You are number 1 on the waitlist.').waitFor();
    await expect(row.getByLabel('Seats wanted').count()).resolves.toBe(0);
    await expect(row.getByRole('button', { name: 'Join the waitlist' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: 'My waitlist' }).click();
    await page.waitForURL(/\/bookings/);
    const card = page.locator('.waitlist-card');
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain('Number 1 in the queue for 1 seat');
    await expect(card.innerText()).resolves.toContain('Kedarkantha');
    expect(await axeViolations(page)).toEqual([]);

    // The holder cancels: the freed seat is offered, and My Bookings links to its payment.
    await api(server, 'POST', `/api/bookings/${held.id}/cancel`, holder.token);
    await page.reload();
    const pay = card.getByRole('link', { name: 'Pay to claim your seats' });
    await pay.waitFor();
    const href = await pay.getAttribute('href');
    expect(href).toMatch(/^\/bookings\/[0-9a-f-]{36}$/);
    await expect(card.innerText()).resolves.toContain('Seats offered');
    // Until when, in the business's time zone: the offer's hold.
    const offer = await api<{ booking: { holdExpiresAt: string } }>(
      server,
      'GET',
      href!.replace('/bookings', '/api/bookings'),
      traveller.token,
    );
    await expect(card.locator('.waitlist-place').innerText()).resolves.toBe(
      `1 seat held for you until ${formatDateTime(offer.booking.holdExpiresAt)} IST: pay to claim them`,
    );
    await screenshot(page, `waitlist-offered-${screen}`);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Leave the waitlist' }).click();
    await page.getByText('You have left the waitlist.').waitFor();
    await expect(card.innerText()).resolves.toContain('Left');
    await expect(card.getByRole('button', { name: 'Leave the waitlist' }).count()).resolves.toBe(0);
    await screenshot(page, `waitlist-left-${screen}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
