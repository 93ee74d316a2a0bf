/**
 * Share payments raced on TWO replicas over the local PostgreSQL: every share of four split bookings
 * is paid at once, half through replica A and half through B, each payment also reported by the
 * webhook on the other replica at the same moment. Every payment counts once on its share and its
 * booking, every receipt voucher number is gap-free (1..N), and each booking is confirmed once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTrip } from '../../../support/api.ts';
import { daysFromNow } from '../../../support/bookings.ts';
import { BUSINESS_GSTIN } from '../../../support/documents.ts';
import { type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../support/fake-razorpay.ts';
import { signCheckout, signWebhook } from '../../../../../server/src/services/money/payments/razorpay.ts';
import { call, twoReplicasOnPostgres } from '../../../support/two-replicas.ts';

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
});
afterAll(() => fake?.close());
const replicas = twoReplicasOnPostgres('share_race', '98720', () => ({ ...razorpayEnv(fake), GSTIN: BUSINESS_GSTIN }));

const BOOKINGS = 4;
const ADULTS = 4;

describe('share payments raced on two replicas over PostgreSQL', () => {
  it(`${BOOKINGS * ADULTS} shares paid at once on A and B (and the webhook): vouchers gap-free, bookings confirmed once`, async () => {
    const trip = await call(replicas.a, 'POST', '/api/admin/trips', replicas.adminAuth, validTrip({ price: 10000 }));
    expect(trip.statusCode, trip.body).toBe(201);
    const departure = await call(replicas.a, 'POST', '/api/admin/departures', replicas.adminAuth, {
      tripId: trip.json().trip.id,
      startDate: daysFromNow(45),
      seatsTotal: BOOKINGS * ADULTS,
    });
    expect(departure.statusCode, departure.body).toBe(201);
    const bookings: { id: string; tokens: string[] }[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const { headers } = await replicas.newTraveller();
      const made = await call(replicas.a, 'POST', '/api/bookings', headers, {
        departureId: departure.json().departure.id,
        adults: ADULTS,
        split: true,
      });
      expect(made.statusCode, made.body).toBe(201);
      const booking = made.json().booking;
      bookings.push({ id: booking.id, tokens: booking.shares.map((s: { payUrl: string }) => s.payUrl.replace('/pay/', '')) });
    }
    const tokens = bookings.flatMap((b) => b.tokens);
    const orders = await Promise.all(
      tokens.map(async (token, i) => {
        const asked = await call(i % 2 ? replicas.b : replicas.a, 'POST', `/api/pay/${token}`, {});
        expect(asked.statusCode, asked.body).toBe(200);
        return asked.json().payment as { orderId: string; amount: number };
      }),
    );
    const secret = razorpayEnv(fake).RAZORPAY_WEBHOOK_SECRET;
    const answers = await Promise.all(
      tokens.flatMap((token, i) => {
        const { orderId, amount } = orders[i];
        const paymentId = `pay_Race${String(i).padStart(8, '0')}`;
        const [mine, other] = i % 2 ? [replicas.b, replicas.a] : [replicas.a, replicas.b];
        const body = JSON.stringify({
          event: 'payment.captured',
          payload: { payment: { entity: { id: paymentId, amount, order_id: orderId, status: 'captured' } } },
        });
        return [
          call(
            mine,
            'POST',
            `/api/pay/${token}/razorpay/verify`,
            {},
            {
              razorpay_order_id: orderId,
              razorpay_payment_id: paymentId,
              razorpay_signature: signCheckout(fake.keySecret, orderId, paymentId),
            },
          ),
          other.inject({
            method: 'POST',
            url: '/api/payments/razorpay/webhook',
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(secret, body) },
            payload: body,
          }),
        ];
      }),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const payments = await replicas.db.selectFrom('bookingPayments').select(['bookingId', 'shareId', 'amountPaise']).execute();
    expect(payments).toHaveLength(tokens.length);
    const vouchers = await replicas.db
      .selectFrom('documents')
      .select(['sequence', 'type', 'paymentId'])
      .where('type', '=', 'receipt_voucher')
      .orderBy('sequence')
      .execute();
    expect(vouchers.map((v) => v.sequence)).toEqual(Array.from({ length: tokens.length }, (_, i) => i + 1));
    for (const booking of bookings) {
      const row = await replicas.db
        .selectFrom('bookings')
        .select(['status', 'amountPaidPaise', 'depositPaise'])
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'confirmed', amountPaidPaise: row.depositPaise });
      const shares = await replicas.db
        .selectFrom('bookingShares')
        .select(['amountPaidPaise', 'depositPaise'])
        .where('bookingId', '=', booking.id)
        .execute();
      for (const share of shares) expect(share.amountPaidPaise).toBe(share.depositPaise);
      const confirmed = await replicas.db
        .selectFrom('messages')
        .select('id')
        .where('bookingId', '=', booking.id)
        .where('template', '=', 'booking_confirmed')
        .execute();
      expect(confirmed).toHaveLength(1);
    }
  }, 120_000);
});
