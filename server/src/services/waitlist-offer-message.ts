/**
 * The `waitlist_offer` message: freed seats held for a waiting traveller, with the link to pay them
 * (the booking's page on the site). Sent by SMS through the configured provider once the offer has
 * committed (LedgerEvents.waitlistOffered). MSG91 sends only its DLT-approved sign-in template, so
 * with MSG91 the offer is logged and the traveller finds it under My Bookings.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { WAITLIST_OFFER_MESSAGE, waitlistOfferSmsText } from '../domain/index.ts';
import { findBooking } from '../repositories/bookings.ts';
import { createSmsSender, type SmsSender } from './sms/index.ts';

export interface OfferMessageDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  sms?: SmsSender;
}

/** Where the traveller pays an offer: the booking's page on the site (PUBLIC_URL, else this server). */
export function offerLink(config: Config, bookingId: string): string {
  const origin = config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${config.PORT}`;
  return `${origin}/bookings/${bookingId}`;
}

/** Tells the traveller of the offer held as `bookingId`; a booking no longer pending is left alone. */
export async function sendWaitlistOffer(deps: OfferMessageDeps, bookingId: string): Promise<boolean> {
  const booking = await findBooking(deps.db, bookingId, deps.now());
  if (!booking || booking.status !== 'pending_payment' || !booking.holdExpiresAt) return false;
  if (deps.config.smsProvider === 'msg91') {
    deps.log.info({ bookingId, message: WAITLIST_OFFER_MESSAGE }, 'waitlist offer not sent: MSG91 sends only the sign-in template');
    return false;
  }
  const hours = Math.max(1, Math.round((Date.parse(booking.holdExpiresAt) - deps.now().getTime()) / 3_600_000));
  const text = waitlistOfferSmsText(deps.config.BUSINESS_NAME, {
    reference: booking.reference,
    seats: booking.seats,
    place: booking.place,
    startDate: booking.startDate,
    hours,
    link: offerLink(deps.config, booking.id),
  });
  const sms = deps.sms ?? createSmsSender(deps.config);
  await sms.sendCode({
    to: { countryCode: booking.user.countryCode, mobileNumber: booking.user.mobileNumber },
    code: booking.reference,
    text,
  });
  deps.log.info({ bookingId, message: WAITLIST_OFFER_MESSAGE }, 'waitlist offer sent');
  return true;
}
