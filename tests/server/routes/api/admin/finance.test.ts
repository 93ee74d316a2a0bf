/**
 * The Finance page's figures: money received per month by when it was paid (the month's bounds
 * in TIME_ZONE), refunded by when the refund was processed, what confirmed bookings still
 * owe per month their balance falls due, overdue balances as of today, pending refunds, vouchers
 * still to spend, and the month's GST documents summed per type: exact to the paisa, on PGlite and
 * PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, documentMessages } from '../../../../../server/src/domain/index.ts';
import { shiftMonth } from '../../../../../server/src/repositories/finance.ts';
import { expectError } from '../../../support/api.ts';
import { adminHeaders, caller, daysFromNow } from '../../../support/bookings.ts';
import { businessTime, businessTimeZone } from '../../../support/business-time.ts';
import { BUSINESS_GSTIN, reserveGstBooking } from '../../../support/documents.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;
let month: string;
let dueMonth: string;

/** A wall-clock time in the business's zone, as the API takes it. */
const at = (day: string, time: string) => businessTime(day, time).toISOString();

const pay = async (bookingId: string, amount: number, paidAt?: string) => {
  const response = await call('POST', `/api/admin/bookings/${bookingId}/payments`, admin, { amount, method: 'upi', paidAt });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking;
};

beforeAll(async () => {
  t = await createTestApp({ GSTIN: BUSINESS_GSTIN });
  admin = await adminHeaders(t);
  call = caller(t);
  month = calendarDay(t.app.now(), businessTimeZone).slice(0, 7);
  // A booking of ₹10,500 starting in 60 days: ₹2,625.35 paid now, ₹0.07 paid in the first minutes of
  // this month in the business’s zone (the day before in UTC), ₹1,234.56 two months ago.
  const first = await reserveGstBooking(t, admin, { departure: { startDate: daysFromNow(60, t.app.now()) } });
  await pay(first.booking.id, 2625.35);
  await pay(first.booking.id, 0.07, at(`${month}-01`, '00:10'));
  const last = await pay(first.booking.id, 1234.56, at(`${shiftMonth(month, -2)}-15`, '12:00'));
  dueMonth = last.balanceDueDate.slice(0, 7);
  // A second one, ₹20,000.50 starting in 60 days, its deposit (₹5,001) and 13 paise paid, and an unpaid hold that owes nothing yet.
  const second = await reserveGstBooking(t, admin, { price: 20000.5, departure: { startDate: daysFromNow(60, t.app.now()) } });
  await pay(second.booking.id, 5001.13, at(`${shiftMonth(month, -1)}-28`, '23:59'));
  await reserveGstBooking(t, admin);
});
afterAll(() => t.close());

describe('GET /api/admin/reports/finance', () => {
  it('sums money received per month in the business’s time zone and what is owed per due month, to the paisa', async () => {
    const response = await call('GET', `/api/admin/reports/finance?month=${month}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.month).toBe(month);
    expect(report.months.map((m: { month: string }) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => shiftMonth(month, i - 6)));
    const of = (m: string) => report.months.find((row: { month: string }) => row.month === m);
    expect(of(month).received).toBe(2625.42);
    expect(of(shiftMonth(month, -1)).received).toBe(5001.13);
    expect(of(shiftMonth(month, -2)).received).toBe(1234.56);
    expect(of(shiftMonth(month, -3)).received).toBe(0);
    // Owed: 10,500 − 3,859.98 and 20,000.50 − 5,001.13, both due 15 days before the start.
    expect(of(dueMonth).outstanding).toBe(21639.39);
    expect(report.months.reduce((sum: number, m: { outstanding: number }) => sum + m.outstanding, 0)).toBe(21639.39);
    expect(report.overdue).toEqual({ count: 0, amount: 0 });
  });

  it('counts the balances whose due date has passed as overdue', async () => {
    t.clock.advance(50 * 86_400_000);
    const report = (await call('GET', `/api/admin/reports/finance?month=${month}`, admin)).json();
    expect(report.overdue).toEqual({ count: 2, amount: 21639.39 });
  });

  it('sums the month’s GST documents per type', async () => {
    const report = (await call('GET', `/api/admin/reports/finance?month=${month}`, admin)).json();
    const documents = (await call('GET', `/api/admin/documents?month=${month}&range=[0,99]`, admin)).json().documents;
    const vouchers = documents.filter((d: { type: string }) => d.type === 'receipt_voucher');
    const paise = (key: string) => vouchers.reduce((sum: number, d: Record<string, number>) => sum + Math.round(d[key] * 100), 0);
    expect(report.gst).toEqual([
      {
        type: 'receipt_voucher',
        count: vouchers.length,
        taxableValue: paise('taxableValue') / 100,
        cgst: paise('cgst') / 100,
        sgst: paise('sgst') / 100,
        igst: 0,
        total: paise('amount') / 100,
      },
    ]);
    expect(vouchers.length).toBeGreaterThan(0);
  });

  it('sums refunds by the month they were processed, pending refunds, and vouchers still to spend', async () => {
    const now = calendarDay(t.app.now(), businessTimeZone).slice(0, 7);
    const before = (await call('GET', `/api/admin/reports/finance?month=${now}`, admin)).json();
    const current = (report: { months: { month: string; refunded: number }[] }) => report.months.find((m) => m.month === now)!;
    // An offline payment refunded in part by the admin's cancel: pending until the admin records it.
    const refunded = await reserveGstBooking(t, admin, { price: 10000, departure: { startDate: daysFromNow(60, t.app.now()) } });
    await pay(refunded.booking.id, 2500.25);
    const cancel = await call('POST', `/api/admin/bookings/${refunded.booking.id}/cancel`, admin, {
      refundTo: 'original',
      amount: 1200.35,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    let report = (await call('GET', `/api/admin/reports/finance?month=${now}`, admin)).json();
    expect(report.pendingRefunds).toEqual({ count: before.pendingRefunds.count + 1, amount: before.pendingRefunds.amount + 1200.35 });
    expect(current(report).refunded).toBe(current(before).refunded);
    const record = await call('POST', `/api/admin/bookings/${refunded.booking.id}/refunds`, admin, { amount: 1200.35, method: 'upi' });
    expect(record.statusCode, record.body).toBe(201);
    report = (await call('GET', `/api/admin/reports/finance?month=${now}`, admin)).json();
    expect(report.pendingRefunds).toEqual(before.pendingRefunds);
    expect(current(report).refunded).toBe(1200.35);

    // A cancel to a voucher (no money out) and a goodwill voucher: both still to spend.
    const credited = await reserveGstBooking(t, admin, { price: 10000, departure: { startDate: daysFromNow(60, t.app.now()) } });
    await pay(credited.booking.id, 2500);
    expect(
      (await call('POST', `/api/admin/bookings/${credited.booking.id}/cancel`, admin, { refundTo: 'voucher', amount: 999.99 })).statusCode,
    ).toBe(200);
    const goodwill = await call('POST', '/api/admin/vouchers', admin, { userId: credited.booking.user.id, amount: 750.5 });
    expect(goodwill.statusCode, goodwill.body).toBe(201);
    report = (await call('GET', `/api/admin/reports/finance?month=${now}`, admin)).json();
    expect(report.vouchersOutstanding).toEqual({ count: 2, amount: 1750.49 });
    expect(current(report).refunded).toBe(1200.35);
    // A void voucher is no longer outstanding.
    await call('PUT', `/api/admin/vouchers/${goodwill.json().voucher.id}`, admin, { status: 'void' });
    report = (await call('GET', `/api/admin/reports/finance?month=${now}`, admin)).json();
    expect(report.vouchersOutstanding).toEqual({ count: 1, amount: 999.99 });
  });

  it('defaults to this month and answers 400 for a malformed one, 401 without a token', async () => {
    const report = (await call('GET', '/api/admin/reports/finance', admin)).json();
    expect(report.month).toBe(calendarDay(t.app.now(), businessTimeZone).slice(0, 7));
    expectError(await call('GET', '/api/admin/reports/finance?month=2026-13', admin), 400, documentMessages.monthInvalid);
    expectError(await call('GET', '/api/admin/reports/finance', {}), 401);
  });
});
