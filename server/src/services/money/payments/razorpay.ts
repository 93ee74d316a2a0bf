/**
 * Razorpay: the Orders API (POST /v1/orders, basic auth key id : key secret, amounts in paise) and
 * the two signatures (Checkout's over `<order id>|<payment id>` with the key secret, webhooks' over
 * the raw body with the webhook secret). Our own small client rather than the `razorpay` package:
 * that one fixes its base URL (no local fake, no test mode behind a proxy) and compares signatures
 * with `===`, which leaks timing; here every check is HMAC-SHA256 compared with timingSafeEqual.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  timeoutMs: number;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** The provider did not answer in time, or answered with an error: the hold is kept, try again. */
export class PaymentProviderError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'PaymentProviderError';
    this.status = status;
  }
}

export async function createRazorpayOrder(
  options: RazorpayOptions,
  order: { amountPaise: number; receipt: string; bookingId: string },
): Promise<RazorpayOrder> {
  if (!options.keyId || !options.keySecret) throw new PaymentProviderError('Razorpay keys are not configured');
  const url = `${options.apiUrl.replace(/\/+$/, '')}/v1/orders`;
  const notes = { bookingId: order.bookingId };
  const body = JSON.stringify({ amount: order.amountPaise, currency: 'INR', receipt: order.receipt, notes });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError(`Razorpay orders call failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new PaymentProviderError(`Razorpay answered HTTP ${response.status}: ${text.slice(0, 300)}`, response.status);
  let answer: Partial<RazorpayOrder>;
  try {
    answer = JSON.parse(text) as Partial<RazorpayOrder>;
  } catch {
    throw new PaymentProviderError('Razorpay answered something that is not JSON', response.status);
  }
  if (typeof answer.id !== 'string' || !answer.id) {
    throw new PaymentProviderError('Razorpay answered an order without an id', response.status);
  }
  const amount = Number(answer.amount ?? order.amountPaise);
  return { id: answer.id, amount, currency: String(answer.currency ?? 'INR'), status: String(answer.status ?? '') };
}

const hmacHex = (secret: string, payload: string | Buffer) => createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time comparison of a hex signature we computed with one we were sent. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(given.toLowerCase(), 'hex');
  // timingSafeEqual needs equal lengths; a length mismatch tells nothing about the secret.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Checkout's answer: hex HMAC-SHA256 of `<order id>|<payment id>` with the key secret. */
export const checkoutSignatureValid = (keySecret: string, orderId: string, paymentId: string, signature: unknown): boolean =>
  Boolean(keySecret) && signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);

/** A webhook: hex HMAC-SHA256 of the raw body with the webhook secret. */
export const webhookSignatureValid = (webhookSecret: string, rawBody: Buffer, signature: unknown): boolean =>
  Boolean(webhookSecret) && signatureMatches(hmacHex(webhookSecret, rawBody), signature);

/** For tests and the fake: what Razorpay would send. */
export const signCheckout = (keySecret: string, orderId: string, paymentId: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);
export const signWebhook = (webhookSecret: string, rawBody: string | Buffer) => hmacHex(webhookSecret, rawBody);
