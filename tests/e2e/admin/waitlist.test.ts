/**
 * A departure's waitlist in the back office, in Chromium on a phone and a desktop screen: the queue
 * on the departure's page in order, with each traveller, and moving an entry up reorders it.
 */
import { describe, expect, it } from 'vitest';
import type { QueuedWaitlistEntry } from '../../../server/src/entities/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { bookAsTraveller, createDeparture, daysAhead, newTraveller } from '../support/bookings.ts';
import { adminToken, api, newPage, viewports, useProduct } from '../support/index.ts';
import { openAdmin, screenshot } from '../support/admin-pages.ts';

const { server, browser } = useProduct();

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('the waitlist in the back office on a %s', (screen, viewport) => {
  it("shows a departure's queue and moves an entry up", async () => {
    const trip = await createTrip(server, { place: `Hampta Pass ${screen}`, price: 12000 });
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(60), seatsTotal: 1 });
    await bookAsTraveller(server, await newTraveller(server, 'holder'), { departureId: departure.id, adults: 1 });
    const first = await newTraveller(server, 'meera');
    const second = await newTraveller(server, 'ravi');
    await api(server, 'POST', `/api/departures/${departure.id}/waitlist`, first.token, { seats: 1 });
    await api(server, 'POST', `/api/departures/${departure.id}/waitlist`, second.token, { seats: 2 });

    const { context, page } = await newPage(browser, viewport);
    await openAdmin(page, server, `departures/${departure.id}`);
    const queue = page.getByTestId('departure-waitlist');
    await queue.waitFor({ timeout: 15_000 });
    await expect(queue.innerText()).resolves.toContain('Waitlist (2)');
    const rows = queue.locator('tbody tr');
    await expect(rows.nth(0).innerText()).resolves.toContain(first.user.username);
    await expect(rows.nth(1).innerText()).resolves.toContain(second.user.username);
    await screenshot(page, `waitlist-queue-${screen}`);

    await queue.getByRole('button', { name: `Move up: ${second.user.username}` }).click();
    await expect.poll(() => rows.nth(0).innerText(), { timeout: 10_000 }).toContain(second.user.username);
    const read = await api<{ entries: QueuedWaitlistEntry[] }>(
      server,
      'GET',
      `/api/admin/departures/${departure.id}/waitlist`,
      await adminToken(server),
    );
    expect(read.entries.map((entry) => [entry.user.username, entry.position])).toEqual([
      [second.user.username, 1],
      [first.user.username, 2],
    ]);
    await context.close();
  });
});
