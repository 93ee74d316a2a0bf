/**
 * A local fake of Razorpay's Orders API: POST /v1/orders with HTTP basic auth (key id : key
 * secret) and a JSON body {amount (integer paise), currency 'INR', receipt, notes}. It refuses what
 * Razorpay would refuse (401 bad auth, 400 bad body) and answers {id: 'order_…', amount, currency,
 * status: 'created'}. Tests can make it fail or stall, and read every order it was asked for.
 *
 * And its Refunds API: POST /v1/payments/{id}/refund {amount (integer paise), speed 'normal', receipt,
 * notes {bookingId}} with the X-Refund-Idempotency header (the same key answers the same refund, never
 * a second one), GET /v1/payments/{id}/refunds. It refuses a refund beyond what a payment the test
 * registered (`payments`) brought in. 'slow' makes the refund but answers only after `slowMs`
 * (longer than the app waits): the answer is lost, the refund is not. `refundPosts` counts every
 * refund POST that arrived, by idempotency key, whatever the mode (a stalled or refused one too).
 *
 * And its Payment Links API: POST /v1/payment_links {amount (integer paise), currency 'INR',
 * reference_id, description, customer {name, contact}, notify {sms, email}, callback_url,
 * callback_method 'get', expire_by (unix seconds, at least 15 minutes ahead)} answers {id: 'plink_…',
 * short_url, status: 'created'}; what does not match DESIGN's shape is refused (and listed in refusals).
 * And Smart Collect: POST /v1/virtual_accounts {receivers: {types: ['bank_account', 'vpa']},
 * description, notes {bookingId}, close_by (unix seconds, ahead of now)} answers {id: 'va_…',
 * status: 'active', receivers: [{entity: 'bank_account', account_number, ifsc, name}, {entity: 'vpa',
 * address}]}; POST /v1/virtual_accounts/{id}/close closes it (an unknown one is 400, as Razorpay says).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, unknown>;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, unknown>;
  speed_requested: string;
  status: 'pending' | 'processed' | 'failed';
  idempotencyKey: string;
}

export interface FakePaymentLink {
  id: string;
  short_url: string;
  status: 'created';
  amount: number;
  reference_id: string;
  description: string;
  customer: { name: string; contact: string };
  notify: { sms: boolean; email: boolean };
  callback_url: string;
  callback_method: string;
  expire_by: number;
}

export interface FakeVirtualAccount {
  id: string;
  status: 'active' | 'closed';
  description: string;
  notes: Record<string, unknown>;
  close_by: number;
  account_number: string;
  ifsc: string;
  name: string;
  vpa: string;
}

export interface FakeRazorpay {
  /** Every Smart Collect account made, with what we sent. */
  virtualAccounts: FakeVirtualAccount[];
  url: string;
  /** Every payment link made. */
  paymentLinks: FakePaymentLink[];
  keyId: string;
  keySecret: string;
  orders: FakeOrder[];
  /** Every refund made, once per idempotency key. */
  refunds: FakeRefund[];
  /** Every refund request received (retries included), with its idempotency key. */
  refundRequests: { paymentId: string; idempotencyKey: string | undefined; body: unknown }[];
  /** Every refund POST that arrived (stalled, failed and refused ones too), counted by its idempotency key. */
  refundPosts: Map<string, number>;
  /** Captured payments' amounts (paise) by id: a refund beyond one is refused, as Razorpay does. */
  payments: Map<string, number>;
  /** The status new refunds are answered with. */
  refundStatus: 'pending' | 'processed' | 'failed';
  /** How long 'slow' waits before answering. */
  slowMs: number;
  /** Every request refused, with why (the tests assert it stays empty). */
  refusals: string[];
  /** 'ok' answers; 'down' answers 503; 'error' answers 500; 'stall' never answers; 'slow' does the work but answers after slowMs. */
  mode: 'ok' | 'down' | 'error' | 'stall' | 'slow';
  close(): Promise<void>;
}

function bodyProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'body is not a JSON object';
  const { amount, currency, receipt, notes } = body as Record<string, unknown>;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
    return `amount must be integer paise >= 100, got ${JSON.stringify(amount)}`;
  if (currency !== 'INR') return `currency must be INR, got ${JSON.stringify(currency)}`;
  if (typeof receipt !== 'string' || receipt.length === 0 || receipt.length > 40)
    return 'receipt must be a string of at most 40 characters';
  if (notes !== undefined && (typeof notes !== 'object' || notes === null)) return 'notes must be an object';
  return null;
}

export async function startFakeRazorpay(keyId = 'rzp_test_fakekey', keySecret = 'fake-key-secret-0123456789'): Promise<FakeRazorpay> {
  const stalled: import('node:http').ServerResponse[] = [];
  const fake: FakeRazorpay = {
    url: '',
    keyId,
    keySecret,
    virtualAccounts: [],
    orders: [],
    paymentLinks: [],
    refunds: [],
    refundRequests: [],
    refundPosts: new Map(),
    payments: new Map(),
    refundStatus: 'processed',
    slowMs: 5000,
    refusals: [],
    mode: 'ok',
    close: async () => {},
  };
  const timers: NodeJS.Timeout[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answerNow = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const answer = (status: number, body: unknown) =>
        fake.mode === 'slow' ? void timers.push(setTimeout(() => answerNow(status, body), fake.slowMs)) : answerNow(status, body);
      const refuse = (status: number, why: string) => {
        fake.refusals.push(why);
        answer(status, { error: { code: 'BAD_REQUEST_ERROR', description: why } });
      };
      if (request.method === 'POST' && /^\/v1\/payments\/[^/]+\/refund$/.test(request.url ?? '')) {
        const key = String(request.headers['x-refund-idempotency'] ?? '');
        fake.refundPosts.set(key, (fake.refundPosts.get(key) ?? 0) + 1);
      }
      if (fake.mode === 'stall') return void stalled.push(response);
      if (fake.mode === 'down') return answer(503, { error: { code: 'SERVER_ERROR', description: 'unavailable' } });
      if (fake.mode === 'error') return answer(500, { error: { code: 'SERVER_ERROR', description: 'internal error' } });
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      const refundPath = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(request.url ?? '');
      if (refundPath) {
        if (request.headers.authorization !== expected) return refuse(401, 'bad basic auth');
        const paymentId = decodeURIComponent(refundPath[1]);
        if (request.method === 'GET' && refundPath[2] === 'refunds') {
          const items = fake.refunds.filter((refund) => refund.payment_id === paymentId);
          return answer(200, { entity: 'collection', count: items.length, items });
        }
        if (request.method !== 'POST' || refundPath[2] !== 'refund') return refuse(404, `unexpected ${request.method} ${request.url}`);
        return refundAnswer(paymentId, request.headers, Buffer.concat(chunks), answer, refuse);
      }
      if (request.method === 'POST' && request.url === '/v1/payment_links') {
        if (request.headers.authorization !== expected) return refuse(401, 'bad basic auth');
        return paymentLinkAnswer(request.headers, Buffer.concat(chunks), answer, refuse);
      }
      if (request.method === 'POST' && (request.url ?? '').startsWith('/v1/virtual_accounts')) {
        if (request.headers.authorization !== expected) return refuse(401, 'bad basic auth');
        return virtualAccountAnswer(request.url ?? '', Buffer.concat(chunks), answer, refuse);
      }
      if (request.method !== 'POST' || request.url !== '/v1/orders') return refuse(404, `unexpected ${request.method} ${request.url}`);
      if (request.headers.authorization !== expected) return refuse(401, 'bad basic auth');
      if (!String(request.headers['content-type']).startsWith('application/json')) return refuse(400, 'content-type is not JSON');
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(400, 'body is not JSON');
      }
      const problem = bodyProblem(body);
      if (problem) return refuse(400, problem);
      const { amount, currency, receipt, notes } = body as FakeOrder;
      const order = { id: `order_${randomBytes(7).toString('hex')}`, amount, currency, receipt, notes: notes ?? {} };
      fake.orders.push(order);
      answer(200, { ...order, entity: 'order', amount_paid: 0, amount_due: amount, status: 'created', attempts: 0 });
    });
  });
  /** A JSON object sent as JSON, else null with the request refused. */
  function jsonBody(
    headers: import('node:http').IncomingHttpHeaders,
    raw: Buffer,
    refuse: (status: number, why: string) => void,
  ): Record<string, unknown> | null {
    if (!String(headers['content-type']).startsWith('application/json')) return (refuse(400, 'content-type is not JSON'), null);
    try {
      return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      return (refuse(400, 'body is not JSON'), null);
    }
  }

  function paymentLinkAnswer(
    headers: import('node:http').IncomingHttpHeaders,
    raw: Buffer,
    answer: (status: number, body: unknown) => void,
    refuse: (status: number, why: string) => void,
  ) {
    const body = jsonBody(headers, raw, refuse);
    if (!body) return;
    const { amount, currency, reference_id, description, customer, notify, callback_url, callback_method, expire_by } = body;
    const expected = [
      'amount',
      'currency',
      'reference_id',
      'description',
      'customer',
      'notify',
      'callback_url',
      'callback_method',
      'expire_by',
    ];
    const extra = Object.keys(body).filter((key) => !expected.includes(key));
    if (extra.length) return refuse(400, `unexpected fields ${extra.join(', ')}`);
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return refuse(400, `amount must be integer paise >= 100, got ${JSON.stringify(amount)}`);
    if (currency !== 'INR') return refuse(400, 'currency must be INR');
    if (typeof reference_id !== 'string' || !reference_id || reference_id.length > 40)
      return refuse(400, 'reference_id must be 1-40 characters');
    // As Razorpay: a reference_id names one link only.
    if (fake.paymentLinks.some((link) => link.reference_id === reference_id)) return refuse(400, 'reference_id already used');
    if (typeof description !== 'string' || !description || description.length > 2048) return refuse(400, 'description missing');
    const who = customer as { name?: unknown; contact?: unknown } | null;
    if (typeof who !== 'object' || who === null || typeof who.name !== 'string' || !/^\+\d{8,15}$/.test(String(who.contact)))
      return refuse(400, 'customer {name, contact} missing or malformed');
    const asked = notify as { sms?: unknown; email?: unknown } | null;
    if (typeof asked !== 'object' || asked === null || asked.sms !== false || asked.email !== false)
      return refuse(400, 'notify must be {sms: false, email: false}');
    if (typeof callback_url !== 'string' || !/^https?:\/\//.test(callback_url)) return refuse(400, 'callback_url must be absolute');
    if (callback_method !== 'get') return refuse(400, 'callback_method must be get');
    if (typeof expire_by !== 'number' || !Number.isInteger(expire_by) || expire_by < Date.now() / 1000 + 15 * 60)
      return refuse(400, 'expire_by must be unix seconds at least 15 minutes ahead');
    const id = `plink_${randomBytes(7).toString('hex')}`;
    const link: FakePaymentLink = {
      id,
      short_url: `https://rzp.io/i/${id.slice(6)}`,
      status: 'created',
      amount,
      reference_id,
      description,
      customer: who as FakePaymentLink['customer'],
      notify: asked as FakePaymentLink['notify'],
      callback_url,
      callback_method,
      expire_by,
    };
    fake.paymentLinks.push(link);
    answer(200, { ...link, currency: 'INR', amount_paid: 0, entity: 'payment_link' });
  }

  function virtualAccountAnswer(
    url: string,
    raw: Buffer,
    answer: (status: number, body: unknown) => void,
    refuse: (status: number, why: string) => void,
  ) {
    const closing = /^\/v1\/virtual_accounts\/([^/]+)\/close$/.exec(url);
    if (closing) {
      const account = fake.virtualAccounts.find((each) => each.id === decodeURIComponent(closing[1]));
      if (!account) return refuse(400, `no virtual account ${closing[1]}`);
      account.status = 'closed';
      return answer(200, { id: account.id, entity: 'virtual_account', status: 'closed' });
    }
    if (url !== '/v1/virtual_accounts') return refuse(404, `unexpected POST ${url}`);
    let body: Record<string, any>;
    try {
      body = JSON.parse(raw.toString('utf8')) as Record<string, any>;
    } catch {
      return refuse(400, 'body is not JSON');
    }
    const types = body?.receivers?.types;
    if (!Array.isArray(types) || types.join(',') !== 'bank_account,vpa') return refuse(400, 'receivers.types must be [bank_account, vpa]');
    if (typeof body.description !== 'string' || !body.description) return refuse(400, 'description missing');
    if (typeof body.notes?.bookingId !== 'string') return refuse(400, 'notes.bookingId missing');
    if (!Number.isInteger(body.close_by) || body.close_by * 1000 < Date.now() + 15 * 60_000) {
      return refuse(400, 'close_by must be unix seconds at least 15 minutes ahead');
    }
    const n = fake.virtualAccounts.length + 1;
    const account: FakeVirtualAccount = {
      id: `va_${randomBytes(7).toString('hex')}`,
      status: 'active',
      description: body.description,
      notes: body.notes,
      close_by: body.close_by,
      account_number: `222333${String(1000000000 + n)}`,
      ifsc: 'RATN0VAAPIS',
      name: 'Wander India Trips',
      vpa: `rpy.payto${String(n).padStart(5, '0')}@icici`,
    };
    fake.virtualAccounts.push(account);
    answer(200, {
      id: account.id,
      entity: 'virtual_account',
      status: 'active',
      description: account.description,
      notes: account.notes,
      close_by: account.close_by,
      receivers: [
        { entity: 'bank_account', account_number: account.account_number, ifsc: account.ifsc, name: account.name },
        { entity: 'vpa', address: account.vpa, username: account.vpa.split('@')[0], handle: 'icici' },
      ],
    });
  }

  function refundAnswer(
    paymentId: string,
    headers: import('node:http').IncomingHttpHeaders,
    raw: Buffer,
    answer: (status: number, body: unknown) => void,
    refuse: (status: number, why: string) => void,
  ) {
    const body = jsonBody(headers, raw, refuse);
    if (!body) return;
    const key = typeof headers['x-refund-idempotency'] === 'string' ? headers['x-refund-idempotency'] : undefined;
    fake.refundRequests.push({ paymentId, idempotencyKey: key, body });
    if (!key || !/^[A-Za-z0-9_-]{10,}$/.test(key)) return refuse(400, 'X-Refund-Idempotency missing or malformed');
    const { amount, speed, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return refuse(400, `amount must be integer paise >= 100, got ${JSON.stringify(amount)}`);
    if (speed !== 'normal') return refuse(400, `speed must be normal, got ${JSON.stringify(speed)}`);
    if (typeof receipt !== 'string' || receipt.length === 0 || receipt.length > 40) return refuse(400, 'receipt must be 1-40 characters');
    if (typeof notes !== 'object' || notes === null || typeof (notes as { bookingId?: unknown }).bookingId !== 'string')
      return refuse(400, 'notes.bookingId missing');
    const earlier = fake.refunds.find((refund) => refund.idempotencyKey === key);
    if (earlier) {
      if (earlier.amount !== amount || earlier.payment_id !== paymentId)
        return refuse(400, 'Different request with the same idempotency key');
      return answer(200, earlier);
    }
    const captured = fake.payments.get(paymentId);
    const refunded = fake.refunds.filter((r) => r.payment_id === paymentId && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    if (captured !== undefined && refunded + amount > captured) return refuse(400, 'The total refund amount is greater than the payment');
    const refund: FakeRefund = {
      id: `rfnd_${randomBytes(7).toString('hex')}`,
      entity: 'refund',
      payment_id: paymentId,
      amount,
      currency: 'INR',
      receipt,
      notes: notes as Record<string, unknown>,
      speed_requested: 'normal',
      status: fake.refundStatus,
      idempotencyKey: key,
    };
    fake.refunds.push(refund);
    answer(200, refund);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const response of stalled) response.destroy();
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

/** The app's settings for Razorpay mode against this fake. */
export const razorpayEnv = (fake: FakeRazorpay, extra: Record<string, string> = {}) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: fake.keyId,
  RAZORPAY_KEY_SECRET: fake.keySecret,
  RAZORPAY_WEBHOOK_SECRET: 'fake-webhook-secret-abcdef',
  RAZORPAY_API_URL: fake.url,
  ...extra,
});

/** Delivers a webhook to the app as Razorpay does: the raw body, with X-Razorpay-Signature when given. */
export const deliverWebhook = (app: FastifyInstance, body: string, signature?: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': contentType, ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }) },
    payload: body,
  });
