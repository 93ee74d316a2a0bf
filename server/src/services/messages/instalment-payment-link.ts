/**
 * The one-tap Razorpay payment link of an `instalment_reminder` (DESIGN "Payment links"): what the
 * instalment still owes, for the booker, sent back to the booking page after paying. Instalments
 * have no id of their own: the link's reference is a UUID derived from the booking and the
 * instalment's number, so each instalment has one link (Razorpay takes one link per reference_id).
 * Without Razorpay, for a cancelled booking or a paid instalment: none, and the reminder keeps the
 * booking page's link; a failure is logged and the reminder goes without a link too.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { departureStartsAt, rupeesToPaise } from '../../domain/index.ts';
import { findBooking } from '../../repositories/bookings.ts';
import { paymentLinkFor } from '../money/payments/payment-links.ts';
import { paymentLinkDepsOf } from '../money/share-payments.ts';
import type { ReminderPaymentLink } from './reminder-payment-link.ts';

/** A stable UUID (RFC 9562 version 8: our own hash) for an instalment of a booking. */
export function instalmentReference(bookingId: string, n: number): string {
  const hex = createHash('sha256').update(`instalment:${bookingId}:${n}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

export const instalmentPaymentLinkOf =
  (app: FastifyInstance): ReminderPaymentLink =>
  async ({ bookingId, params }) => {
    if (app.config.PAYMENT_PROVIDER !== 'razorpay') return null;
    const booking = await findBooking(app.db, bookingId, app.now());
    if (!booking || booking.status === 'cancelled') return null;
    const instalment = booking.instalments.find((each) => String(each.n) === params.instalment);
    if (!instalment) return null;
    const owedPaise = rupeesToPaise(instalment.amount) - rupeesToPaise(instalment.paid);
    if (owedPaise <= 0) return null;
    return paymentLinkFor(paymentLinkDepsOf(app), {
      bookingId,
      purpose: 'instalment',
      referenceId: instalmentReference(bookingId, instalment.n),
      amountPaise: owedPaise,
      description: `${booking.place}: instalment ${instalment.n}, booking ${booking.reference}`,
      customer: { name: booking.user.username, contact: `+${booking.user.countryCode}${booking.user.mobileNumber}` },
      callbackUrl: params.link,
      expireBy: departureStartsAt(booking.startDate, app.config.TIME_ZONE),
    }).catch((error: unknown) => {
      app.log.warn({ err: error, bookingId }, 'instalment reminder sent without a payment link');
      return null;
    });
  };
