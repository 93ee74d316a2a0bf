/**
 * Document numbers under concurrency: 20 payments recorded at the same moment (Promise.all) get
 * receipt vouchers numbered 1 to 20 with no gap and no repeat, and the tax invoices of the bookings
 * they complete 1 to N likewise; without a GSTIN every payment gets a plain receipt (series RC) with
 * no tax lines, numbered the same way. Runs on PGlite and, with TEST_DATABASE=postgres, on
 * PostgreSQL with a pool of connections, where the counter row's lock is what keeps the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear } from '../../../../../server/src/domain/index.ts';
import { adminHeaders, caller, type Reserved } from '../../../support/bookings.ts';
import { BUSINESS_GSTIN, recordPayment, reserveGstBooking } from '../../../support/documents.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let registered: TestApp;
let unregistered: TestApp;

beforeAll(async () => {
  registered = await createTestApp({ GSTIN: BUSINESS_GSTIN });
  unregistered = await createTestApp();
});
afterAll(async () => {
  await registered.close();
  await unregistered.close();
});

const numbered = (series: string, count: number, at: Date) =>
  Array.from(
    { length: count },
    (_, i) => `${series}/${financialYear(at, registered.app.config.TIME_ZONE)}/${String(i + 1).padStart(6, '0')}`,
  );

async function allDocuments(t: TestApp) {
  const response = await caller(t)('GET', '/api/admin/documents?sort=["number","ASC"]', await adminHeaders(t));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().documents as { type: string; number: string; amount: number; taxableValue: number; cgst: number; igst: number }[];
}

describe('document numbers under concurrent payments', () => {
  it('20 payments at once: receipt vouchers 1 to 20 and the tax invoices of the 15 bookings they complete, gap-free', async () => {
    const t = registered;
    const admin = await adminHeaders(t);
    const bookings: Reserved[] = [];
    for (let i = 0; i < 15; i += 1) bookings.push(await reserveGstBooking(t, admin));
    // 5 bookings get their deposit and balance at once, 10 the whole amount: 20 payments completing 15 bookings.
    const payments = [
      ...bookings
        .slice(0, 5)
        .flatMap(({ booking }) => [recordPayment(t, admin, booking.id, 2625), recordPayment(t, admin, booking.id, 7875)]),
      ...bookings.slice(5).map(({ booking }) => recordPayment(t, admin, booking.id, 10500)),
    ];
    const responses = await Promise.all(payments);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    const documents = await allDocuments(t);
    const vouchers = documents.filter((d) => d.type === 'receipt_voucher').map((d) => d.number);
    const invoices = documents.filter((d) => d.type === 'tax_invoice').map((d) => d.number);
    expect(vouchers).toEqual(numbered('RV', 20, t.app.now()));
    expect(invoices).toEqual(numbered('INV', 15, t.app.now()));
    const counters = await t.db.selectFrom('documentCounters').selectAll().orderBy('series').execute();
    expect(counters.map((c) => [c.series, c.lastSequence])).toEqual([
      ['INV', 15],
      ['RV', 20],
    ]);
  });

  it('without a GSTIN: a plain receipt per payment, no tax lines, numbered 1 to 20 under concurrency', async () => {
    const t = unregistered;
    const admin = await adminHeaders(t);
    const bookings: Reserved[] = [];
    for (let i = 0; i < 10; i += 1) bookings.push(await reserveGstBooking(t, admin));
    const responses = await Promise.all(
      bookings.flatMap(({ booking }) => [recordPayment(t, admin, booking.id, 2625), recordPayment(t, admin, booking.id, 7875)]),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const documents = await allDocuments(t);
    expect(documents.map((d) => d.type)).toEqual(documents.map(() => 'receipt'));
    expect(documents.map((d) => d.number)).toEqual(numbered('RC', 20, t.app.now()));
    for (const document of documents) {
      expect(document).toMatchObject({ taxableValue: document.amount, cgst: 0, igst: 0, gstRatePercent: 0 });
    }
    const { headers, booking } = bookings[0];
    const own = (await caller(t)('GET', `/api/bookings/${booking.id}/documents`, headers)).json().documents;
    expect(own.map((d: { amount: number }) => d.amount).sort()).toEqual([2625, 7875]);
  });
});
