/**
 * Each pays their share with Razorpay (DESIGN "Each pays their share", "Payment links"): three
 * people pay their shares on their own pay pages; the booking is confirmed once its deposit is
 * covered, whoever paid, and each payment has its own receipt voucher in the payer's name. The
 * lead's reminder carries a payment link made exactly as DESIGN says; payment_link.paid counts once,
 * a bad signature is 400 with nothing changed, an unknown link is acknowledged. Razorpay down: the
 * reminder goes with the pay page and a job makes the link later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../../../server/src/domain/index.ts';
import { instalmentReference } from '../../../../../server/src/services/messages/instalment-payment-link.ts';
import { signCheckout, signWebhook } from '../../../../../server/src/services/money/payments/razorpay.ts';
import { bookingTables, caller, createDeparture, createTrip, travellerHeaders } from '../../../support/bookings.ts';
import { BUSINESS_GSTIN } from '../../../support/documents.ts';
import { deliverWebhook, type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../support/fake-razorpay.ts';
import { bearer, createTestApp, type TestApp } from '../../../support/test-app.ts';

let fake: FakeRazorpay;
let t: TestApp;
let admin: Record<string, string>;
let webhookSecret: string;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const env = razorpayEnv(fake, { GSTIN: BUSINESS_GSTIN, REFUND_RETRY_DELAY_SECONDS: '1', PUBLIC_URL: 'https://trips.example.in' });
  webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  t = await createTestApp(env);
  admin = bearer(await t.adminToken());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const names = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer'];

async function splitBooking() {
  const trip = await createTrip(t, admin, { price: 10000 });
  const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 6 });
  const lead = await travellerHeaders(t);
  const response = await caller(t)('POST', '/api/bookings', lead.headers, {
    departureId: departure.id,
    adults: 3,
    split: true,
    travellers: names.map((name) => ({ name })),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { booking, payment } = response.json();
  return { ...lead, booking, payment, tokens: booking.shares.map((s: { payUrl: string }) => s.payUrl.replace('/pay/', '')) as string[] };
}

/** One person on their own pay page: the order for the share's due part, then Checkout's answer verified. */
async function payShare(token: string, paymentId: string) {
  const asked = await t.app.inject({ method: 'POST', url: `/api/pay/${token}` });
  expect(asked.statusCode, asked.body).toBe(200);
  const payment = asked.json().payment;
  expect(payment).toMatchObject({ provider: 'razorpay', currency: 'INR' });
  const verified = await t.app.inject({
    method: 'POST',
    url: `/api/pay/${token}/razorpay/verify`,
    payload: {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signCheckout(fake.keySecret, payment.orderId, paymentId),
    },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { payment, page: verified.json() };
}

const deliver = (body: string, signature?: string) => deliverWebhook(t.app, body, signature);

const linkPaid = (linkId: string, referenceId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, reference_id: referenceId, amount, amount_paid: amount, status: 'paid' } },
      payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured', order_id: 'order_ByTheLink01' } },
    },
  });

const shareRequests = (bookingId: string) =>
  t.db
    .selectFrom('messages')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('template', '=', 'share_request')
    .orderBy('createdAt')
    .execute();

describe('three people pay their shares', () => {
  it('confirms the booking once the deposit is covered, whoever paid, with a receipt voucher in each payer’s name', async () => {
    const { booking, headers, tokens } = await splitBooking();
    expect(booking.shares.map((s: { due: number }) => s.due)).toEqual([2500, 2500, 2500]);
    const first = await payShare(tokens[1], 'pay_Share00000001');
    expect(first.payment.amount).toBe(250000);
    expect(first.page.share).toMatchObject({ name: 'Ravi Kumar', amountPaid: 2500, due: 0 });
    let now = (await caller(t)('GET', `/api/bookings/${booking.id}`, headers)).json().booking;
    expect(now).toMatchObject({ status: 'pending_payment', amountPaid: 2500 });
    await payShare(tokens[2], 'pay_Share00000002');
    await payShare(tokens[0], 'pay_Share00000003');
    now = (await caller(t)('GET', `/api/bookings/${booking.id}`, headers)).json().booking;
    expect(now).toMatchObject({ status: 'confirmed', amountPaid: 7500 });
    // Confirmed: each share now owes the rest of its amount.
    expect(now.shares.map((s: { amountPaid: number; due: number }) => [s.amountPaid, s.due])).toEqual([
      [2500, 7500],
      [2500, 7500],
      [2500, 7500],
    ]);
    const confirmations = await t.db
      .selectFrom('messages')
      .select('id')
      .where('bookingId', '=', booking.id)
      .where('template', '=', 'booking_confirmed')
      .execute();
    expect(confirmations).toHaveLength(1);
    const documents = await t.db.selectFrom('documents').selectAll().where('bookingId', '=', booking.id).orderBy('sequence').execute();
    expect(documents.map((d) => [d.type, d.amountPaise, d.buyerName])).toEqual([
      ['receipt_voucher', 250000, 'Ravi Kumar'],
      ['receipt_voucher', 250000, 'Meera Iyer'],
      ['receipt_voucher', 250000, 'Asha Rao'],
    ]);
    // Ravi pays the rest on the same page; his share is then paid and its token used.
    await payShare(tokens[1], 'pay_Share00000004');
    expect((await t.app.inject({ method: 'GET', url: `/api/pay/${tokens[1]}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/pay/${tokens[1]}` })).statusCode).toBe(404);
  });

  it('at booking, the lead is asked for their own share only, and paying it counts on that share', async () => {
    const { booking, payment, headers } = await splitBooking();
    expect(payment).toMatchObject({ provider: 'razorpay', amount: 250000 });
    const verified = await caller(t)('POST', `/api/bookings/${booking.id}/razorpay/verify`, headers, {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: 'pay_LeadShare0001',
      razorpay_signature: signCheckout(fake.keySecret, payment.orderId, 'pay_LeadShare0001'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().booking.shares.map((s: { amountPaid: number }) => s.amountPaid)).toEqual([2500, 0, 0]);
    const receipts = await t.db.selectFrom('documents').select('buyerName').where('bookingId', '=', booking.id).execute();
    expect(receipts).toEqual([{ buyerName: 'Asha Rao' }]);
  });

  it('refuses an order of another share, or a wrong signature, with nothing changed', async () => {
    const { tokens } = await splitBooking();
    const asked = (await t.app.inject({ method: 'POST', url: `/api/pay/${tokens[0]}` })).json().payment;
    const before = await bookingTables(t);
    for (const [token, signature] of [
      [tokens[1], signCheckout(fake.keySecret, asked.orderId, 'pay_Wrong000001')],
      [tokens[0], signCheckout('not-the-secret', asked.orderId, 'pay_Wrong000001')],
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/pay/${token}/razorpay/verify`,
        payload: { razorpay_order_id: asked.orderId, razorpay_payment_id: 'pay_Wrong000001', razorpay_signature: signature },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('Payment could not be verified');
    }
    expect(await bookingTables(t)).toEqual(before);
  });
});

describe('reminders with payment links', () => {
  it('makes the link exactly as DESIGN says, and payment_link.paid counts once for the share', async () => {
    const { booking, headers } = await splitBooking();
    const share = booking.shares[2];
    const reminded = await caller(t)('POST', `/api/bookings/${booking.id}/shares/${share.id}/remind`, headers);
    expect(reminded.statusCode, reminded.body).toBe(200);
    const link = fake.paymentLinks.at(-1)!;
    expect(fake.refusals).toEqual([]);
    expect(link).toMatchObject({
      amount: 250000,
      reference_id: share.id,
      customer: { name: 'Meera Iyer', contact: `+${booking.user.countryCode}${booking.user.mobileNumber}` },
      notify: { sms: false, email: false },
      callback_url: `https://trips.example.in${share.payUrl}`,
      callback_method: 'get',
    });
    expect(link.description).toContain(booking.reference);
    expect(reminded.json().paymentLink).toBe(link.short_url);
    const [message] = await shareRequests(booking.id);
    expect(message.params).toMatchObject({ name: 'Meera Iyer', amount: '₹2,500', link: link.short_url });
    expect(message.sendAt.getTime()).toBeLessThanOrEqual(t.app.now().getTime());
    // Reminded again: the same link, never a second one for the share (Razorpay takes one per reference_id).
    expect((await caller(t)('POST', `/api/bookings/${booking.id}/shares/${share.id}/remind`, headers)).json().paymentLink).toBe(
      link.short_url,
    );
    expect(fake.paymentLinks.filter((l) => l.reference_id === share.id)).toHaveLength(1);

    const body = linkPaid(link.id, share.id, 'pay_ByLink000001', 250000);
    const before = await bookingTables(t);
    for (const signature of [undefined, 'f'.repeat(64), signWebhook('wrong-secret', body)]) {
      expect((await deliver(body, signature)).statusCode).toBe(400);
    }
    expect(await bookingTables(t)).toEqual(before);
    for (let i = 0; i < 3; i += 1) {
      const delivered = await deliver(body, signWebhook(webhookSecret, body));
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json().status).toBe(i === 0 ? 'counted' : 'already counted');
    }
    const after = (await caller(t)('GET', `/api/bookings/${booking.id}`, headers)).json().booking;
    expect(after.amountPaid).toBe(2500);
    expect(after.shares[2]).toMatchObject({ amountPaid: 2500, due: 0 });
    const receipts = await t.db.selectFrom('documents').select(['buyerName']).where('bookingId', '=', booking.id).execute();
    expect(receipts).toEqual([{ buyerName: 'Meera Iyer' }]);
  });

  it('acknowledges a payment_link.paid for a link it never made, and changes nothing', async () => {
    const body = linkPaid('plink_NotOurs00001', '00000000-0000-0000-0000-000000000000', 'pay_NotOurs00001', 250000);
    const before = await bookingTables(t);
    const delivered = await deliver(body, signWebhook(webhookSecret, body));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().status).toBe('ignored');
    expect(await bookingTables(t)).toEqual(before);
  });

  it('Razorpay down: the reminder goes at once with the pay page, and a job makes the link later and sends it', async () => {
    const { booking, headers } = await splitBooking();
    const share = booking.shares[1];
    fake.mode = 'down';
    const reminded = await caller(t)('POST', `/api/bookings/${booking.id}/shares/${share.id}/remind`, headers);
    fake.mode = 'ok';
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json().paymentLink).toBeNull();
    const [first] = await shareRequests(booking.id);
    expect(first.params).toMatchObject({ link: `https://trips.example.in${share.payUrl}` });
    // The job (retried after REFUND_RETRY_DELAY_SECONDS) makes the link and sends the request again with it.
    const deadline = Date.now() + 20_000;
    let made: { status: string; shortUrl: string | null } | undefined;
    while (Date.now() < deadline) {
      made = await t.db.selectFrom('paymentLinks').select(['status', 'shortUrl']).where('referenceId', '=', share.id).executeTakeFirst();
      if (made?.status === 'created' && (await shareRequests(booking.id)).length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(made?.status).toBe('created');
    const link = fake.paymentLinks.find((l) => l.reference_id === share.id)!;
    expect(made?.shortUrl).toBe(link.short_url);
    const messages = await shareRequests(booking.id);
    expect(messages).toHaveLength(2);
    expect(messages[1].params).toMatchObject({ link: link.short_url });
  }, 30_000);
});

describe('instalment reminders with payment links', () => {
  it('sends an instalment reminder with a one-tap link for what the instalment owes, one link per instalment', async () => {
    const trip = await createTrip(t, admin, { price: 60000 });
    const startDate = addDays(calendarDay(t.app.now(), t.app.config.TIME_ZONE), 120);
    const paymentPlan = [
      { daysBefore: null, percent: 30 },
      { daysBefore: 60, percent: 40 },
      { daysBefore: 30, percent: 30 },
    ];
    const departure = await createDeparture(t, admin, trip.id, { startDate, paymentPlan });
    const lead = await travellerHeaders(t);
    const made = await caller(t)('POST', '/api/bookings', lead.headers, { departureId: departure.id, adults: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().booking as { id: string; reference: string };
    const paid = await caller(t)('POST', `/api/admin/bookings/${booking.id}/payments`, admin, { amount: 18000, method: 'upi' });
    expect(paid.statusCode, paid.body).toBe(201);
    const reminder = await t.db
      .selectFrom('messages')
      .select(['id', 'sendAt'])
      .where('bookingId', '=', booking.id)
      .where('template', '=', 'instalment_reminder')
      .orderBy('sendAt')
      .executeTakeFirstOrThrow();
    const base = t.app.now().getTime();
    t.clock.runFrom(new Date(reminder.sendAt.getTime() + 1000));
    try {
      await t.app.messages.dispatcher.queueDue();
      let status = '';
      for (let tries = 0; tries < 100 && status !== 'sent'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await t.db.selectFrom('messages').select('status').where('id', '=', reminder.id).executeTakeFirstOrThrow()).status;
      }
      expect(status).toBe('sent');
    } finally {
      t.clock.runFrom(new Date(base));
    }
    const links = fake.paymentLinks.filter((link) => link.reference_id === instalmentReference(booking.id, 2));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ amount: 2400000, callback_method: 'get', notify: { sms: false, email: false } });
    expect(links[0].callback_url).toContain(`/bookings/${booking.id}`);
    expect(links[0].description).toContain(booking.reference);
    const stored = await t.db
      .selectFrom('paymentLinks')
      .select(['purpose', 'status', 'shortUrl'])
      .where('bookingId', '=', booking.id)
      .execute();
    expect(stored).toEqual([{ purpose: 'instalment', status: 'created', shortUrl: links[0].short_url }]);
  }, 30_000);
});
