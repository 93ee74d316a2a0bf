/**
 * GST document test helpers: a booking reserved by a new traveller (with billing details), money
 * recorded by an admin, and a PDF read back as text by pdftotext (poppler-utils).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { caller, createDeparture, createTrip, travellerHeaders } from './bookings.ts';
import type { TestApp } from './test-app.ts';

/** A business GSTIN in Maharashtra (27) and a buyer's in Karnataka (29), both with valid check characters. */
export const BUSINESS_GSTIN = '27AAPFU0939F1ZV';
export const BUYER_GSTIN = '29AAACW1234A1ZU';

export interface Reserved {
  headers: Record<string, string>;
  booking: Record<string, any>;
  departure: { id: string; startDate: string };
}

export async function reserveBooking(
  t: TestApp,
  admin: Record<string, string>,
  options: { price?: number; adults?: number; departure?: Record<string, unknown>; body?: Record<string, unknown> } = {},
): Promise<Reserved> {
  const trip = await createTrip(t, admin, { price: options.price ?? 10500 });
  const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 40, ...options.departure });
  const { headers } = await travellerHeaders(t);
  const response = await caller(t)('POST', '/api/bookings', headers, {
    departureId: departure.id,
    adults: options.adults ?? 1,
    ...options.body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { headers, booking: response.json().booking, departure };
}

export async function recordPayment(t: TestApp, admin: Record<string, string>, bookingId: string, amount: number) {
  return caller(t)('POST', `/api/admin/bookings/${bookingId}/payments`, admin, { amount, method: 'upi' });
}

export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text.error, 'pdftotext (poppler-utils) reads the PDF').toBeUndefined();
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
    return { text: text.stdout, pages: Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
