/**
 * What a traveller is asked to pay now, in the configured mode: a Razorpay order (made on the
 * server from our own amounts, its id stored for the signature check) or the offline instructions.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { PaymentRequest } from '../../../entities/index.ts';
import type { BankAccount } from '../../../entities/booking-instalments.ts';
import { insertPaymentOrder } from '../../../repositories/payments.ts';
import { offlinePaymentRequest } from './offline.ts';
import { createRazorpayOrder } from './razorpay.ts';

export { PaymentProviderError } from './razorpay.ts';

/** How long new and renewed holds last: minutes for an online payment, hours for an offline one. */
export const holdMsFor = (config: Config): number =>
  config.PAYMENT_PROVIDER === 'razorpay' ? config.BOOKING_HOLD_SECONDS * 1000 : config.OFFLINE_HOLD_HOURS * 3_600_000;

export async function paymentRequestFor(
  config: Config,
  db: Kysely<Database>,
  booking: { id: string; reference: string; bankAccount?: BankAccount | null },
  amountPaise: number,
  /** A share's payment (its pay page): the order remembers the share, and the offline note names it. */
  share?: { id: string; name: string },
): Promise<PaymentRequest> {
  if (config.PAYMENT_PROVIDER !== 'razorpay' || amountPaise <= 0) {
    // A share is paid to the shared payee with its name in the note: a transfer into the booking's
    // own account would count for the booking but not for the share.
    return share
      ? offlinePaymentRequest(config, amountPaise, `${booking.reference} ${share.name}`, null)
      : offlinePaymentRequest(config, amountPaise, booking.reference, booking.bankAccount ?? null);
  }
  const order = await createRazorpayOrder(
    {
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
      timeoutMs: config.RAZORPAY_TIMEOUT_MS,
    },
    { amountPaise, receipt: booking.reference, bookingId: booking.id },
  );
  // The amount we asked for is what counts when the payment comes back, never one sent by a browser.
  await insertPaymentOrder(db, { bookingId: booking.id, provider: 'razorpay', orderId: order.id, amountPaise, shareId: share?.id ?? null });
  return { provider: 'razorpay', keyId: config.RAZORPAY_KEY_ID, orderId: order.id, amount: amountPaise, currency: 'INR' };
}
