/**
 * Refunds through Razorpay's Refunds API, against the local fake that checks what we send (basic auth,
 * amount in paise, speed normal, the reference as receipt, notes.bookingId, an idempotency key per
 * refund): newest payment first, never more than paid. A refund is sent by its `refund-send` job,
 * made in the cancelling transaction: no cancel waits for Razorpay, a crash after the commit loses
 * nothing, and a provider down, failing, slow or hanging leaves the refund pending, retried by
 * pg-boss without ever refunding twice; refund.processed / refund.failed webhooks settle it once;
 * each refund that went back issues its GST document (refund voucher, else credit note).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../../server/src/app.ts';
import type { LedgerOptions } from '../../../../../server/src/services/bookings/booking-ledger.ts';
import { cancelWithMoney } from '../../../../../server/src/services/bookings/booking-cancellation.ts';
import { signCheckout, signWebhook } from '../../../../../server/src/services/money/payments/razorpay.ts';
import { REFUND_SEND_QUEUE } from '../../../../../server/src/services/money/refunds.ts';
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
import { deliverWebhook, type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../support/fake-razorpay.ts';
import { until } from '../../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let fake: FakeRazorpay;
let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;
let webhookSecret: string;

/** Razorpay waits 1.5 s for an answer: a cancel that waited for it could not answer within a second. */
const settings = (fake: FakeRazorpay) =>
  razorpayEnv(fake, {
    RAZORPAY_TIMEOUT_MS: '1500',
    GSTIN: '29AAACW1234A1ZU',
    BUSINESS_STATE_CODE: '29',
    BUSINESS_ADDRESS: '21 MG Road, Bengaluru, Karnataka 560001, India',
    JOB_POLL_SECONDS: '0.5',
    REFUND_RETRY_DELAY_SECONDS: '1',
  });

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const env = settings(fake);
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

interface RefundJobRow {
  id: string;
  state: string;
  data: { refundId: string };
  retryCount: number;
  output: { message?: string } | null;
}

/** A refund's job (its id is the refund's), read from pg-boss's table. */
const jobOf = async (t: TestApp, refundId: string) =>
  (
    await sql<RefundJobRow>`SELECT id, state, data, retry_count, output FROM pgboss.job
      WHERE name = ${REFUND_SEND_QUEUE} AND id = ${refundId}::uuid`.execute(t.db)
  ).rows[0];

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
/** The booking once its job has sent every refund (each answered by Razorpay: processed, failed or pending with its id). */
const sentBooking = (id: string) =>
  until(
    () => readBooking(id),
    (booking: { refunds: { id: string; status: string; providerRefundId: string | null }[] }) =>
      booking.refunds.length > 0 && booking.refunds.every((r) => r.status !== 'pending' || r.providerRefundId !== null),
    15_000,
  );
const sentFor = (bookingId: string) => fake.refunds.filter((r) => r.notes.bookingId === bookingId);
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
    const refundRow = (await sentBooking(booking.id)).refunds[0];
    const sent = sentFor(booking.id);
    expect(sent).toHaveLength(1);
    expect(await jobOf(t, refundRow.id)).toMatchObject({ data: { refundId: refundRow.id }, retryCount: 0 });
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
    await sentBooking(booking.id);
    const sent = sentFor(booking.id)
      .map((r) => [r.payment_id, r.amount])
      .sort((a, b) => Number(b[1]) - Number(a[1]));
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
    expect(paid.json()).toEqual({
      payment: { provider: 'voucher', amount: 0 },
      voucher: { code, amount: 1000, balance: expect.any(Number) },
    });
    // Each rupee taxed once: out of the cancelled booking by the refund voucher, into the new one by its receipts.
    expect((await documentsOf(next.id, headers)).map((d) => [d.type, d.amount])).toEqual([['receipt_voucher', 1000]]);
  });

  it('answers a cancel at once while Razorpay hangs; once it answers, the retry sends the refund, one at Razorpay', async () => {
    const { booking, headers } = await paidOnline();
    fake.mode = 'stall';
    try {
      const started = performance.now();
      const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
      const tookMs = performance.now() - started;
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().booking).toMatchObject({ status: 'cancelled', refunds: [{ status: 'pending', providerRefundId: null }] });
      expect(tookMs).toBeLessThan(1000);
      const refundId = cancelled.json().booking.refunds[0].id as string;
      // The job sent it and is waiting on the hanging Razorpay; the refund stays pending.
      await until(
        () => fake.refundPosts.get(refundId) ?? 0,
        (posts) => posts > 0,
      );
      expect((await readBooking(booking.id)).refunds[0]).toMatchObject({ status: 'pending', providerRefundId: null });
    } finally {
      fake.mode = 'ok';
    }
    const refund = (await sentBooking(booking.id)).refunds[0];
    expect(refund).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(sentFor(booking.id)).toHaveLength(1);
    // The stalled send, then after a look at the payment's refunds the one that made it.
    expect(fake.refundPosts.get(refund.id)).toBe(2);
    expect(await jobOf(t, refund.id)).toMatchObject({ state: 'completed', retryCount: expect.any(Number) });
    expect((await jobOf(t, refund.id)).retryCount).toBeGreaterThan(0);
  });

  it('neither the admin cancel nor the operator cancelling a departure waits for a hanging Razorpay', async () => {
    const first = await paidOnline();
    const second = await paidOnline();
    fake.mode = 'stall';
    try {
      let started = performance.now();
      const byAdmin = await call('POST', `/api/admin/bookings/${first.booking.id}/cancel`, admin, { refundTo: 'original' });
      const adminCancelMs = performance.now() - started;
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(adminCancelMs).toBeLessThan(1000);
      started = performance.now();
      const byOperator = await call('PUT', `/api/admin/departures/${second.booking.departureId}`, admin, { status: 'cancelled' });
      const departureCancelMs = performance.now() - started;
      expect(byOperator.statusCode, byOperator.body).toBe(200);
      expect(departureCancelMs).toBeLessThan(1000);
      expect((await readBooking(second.booking.id)).refunds).toMatchObject([{ status: 'pending', amount: 5000 }]);
    } finally {
      fake.mode = 'ok';
    }
    for (const { booking } of [first, second]) {
      expect((await sentBooking(booking.id)).refunds.map((r: { status: string }) => r.status)).toEqual(['processed']);
      expect(sentFor(booking.id)).toHaveLength(1);
    }
  });

  it('a provider failing (500) leaves the refund pending with the error on its job, retried; sent once when it recovers', async () => {
    const { booking, headers } = await paidOnline();
    fake.mode = 'error';
    let refundId = '';
    try {
      const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      refundId = cancelled.json().booking.refunds[0].id;
      // Failed tries: pg-boss keeps the job to retry, with the error it failed with.
      const retrying = await until(
        () => jobOf(t, refundId),
        (job) => job?.state === 'retry' && job.retryCount >= 1,
      );
      expect(retrying).toMatchObject({ state: 'retry', data: { refundId } });
      expect(retrying.output?.message).toMatch(/Razorpay answered HTTP 500/);
      expect((await readBooking(booking.id)).refunds[0]).toMatchObject({ status: 'pending', providerRefundId: null });
      expect(sentFor(booking.id)).toEqual([]);
    } finally {
      fake.mode = 'ok';
    }
    expect((await sentBooking(booking.id)).refunds[0]).toMatchObject({ status: 'processed' });
    expect(sentFor(booking.id)).toHaveLength(1);
    expect(await jobOf(t, refundId)).toMatchObject({ state: 'completed' });
    expect(fake.refusals).toEqual([]);
  });

  it('a slow answer is lost: the retry finds the refund Razorpay made instead of sending it again', async () => {
    const { booking, headers } = await paidOnline();
    fake.mode = 'slow';
    fake.slowMs = 2500;
    try {
      const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
      expect(cancelled.json().booking.refunds[0]).toMatchObject({ status: 'pending' });
      // Razorpay did make it: the answer was lost.
      await until(
        () => sentFor(booking.id),
        (sent) => sent.length > 0,
      );
    } finally {
      fake.mode = 'ok';
    }
    const refund = (await sentBooking(booking.id)).refunds[0];
    expect(refund).toMatchObject({ status: 'processed', providerRefundId: sentFor(booking.id)[0].id });
    expect(sentFor(booking.id)).toHaveLength(1);
    expect(fake.refundPosts.get(refund.id)).toBe(1);
    expect(fake.refusals).toEqual([]);
  });

  it('makes the job in the transaction that writes the refund: rolled back, neither is there', async () => {
    const { booking } = await paidOnline();
    const seen: RefundJobRow[] = [];
    const ledger: LedgerOptions = {
      ...t.app.ledger,
      queueRefund: async (trx, refundId) => {
        await t.app.ledger.queueRefund(trx, refundId);
        const { rows } = await sql<RefundJobRow>`SELECT id, state, data FROM pgboss.job
          WHERE name = ${REFUND_SEND_QUEUE} AND id = ${refundId}::uuid`.execute(trx);
        seen.push(...rows);
        throw new Error('the process died before the commit');
      },
    };
    await expect(cancelWithMoney(ledger, booking.id, { by: 'admin', refundTo: 'original' })).rejects.toThrow('died before the commit');
    expect(seen).toMatchObject([{ state: 'created', data: { refundId: seen[0]?.id } }]);
    expect(await jobOf(t, seen[0].id)).toBeUndefined();
    expect(await readBooking(booking.id)).toMatchObject({ status: 'confirmed', refunds: [], amountRefunded: 0 });
  });
});

describe('a crash after the cancel committed', () => {
  it('loses no refund: its job is there when the cancel answers, and the next start sends it', async () => {
    const own = await startFakeRazorpay();
    const crashing = await createTestApp(settings(own));
    try {
      const call = caller(crashing);
      const admin = await adminHeaders(crashing);
      const trip = await createTrip(crashing, admin, { price: 20000 });
      const departure = await createDeparture(crashing, admin, trip.id, { startDate: daysFromNow(40, crashing.app.now()) });
      /** A booking with its deposit paid online. */
      const paidBooking = async (paymentId: string) => {
        const traveller = await travellerHeaders(crashing);
        const booking = (await call('POST', '/api/bookings', traveller.headers, { departureId: departure.id, adults: 1 })).json().booking;
        const { payment } = (await call('POST', `/api/bookings/${booking.id}/pay`, traveller.headers, {})).json();
        own.payments.set(paymentId, payment.amount);
        await call('POST', `/api/bookings/${booking.id}/razorpay/verify`, traveller.headers, {
          razorpay_order_id: payment.orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signCheckout(own.keySecret, payment.orderId, paymentId),
        });
        return { booking, headers: traveller.headers };
      };
      const cancel = async ({ booking, headers }: Awaited<ReturnType<typeof paidBooking>>) => {
        const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, { refundTo: 'original' });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        return cancelled.json().booking.refunds[0].id as string;
      };
      const first = await paidBooking('pay_Crash0001');
      const second = await paidBooking('pay_Crash0002');
      // Razorpay hangs, so no try can finish before the crash.
      own.mode = 'stall';
      const refundId = await cancel(first);
      // Committed with the cancellation: the job is there as soon as the cancel has answered.
      expect(await jobOf(crashing, refundId)).toMatchObject({ data: { refundId }, retryCount: 0 });
      // One more, as a refund written before refunds had jobs: its job is gone.
      const older = await cancel(second);
      await crashing.app.close();
      await sql`DELETE FROM pgboss.job WHERE id = ${older}::uuid`.execute(crashing.db);
      expect(own.refunds).toEqual([]);
      own.mode = 'ok';
      // The next start (a replica, a restart) finds the job waiting, makes the missing one, and sends each refund once.
      const restarted = await buildApp({
        config: crashing.config,
        db: crashing.db,
        jobDatabase: crashing.jobDatabase,
        now: () => new Date(),
      });
      try {
        await restarted.ready();
        const refunds = await until(
          () => crashing.db.selectFrom('refunds').selectAll().where('id', 'in', [refundId, older]).execute(),
          (rows) => rows.every((row) => row.status === 'processed'),
        );
        expect(refunds.map((row) => row.status)).toEqual(['processed', 'processed']);
        expect(own.refunds.map((r) => r.idempotencyKey).sort()).toEqual([refundId, older].sort());
        expect(await jobOf(crashing, older)).toMatchObject({ state: 'completed', data: { refundId: older } });
      } finally {
        await restarted.close();
      }
    } finally {
      await crashing.close();
      await own.close();
    }
  }, 30_000);
});

describe('refund webhooks', () => {
  const deliver = (body: string, signature?: string) => deliverWebhook(t.app, body, signature);
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
    await sentBooking(booking.id);
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
    await sentBooking(second.booking.id);
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
