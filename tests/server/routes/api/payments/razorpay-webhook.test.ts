/**
 * POST /api/payments/razorpay/webhook: the signature is checked over the raw bytes; a missing or
 * wrong one is 400 with nothing changed; payment.captured and order.paid count (once per payment
 * id, whichever of the browser and the webhook comes first); other events are 200 and ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { signCheckout, signWebhook } from '../../../../../server/src/services/money/payments/razorpay.ts';
import { expectError } from '../../../support/api.ts';
import { adminHeaders, bookingTables, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { deliverWebhook, type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../support/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let fake: FakeRazorpay;
let t: TestApp;
let admin: Record<string, string>;
let webhookSecret: string;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const env = razorpayEnv(fake);
  webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  t = await createTestApp(env);
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function reserve() {
  const trip = await createTrip(t, admin, { price: 10000 });
  const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 5 });
  const traveller = await travellerHeaders(t);
  const response = await caller(t)('POST', '/api/bookings', traveller.headers, { departureId: departure.id, adults: 2 });
  expect(response.statusCode, response.body).toBe(201);
  return { ...traveller, ...response.json<{ booking: Record<string, any>; payment: Record<string, any> }>() };
}

const event = (name: string, orderId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: name,
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
    created_at: Math.floor(Date.now() / 1000),
  });

const deliver = (body: string, signature?: string, contentType = 'application/json') => deliverWebhook(t.app, body, signature, contentType);

describe('Razorpay webhook', () => {
  it('confirms a booking the browser never reported, once however often it is delivered', async () => {
    const { booking, payment, headers } = await reserve();
    const body = event('payment.captured', payment.orderId, 'pay_ClosedTab0001', payment.amount);
    const first = await deliver(body, signWebhook(webhookSecret, body));
    expect(first.statusCode, first.body).toBe(200);
    const after = (await caller(t)('GET', `/api/bookings/${booking.id}`, headers)).json().booking;
    expect(after).toMatchObject({ status: 'confirmed', amountPaid: 5000 });
    const before = await bookingTables(t);
    // Redelivered, then order.paid for the same payment, then the browser's late answer: counted once.
    expect((await deliver(body, signWebhook(webhookSecret, body))).statusCode).toBe(200);
    const orderPaid = event('order.paid', payment.orderId, 'pay_ClosedTab0001', payment.amount);
    expect((await deliver(orderPaid, signWebhook(webhookSecret, orderPaid))).statusCode).toBe(200);
    const browser = await caller(t)('POST', `/api/bookings/${booking.id}/razorpay/verify`, headers, {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: 'pay_ClosedTab0001',
      razorpay_signature: signCheckout(fake.keySecret, payment.orderId, 'pay_ClosedTab0001'),
    });
    expect(browser.json().booking.amountPaid).toBe(5000);
    expect(await bookingTables(t)).toEqual(before);
    // One payment, one receipt (no GSTIN here), however often it was reported.
    const documents = (await caller(t)('GET', `/api/bookings/${booking.id}/documents`, headers)).json().documents;
    expect(documents.map((d: { type: string; amount: number }) => [d.type, d.amount])).toEqual([['receipt', 5000]]);
  });

  it('counts order.paid too', async () => {
    const { booking, payment, headers } = await reserve();
    const body = event('order.paid', payment.orderId, 'pay_OrderPaid0001', payment.amount);
    expect((await deliver(body, signWebhook(webhookSecret, body))).statusCode).toBe(200);
    expect((await caller(t)('GET', `/api/bookings/${booking.id}`, headers)).json().booking.status).toBe('confirmed');
  });

  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const { payment } = await reserve();
    const body = event('payment.captured', payment.orderId, 'pay_Unsigned0001', payment.amount);
    const before = await bookingTables(t);
    const signature = signWebhook(webhookSecret, body);
    for (const [payload, sig] of [
      [body, undefined],
      [body, ''],
      [body, 'a'.repeat(64)],
      [body, signWebhook('wrong-secret', body)],
      // The signature of other bytes: a re-serialised body does not pass.
      [body.replace('"amount":', '"amount" :'), signature],
      [body.replace(/"amount":\d+/, '"amount":1'), signature],
    ] as const) {
      expectError(await deliver(payload, sig), 400, bookingMessages.webhookSignatureInvalid);
    }
    expect(await bookingTables(t)).toEqual(before);
  });

  it('answers 200 to other events and to orders we never made, changing nothing', async () => {
    const { payment } = await reserve();
    const before = await bookingTables(t);
    const failed = event('payment.failed', payment.orderId, 'pay_Failed000001', payment.amount);
    const response = await deliver(failed, signWebhook(webhookSecret, failed));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
    const unknown = event('payment.captured', 'order_notours00001', 'pay_NotOurs00001', 100);
    expect((await deliver(unknown, signWebhook(webhookSecret, unknown))).statusCode).toBe(200);
    // Signed, but not JSON: a clear 400.
    expectError(await deliver('not json', signWebhook(webhookSecret, 'not json'), 'text/plain'), 400);
    expect(await bookingTables(t)).toEqual(before);
  });
});
