/**
 * Razorpay outside this machine, faked for browser tests: a local HTTP server playing the Orders
 * API (it checks the basic auth and the body we send, and can be switched to failing), and a
 * stand-in for checkout.js served through page.route. The stand-in's `open()` either pays (calling
 * `options.handler` with a signature the test computes with the key secret) or is closed unpaid.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { RazorpayOptions } from '../../../site/src/lib/razorpay-checkout.ts';

export const RAZORPAY_KEYS = { keyId: 'rzp_test_e2eKey123', keySecret: 'e2e_key_secret_0123456789', webhookSecret: 'e2e_webhook_secret' };

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: { bookingId?: string };
}

export interface FakeOrdersApi {
  url: string;
  orders: FakeOrder[];
  /** Requests refused for bad credentials or a bad body (should stay empty). */
  refused: string[];
  /** While set, every order is answered with this HTTP status (the provider is down). */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeOrdersApi(): Promise<FakeOrdersApi> {
  const expectedAuth = `Basic ${Buffer.from(`${RAZORPAY_KEYS.keyId}:${RAZORPAY_KEYS.keySecret}`).toString('base64')}`;
  const fake: FakeOrdersApi = { url: '', orders: [], refused: [], failWith: null, close: async () => {} };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/orders') return answer(404, { error: { description: 'not found' } });
      if (request.headers.authorization !== expectedAuth) {
        fake.refused.push(`auth: ${request.headers.authorization}`);
        return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (fake.failWith) return answer(fake.failWith, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
      let body: Partial<FakeOrder>;
      try {
        body = JSON.parse(raw) as Partial<FakeOrder>;
      } catch {
        fake.refused.push(`not JSON: ${raw}`);
        return answer(400, { error: { description: 'bad JSON' } });
      }
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100 || body.currency !== 'INR' || typeof body.receipt !== 'string') {
        fake.refused.push(`bad body: ${raw}`);
        return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'bad order' } });
      }
      const order: FakeOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount: body.amount as number,
        currency: 'INR',
        receipt: body.receipt,
        notes: body.notes ?? {},
      };
      fake.orders.push(order);
      return answer(200, { ...order, entity: 'order', status: 'created', amount_paid: 0, amount_due: order.amount });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** Checkout's signature: hex HMAC-SHA256 of `<order id>|<payment id>` with the key secret. */
export const checkoutSignature = (orderId: string, paymentId: string, secret = RAZORPAY_KEYS.keySecret): string =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

/** What the page passed to `new Razorpay(options)`, as the stand-in recorded it (the data, not the callbacks). */
export type CheckoutOpened = Omit<RazorpayOptions, 'handler' | 'modal' | 'theme'>;

export type CheckoutBehaviour = 'pay' | 'dismiss' | 'forge';

/**
 * Serves the checkout.js stand-in for this page. `behaviour()` is asked at each open: 'pay' answers
 * with a correct signature, 'forge' with one made with the wrong secret, 'dismiss' closes it.
 */
export async function stubCheckout(
  page: Page,
  behaviour: () => CheckoutBehaviour,
): Promise<{ opened: CheckoutOpened[]; scriptLoads: () => number }> {
  const opened: CheckoutOpened[] = [];
  let loads = 0;
  await page.exposeFunction('e2eCheckoutOpened', (options: CheckoutOpened) => {
    opened.push(options);
    const mode = behaviour();
    if (mode === 'dismiss') return { dismiss: true };
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const secret = mode === 'forge' ? 'not-the-key-secret' : RAZORPAY_KEYS.keySecret;
    return { paymentId, signature: checkoutSignature(options.order_id, paymentId, secret) };
  });
  await page.route('https://checkout.razorpay.com/v1/checkout.js', async (route) => {
    loads += 1;
    await route.fulfill({
      contentType: 'application/javascript',
      body: `window.Razorpay = function (options) {
        this.open = function () {
          var seen = { key: options.key, order_id: options.order_id, amount: options.amount, currency: options.currency,
            name: options.name, description: options.description, prefill: options.prefill };
          window.e2eCheckoutOpened(seen).then(function (answer) {
            if (answer.dismiss) return options.modal.ondismiss();
            options.handler({
              razorpay_order_id: options.order_id,
              razorpay_payment_id: answer.paymentId,
              razorpay_signature: answer.signature,
            });
          });
        };
        this.on = function () {};
      };`,
    });
  });
  return { opened, scriptLoads: () => loads };
}

/** The product's settings for Razorpay mode against the fake Orders API (`extra` added). */
export const razorpayProductEnv = (orders: FakeOrdersApi, extra: Record<string, string> = {}) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_API_URL: orders.url,
  RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
  RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
  RAZORPAY_TIMEOUT_MS: '3000',
  ...extra,
});
