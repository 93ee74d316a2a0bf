/**
 * Request builders and checks shared by the API tests: valid bodies, hand-built multipart
 * payloads, tokens made outside the app, and a snapshot of every business table to prove that a
 * refused write changed nothing.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export const validTrip = (overrides: Record<string, unknown> = {}) => ({
  place: 'Goa',
  startDate: '2030-01-10',
  endDate: '2030-01-14',
  price: 12999,
  days: '4N/3D',
  groupSize: 12,
  description: 'Quiet beaches and a spice farm lunch.',
  googleSheetUrl: 'https://docs.google.com/spreadsheets/d/goa-2030',
  images: ['https://cdn.example.in/goa-1.jpg', '/uploads/trips/goa-2.jpg'],
  video: 'https://cdn.example.in/goa.mp4',
  itineraryPdf: '/uploads/trips/goa.pdf',
  ...overrides,
});

export const validReview = (overrides: Record<string, unknown> = {}) => ({
  reviewerName: 'Priya Sharma',
  rating: 5,
  reviewText: 'Best trip of my life.',
  images: ['https://cdn.example.in/r1.jpg'],
  video: null,
  ...overrides,
});

/** A multipart/form-data body written by hand, as the admin form sends it (fields only, or files too). */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; content: string }[] = [],
): { payload: string; headers: Record<string, string> } {
  const boundary = `----travel-test-${randomBytes(8).toString('hex')}`;
  let payload = '';
  for (const [name, value] of Object.entries(fields)) {
    payload += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  for (const file of files) {
    payload +=
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n${file.content}\r\n`;
  }
  payload += `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT signed with any secret (a forged or foreign token). */
export function signJwt(
  payload: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const head = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = header.alg === 'none' ? '' : createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

const tables = ['trips', 'reviews', 'statistics', 'customizationRequests', 'users', 'admins'] as const;

/** Bookkeeping the notifier updates on its own after a request is stored: not what a refused write may change. */
const background = /^notif/;

/** Every row of every business table, to compare before and after a refused write. */
export async function snapshot(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await t.db.selectFrom(table).selectAll().orderBy('id').execute();
    out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !background.test(key))));
  }
  return out;
}

/**
 * The API's one error shape: a status in the expected class, JSON `{error, code}` (and `params` for a message
 * with values), no stack or internals.
 */
export function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body).filter((key) => key !== 'params')).toEqual(['error', 'code']);
  expect(body.code).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else if (message) expect(body.error).toMatch(message);
}

/** Any 4xx (never 5xx) with the error shape. */
export function expectClientError(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  expectError(response, response.statusCode);
}

/** Freezes the app's clock at `at` (it follows real time until a test moves it). */
export function setClock(t: TestApp, at: Date | string) {
  t.clock.advance(0);
  t.clock.advance(new Date(at).getTime() - t.clock.now.getTime());
}
