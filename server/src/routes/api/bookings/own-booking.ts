/** The traveller's own booking (anyone else's is 404), what it owes now, and the payment asked for it, for the bookings routes. */
import type { FastifyInstance } from 'fastify';
import { amountDueNowPaise, bookingMessages } from '../../../domain/index.ts';
import type { Booking } from '../../../entities/index.ts';
import { HttpError, notFound } from '../../../errors.ts';
import { PaymentProviderError, paymentRequestFor } from '../../../services/money/payments/index.ts';
import { findBooking, findBookingMoney } from '../../../repositories/bookings.ts';

export async function ownBooking(app: FastifyInstance, id: string, userId: string): Promise<Booking> {
  const booking = await findBooking(app.db, id, app.now(), userId);
  if (!booking) throw notFound(bookingMessages.bookingNotFound);
  return booking;
}

/** What a traveller's booking owes now, in paise, from its stored amounts (the API's rupees are for display). */
export async function dueNowPaise(app: FastifyInstance, booking: Booking): Promise<number> {
  const money = await findBookingMoney(app.db, booking.id, booking.user.id, app.now());
  return money ? amountDueNowPaise(money.status, money.amountPaidPaise, money) : 0;
}

/** The payment to make now; a provider that is down or slow is a 503 with the hold kept. */
export async function askForPayment(
  app: FastifyInstance,
  booking: Booking,
  duePaise: number,
  log: FastifyInstance['log'],
  share?: { id: string; name: string },
) {
  try {
    return await paymentRequestFor(app.config, app.db, booking, duePaise, share);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error, bookingId: booking.id }, 'payment order not created; the hold is kept');
    throw new HttpError(503, bookingMessages.paymentProviderUnavailable);
  }
}
