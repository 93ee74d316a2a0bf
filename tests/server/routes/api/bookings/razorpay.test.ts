/**
 * Paying online with PAYMENT_PROVIDER=razorpay against a local fake of the Orders API: the order
 * is made on the server from our own amounts (paise), Checkout's signature is checked against the
 * order we stored for that booking, forged and replayed answers change nothing, the same payment
 * counts once, balance payments work the same way, and a provider that is down or slow leaves a
 * clear message with the hold kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { signCheckout } from '../../../../../server/src/services/money/payments/razorpay.ts';
import { expectError } from '../../../support/api.ts';
import { adminHeaders, bookingTables, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../support/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let fake: FakeRazorpay;
let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(razorpayEnv(fake, { RAZORPAY_TIMEOUT_MS: '2000' }));
  admin = await adminHeaders(t);
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function reserve(adults = 2, seatsTotal = 10) {
  const trip = await createTrip(t, admin, { price: 12999.5 });
  const departure = await createDeparture(t, admin, trip.id, { seatsTotal });
  const traveller = await travellerHeaders(t);
  const response = await call('POST', '/api/bookings', traveller.headers, { departureId: departure.id, adults });
  expect(response.statusCode, response.body).toBe(201);
  return { ...traveller, ...response.json<{ booking: Record<string, any>; payment: Record<string, any> }>(), trip, departure };
}

const checkoutAnswer = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: signCheckout(fake.keySecret, orderId, paymentId),
});

describe('Razorpay orders', () => {
  it('creates the order in paise from our prices, with basic auth, the reference as receipt and the booking in notes', async () => {
    const { booking, payment } = await reserve(2);
    // ₹12,999.50 a person; deposit 25 % rounded up to the rupee: ₹3,250 a person.
    expect(booking).toMatchObject({ totalAmount: 25999, depositAmount: 6500, status: 'pending_payment' });
    expect(payment).toEqual({
      provider: 'razorpay',
      keyId: fake.keyId,
      orderId: expect.stringMatching(/^order_/),
      amount: 650000,
      currency: 'INR',
    });
    const order = fake.orders.find((o) => o.id === payment.orderId)!;
    expect(order).toEqual({
      id: payment.orderId,
      amount: 650000,
      currency: 'INR',
      receipt: booking.reference,
      notes: { bookingId: booking.id },
    });
    expect(fake.refusals).toEqual([]);
    // A 15-minute hold with online payment.
    const holdSeconds = (Date.parse(booking.holdExpiresAt) - Date.now()) / 1000;
    expect(holdSeconds).toBeGreaterThan(880);
    expect(holdSeconds).toBeLessThanOrEqual(900);
  });
});

describe('content security policy', () => {
  it('allows Razorpay Checkout (script and frames) in this mode', async () => {
    const csp = String((await call('GET', '/api/health', {})).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
  });
});

describe('Checkout verification', () => {
  it('counts a verified payment once, confirms the booking, and a replay changes nothing', async () => {
    const { booking, payment, headers } = await reserve(2);
    const answer = checkoutAnswer(payment.orderId, 'pay_FirstPayment01');
    const verified = await call('POST', `/api/bookings/${booking.id}/razorpay/verify`, headers, answer);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().booking).toMatchObject({ status: 'confirmed', amountPaid: 6500, balanceDue: 19499, holdExpiresAt: null });
    expect(verified.json().booking.payments).toEqual([
      {
        id: expect.any(String),
        amount: 6500,
        method: 'razorpay',
        status: 'captured',
        providerPaymentId: 'pay_FirstPayment01',
        reference: null,
        createdAt: expect.any(String),
      },
    ]);
    const before = await bookingTables(t);
    const replay = await call('POST', `/api/bookings/${booking.id}/razorpay/verify`, headers, answer);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().booking.amountPaid).toBe(6500);
    expect(await bookingTables(t)).toEqual(before);
    // The verified payment issued one receipt (no GSTIN here); the replay none.
    const documents = (await call('GET', `/api/bookings/${booking.id}/documents`, headers)).json().documents;
    expect(documents.map((d: { type: string; amount: number }) => [d.type, d.amount])).toEqual([['receipt', 6500]]);
  });

  it('refuses forged, mismatched and foreign answers with 400 and changes nothing', async () => {
    const mine = await reserve(1);
    const theirs = await reserve(1);
    const before = await bookingTables(t);
    const good = checkoutAnswer(mine.payment.orderId, 'pay_Forged000001');
    const forged: unknown[] = [
      { ...good, razorpay_signature: 'f'.repeat(64) },
      { ...good, razorpay_signature: good.razorpay_signature.slice(0, 62) },
      { ...good, razorpay_signature: `${good.razorpay_signature}00` },
      { ...good, razorpay_signature: 'not hex at all' },
      { ...good, razorpay_payment_id: 'pay_Other000001' },
      { ...good, razorpay_signature: undefined },
      { razorpay_order_id: mine.payment.orderId },
      // Signed with a wrong secret.
      { ...good, razorpay_signature: signCheckout('another-secret', mine.payment.orderId, 'pay_Forged000001') },
      // Another booking's genuine order and signature, replayed against this booking.
      checkoutAnswer(theirs.payment.orderId, 'pay_Theirs000001'),
      // An order nobody asked for.
      checkoutAnswer('order_madeup0000001', 'pay_Madeup000001'),
      { razorpay_order_id: 5, razorpay_payment_id: [], razorpay_signature: {} },
    ];
    for (const body of forged) {
      expectError(
        await call('POST', `/api/bookings/${mine.booking.id}/razorpay/verify`, mine.headers, body),
        400,
        bookingMessages.paymentNotVerified,
      );
    }
    expect(await bookingTables(t)).toEqual(before);
  });

  it('takes the balance the same way: pay asks for the rest, and the booking becomes paid', async () => {
    const { booking, payment, headers } = await reserve(1);
    await call('POST', `/api/bookings/${booking.id}/razorpay/verify`, headers, checkoutAnswer(payment.orderId, 'pay_Deposit00001'));
    const balance = await call('POST', `/api/bookings/${booking.id}/pay`, headers, {});
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().payment).toMatchObject({ provider: 'razorpay', amount: 1299950 - 325000 });
    const paid = await call(
      'POST',
      `/api/bookings/${booking.id}/razorpay/verify`,
      headers,
      checkoutAnswer(balance.json().payment.orderId, 'pay_Balance00001'),
    );
    expect(paid.json().booking).toMatchObject({ status: 'paid', amountPaid: 12999.5, balanceDue: 0 });
    expectError(await call('POST', `/api/bookings/${booking.id}/pay`, headers, {}), 409, bookingMessages.nothingDue);
  });
});

describe('the provider down or slow', () => {
  it('answers a clear 503 and keeps the hold when the Orders API fails or does not answer in time', async () => {
    for (const mode of ['down', 'stall'] as const) {
      const trip = await createTrip(t, admin);
      const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 4 });
      const { headers } = await travellerHeaders(t);
      fake.mode = mode;
      const started = Date.now();
      const response = await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 3 });
      fake.mode = 'ok';
      expect(Date.now() - started).toBeLessThan(9000);
      expectError(response, 503, bookingMessages.paymentProviderUnavailable);
      // The hold is kept: the booking is there, its seats taken, and paying later works.
      const [booking] = (await call('GET', '/api/bookings', headers)).json().bookings;
      expect(booking).toMatchObject({ status: 'pending_payment', seats: 3 });
      expect((await call('GET', `/api/public/trips/${trip.id}/departures`, {})).json().departures[0].seatsLeft).toBe(1);
      const retry = await call('POST', `/api/bookings/${booking.id}/pay`, headers, {});
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().payment.orderId).toMatch(/^order_/);
    }
  });
});

describe('a payment after the hold expired', () => {
  it('re-takes the seats when they are free', async () => {
    const { booking, payment, headers } = await reserve(2, 2);
    t.clock.advance(16 * 60_000);
    expect((await call('GET', `/api/bookings/${booking.id}`, headers)).json().booking.status).toBe('expired');
    const late = await call(
      'POST',
      `/api/bookings/${booking.id}/razorpay/verify`,
      headers,
      checkoutAnswer(payment.orderId, 'pay_LateFree0001'),
    );
    expect(late.json().booking).toMatchObject({ status: 'confirmed', amountPaid: 6500 });
  });

  it('is kept on the expired booking, never overselling, when the seats were taken meanwhile', async () => {
    const { booking, payment, headers, departure, trip } = await reserve(2, 2);
    t.clock.advance(16 * 60_000);
    const other = await travellerHeaders(t);
    expect((await call('POST', '/api/bookings', other.headers, { departureId: departure.id, adults: 2 })).statusCode).toBe(201);
    const late = await call(
      'POST',
      `/api/bookings/${booking.id}/razorpay/verify`,
      headers,
      checkoutAnswer(payment.orderId, 'pay_LateTaken001'),
    );
    expect(late.statusCode).toBe(200);
    expect(late.json().booking).toMatchObject({ status: 'expired', amountPaid: 6500 });
    expect((await call('GET', `/api/public/trips/${trip.id}/departures`, {})).json().departures[0].seatsLeft).toBe(0);
  });
});
