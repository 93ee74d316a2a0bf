/**
 * Reviews in the admin back office (docs/product.md#screens, #states, #rules, #errors), in Chromium: the form (stars default 5
 * shown 'n / 5', rules, images OR video, preview, 'Saving...', 2 s success then the list, inline
 * error and 'Error' popup), the horizontal list with See more / See less, the gallery viewer, the
 * menu's Edit and Delete, and the edit page of a missing review.
 */
import { describe, expect, it } from 'vitest';
import { deleteConfirmation, messages } from '../../../server/src/domain/index.ts';
import type { Review } from '../../../server/src/entities/index.ts';
import { adminToken, api, newPage, viewports, useProduct } from '../support/index.ts';
import { jpegFile, mp4File, notificationText, screenshot, storeAdminSession, openAdmin } from '../support/admin-pages.ts';

const { server, browser } = useProduct();

async function listReviews(): Promise<Review[]> {
  return (await api<{ reviews: Review[] }>(server, 'GET', '/api/admin/reviews', await adminToken(server))).reviews;
}

async function createReviewViaApi(input: Partial<Review> & { reviewerName: string }): Promise<Review> {
  const body = { rating: 5, reviewText: `A review by ${input.reviewerName}.`, images: [], ...input };
  return (await api<{ review: Review }>(server, 'POST', '/api/admin/reviews', await adminToken(server), body)).review;
}

describe('the review form', () => {
  it('starts at 5 stars, checks its rules and the images-or-video choice', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'reviews/create');
    await page.getByRole('heading', { name: 'Create New Review' }).waitFor();
    await page.getByRole('link', { name: 'Back to Reviews' }).waitFor();
    await expect(page.getByTestId('rating-value').innerText()).resolves.toBe('5 / 5');
    await page.getByRole('radio', { name: '3 stars' }).click();
    await expect(page.getByTestId('rating-value').innerText()).resolves.toBe('3 / 5');
    await page.getByText(messages.uploadChoiceHint, { exact: false }).waitFor();

    await page.getByLabel('Reviewer Name').fill('   ');
    await page.getByRole('button', { name: 'Create Review' }).click();
    await page.getByText(messages.reviewerNameRequired).waitFor();
    await page.getByText(messages.reviewTextRequired).waitFor();

    const media = page.locator('input[type=file][name=media]');
    await media.setInputFiles([
      await jpegFile('1.jpg', '#111111'),
      await jpegFile('2.jpg', '#222222'),
      await jpegFile('3.jpg', '#333333'),
      await jpegFile('4.jpg', '#444444'),
    ]);
    await page.getByText('Too many images: 4. Maximum 3 images allowed.').waitFor();
    await media.setInputFiles([await jpegFile('1.jpg', '#111111'), mp4File('clip.mp4')]);
    await page.getByText(messages.bothImagesAndVideo).waitFor();
    expect(await listReviews()).toHaveLength(0);
    await context.close();
  });

  it('creates a review with uploaded images: preview, Saving..., a 2 s success notice, then the list', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'reviews/create');
    await page.getByLabel('Reviewer Name').fill('Asha Kulkarni');
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabel('Review Text').fill('The Spiti trip was wonderfully organised, with patient guides.');
    await page
      .locator('input[type=file][name=media]')
      .setInputFiles([await jpegFile('spiti-a.jpg', '#5b7fa6'), await jpegFile('spiti-b.jpg', '#a65b5b')]);
    const preview = page.getByTestId('review-preview');
    await expect(preview.innerText()).resolves.toContain('Asha Kulkarni');
    await expect(preview.innerText()).resolves.toContain(messages.reviewTextHiddenNote);
    await expect(preview.locator('img').count()).resolves.toBe(2);
    await preview.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    await screenshot(page, 'review-create');

    // Hold the save so that the 'Saving...' state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/reviews', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Review' }).click();
    await page.getByRole('button', { name: 'Saving...' }).waitFor();
    const clickedAt = Date.now();
    release();
    await page.getByRole('dialog').getByText('Review created successfully').waitFor();
    await page.waitForURL('**/admin/reviews');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900);

    const [review] = await listReviews();
    expect(review).toMatchObject({ reviewerName: 'Asha Kulkarni', rating: 4, video: null });
    expect(review.images).toHaveLength(2);
    const image = await fetch(`${server.url}${review.images[0]}`);
    expect(image.headers.get('content-type')).toContain('image/jpeg');
    await context.close();
  });

  it('creates a review with one video', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'reviews/create');
    await page.getByLabel('Reviewer Name').fill('Vikram Singh');
    await page.getByLabel('Review Text').fill('Rafting was the best day.');
    await page.locator('input[type=file][name=media]').setInputFiles(mp4File('rafting.mp4'));
    await page.getByRole('button', { name: 'Create Review' }).click();
    await page.waitForURL('**/admin/reviews');
    const review = (await listReviews()).find((r) => r.reviewerName === 'Vikram Singh')!;
    expect(review.images).toEqual([]);
    expect(review.video).toMatch(/\.mp4$/);
    await context.close();
  });

  it('shows a failed save inline and in an Error popup', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'reviews/create');
    await page.getByLabel('Reviewer Name').fill('Meera');
    await page.getByLabel('Review Text').fill('Lovely.');
    await page.route('**/api/admin/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Storage is full' }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Create Review' }).click();
    const popup = page.getByRole('dialog');
    await popup.getByRole('heading', { name: 'Error' }).waitFor();
    await expect(popup.innerText()).resolves.toContain('Storage is full');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('review-save-error').innerText()).resolves.toBe('Storage is full');
    expect(new URL(page.url()).pathname).toBe('/admin/reviews/create');

    // Without an error field, the product's (docs/product.md#errors) fallback.
    await page.unrouteAll();
    await page.route('**/api/admin/reviews', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Create Review' }).click();
    await expect(page.getByRole('dialog').innerText()).resolves.toContain(messages.createReviewFailed);
    await context.close();
  });
});

describe('the review list', () => {
  it('scrolls cards sideways, cuts long text at 150 characters with See more / See less, and opens media', async () => {
    const long = `${'Every day of the Ladakh circuit was planned to the minute, and still felt relaxed. '.repeat(3)}The end.`;
    const token = await adminToken(server);
    const images: string[] = [];
    for (const colour of ['#804020', '#208040']) {
      const file = await jpegFile(`${colour.slice(1)}.jpg`, colour);
      const presign = await api<{ presignedUrl: string; fileUrl: string }>(server, 'POST', '/api/admin/upload/presigned-url', token, {
        fileName: file.name,
        fileType: 'image/jpeg',
        fileSize: file.buffer.length,
      });
      await fetch(presign.presignedUrl, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
        body: file.buffer,
      });
      images.push(presign.fileUrl);
    }
    await createReviewViaApi({ reviewerName: 'Rohan Das', rating: 3, reviewText: long, images });
    const { context, page } = await newPage(browser, viewports.phone);
    await openAdmin(page, server, 'reviews');
    const card = page.getByTestId('review-card').filter({ hasText: 'Rohan Das' });
    await card.waitFor();
    await card.getByRole('img', { name: '3 out of 5 stars' }).waitFor();
    expect(await card.innerText()).not.toContain('The end.');
    await card.getByRole('button', { name: 'See more' }).click();
    await expect(card.innerText()).resolves.toContain('The end.');
    await card.getByRole('button', { name: 'See less' }).click();
    expect(await card.innerText()).not.toContain('The end.');
    const scroller = page.getByTestId('review-scroller');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'reviews');

    await card.getByRole('button', { name: 'Open image 2' }).click();
    const counter = page.getByTestId('gallery-counter');
    await expect(counter.innerText()).resolves.toBe('2 / 2');
    await page.keyboard.press('ArrowRight');
    await expect(counter.innerText()).resolves.toBe('2 / 2');
    await page.keyboard.press('ArrowLeft');
    await expect(counter.innerText()).resolves.toBe('1 / 2');
    await page.keyboard.press('ArrowLeft');
    await expect(counter.innerText()).resolves.toBe('1 / 2');
    await page.keyboard.press('Escape');
    await counter.waitFor({ state: 'detached' });
    await context.close();
  });

  it('edits from the card menu, keeping the stored media', async () => {
    const review = await createReviewViaApi({ reviewerName: 'Fatima Khan', rating: 5, reviewText: 'Crystal clear water.' });
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'reviews');
    await page.getByRole('button', { name: 'Actions for Fatima Khan' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(`**/admin/reviews/${review.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Review' }).waitFor();
    await expect(page.getByLabel('Reviewer Name').inputValue()).resolves.toBe('Fatima Khan');
    await page.getByLabel('Review Text').fill('Crystal clear water and great snorkelling.');
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByRole('button', { name: 'Update Review' }).click();
    await page.getByRole('dialog').getByText('Review updated successfully').waitFor();
    await page.waitForURL('**/admin/reviews');
    const saved = (await listReviews()).find((r) => r.id === review.id)!;
    expect(saved).toMatchObject({ reviewText: 'Crystal clear water and great snorkelling.', rating: 4 });
    await context.close();
  });

  it('deletes from the card menu after the SPEC confirmation', async () => {
    const review = await createReviewViaApi({ reviewerName: 'Karan Mehta' });
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'reviews');
    await page.getByRole('button', { name: 'Actions for Karan Mehta' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.innerText()).resolves.toContain(deleteConfirmation('Karan Mehta'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(notificationText(page)).resolves.toBe(messages.deleted);
    await page.getByTestId('review-card').filter({ hasText: 'Karan Mehta' }).waitFor({ state: 'detached' });
    expect((await listReviews()).some((r) => r.id === review.id)).toBe(false);
    await context.close();
  });

  it("shows SPEC's fallback with Retry when the reviews cannot be loaded", async () => {
    await createReviewViaApi({ reviewerName: 'Retry Reviewer' });
    const { context, page } = await newPage(browser);
    await storeAdminSession(page, server);
    let failing = true;
    await page.route('**/api/admin/reviews?*', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.continue()));
    await page.goto(`${server.url}/admin/reviews`);
    await page.getByText(messages.fetchReviewsFailed).first().waitFor({ timeout: 5000 });
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('review-card').filter({ hasText: 'Retry Reviewer' }).waitFor();
    await context.close();
  });

  it('goes back to the list when the review to edit cannot be loaded', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'reviews/00000000-0000-4000-8000-000000000000/edit');
    await page.waitForURL('**/admin/reviews');
    await context.close();
  });
});
