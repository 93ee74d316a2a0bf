/**
 * A local fake of Razorpay's Orders API: POST /v1/orders with HTTP basic auth (key id : key
 * secret) and a JSON body {amount (integer paise), currency 'INR', receipt, notes}. It refuses what
 * Razorpay would refuse (401 bad auth, 400 bad body) and answers {id: 'order_…', amount, currency,
 * status: 'created'}. Tests can make it fail or stall, and read every order it was asked for.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, unknown>;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  orders: FakeOrder[];
  /** Every request refused, with why (the tests assert it stays empty). */
  refusals: string[];
  /** 'ok' answers; 'down' answers 503; 'stall' never answers. */
  mode: 'ok' | 'down' | 'stall';
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
  const fake: FakeRazorpay = { url: '', keyId, keySecret, orders: [], refusals: [], mode: 'ok', close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const refuse = (status: number, why: string) => {
        fake.refusals.push(why);
        answer(status, { error: { code: 'BAD_REQUEST_ERROR', description: why } });
      };
      if (fake.mode === 'stall') return void stalled.push(response);
      if (fake.mode === 'down') return answer(503, { error: { code: 'SERVER_ERROR', description: 'unavailable' } });
      if (request.method !== 'POST' || request.url !== '/v1/orders') return refuse(404, `unexpected ${request.method} ${request.url}`);
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const response of stalled) response.destroy();
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
