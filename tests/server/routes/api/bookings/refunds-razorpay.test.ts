/**
 * Refunds through Razorpay's Refunds API, against the local fake that checks what we send (basic auth,
 * amount in paise, speed normal, the reference as receipt, notes.bookingId, an idempotency key per
 * refund): newest payment first, never more than paid; a provider down or slow leaves the refund
 * pending and retried without ever refunding twice; refund.processed / refund.failed webhooks settle
 * it once; each refund that went back issues its GST document (refund voucher, else credit note).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCheckout, signWebhook } from '../../../../../server/src/services/payments/razorpay.ts';
import { retryPendingRefunds } from '../../../../../server/src/services/refunds.ts';
import { expectError } from '../../../support/api.ts';
import { pdfText } from '../../../support/documents.ts';
import {
  adminHeaders,
  bookingTables,
  caller,
  createDeparture,
  createTrip,
  daysFromNow,
  travellerHeaders,
} from '../../../support/bookings.ts';
import { type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../support/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let fake: FakeRazorpay;
let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;
let webhookSecret: string;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const env = razorpayEnv(fake, { RAZORPAY_TIMEOUT_MS: '800', GSTIN: '29AAACW1234A1ZU', BUSINESS_STATE_CODE: '29' });
  webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  t = await createTestApp(env);
  admin = await adminHeaders(t);
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let paymentCounter = 0;

/** Pays what is due now through (fake) Checkout; the fake learns the captured amount. */
async function payOnline(bookingId: string, headers: Record<string, string>) {
  const { payment } = (await call('POST', `/api/bookings/${bookingId}/pay`, headers, {})).json();
  const paymentId = `pay_Refundable${String((paymentCounter += 1)).padStart(4, '0')}`;
  fake.payments.set(paymentId, payment.amount);
  const verified = await call('POST', `/api/bookings/${bookingId}/razorpay/verify`, headers, {
    razorpay_order_id: payment.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signCheckout(fake.keySecret, payment.orderId, paymentId),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return paymentId;
}

/** A ₹20,000 booking 40 days out with its deposit (₹5,000) paid online, and optionally the balance. */
async function paidOnline(payBalance = false) {
  const trip = await createTrip(t, admin, { price: 20000 });
  const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(40, t.app.now()) });
  const traveller = await travellerHeaders(t);
  const booking = (await call('POST', '/api/bookings', traveller.headers, { departureId: departure.id, adults: 1 })).json().booking;
  const paymentIds = [await payOnline(booking.id, traveller.headers)];
  if (payBalance) paymentIds.push(await payOnline(booking.id, traveller.headers));
  return { ...traveller, booking, paymentIds };
}

const readBooking = async (id: string) => (await call('GET', `/api/admin/bookings/${id}`, admin)).json().booking;
const documentsOf = async (id: string, headers: Record<string, string>) =>
  (await call('GET', `/api/bookings/${id}/documents`, headers)).json().documents as {
    id: string;
    type: string;
    number: string;
    amount: number;
  }[];

describe('refunds through Razorpay', () => {
  it('sends the refund as the contract says and is processed by the answer, with its refund voucher', async () => {
    fake.refundStatus = 'processed';
    const { booking, headers, paymentIds } = await paidOnline();
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sent = fake.refunds.filter((r) => r.notes.bookingId === booking.id);
    expect(sent).toHaveLength(1);
    const refundRow = (await readBooking(booking.id)).refunds[0];
    expect(sent[0]).toMatchObject({
      payment_id: paymentIds[0],
      amount: 300000,
      speed_requested: 'normal',
      receipt: booking.reference,
      notes: { bookingId: booking.id },
      idempotencyKey: refundRow.id,
    });
    expect(refundRow).toMatchObject({ amount: 3000, method: 'razorpay', status: 'processed', providerRefundId: sent[0].id });
    expect(fake.refusals).toEqual([]);
    const documents = await documentsOf(booking.id, headers);
    expect(documents.map((d) => [d.type, d.amount])).toEqual([
      ['receipt_voucher', 5000],
      ['refund_voucher', 3000],
    ]);
    expect(documents[1].number).toMatch(/^RF\/\d{2}-\d{2}\/\d{6}$/);
    const refundDocument = documents[1];
    const pdf = await call('GET', `/api/bookings/${booking.id}/documents/${refundDocument.id}/pdf`, headers);
    expect(pdf.statusCode).toBe(200);
    const { text, pages } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Refund Voucher');
    expect(text).toContain(refundDocument.number);
    expect(text).toContain(documents[0].number);
    expect(text).toContain('Rupees Three Thousand Only');
  });

  it('spreads a refund over payments newest first and issues a credit note once the tax invoice exists', async () => {
    const { booking, paymentIds, headers } = await paidOnline(true);
    const cancelled = await call('POST', `/api/admin/bookings/${booking.id}/cancel`, admin, { refundTo: 'original', amount: 16000 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sent = fake.refunds.filter((r) => r.notes.bookingId === booking.id).map((r) => [r.payment_id, r.amount]);
    expect(sent).toEqual([
      [paymentIds[1], 1500000],
      [paymentIds[0], 100000],
    ]);
    const types = (await documentsOf(booking.id, headers)).map((d) => d.type);
    expect(types.filter((type) => type === 'credit_note')).toHaveLength(2);
    expect(types).toContain('tax_invoice');
    expect(types).not.toContain('refund_voucher');
  });

  it('cancelled to a voucher: a refund voucher moves the advance off the booking; spending it is a receipt on the new one', async () => {
    const { booking, headers } = await paidOnline();
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'voucher' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(fake.refunds.filter((r) => r.notes.bookingId === booking.id)).toEqual([]);
    const documents = await documentsOf(booking.id, headers);
    expect(documents.map((d) => [d.type, d.amount])).toEqual([
      ['receipt_voucher', 5000],
      ['refund_voucher', 5000],
    ]);
    const { code } = (await call('GET', '/api/vouchers', headers)).json().vouchers[0];
    const trip = await createTrip(t, admin, { price: 4000 });
    const departure = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(60, t.app.now()) });
    const next = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    const paid = await call('POST', `/api/bookings/${next.id}/pay`, headers, { voucherCode: code });
    expect(paid.json()).toEqual({ payment: { provider: 'voucher', amount: 0 } });
    // Each rupee taxed once: out of the cancelled booking by the refund voucher, into the new one by its receipts.
    expect((await documentsOf(next.id, headers)).map((d) => [d.type, d.amount])).toEqual([['receipt_voucher', 1000]]);
  });

  it('leaves the refund pending when Razorpay is down, and the background retry sends it once it is back', async () => {
    const { booking, headers } = await paidOnline();
    fake.mode = 'down';
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ status: 'cancelled', refunds: [{ status: 'pending', providerRefundId: null }] });
    // Not due yet: nothing is sent.
    fake.mode = 'ok';
    expect(await retryPendingRefunds(t.app.ledger)).toBe(0);
    t.clock.advance(31_000);
    expect(await retryPendingRefunds(t.app.ledger)).toBe(1);
    expect((await readBooking(booking.id)).refunds[0]).toMatchObject({
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(fake.refunds.filter((r) => r.notes.bookingId === booking.id)).toHaveLength(1);
    // Nothing left to retry.
    t.clock.advance(3_600_000);
    expect(await retryPendingRefunds(t.app.ledger)).toBe(0);
  });

  it('a slow answer leaves it pending; the retry finds the refund Razorpay made instead of refunding twice', async () => {
    const { booking, headers } = await paidOnline();
    fake.mode = 'slow';
    fake.slowMs = 2000;
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
    expect(cancelled.json().booking.refunds[0]).toMatchObject({ status: 'pending' });
    // Razorpay did make it: the answer was lost.
    expect(fake.refunds.filter((r) => r.notes.bookingId === booking.id)).toHaveLength(1);
    fake.mode = 'ok';
    t.clock.advance(31_000);
    expect(await retryPendingRefunds(t.app.ledger)).toBe(1);
    expect((await readBooking(booking.id)).refunds[0]).toMatchObject({ status: 'processed' });
    expect(fake.refunds.filter((r) => r.notes.bookingId === booking.id)).toHaveLength(1);
    expect(fake.refusals).toEqual([]);
  });
});

describe('refund webhooks', () => {
  const deliver = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }) },
      payload: body,
    });
  const refundEvent = (event: string, refund: { id: string; payment_id: string; amount: number; notes?: object }) =>
    JSON.stringify({
      entity: 'event',
      event,
      payload: { refund: { entity: { ...refund, entity: 'refund', status: event.split('.')[1] } } },
    });

  it('refund.processed settles a pending refund once, however often it is delivered; refund.failed gives the amount back', async () => {
    fake.refundStatus = 'pending';
    const { booking, headers } = await paidOnline();
    await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
    const sent = fake.refunds.find((r) => r.notes.bookingId === booking.id)!;
    expect((await readBooking(booking.id)).refunds[0]).toMatchObject({ status: 'pending', providerRefundId: sent.id });
    const body = refundEvent('refund.processed', sent);
    for (let i = 0; i < 3; i++) {
      const response = await deliver(body, signWebhook(webhookSecret, body));
      expect(response.statusCode).toBe(200);
    }
    const after = await readBooking(booking.id);
    expect(after.refunds[0]).toMatchObject({ status: 'processed' });
    expect((await documentsOf(booking.id, headers)).filter((d) => d.type === 'refund_voucher')).toHaveLength(1);

    const second = await paidOnline();
    await call('POST', `/api/bookings/${second.booking.id}/cancel`, second.headers, { refundTo: 'original' });
    const failing = fake.refunds.find((r) => r.notes.bookingId === second.booking.id)!;
    const failed = refundEvent('refund.failed', failing);
    expect((await deliver(failed, signWebhook(webhookSecret, failed))).statusCode).toBe(200);
    expect(await readBooking(second.booking.id)).toMatchObject({ amountRefunded: 0, refunds: [{ status: 'failed' }] });
    // A processed event after the failure changes nothing.
    const late = refundEvent('refund.processed', failing);
    await deliver(late, signWebhook(webhookSecret, late));
    expect((await readBooking(second.booking.id)).refunds[0].status).toBe('failed');
    fake.refundStatus = 'processed';
  });

  it('acknowledges an unknown refund, refuses a bad signature, and changes nothing', async () => {
    const before = await bookingTables(t);
    const unknown = refundEvent('refund.processed', { id: 'rfnd_NotOurs000001', payment_id: 'pay_NotOurs', amount: 100 });
    const response = await deliver(unknown, signWebhook(webhookSecret, unknown));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
    expectError(await deliver(unknown, signWebhook('wrong', unknown)), 400);
    expect(await bookingTables(t)).toEqual(before);
  });
});
