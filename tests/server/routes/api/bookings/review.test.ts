/**
 * Reviews from travellers (docs/product.md#reviews-from-travellers): a traveller reviews their own
 * confirmed or paid booking once its departure has started, with photos uploaded for that review;
 * it waits as pending, out of the public lists, until an admin publishes it. Each refusal: someone
 * else's booking 404, a second review 409, before the start 409, a booking not confirmed 409, the
 * review rules and media rules 400, media not uploaded for this review 400.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, messages, travellerReviewMessages } from '../../../../../server/src/domain/index.ts';
import { expectError, setClock } from '../../../support/api.ts';
import { adminHeaders, caller, daysFromNow, type Reserved } from '../../../support/bookings.ts';
import { businessTime } from '../../../support/business-time.ts';
import { recordPayment, reserveGstBooking } from '../../../support/documents.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;
let jpeg: Buffer;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  call = caller(t);
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A confirmed booking (its deposit recorded) on a departure `startsIn` days away. */
async function confirmedBooking(startsIn = 3, body?: Record<string, unknown>): Promise<Reserved> {
  setClock(t, new Date());
  const reserved = await reserveGstBooking(t, admin, { departure: { startDate: daysFromNow(startsIn, t.app.now()) }, body });
  const paid = await recordPayment(t, admin, reserved.booking.id, reserved.booking.depositAmount);
  expect(paid.statusCode, paid.body).toBe(201);
  return reserved;
}

/** Moves the clock to the day after the booking's start (a review may be written). */
const travelled = (reserved: Reserved) => setClock(t, new Date(Date.parse(`${reserved.departure.startDate}T12:00:00Z`) + DAY));

const reviewUrl = (bookingId: string) => `/api/bookings/${bookingId}/review`;
const goodReview = { rating: 4, reviewText: '  Wonderful guides and food.  ' };

async function uploadPhoto(reserved: Reserved, name = 'sunset.jpg'): Promise<string> {
  const presign = await call('POST', `${reviewUrl(reserved.booking.id)}/presigned-url`, reserved.headers, {
    fileName: name,
    fileType: 'image/jpeg',
    fileSize: jpeg.length,
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const { presignedUrl, fileUrl } = presign.json();
  expect(fileUrl).toMatch(new RegExp(`^/uploads/reviews/${reserved.booking.id}/${name.replace('.jpg', '')}-[0-9a-f]{32}\\.jpg$`));
  const put = await t.app.inject({
    method: 'PUT',
    url: presignedUrl.replace(/^https?:\/\/[^/]+/, ''),
    headers: { 'content-type': 'image/jpeg' },
    payload: jpeg,
  });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return fileUrl;
}

const publicReviews = async () => (await call('GET', '/api/public/reviews', {})).json().reviews as Record<string, unknown>[];
const publicReviewIds = async () => (await publicReviews()).map((r) => r.id);

describe('a traveller reviews their booking', () => {
  it('writes a review with a photo once the departure has started; it waits as pending, out of the public list', async () => {
    const reserved = await confirmedBooking(3, { travellers: [{ name: 'Asha Kulkarni' }] });
    travelled(reserved);
    const before = await call('GET', reviewUrl(reserved.booking.id), reserved.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ review: null, canReview: true, reason: null });

    const photo = await uploadPhoto(reserved);
    const sent = await call('POST', reviewUrl(reserved.booking.id), reserved.headers, { ...goodReview, images: [photo] });
    expect(sent.statusCode, sent.body).toBe(201);
    const review = sent.json().review;
    expect(review).toMatchObject({
      rating: 4,
      reviewText: 'Wonderful guides and food.',
      images: [photo],
      video: null,
      status: 'pending',
      source: 'traveller',
      bookingId: reserved.booking.id,
      tripId: reserved.booking.tripId,
      trip: { id: reserved.booking.tripId, place: reserved.booking.place },
    });
    // Signed with the lead traveller's name, not the account's username.
    expect(review.reviewerName).toBe('Asha Kulkarni');

    const after = await call('GET', reviewUrl(reserved.booking.id), reserved.headers);
    expect(after.json()).toEqual({ review, canReview: false, reason: travellerReviewMessages.alreadyReviewed });
    expect(await publicReviewIds()).not.toContain(review.id);
  });

  it('an admin publishes it: the public list (from its cache) shows it at once as a traveller’s; unpublishing hides it', async () => {
    const reserved = await confirmedBooking();
    travelled(reserved);
    const sent = await call('POST', reviewUrl(reserved.booking.id), reserved.headers, {
      ...goodReview,
      reviewText: 'Unforgettable Spiti.',
    });
    const id = sent.json().review.id;
    const pending = await call('GET', '/api/admin/reviews?filter={"status":"pending"}', admin);
    expect(pending.json().reviews.map((r: { id: string }) => r.id)).toContain(id);

    const published = await call('PUT', `/api/admin/reviews/${id}`, admin, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().review).toMatchObject({ status: 'published', source: 'traveller', reviewText: 'Unforgettable Spiti.' });
    const listed = (await publicReviews()).find((r) => r.id === id);
    expect(listed).toMatchObject({ _id: id, status: 'published', source: 'traveller', trip: { place: reserved.booking.place } });
    expect(listed).not.toHaveProperty('bookingId');
    // No traveller named on the booking: the account's username signs it.
    expect(listed).toMatchObject({ reviewerName: reserved.booking.user.username, verified: true });

    // The booking cancelled and refunded since: the review stays published, no longer 'Verified traveller'.
    const cancelled = await call('POST', `/api/admin/bookings/${reserved.booking.id}/cancel`, admin, { refundTo: 'original' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await publicReviews()).find((r) => r.id === id)).toMatchObject({ source: 'traveller', verified: false });

    expect((await call('PUT', `/api/admin/reviews/${id}`, admin, { status: 'pending' })).statusCode).toBe(200);
    expect(await publicReviewIds()).not.toContain(id);
    expectError(await call('PUT', `/api/admin/reviews/${id}`, admin, { status: 'hidden' }), 400, travellerReviewMessages.statusInvalid);
  });

  it('keeps reviews entered by admins published, as before', async () => {
    const created = await call('POST', '/api/admin/reviews', admin, { reviewerName: 'Asha', rating: 5, reviewText: 'Lovely.' });
    expect((await publicReviews()).find((r) => r.id === created.json().review.id)).toMatchObject({ source: 'admin', verified: false });
    expect(created.json().review).toMatchObject({ status: 'published', source: 'admin', bookingId: null });
    expect(await publicReviewIds()).toContain(created.json().review.id);
  });
});

describe('refusals', () => {
  it("answers 404 for someone else's booking or an unknown one, and stores nothing", async () => {
    const mine = await confirmedBooking();
    const theirs = await confirmedBooking();
    travelled(mine);
    for (const url of [reviewUrl(theirs.booking.id), reviewUrl('00000000-0000-4000-8000-000000000000'), reviewUrl('nope')]) {
      expectError(await call('GET', url, mine.headers), 404, bookingMessages.bookingNotFound);
      expectError(await call('POST', url, mine.headers, goodReview), 404, bookingMessages.bookingNotFound);
      expectError(
        await call('POST', `${url}/presigned-url`, mine.headers, { fileName: 'a.jpg', fileType: 'image/jpeg', fileSize: 10 }),
        404,
        bookingMessages.bookingNotFound,
      );
    }
    expect(await t.db.selectFrom('reviews').where('bookingId', '=', theirs.booking.id).selectAll().execute()).toEqual([]);
  });

  it('answers 409 for a second review, two at once included', async () => {
    const reserved = await confirmedBooking();
    travelled(reserved);
    const both = await Promise.all([
      call('POST', reviewUrl(reserved.booking.id), reserved.headers, goodReview),
      call('POST', reviewUrl(reserved.booking.id), reserved.headers, { ...goodReview, rating: 2 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectError(
      both.find((r) => r.statusCode === 409)!,
      409,
      travellerReviewMessages.alreadyReviewed,
    );
    expectError(
      await call('POST', reviewUrl(reserved.booking.id), reserved.headers, goodReview),
      409,
      travellerReviewMessages.alreadyReviewed,
    );
    expect(await t.db.selectFrom('reviews').where('bookingId', '=', reserved.booking.id).selectAll().execute()).toHaveLength(1);
  });

  it('answers 409 before the start (the start day itself is allowed), and for a booking not confirmed or paid', async () => {
    const reserved = await confirmedBooking(3);
    const early = await call('GET', reviewUrl(reserved.booking.id), reserved.headers);
    expect(early.json()).toEqual({ review: null, canReview: false, reason: travellerReviewMessages.beforeStart });
    expectError(await call('POST', reviewUrl(reserved.booking.id), reserved.headers, goodReview), 409, travellerReviewMessages.beforeStart);
    expectError(
      await call('POST', `${reviewUrl(reserved.booking.id)}/presigned-url`, reserved.headers, {
        fileName: 'a.jpg',
        fileType: 'image/jpeg',
        fileSize: 10,
      }),
      409,
      travellerReviewMessages.beforeStart,
    );
    setClock(t, businessTime(reserved.departure.startDate, '06:00'));
    expect((await call('POST', reviewUrl(reserved.booking.id), reserved.headers, goodReview)).statusCode).toBe(201);

    setClock(t, new Date());
    const unpaid = await reserveGstBooking(t, admin, { departure: { startDate: daysFromNow(2, t.app.now()) } });
    setClock(t, new Date(Date.parse(`${unpaid.departure.startDate}T12:00:00Z`) + DAY));
    expectError(await call('POST', reviewUrl(unpaid.booking.id), unpaid.headers, goodReview), 409, travellerReviewMessages.notReviewable);
    expect((await call('GET', reviewUrl(unpaid.booking.id), unpaid.headers)).json().reason).toBe(travellerReviewMessages.notReviewable);
  });

  it('refuses the review rules with their messages (400), storing nothing', async () => {
    const reserved = await confirmedBooking();
    travelled(reserved);
    const url = reviewUrl(reserved.booking.id);
    expectError(await call('POST', url, reserved.headers, { rating: 4, reviewText: '  ' }), 400, messages.reviewTextRequired);
    for (const rating of [0, 6, 4.5, 'five', null, true]) {
      expectError(await call('POST', url, reserved.headers, { ...goodReview, rating }), 400, messages.ratingRange);
    }
    expectError(await call('POST', url, reserved.headers, { ...goodReview, reviewText: 'x'.repeat(5001) }), 400);
    expect(await t.db.selectFrom('reviews').where('bookingId', '=', reserved.booking.id).selectAll().execute()).toEqual([]);
  });

  it('applies the media rules: up to 3 photos or one video, files uploaded for this review only', async () => {
    const reserved = await confirmedBooking();
    const other = await confirmedBooking();
    travelled(reserved);
    const url = reviewUrl(reserved.booking.id);
    const photos = await Promise.all(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => uploadPhoto(reserved, name)));
    expectError(await call('POST', url, reserved.headers, { ...goodReview, images: photos }), 400, /3/);
    const video = `/uploads/reviews/${reserved.booking.id}/clip-${'0'.repeat(32)}.mp4`;
    expectError(
      await call('POST', url, reserved.headers, { ...goodReview, images: photos.slice(0, 1), video }),
      400,
      messages.bothImagesAndVideo,
    );
    for (const foreign of [
      'https://cdn.example.in/r1.jpg',
      `/uploads/reviews/${other.booking.id}/x-${'1'.repeat(32)}.jpg`,
      `/uploads/reviews/${reserved.booking.id}/../trips/x.jpg`,
    ]) {
      expectError(await call('POST', url, reserved.headers, { ...goodReview, images: [foreign] }), 400);
    }
    // Uploads: photos and videos only, each within its size.
    const presign = (body: object) => call('POST', `${url}/presigned-url`, reserved.headers, body);
    expectError(await presign({ fileName: 'plan.pdf', fileType: 'application/pdf', fileSize: 100 }), 400, /Invalid file type/);
    expectError(await presign({ fileName: 'x.exe', fileType: 'application/octet-stream', fileSize: 100 }), 400, /Invalid file type/);
    expectError(await presign({ fileName: 'big.jpg', fileType: 'image/jpeg', fileSize: 60 * 1024 * 1024 }), 413);
    expect((await presign({ fileName: 'trip.mp4', fileType: 'video/mp4', fileSize: 1000 })).statusCode).toBe(200);

    const sent = await call('POST', url, reserved.headers, { ...goodReview, images: photos.slice(0, 3) });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().review.images).toEqual(photos.slice(0, 3));
  });

  it('asks for a signed-in traveller (401 without a token, 403 for an admin)', async () => {
    const reserved = await confirmedBooking();
    expectError(await call('GET', reviewUrl(reserved.booking.id), {}), 401);
    expectError(await call('GET', reviewUrl(reserved.booking.id), admin), 403);
  });
});
