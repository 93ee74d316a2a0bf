/**
 * A review from a real traveller, in Chromium on a phone and a desktop screen: 'Write a review' on the
 * booking page once the departure has started, the form with a photo, the thank-you, the review shown
 * again (no second one), another's booking in words; an admin publishes it in the back office, and the
 * landing shows it with 'Verified traveller' and the trip.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, calendarDay, travellerReviewTexts } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { openAdmin, jpegFile, screenshot as adminScreenshot } from '../support/admin-pages.ts';
import { createTrip, waitForEagerIslands } from '../support/catalogue.ts';
import { newPage, useProduct, viewports, waitForIslands } from '../support/index.ts';
import { bookAsTraveller, createDeparture, newTraveller, pageErrors, recordPayment, signIn } from '../support/bookings.ts';

const { server, browser } = useProduct();
let trip: Trip;

beforeAll(async () => {
  trip = await createTrip(server, { place: 'Spiti Valley', price: 18500, days: '6N/7D' });
});

/** A confirmed booking on a departure that starts today (India's calendar): it may be reviewed now. */
async function startedBooking() {
  const today = calendarDay(new Date(), 'Asia/Kolkata');
  const departure = await createDeparture(server, { tripId: trip.id, startDate: today, seatsTotal: 6 });
  const traveller = await newTraveller(server, 'meera');
  const booking = await bookAsTraveller(server, traveller, { departureId: departure.id, adults: 1 });
  await recordPayment(server, booking.id, booking.depositAmount);
  return { traveller, booking };
}

const shot = (page: Page, name: string) => adminScreenshot(page, `traveller-review-${name}`);

describe.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const)('a traveller reviews their trip on a %s', (screen, viewport) => {
  it('writes a review with a photo, an admin publishes it, and the landing shows it as a verified traveller’s', async () => {
    const { traveller, booking } = await startedBooking();
    const text = `Spiti on a ${screen}: monasteries, stars and the kindest hosts.`;
    const { context, page } = await newPage(browser, viewport);
    const errors = pageErrors(page);
    await signIn(page, server, traveller);

    await page.goto(`${server.url}/bookings/${booking.id}`);
    const write = page.getByRole('link', { name: travellerReviewTexts.writeReview });
    await write.waitFor();
    await write.click();
    await page.waitForURL(`**/bookings/${booking.id}/review`);
    await waitForIslands(page);
    const form = page.locator('form.review-form');
    await form.waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(travellerReviewTexts.pageTitle);
    await form.getByRole('radio', { name: '4 stars' }).check();
    await expect(form.locator('.review-rating-value').innerText()).resolves.toBe('4 / 5');
    await form.getByLabel(travellerReviewTexts.text).fill(text);
    await form.getByLabel(travellerReviewTexts.media).setInputFiles(await jpegFile('monastery.jpg', '#4a7fb5'));
    await expect(form.locator('.review-files').innerText()).resolves.toContain('monastery.jpg');
    await shot(page, 'form');
    await form.getByRole('button', { name: travellerReviewTexts.submit }).click();
    await page.getByRole('heading', { name: travellerReviewTexts.thanksTitle }).waitFor();
    await expect(page.locator('.review-written').innerText()).resolves.toContain(travellerReviewTexts.pending);
    await shot(page, 'thanks');

    // Coming back: the review written, no second form.
    await page.reload();
    await page.getByRole('heading', { name: travellerReviewTexts.yourReview }).waitFor();
    await expect(page.locator('form.review-form').count()).resolves.toBe(0);
    await expect(page.locator('.review-written').innerText()).resolves.toContain(text);

    // Someone else's booking: said in words.
    await page.goto(`${server.url}/bookings/00000000-0000-4000-8000-000000000000/review`);
    await page.getByRole('heading', { name: bookingMessages.bookingNotFound }).waitFor();

    // Not public until published.
    const before = (await (await fetch(`${server.url}/api/public/reviews`)).json()) as { reviews: { reviewText: string }[] };
    expect(before.reviews.map((r) => r.reviewText)).not.toContain(text);

    // The back office publishes it.
    const admin = await newPage(browser, viewport);
    await openAdmin(admin.page, server, 'reviews');
    const card = admin.page.locator('[data-testid="review-card"]', { hasText: text });
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain(travellerReviewTexts.statusLabel.pending);
    await expect(card.innerText()).resolves.toContain(travellerReviewTexts.verifiedTraveller);
    await adminScreenshot(admin.page, `traveller-review-admin-pending-${screen}`);
    await card.getByRole('button', { name: travellerReviewTexts.publish }).click();
    await card.getByRole('button', { name: travellerReviewTexts.unpublish }).waitFor();
    await expect(card.innerText()).resolves.toContain(travellerReviewTexts.statusLabel.published);
    // The edit page says the same and can move it back to pending.
    await card.getByRole('button', { name: /^Actions for / }).click();
    await admin.page.getByRole('menuitem', { name: 'Edit' }).click();
    await admin.page.waitForURL('**/admin/reviews/*/edit');
    await admin.page.getByRole('button', { name: travellerReviewTexts.unpublish }).waitFor();
    await adminScreenshot(admin.page, `traveller-review-admin-edit-${screen}`);
    await admin.context.close();

    // The landing shows it (its photo in place of the text, as for every review with media), marked as a verified
    // traveller's, with the trip.
    await page.goto(`${server.url}/trips`);
    await waitForEagerIslands(page);
    const reviewCard = page.locator('.review-card', { has: page.locator('.review-name', { hasText: traveller.user.username }) });
    await reviewCard.scrollIntoViewIfNeeded();
    const cardText = await reviewCard.innerText();
    expect(cardText).toContain(travellerReviewTexts.verifiedTraveller);
    expect(cardText).toContain('Spiti Valley');
    await expect(reviewCard.locator('.review-media img').count()).resolves.toBe(1);
    await page.locator('#reviews').screenshot({ path: `test-results/admin/traveller-review-landing-${viewport.width}.png` });
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
