/**
 * Takes a payment the server asked for: Razorpay Checkout then verification on the server, or, for
 * offline payment, keeping the instructions for the booking page. Shared by the reservation form
 * (the deposit) and the booking page ('Pay now', 'Pay balance').
 */
import { bookingPagePath, bookingTexts, formatPhone } from '@travel/server/domain';
import type { Booking, PaymentRequest } from '@travel/server/entities';
import { ApiError } from './api.ts';
import { bookingsApi, rememberPayment } from './bookings.ts';
import { openCheckout } from './razorpay-checkout.ts';
import { $session } from './session.ts';

export type PaymentOutcome =
  | { kind: 'paid'; booking: Booking }
  | { kind: 'dismissed' }
  | { kind: 'offline'; payment: Extract<PaymentRequest, { provider: 'offline' }> };

export interface PaymentContext {
  businessName: string;
  /** What Checkout says the money is for, e.g. 'Deposit for booking ABCD2345'. */
  description: string;
}

export async function takePayment(booking: Booking, payment: PaymentRequest, context: PaymentContext): Promise<PaymentOutcome> {
  // A voucher covered what was due: nothing more to pay.
  if (payment.provider === 'voucher') return { kind: 'paid', booking: await bookingsApi.get(booking.id) };
  if (payment.provider === 'offline') {
    rememberPayment(booking.id, payment);
    return { kind: 'offline', payment };
  }
  const { user } = $session.get();
  const result = await openCheckout(payment, {
    businessName: context.businessName,
    description: context.description,
    prefill: {
      name: booking.travellers?.[0]?.name || user?.username,
      contact: formatPhone(booking.user, { e164: true }),
    },
  }).catch(() => {
    // checkout.js did not load (a blocked script, no connection): say so rather than nothing.
    throw new ApiError(bookingTexts.checkoutUnavailable, 0, {});
  });
  if (!result) return { kind: 'dismissed' };
  return { kind: 'paid', booking: await bookingsApi.verifyRazorpay(booking.id, result) };
}

/** The booking's page on the site (the same path payment reminders link to). */
export const bookingPageUrl = bookingPagePath;
