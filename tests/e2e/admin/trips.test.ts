/**
 * Trips in the admin back office (docs/product.md#screens, #rules, #errors), in Chromium: create with real uploads through
 * the presigned flow (images, video, itinerary PDF), the form's rules, the card grid and its
 * badges, the details modal, edit, search, sort and table view, delete with the documented
 * confirmation, and the edit page of a missing trip.
 */
import { describe, expect, it } from 'vitest';
import { deleteConfirmation, messages } from '../../../server/src/domain/index.ts';
import type { Trip } from '../../../server/src/entities/index.ts';
import { adminToken, api, newPage, viewports, useProduct } from '../support/index.ts';
import { jpegFile, mp4File, notificationText, pdfFile, screenshot, storeAdminSession, openAdmin } from '../support/admin-pages.ts';

const { server, browser } = useProduct();

async function listTrips(): Promise<Trip[]> {
  return (await api<{ trips: Trip[] }>(server, 'GET', '/api/admin/trips', await adminToken(server))).trips;
}

async function createTripViaApi(input: Partial<Trip> & { place: string }): Promise<Trip> {
  const body = {
    price: 15000,
    days: '4N/5D',
    description: `A trip to ${input.place}.`,
    googleSheetUrl: 'https://docs.google.com/spreadsheets/d/e2e',
    images: [],
    ...input,
  };
  return (await api<{ trip: Trip }>(server, 'POST', '/api/admin/trips', await adminToken(server), body)).trip;
}

describe('creating a trip', () => {
  it('shows the SPEC messages of the trip rules and saves nothing', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'trips/create');
    await page.getByRole('button', { name: 'Create Trip' }).click();
    for (const message of [
      messages.destinationRequired,
      messages.priceGreaterThanZero,
      messages.durationRequired,
      messages.descriptionRequired,
      messages.googleSheetUrlRequired,
    ]) {
      await page.getByText(message).first().waitFor();
    }
    await page.getByLabel('Duration').fill('soon');
    await page.getByLabel('Group Size (optional)').fill('0');
    await page.getByLabel('Start Date').fill('2031-05-10');
    await page.getByLabel('End Date').fill('2031-05-01');
    await page.getByRole('button', { name: 'Create Trip' }).click();
    await page.getByText(messages.durationFormat).waitFor();
    await page.getByText(messages.groupSizePositive).waitFor();
    await page.getByText(messages.endDateAfterStart).waitFor();
    // A file of the wrong kind is refused as it is picked.
    await page.locator('input[type=file][name=images]').setInputFiles(pdfFile('plan.pdf'));
    await page.getByText('Invalid file type. Accepted types: JPG, PNG, GIF, WebP, HEIC').waitFor();
    expect(await listTrips()).toHaveLength(0);
    await context.close();
  });

  it('uploads images, a video and a PDF one at a time, with a live preview, and lists the new trip', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'trips/create');
    await page.getByLabel(/^Destination\s*\*?$/).fill('Spiti Valley');
    await page.getByLabel('Start Date').fill('2031-03-05');
    await page.getByLabel('End Date').fill('2031-03-11');
    await page.getByLabel('Departure Date').fill('2031-03-05');
    await page.getByLabel('Price (₹ per person)').fill('24999');
    await page.getByLabel('Duration').fill('6N/7D');
    await page.getByLabel('Group Size (optional)').fill('12');
    await page.getByLabel(/^Description\s*\*?$/).fill('High desert monasteries and starry skies.');
    await page.getByLabel('Google Sheet URL').fill('https://docs.google.com/spreadsheets/d/spiti');
    await page
      .locator('input[type=file][name=images]')
      .setInputFiles([await jpegFile('spiti-1.jpg', '#5b7fa6'), await jpegFile('spiti-2.jpg', '#a65b5b')]);
    await page.locator('input[type=file][name=video]').setInputFiles(mp4File('spiti.mp4'));
    await page.locator('input[type=file][name=itineraryPdf]').setInputFiles(pdfFile('spiti-itinerary.pdf'));

    const preview = page.getByTestId('trip-preview');
    await expect(preview.innerText()).resolves.toContain('Spiti Valley');
    await expect(preview.innerText()).resolves.toContain('₹24,999');
    await expect(preview.innerText()).resolves.toContain('12 Adventurers');
    await expect(preview.innerText()).resolves.toContain('Mar 05, 2031 - Mar 11, 2031');
    await screenshot(page, 'trip-create');

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/upload/files/')) uploads.push(request.headers()['content-type']);
    });
    await page.getByRole('button', { name: 'Create Trip' }).click();
    await page.waitForURL('**/admin/trips');
    expect(uploads).toEqual(['image/jpeg', 'image/jpeg', 'video/mp4', 'application/pdf']);

    const [trip] = await listTrips();
    expect(trip).toMatchObject({
      place: 'Spiti Valley',
      price: 24999,
      days: '6N/7D',
      groupSize: 12,
      startDate: '2031-03-05',
      endDate: '2031-03-11',
    });
    expect(trip.images).toHaveLength(2);
    expect(trip.video).toMatch(/\.mp4$/);
    expect(trip.itineraryPdf).toMatch(/\.pdf$/);
    // The files really are stored and served.
    const image = await fetch(`${server.url}${trip.images[0]}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const pdf = await fetch(`${server.url}${trip.itineraryPdf}`);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);

    const card = page.getByTestId('trip-card').filter({ hasText: 'Spiti Valley' });
    const cardText = await card.innerText();
    for (const text of ['2', 'Video', 'Spiti Valley', '6N/7D', 'Mar 05, 2031', '₹24,999', 'High desert monasteries', 'PDF', 'Sheet']) {
      expect(cardText, text).toContain(text);
    }
    await context.close();
  });
});

describe('the trip list', () => {
  it("shows 'No trips found' when there are none, then the card grid", async () => {
    const { context, page } = await newPage(browser);
    const existing = await listTrips();
    const token = await adminToken(server);
    for (const trip of existing) await api(server, 'DELETE', `/api/admin/trips/${trip.id}`, token);
    await openAdmin(page, server, 'trips');
    await page.getByText(messages.noTripsFound).waitFor();
    await createTripViaApi({ place: 'Goa Coast', price: 125000, days: 'Flexible' });
    await page.reload();
    await expect(page.getByTestId('trip-card').filter({ hasText: 'Goa Coast' }).innerText()).resolves.toContain('₹1,25,000');
    await context.close();
  });

  it('opens the details modal: carousel that wraps, keys, 3 s slideshow, info table with Active, links', async () => {
    const { context, page } = await newPage(browser);
    const images = [];
    for (const [name, colour] of [
      ['k1', '#112233'],
      ['k2', '#445566'],
      ['k3', '#778899'],
    ] as const) {
      const file = await jpegFile(`${name}.jpg`, colour);
      const token = await adminToken(server);
      const presign = await api<{ presignedUrl: string; fileUrl: string }>(server, 'POST', '/api/admin/upload/presigned-url', token, {
        fileName: file.name,
        fileType: 'image/jpeg',
        fileSize: file.buffer.length,
        tripId: 'new',
      });
      const put = await fetch(presign.presignedUrl, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
        body: file.buffer,
      });
      expect(put.status).toBe(200);
      images.push(presign.fileUrl);
    }
    const trip = await createTripViaApi({
      place: 'Kashmir',
      images,
      date: '2031-06-01',
      days: '5N/6D',
      price: 29999,
      itineraryPdf: null,
      googleSheetUrl: 'https://docs.google.com/spreadsheets/d/kashmir',
    });
    await openAdmin(page, server, 'trips');
    await page.getByTestId('trip-card').filter({ hasText: 'Kashmir' }).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    const counter = dialog.getByTestId('carousel-counter');
    await expect(counter.innerText()).resolves.toBe('1 / 3');
    // Hovering the media pauses the slideshow; leaving it lets it advance after 3 s.
    await dialog.locator('img').first().hover();
    await page.waitForTimeout(3500);
    await expect(counter.innerText()).resolves.toBe('1 / 3');
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.querySelector('[data-testid=carousel-counter]')?.textContent === '2 / 3', undefined, {
      timeout: 5000,
    });
    // Space pauses; arrows navigate and wrap.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(counter.innerText()).resolves.toBe('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter.innerText()).resolves.toBe('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter.innerText()).resolves.toBe('3 / 3');
    await page.waitForTimeout(3500);
    await expect(counter.innerText()).resolves.toBe('3 / 3');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(counter.innerText()).resolves.toBe('2 / 3');
    await dialog.getByRole('button', { name: 'Show item 1' }).click();
    await expect(counter.innerText()).resolves.toBe('1 / 3');

    const info = await dialog.getByRole('table', { name: 'Trip information' }).innerText();
    for (const text of [
      'Destination',
      'Kashmir',
      'Date',
      'Jun 01, 2031',
      'Duration',
      '5N/6D',
      'Price',
      '₹29,999',
      'Created',
      'Last Updated',
      'Status',
      'Active',
    ]) {
      expect(info, text).toContain(text);
    }
    await expect(dialog.getByRole('link', { name: 'Open Sheet' }).getAttribute('href')).resolves.toBe(trip.googleSheetUrl);
    await screenshot(page, 'trip-details');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('searches by place, sorts by price and switches to a table view', async () => {
    const { context, page } = await newPage(browser);
    await createTripViaApi({ place: 'Hampi', price: 10999 });
    await createTripViaApi({ place: 'Andaman Islands', price: 38999 });
    await openAdmin(page, server, 'trips');
    await page.getByPlaceholder('Search by place').fill('hamp');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=trip-card]').length === 1);
    await expect(page.getByTestId('trip-card').innerText()).resolves.toContain('Hampi');
    await page.getByPlaceholder('Search by place').fill('');
    await page.goto(`${server.url}/admin/trips?sort=price&order=ASC`);
    await page.getByTestId('trip-card').first().waitFor();
    const places = await page.getByTestId('trip-card').locator('h2').allInnerTexts();
    const prices = (await listTrips()).sort((a, b) => a.price - b.price).map((trip) => trip.place);
    expect(places).toEqual(prices);

    await page.getByRole('button', { name: 'Table view' }).click();
    const table = page.locator('table');
    await table.waitFor();
    await expect(table.innerText()).resolves.toContain('Andaman Islands');
    await expect(table.innerText()).resolves.toContain('₹38,999');
    await screenshot(page, 'trip-table');
    // The choice is remembered.
    await page.reload();
    await page.locator('table').waitFor();
    await page.getByRole('button', { name: 'Card view' }).click();
    await page.getByTestId('trip-card').first().waitFor();
    await context.close();
  });
});

describe('a failed trip list', () => {
  it("shows SPEC's fallback with Retry, and Retry loads the list", async () => {
    await createTripViaApi({ place: 'Retry Island' });
    const { context, page } = await newPage(browser);
    await storeAdminSession(page, server);
    let failing = true;
    await page.route('**/api/admin/trips?*', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.continue()));
    await page.goto(`${server.url}/admin/trips`);
    await page.getByText(messages.fetchTripsFailed).first().waitFor({ timeout: 5000 });
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('trip-card').filter({ hasText: 'Retry Island' }).waitFor();
    await context.close();
  });
});

describe('editing and deleting a trip', () => {
  it('edits a trip, keeping its media, with the same rules', async () => {
    const { context, page } = await newPage(browser);
    const trip = await createTripViaApi({ place: 'Varanasi', price: 9999, days: '2N/3D' });
    await openAdmin(page, server, 'trips');
    await page.getByTestId('trip-card').filter({ hasText: 'Varanasi' }).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/admin/trips/${trip.id}/edit`);
    const place = page.getByLabel(/^Destination\s*\*?$/);
    await expect(place.inputValue()).resolves.toBe('Varanasi');
    await place.fill('');
    await page.getByRole('button', { name: 'Update Trip' }).click();
    await page.getByText(messages.destinationRequired).waitFor();
    await place.fill('Varanasi & Sarnath');
    await page.getByLabel('Price (₹ per person)').fill('11499');
    await page.locator('input[type=file][name=images]').setInputFiles(await jpegFile('ghats.jpg', '#d08040'));
    await page.getByRole('button', { name: 'Update Trip' }).click();
    await page.waitForURL('**/admin/trips');
    const saved = (await listTrips()).find((t) => t.id === trip.id)!;
    expect(saved).toMatchObject({ place: 'Varanasi & Sarnath', price: 11499, days: '2N/3D' });
    expect(saved.images).toHaveLength(1);
    await context.close();
  });

  it('goes back to the list when the trip to edit cannot be loaded', async () => {
    const { context, page } = await newPage(browser);
    await openAdmin(page, server, 'trips/00000000-0000-4000-8000-000000000000/edit');
    await page.waitForURL('**/admin/trips');
    await context.close();
  });

  it('deletes after the SPEC confirmation and says Deleted!', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    const trip = await createTripViaApi({ place: 'Meghalaya' });
    await openAdmin(page, server, 'trips');
    const card = page.getByTestId('trip-card').filter({ hasText: 'Meghalaya' });
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.innerText()).resolves.toContain(deleteConfirmation('Meghalaya'));
    await screenshot(page, 'trip-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await listTrips()).some((t) => t.id === trip.id)).toBe(true);

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(notificationText(page)).resolves.toBe(messages.deleted);
    await card.waitFor({ state: 'detached' });
    expect((await listTrips()).some((t) => t.id === trip.id)).toBe(false);
    await context.close();
  });
});

describe('screens at phone width', () => {
  it('lays out the list and the form without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    for (const pathname of ['trips', 'trips/create']) {
      await openAdmin(page, server, pathname);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, pathname).toBeLessThanOrEqual(0);
      await screenshot(page, pathname.replace('/', '-'));
    }
    await context.close();
  });
});
