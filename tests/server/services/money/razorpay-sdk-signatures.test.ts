/**
 * Our Razorpay signatures agree with Razorpay's own SDK (its signature helpers work offline): what
 * the SDK accepts we accept, what it refuses we refuse, for Checkout answers and for webhooks.
 */
import { randomBytes } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import {
  checkoutSignatureValid,
  signCheckout,
  signWebhook,
  webhookSignatureValid,
} from '../../../../server/src/services/money/payments/razorpay.ts';

const keySecret = randomBytes(18).toString('base64url');
const webhookSecret = randomBytes(18).toString('base64url');

describe("Razorpay's SDK and our signatures", () => {
  it('agree on Checkout answers: ours verify under the SDK, and a changed id or signature fails both', () => {
    const orderId = 'order_Q1w2E3r4T5y6U7';
    const paymentId = 'pay_A1s2D3f4G5h6J7';
    const signature = signCheckout(keySecret, orderId, paymentId);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(true);
    expect(checkoutSignatureValid(keySecret, orderId, paymentId, signature)).toBe(true);
    for (const [order, payment, given] of [
      [orderId, 'pay_other', signature],
      ['order_other', paymentId, signature],
      [orderId, paymentId, signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'))],
    ]) {
      expect(validatePaymentVerification({ order_id: order, payment_id: payment }, given, keySecret)).toBe(false);
      expect(checkoutSignatureValid(keySecret, order, payment, given)).toBe(false);
    }
  });

  it('agree on webhooks: the raw body signed with the webhook secret, byte for byte', () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1', amount: 500000 } } } });
    const signature = signWebhook(webhookSecret, body);
    expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true);
    expect(webhookSignatureValid(webhookSecret, Buffer.from(body), signature)).toBe(true);
    const reformatted = JSON.stringify(JSON.parse(body), null, 1);
    expect(validateWebhookSignature(reformatted, signature, webhookSecret)).toBe(false);
    expect(webhookSignatureValid(webhookSecret, Buffer.from(reformatted), signature)).toBe(false);
    expect(webhookSignatureValid('another secret', Buffer.from(body), signature)).toBe(false);
  });
});
