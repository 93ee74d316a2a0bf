/**
 * GST document test helpers: a booking reserved by a new traveller (with billing details), money
 * recorded by an admin, and a PDF read back as text by pdftotext (poppler-utils).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { caller, type Reserved, reserveBooking } from './bookings.ts';
import type { TestApp } from './test-app.ts';

/** A business GSTIN in Maharashtra (27) and a buyer's in Karnataka (29), both with valid check characters. */
export const BUSINESS_GSTIN = '27AAPFU0939F1ZV';
export const BUYER_GSTIN = '29AAACW1234A1ZU';

/** A GST booking: a ₹10,500 trip on a departure of 40 seats (so 5 % GST is ₹500 of it), one adult unless told. */
export function reserveGstBooking(
  t: TestApp,
  admin: Record<string, string>,
  options: {
    price?: number;
    adults?: number;
    trip?: Record<string, unknown>;
    traveller?: { username: string };
    departure?: Record<string, unknown>;
    body?: Record<string, unknown>;
  } = {},
): Promise<Reserved> {
  return reserveBooking(t, admin, {
    trip: { price: options.price ?? 10500, ...options.trip },
    departure: { seatsTotal: 40, ...options.departure },
    adults: options.adults,
    traveller: options.traveller,
    body: options.body,
  });
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
