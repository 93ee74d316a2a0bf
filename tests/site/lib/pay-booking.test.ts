import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '@travel/server/domain';
import { rememberedPayment } from '../../../site/src/lib/bookings.ts';
import { takePayment } from '../../../site/src/lib/pay-booking.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { booking, routeFetch } from '../islands/booking-fixtures.ts';

const razorpayPayment = {
  provider: 'razorpay' as const,
  keyId: 'rzp_test_1',
  orderId: 'order_abc',
  amount: 925_000,
  currency: 'INR' as const,
};
const context = { businessName: 'Wander India Trips', description: 'Deposit for Spiti Valley (booking KX7P2MQA)' };

/** A stand-in for checkout.js's Razorpay class: records its options, then pays or is closed. */
function installCheckout(outcome: 'pay' | 'dismiss') {
  const opened: Record<string, unknown>[] = [];
  class Razorpay {
    private readonly options: Record<string, any>;
    constructor(options: Record<string, any>) {
      this.options = options;
    }
    open() {
      opened.push(this.options);
      if (outcome === 'dismiss') this.options.modal.ondismiss();
      else this.options.handler({ razorpay_order_id: this.options.order_id, razorpay_payment_id: 'pay_1', razorpay_signature: 'ab12' });
    }
    on() {}
  }
  vi.stubGlobal('Razorpay', Razorpay);
  return opened;
}

describe('takePayment', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('opens Checkout with our order and the traveller, then has the server verify the answer', async () => {
    const opened = installCheckout('pay');
    const confirmed = booking({ status: 'confirmed', amountPaid: 9250 });
    const fetchMock = routeFetch({ 'POST /api/bookings/bk-1/razorpay/verify': () => ({ body: { booking: confirmed } }) });
    await expect(takePayment(booking(), razorpayPayment, context)).resolves.toEqual({ kind: 'paid', booking: confirmed });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_1',
      order_id: 'order_abc',
      amount: 925_000,
      currency: 'INR',
      name: 'Wander India Trips',
      description: context.description,
      prefill: { name: 'Asha Kulkarni', contact: '+919876543210' },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      razorpay_order_id: 'order_abc',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'ab12',
    });
  });

  it('reports a closed Checkout without calling the server', async () => {
    installCheckout('dismiss');
    const fetchMock = routeFetch({});
    await expect(takePayment(booking(), razorpayPayment, context)).resolves.toEqual({ kind: 'dismissed' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes on the server's refusal of a signature", async () => {
    installCheckout('pay');
    routeFetch({ 'POST /api/bookings/bk-1/razorpay/verify': () => ({ status: 400, body: { error: bookingMessages.paymentNotVerified } }) });
    await expect(takePayment(booking(), razorpayPayment, context)).rejects.toThrow(bookingMessages.paymentNotVerified);
  });

  it('keeps offline instructions for the booking page', async () => {
    const offline = { provider: 'offline' as const, amount: 9250, instructions: 'HDFC Bank' };
    await expect(takePayment(booking(), offline, context)).resolves.toEqual({ kind: 'offline', payment: offline });
    expect(rememberedPayment('bk-1')).toEqual(offline);
  });
});
