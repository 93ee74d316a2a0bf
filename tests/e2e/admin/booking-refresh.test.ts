/**
 * The back office's booking page reads again what each action changed, in Chromium on a phone and a desktop, with
 * no reload: 'Record payment' confirms the booking and its planned messages appear; 'Cancel' shows the reminders
 * the server cancelled and the cancellation message.
 */
import { describe, expect, it } from 'vitest';
import { travellerMessageTexts } from '../../../server/src/domain/index.ts';
import { createTrip } from '../support/catalogue.ts';
import { bookAsTraveller, createDeparture, daysAhead, newTraveller } from '../support/bookings.ts';
import { newPage, viewports, useProduct } from '../support/index.ts';
import { notificationSaying, openAdmin, screenshot } from '../support/admin-pages.ts';

const { server, browser } = useProduct();

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)("a booking's page on a %s", (screen, viewport) => {
  it('shows the messages a payment planned and a cancel cancelled, without a reload', async () => {
    const trip = await createTrip(server, { place: 'Coorg', price: 20000 });
    const departure = await createDeparture(server, { tripId: trip.id, startDate: daysAhead(45), seatsTotal: 6 });
    const booking = await bookAsTraveller(server, await newTraveller(server, 'coorg'), { departureId: departure.id, adults: 1 });
    const { context, page } = await newPage(browser, viewport);
    await openAdmin(page, server, `bookings/${booking.id}/show`);
    await page.getByText(travellerMessageTexts.noMessages).waitFor();

    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record payment' }).click();
    await notificationSaying(page, 'Payment recorded');
    const plan = page.getByTestId('booking-messages');
    // The confirmation went at once; the journey ahead (the balance reminders, the trip's start, the review request) waits.
    const rows = plan.locator('tbody tr, li');
    const ahead = rows.filter({ hasText: /Balance reminder|Trip starting|Review request/ });
    await plan.getByText('Booking confirmed').first().waitFor();
    expect(await ahead.count()).toBeGreaterThan(0);
    for (const row of await ahead.all()) await expect(row.innerText()).resolves.toContain('scheduled');
    await screenshot(page, `booking-messages-after-payment-${screen}`);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await notificationSaying(page, 'Booking cancelled');
    await rows.filter({ hasText: 'Booking cancelled' }).waitFor();
    for (const row of await ahead.all()) await expect(row.innerText()).resolves.toContain('cancelled');
    await context.close();
  });
});
