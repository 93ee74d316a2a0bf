// The admin API as the bench uses it: calls, uploads as the back office makes them, and the bench catalogue
// (scripts/bench/catalogue.mjs: 24 trips with 4 photos each, 20 reviews, statistics) filled through it.
import * as catalogue from './catalogue.mjs';
import { admin } from './product.mjs';

export async function call(url, method, pathname, token, body) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Uploads a photo as the back office does (admin/src/providers/uploads.ts): a presigned URL from the
 * API, then a PUT of the file to it. Trip photos are named after the place (`place`), others after
 * the file name. Returns the stored file's URL (/uploads/<key>, the key ending in random bits).
 */
export async function uploadPhoto(url, token, photo, { fileName, place = null }) {
  const upload = await call(url, 'POST', '/api/admin/upload/presigned-url', token, {
    fileName,
    fileType: 'image/jpeg',
    fileSize: photo.length,
    tripId: 'new',
    place: place ?? undefined,
  });
  const put = await fetch(upload.presignedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
    body: photo,
  });
  if (!put.ok) throw new Error(`PUT ${fileName}: ${put.status} ${await put.text()}`);
  return upload.fileUrl;
}

/** A trip of the bench catalogue (`catalogue.trips[i]`, or a copy of one beyond them) with its 4 photos uploaded. */
export async function createTrip(url, token, i, grain) {
  const { place } = catalogue.trips[i % catalogue.trips.length];
  const images = [];
  for (let n = 0; n < 4; n += 1) {
    const photo = await catalogue.makePhoto(i * 4 + n, grain);
    images.push(await uploadPhoto(url, token, photo, { fileName: `IMG_${20240300 + i * 4 + n}.jpg`, place }));
  }
  const { trip } = await call(url, 'POST', '/api/admin/trips', token, tripFields(i, images));
  return trip.id;
}

/** What the back office sends for trip `i` of the bench catalogue (a copy of one beyond them), with these photos. */
export function tripFields(i, images) {
  const { place, description } = catalogue.trips[i % catalogue.trips.length];
  return {
    place: i < catalogue.trips.length ? place : `${place} ${Math.floor(i / catalogue.trips.length) + 1}`,
    price: 8999 + i * 1500,
    days: `${3 + (i % 5)}N/${4 + (i % 5)}D`,
    groupSize: 8 + (i % 10),
    startDate: `2030-0${1 + (i % 9)}-1${i % 8}`,
    endDate: `2030-0${1 + (i % 9)}-2${i % 8}`,
    description,
    googleSheetUrl: 'https://docs.google.com/spreadsheets/d/bench-booking',
    images,
  };
}

/**
 * The bench catalogue (scripts/bench/catalogue.mjs) through the admin API: 24 trips with 4 photos of their
 * own each, 20 reviews of those trips (every fourth with a photo), statistics. Returns the admin token and the trip ids.
 */
export async function fillCatalogue(product) {
  const { token } = await call(product.url, 'POST', '/api/auth/login', undefined, admin);
  const grain = catalogue.makeGrain();
  const tripIds = [];
  for (let i = 0; i < catalogue.trips.length; i += 1) tripIds.push(await createTrip(product.url, token, i, grain));
  for (const [i, review] of catalogue.reviews.entries()) {
    const photo = review.withPhoto ? await catalogue.makePhoto(500 + i, grain) : null;
    await call(product.url, 'POST', '/api/admin/reviews', token, {
      reviewerName: review.reviewerName,
      rating: review.rating,
      reviewText: review.reviewText,
      tripId: tripIds[catalogue.trips.findIndex((trip) => trip.place === review.trip)],
      images: photo ? [await uploadPhoto(product.url, token, photo, { fileName: `IMG_20240${410 + i}_0915${10 + i}.jpg` })] : [],
    });
  }
  await call(product.url, 'PUT', '/api/statistics', token, { amazingTrips: 240, happyTravelers: 5200, destinations: 64 });
  return { token, tripIds };
}
