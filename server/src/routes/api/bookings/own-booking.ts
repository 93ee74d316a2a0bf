/** The traveller's own booking (anyone else's is 404) and what it owes now, for the bookings routes. */
import type { FastifyInstance } from 'fastify';
import { amountDueNowPaise, type Booking, bookingMessages } from '../../../domain/index.ts';
import { notFound } from '../../../errors.ts';
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
