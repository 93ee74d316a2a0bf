/**
 * Bank transfers matched (PAYMENT_BANK_MATCHING=razorpay) against the local Razorpay fake: a booking
 * that owes money gets its own Smart Collect account (what we send checked) shown instead of the
 * shared payee; virtual_account.credited records the transfer (bank_transfer, the UTR as reference,
 * a receipt), once per payment id; a bad signature is 400 with nothing changed; an unknown account
 * is acknowledged; a transfer above what is owed is recorded and its excess shown; the account is
 * closed once paid or cancelled; Razorpay down never fails the booking (the job makes it later).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { signWebhook } from '../../../../../server/src/services/money/payments/razorpay.ts';
import { expectError } from '../../../support/api.ts';
import { adminHeaders, bookingTables, caller, reserveBooking } from '../../../support/bookings.ts';
import { deliverWebhook, type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../support/fake-razorpay.ts';
import { until } from '../../../support/message-lines.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let fake: FakeRazorpay;
let t: TestApp;
let admin: Record<string, string>;
let webhookSecret: string;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const env = razorpayEnv(fake, { PAYMENT_PROVIDER: 'offline', PAYMENT_BANK_MATCHING: 'razorpay', JOB_POLL_SECONDS: '0.5' });
  webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  t = await createTestApp(env);
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A booking of two seats at ₹10,000, and what its page asks to pay now. */
async function reserve() {
  const reserved = await reserveBooking(t, admin, { adults: 2, trip: { price: 10000 }, departure: { seatsTotal: 5 } });
  const asked = await caller(t)('POST', `/api/bookings/${reserved.booking.id}/pay`, reserved.headers, {});
  expect(asked.statusCode, asked.body).toBe(200);
  return { ...reserved, payment: asked.json().payment as Record<string, any> };
}

const credited = (accountId: string, paymentId: string, amount: number, utr: string) =>
  JSON.stringify({
    entity: 'event',
    event: 'virtual_account.credited',
    contains: ['payment', 'virtual_account', 'bank_transfer'],
    payload: {
      payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', method: 'bank_transfer' } },
      virtual_account: { entity: { id: accountId, entity: 'virtual_account', notes: {} } },
      bank_transfer: { entity: { id: `bt_${paymentId}`, utr, mode: 'NEFT', amount, payment_id: paymentId } },
    },
    created_at: Math.floor(Date.now() / 1000),
  });

const deliver = (body: string, signature?: string) => deliverWebhook(t.app, body, signature);
const signed = (body: string) => deliver(body, signWebhook(webhookSecret, body));

const accountOf = (bookingId: string) => fake.virtualAccounts.find((account) => account.notes.bookingId === bookingId)!;
const read = async (id: string, headers: Record<string, string>) =>
  (await caller(t)('GET', `/api/bookings/${id}`, headers)).json().booking as Record<string, any>;

describe('bank transfers matched', () => {
  it('gives an owing booking its own account, shown instead of the shared payee', async () => {
    const { booking, payment } = await reserve();
    const account = accountOf(booking.id);
    expect(account).toMatchObject({ description: booking.reference, notes: { bookingId: booking.id }, status: 'active' });
    expect(account.close_by * 1000).toBeGreaterThan(Date.now());
    expect(booking.bankAccount).toEqual({
      accountNumber: account.account_number,
      ifsc: 'RATN0VAAPIS',
      name: 'Wander India Trips',
      upiId: account.vpa,
    });
    expect(payment).toMatchObject({ provider: 'offline', amount: 5000, upiId: account.vpa, payeeName: 'Wander India Trips' });
    expect(payment.instructions).toContain(account.account_number);
    expect(payment.upiLink).toContain(encodeURIComponent(account.vpa));
    expect(fake.refusals).toEqual([]);
  });

  it('records a transfer with its UTR and receipt, once however often it is delivered; a bad signature changes nothing', async () => {
    const { booking, headers } = await reserve();
    const account = accountOf(booking.id);
    const body = credited(account.id, 'pay_Neft00000001', 500000, 'UTR2026112800001');
    expect((await signed(body)).json()).toEqual({ status: 'counted' });
    const after = await read(booking.id, headers);
    expect(after).toMatchObject({ status: 'confirmed', amountPaid: 5000, excessAmount: 0 });
    expect(after.payments).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        amount: 5000,
        providerPaymentId: 'pay_Neft00000001',
        reference: 'UTR2026112800001',
      }),
    ]);
    const documents = (await caller(t)('GET', `/api/bookings/${booking.id}/documents`, headers)).json().documents;
    expect(documents.map((d: { type: string; amount: number }) => [d.type, d.amount])).toEqual([['receipt', 5000]]);

    const before = await bookingTables(t);
    expect((await signed(body)).json()).toEqual({ status: 'already counted' });
    expectError(await deliver(body, 'deadbeef'), 400, bookingMessages.webhookSignatureInvalid);
    expectError(await deliver(body), 400, bookingMessages.webhookSignatureInvalid);
    const forged = credited(account.id, 'pay_Neft00000002', 500000, 'UTR2026112800002');
    expectError(await deliver(forged, signWebhook('another-secret', forged)), 400, bookingMessages.webhookSignatureInvalid);
    expect(await bookingTables(t)).toEqual(before);

    // An account we never made: acknowledged, nothing recorded.
    expect((await signed(credited('va_SomeoneElse01', 'pay_Neft00000003', 100000, 'UTR3'))).json()).toEqual({ status: 'ignored' });
    expect(await bookingTables(t)).toEqual(before);
  });

  it('records a transfer above what is owed, shows the excess, and closes the account once paid', async () => {
    const { booking, headers } = await reserve();
    const account = accountOf(booking.id);
    expect((await signed(credited(account.id, 'pay_Neft00000010', 2_100_000, 'UTR10'))).json()).toEqual({ status: 'counted' });
    const after = await read(booking.id, headers);
    expect(after).toMatchObject({ status: 'paid', amountPaid: 21000, totalAmount: 20000, excessAmount: 1000, balanceDue: 0 });
    await until(
      () => account.status,
      (status) => status === 'closed',
    );
    const closed = await until(
      () => read(booking.id, headers),
      (b) => b.bankAccount === null,
    );
    expect(closed.excessAmount).toBe(1000);
    const row = await t.db.selectFrom('bankAccounts').selectAll().where('bookingId', '=', booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'closed', providerAccountId: account.id });
    expect(fake.refusals).toEqual([]);
  });

  it('closes the account of a cancelled booking', async () => {
    const { booking, headers } = await reserve();
    const account = accountOf(booking.id);
    const cancelled = await caller(t)('POST', `/api/bookings/${booking.id}/cancel`, headers, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until(
      () => account.status,
      (status) => status === 'closed',
    );
    expect((await read(booking.id, headers)).bankAccount).toBeNull();
  });

  it('Razorpay down: the booking is made all the same, its account by the job once Razorpay answers', async () => {
    fake.mode = 'down';
    const made = fake.virtualAccounts.length;
    const { booking, headers, payment } = await reserve();
    expect(booking.bankAccount).toBeNull();
    expect(payment.provider).toBe('offline');
    expect(fake.virtualAccounts).toHaveLength(made);
    fake.mode = 'ok';
    const later = await until(
      () => read(booking.id, headers),
      (b) => b.bankAccount !== null,
      30_000,
    );
    expect(later.bankAccount.accountNumber).toBe(accountOf(booking.id).account_number);
    expect(fake.virtualAccounts.filter((account) => account.notes.bookingId === booking.id)).toHaveLength(1);
  });
});
