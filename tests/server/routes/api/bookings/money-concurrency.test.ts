/**
 * Money under concurrency. A voucher spent by many payments at the same moment (each booking on its own departure, so only the
 * voucher's row lock orders them): its balance is spent exactly once, never below zero. Refunds
 * recorded at once never add up to more than was paid. Runs on PGlite
 * and, with TEST_DATABASE=postgres, on PostgreSQL with a pool of connections (real concurrency).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationMessages } from '../../../../../server/src/domain/index.ts';
import { adminHeaders, caller, createDeparture, createTrip, daysFromNow, travellerHeaders } from '../../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

describe('voucher under concurrency', () => {
  it('10 concurrent payments of ₹5,000, one ₹12,000 voucher: ₹12,000 spent, two covered, one in part, seven refused', async () => {
    const call = caller(t);
    const { headers, userId } = await travellerHeaders(t);
    const issued = await call('POST', '/api/admin/vouchers', admin, { userId, amount: 12000 });
    expect(issued.statusCode, issued.body).toBe(201);
    const { code, id } = issued.json().voucher;
    const bookings: string[] = [];
    for (let i = 0; i < 10; i++) {
      const trip = await createTrip(t, admin, { price: 20000 });
      const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(60 + i, t.app.now()) });
      bookings.push((await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking.id);
    }
    const responses = await Promise.all(
      bookings.map((bookingId) => call('POST', `/api/bookings/${bookingId}/pay`, headers, { voucherCode: code })),
    );
    const covered = responses.filter((r) => r.statusCode === 200 && r.json().payment.provider === 'voucher');
    const partly = responses.filter((r) => r.statusCode === 200 && r.json().payment.provider === 'offline');
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(covered).toHaveLength(2);
    expect(partly).toHaveLength(1);
    expect(partly[0].json().payment.amount).toBe(3000);
    expect(refused).toHaveLength(7);
    for (const response of refused) expect(response.json()).toMatchObject({ error: cancellationMessages.voucherCannotBeUsed });
    const spent = await t.db.selectFrom('bookingPayments').select('amountPaise').where('voucherId', '=', id).execute();
    expect(spent.reduce((sum, row) => sum + Number(row.amountPaise), 0)).toBe(1_200_000);
    const voucher = (await call('GET', `/api/admin/vouchers/${id}`, admin)).json().voucher;
    expect(voucher).toMatchObject({ balance: 0, status: 'used' });
  });
});

describe('refunds under concurrency', () => {
  it('5 concurrent refunds of ₹2,000 on ₹5,000 paid: two recorded, three refused, ₹4,000 refunded', async () => {
    const call = caller(t);
    const trip = await createTrip(t, admin, { price: 20000 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(40, t.app.now()) });
    const { headers } = await travellerHeaders(t);
    const booking = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    await call('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 5000, method: 'upi' });
    await call('POST', `/api/admin/bookings/${booking.id}/cancel`, admin, { refundTo: 'none' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/admin/bookings/${booking.id}/refunds`, admin, { amount: 2000, method: 'cash' })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(3);
    for (const response of refused) expect(response.json()).toMatchObject({ error: cancellationMessages.refundAbovePaid });
    const after = (await call('GET', `/api/admin/bookings/${booking.id}`, admin)).json().booking;
    expect(after.amountRefunded).toBe(4000);
    expect(after.refunds).toHaveLength(2);
  });
});
