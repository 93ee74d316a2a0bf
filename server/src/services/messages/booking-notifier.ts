/**
 * A confirmed booking: the business told by e-mail and/or webhook like customization requests,
 * through the same outbox (a job per confirmation, retries with doubling delays). The traveller's
 * `booking_confirmed` goes with the booking's other messages (services/messages/).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { BookingRow } from '../../entities/booking.ts';
import { formatDate, formatRupees } from '../../domain/index.ts';
import { findBooking } from '../../repositories/bookings.ts';
import { departureDates } from '../../repositories/departures.ts';
import { type Channel, createOutboxNotifier, emailChannel, type OutboxNotifier, webhookChannel } from './notification-outbox.ts';
import type { JobEngine } from '../jobs/jobs.ts';

export function createBookingNotifier(options: {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  jobs: JobEngine;
}): OutboxNotifier {
  const { db, config, now } = options;

  async function readDetails(row: BookingRow) {
    const booking = await findBooking(db, row.id, now());
    const departure = await departureDates(db, row.departureId);
    if (!booking) throw new Error('booking is gone');
    return { booking, departure };
  }
  // Every channel of one try gets the same leased row: the booking is read once per try, not per channel.
  const detailsOfTry = new WeakMap<BookingRow, ReturnType<typeof readDetails>>();
  const details = (row: BookingRow) => {
    let read = detailsOfTry.get(row);
    if (!read) {
      read = readDetails(row);
      detailsOfTry.set(row, read);
    }
    return read;
  };

  const channels: [string, Channel<BookingRow>][] = [];
  if (config.SMTP_URL) {
    channels.push([
      'email',
      emailChannel(config, async (row) => {
        const { booking, departure } = await details(row);
        const lines = [
          `Booking ${booking.reference} is ${booking.status}.`,
          `Trip: ${departure.place}, departing ${formatDate(departure.startDate)}`,
          `Traveller: ${booking.user.username}, +${booking.user.countryCode} ${booking.user.mobileNumber}`,
          `Seats: ${booking.seats} (adults ${booking.adults}, kids ${booking.kids})`,
          ...booking.travellers.map((traveller, index) => `  ${index + 1}. ${traveller.name}`),
          `Total ${formatRupees(booking.totalAmount)}, paid ${formatRupees(booking.amountPaid)}, ` +
            `balance ${formatRupees(booking.balanceDue)}`,
        ];
        if (booking.notes) lines.push(`Notes: ${booking.notes}`);
        if (config.PUBLIC_URL) lines.push(`${config.PUBLIC_URL.replace(/\/+$/, '')}/admin/bookings/${booking.id}/show`);
        const subject = `Booking confirmed: ${booking.reference}, ${departure.place} on ${formatDate(departure.startDate)}`;
        return { subject, text: lines.join('\n') };
      }),
    ]);
  }
  if (config.NOTIFY_WEBHOOK_URL) {
    channels.push([
      'webhook',
      webhookChannel(config, async (row) => {
        const { booking, departure } = await details(row);
        const { place, startDate, endDate } = departure;
        return { event: 'booking.confirmed', booking, departure: { place, startDate, endDate } };
      }),
    ]);
  }
  return createOutboxNotifier({ ...options, table: 'bookings', what: 'booking confirmation', channels });
}
