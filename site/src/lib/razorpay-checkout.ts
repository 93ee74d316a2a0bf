/**
 * Razorpay Checkout, loaded only when a traveller pays (checkout.js is Razorpay's own script; the
 * server's content security policy allows it in razorpay mode only). Opening it resolves with the
 * three razorpay_* fields to verify on the server, or null when the traveller closes it unpaid.
 */
import type { PaymentRequest } from '@travel/server/entities';
import type { RazorpayResult } from './bookings.ts';

export const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface CheckoutDetails {
  /** The business's name, shown at the top of Checkout. */
  businessName: string;
  description: string;
  prefill: { name?: string; contact?: string };
}

/** What checkout.js's `new Razorpay(options)` is given. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpayResult) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds checkout.js once per page; a failed load may be tried again. */
export function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('checkout.js did not define Razorpay'));
    };
    script.onerror = () => reject(new Error('checkout.js could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens Checkout for a Razorpay payment request (amount in paise, as the server made the order). */
export async function openCheckout(
  payment: Extract<PaymentRequest, { provider: 'razorpay' }>,
  details: CheckoutDetails,
): Promise<RazorpayResult | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: payment.keyId,
      order_id: payment.orderId,
      amount: payment.amount,
      currency: payment.currency,
      name: details.businessName,
      description: details.description,
      prefill: details.prefill,
      theme: { color: '#0b6e69' },
      handler: (response) => resolve(response),
      // Checkout shows its own failure screen and lets the traveller retry; closing it ends here.
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
}
