/**
 * Payment settings and signatures: production refuses Razorpay without its keys; Checkout and
 * webhook signatures are HMAC-SHA256 hex compared in constant time (any other length, case of
 * junk or secret fails); the offline request carries the UPI link only with a UPI id.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/src/config.ts';
import { offlinePaymentRequest } from '../../../../server/src/services/money/payments/offline.ts';
import {
  checkoutSignatureValid,
  signatureMatches,
  signCheckout,
  signWebhook,
  webhookSignatureValid,
} from '../../../../server/src/services/money/payments/razorpay.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://trips.example.in',
  JWT_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 't',
  TWILIO_FROM: '+1',
  DATA_DIR: '/tmp/unused',
};

describe('payment settings', () => {
  it('defaults to offline with a 25 % deposit, a 15-minute online hold and a 48-hour offline hold', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/unused', BUSINESS_NAME: 'Yatra Co' });
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: 'offline',
      DEPOSIT_PERCENT: 25,
      BOOKING_HOLD_SECONDS: 900,
      OFFLINE_HOLD_HOURS: 48,
      RAZORPAY_API_URL: 'https://api.razorpay.com',
    });
    expect(config.paymentPayeeName).toBe('Yatra Co');
  });

  it('refuses PAYMENT_PROVIDER=razorpay in production without the key id, key secret and webhook secret', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    for (const missing of Object.keys(keys)) {
      expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'razorpay', ...keys, [missing]: '' })).toThrow(ConfigError);
    }
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'razorpay', ...keys }).PAYMENT_PROVIDER).toBe('razorpay');
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', DEPOSIT_PERCENT: '120' })).toThrow(ConfigError);
  });
});

describe('Razorpay signatures', () => {
  it("accepts Checkout's hex HMAC-SHA256 of 'order|payment' with the key secret, and nothing else", () => {
    const signature = signCheckout('key-secret', 'order_A1', 'pay_B2');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(checkoutSignatureValid('key-secret', 'order_A1', 'pay_B2', signature)).toBe(true);
    expect(checkoutSignatureValid('key-secret', 'order_A1', 'pay_B2', signature.toUpperCase())).toBe(true);
    expect(checkoutSignatureValid('key-secret', 'order_A1', 'pay_B3', signature)).toBe(false);
    expect(checkoutSignatureValid('other-secret', 'order_A1', 'pay_B2', signature)).toBe(false);
    expect(checkoutSignatureValid('', 'order_A1', 'pay_B2', signCheckout('', 'order_A1', 'pay_B2'))).toBe(false);
    for (const junk of [signature.slice(2), `${signature}ab`, '', 'zz', null, 42, [signature]]) {
      expect(checkoutSignatureValid('key-secret', 'order_A1', 'pay_B2', junk)).toBe(false);
    }
  });

  it('checks webhooks over the exact raw bytes with the webhook secret', () => {
    const raw = Buffer.from('{"event":"payment.captured"}');
    expect(webhookSignatureValid('hook', raw, signWebhook('hook', raw))).toBe(true);
    expect(webhookSignatureValid('hook', Buffer.from('{"event": "payment.captured"}'), signWebhook('hook', raw))).toBe(false);
    expect(webhookSignatureValid('hook', raw, undefined)).toBe(false);
    expect(signatureMatches('abcd', 'abce')).toBe(false);
  });
});

describe('offline payment request', () => {
  it('gives the UPI link of DESIGN with the amount due, and the instructions with the reference', () => {
    const withUpi = loadConfig({
      DATA_DIR: '/tmp/unused',
      PAYMENT_UPI_ID: 'trips@okaxis',
      PAYMENT_PAYEE_NAME: 'Wander & Co',
      PAYMENT_INSTRUCTIONS: 'Axis 1234.',
    });
    expect(offlinePaymentRequest(withUpi, 1_234_550, 'ABCD2345')).toEqual({
      provider: 'offline',
      amount: 12345.5,
      upiLink: 'upi://pay?pa=trips%40okaxis&pn=Wander%20%26%20Co&am=12345.50&cu=INR&tn=ABCD2345',
      upiId: 'trips@okaxis',
      payeeName: 'Wander & Co',
      instructions: 'Axis 1234. Booking reference: ABCD2345',
    });
    const bankOnly = loadConfig({ DATA_DIR: '/tmp/unused', NODE_ENV: 'test', PAYMENT_INSTRUCTIONS: 'Axis 1234.' });
    const without = offlinePaymentRequest(bankOnly, 500_000, 'ABCD2345');
    expect(without).not.toHaveProperty('upiLink');
    expect(without).not.toHaveProperty('upiId');
    // UPI only: the reference alone, no empty sentence before it.
    const upiOnly = loadConfig({ DATA_DIR: '/tmp/unused', NODE_ENV: 'test', PAYMENT_UPI_ID: 'trips@okaxis' });
    expect(offlinePaymentRequest(upiOnly, 500_000, 'ABCD2345')).toMatchObject({ instructions: 'Booking reference: ABCD2345' });
  });
});
