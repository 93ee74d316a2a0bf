/**
 * Paying one share (DESIGN "Each pays their share"): the public pay page's facts by its token (only
 * the trip, the reference and the share's name and amounts: no other personal data), what that share
 * owes now, and the lead's reminder (`share_request`, at once, with a Razorpay payment link when
 * PAYMENT_PROVIDER=razorpay; Razorpay down, the message goes with the pay page's address and the link
 * is made later by the job in payments/payment-links.ts, its message sent then).
 */
import type { FastifyInstance } from 'fastify';
import { bookingMessages, departureStartsAt, DomainError, formatPaise, shareMessages } from '../../domain/index.ts';
import type { Booking } from '../../entities/index.ts';
import type { BookingShare } from '../../entities/booking-share.ts';
import { findShare, findShareByToken } from '../../repositories/booking-shares.ts';
import { findBooking } from '../../repositories/bookings.ts';
import { moneySettingsOf } from './money-settings.ts';
import { paymentLinkFor, type PaymentLinkDeps, type PaymentLinkRequest } from './payments/payment-links.ts';
import { rupeesToPaise } from '../../domain/money.ts';

export interface SharePlace {
  booking: Booking;
  share: BookingShare;
  /** The share's traveller's mobile when known. */
  mobile: { countryCode: string; mobileNumber: string } | null;
}

async function placeOf(app: FastifyInstance, row: Awaited<ReturnType<typeof findShare>>): Promise<SharePlace | null> {
  if (!row) return null;
  const booking = await findBooking(app.db, row.bookingId, app.now());
  const share = booking?.shares.find((s) => s.id === row.id);
  if (!booking || !share) return null;
  const mobile = row.mobileCountryCode && row.mobileNumber ? { countryCode: row.mobileCountryCode, mobileNumber: row.mobileNumber } : null;
  return { booking, share, mobile };
}

/** A share with its booking, by the share's id. */
export const sharePlace = async (app: FastifyInstance, shareId: string) => placeOf(app, await findShare(app.db, shareId));

/** The share a pay token names, while it can still be paid: unknown, fully paid or on a cancelled booking is 404. */
export async function shareByToken(app: FastifyInstance, token: string): Promise<SharePlace> {
  const place = await placeOf(app, await findShareByToken(app.db, token));
  const used = !place || place.booking.status === 'cancelled' || rupeesToPaise(place.share.amountPaid) >= rupeesToPaise(place.share.amount);
  if (used) throw new DomainError('not_found', shareMessages.payLinkNotFound);
  return place;
}

/** What the pay page shows: nothing personal but the share's name. */
export const payPageOf = ({ booking, share }: SharePlace, provider: string) => ({
  share: { id: share.id, name: share.name, amount: share.amount, amountPaid: share.amountPaid, due: share.due },
  trip: { place: booking.place, startDate: booking.startDate, endDate: booking.endDate },
  reference: booking.reference,
  bookingStatus: booking.status,
  provider,
});

export const paymentLinkDepsOf = (app: FastifyInstance): PaymentLinkDeps => ({
  db: app.db,
  razorpay: moneySettingsOf(app.config).razorpay,
  jobs: app.jobs,
  log: app.log,
  now: () => app.now(),
});

/** The Razorpay link asked for a share's reminder (the amount it owes now), its payer sent back to the pay page. */
export function shareLinkRequest(origin: string, place: SharePlace, duePaise: number, timeZone: string): PaymentLinkRequest {
  const { booking, share, mobile } = place;
  const contact = mobile ?? { countryCode: booking.user.countryCode, mobileNumber: booking.user.mobileNumber };
  return {
    bookingId: booking.id,
    purpose: 'share',
    referenceId: share.id,
    amountPaise: duePaise,
    description: `${booking.place}: ${share.name}'s share, booking ${booking.reference}`,
    customer: { name: share.name, contact: `+${contact.countryCode}${contact.mobileNumber}` },
    callbackUrl: `${origin}${share.payUrl}`,
    expireBy: departureStartsAt(booking.startDate, timeZone),
  };
}

/** Sends `share_request` now (in its own transaction) to the share's traveller, else to the lead. */
export async function sendShareRequest(app: FastifyInstance, place: SharePlace, link: string, duePaise: number): Promise<void> {
  const { booking, share, mobile } = place;
  await app.db.transaction().execute((trx) =>
    app.messages.aboutTraveller(trx, booking.id, {
      template: 'share_request',
      params: { name: share.name, amount: formatPaise(duePaise), link },
      to: mobile,
    }),
  );
}

/**
 * POST /bookings/{id}/shares/{sid}/remind: the lead asks one share to pay what it owes now.
 * Answers the link the message carries (the payment link, else the pay page).
 */
export async function remindShare(app: FastifyInstance, bookingId: string, shareId: string, userId: string, origin: string) {
  const booking = await findBooking(app.db, bookingId, app.now(), userId);
  if (!booking) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  const place = await placeOf(app, await findShare(app.db, shareId, bookingId));
  if (!place) throw new DomainError('not_found', shareMessages.shareNotFound);
  const duePaise = rupeesToPaise(place.share.due);
  if (booking.status === 'cancelled' || duePaise <= 0) throw new DomainError('conflict', shareMessages.nothingDue);
  const payPage = `${origin}${place.share.payUrl}`;
  const request = shareLinkRequest(origin, place, duePaise, app.config.TIME_ZONE);
  const paymentLink = app.config.PAYMENT_PROVIDER === 'razorpay' ? await paymentLinkFor(paymentLinkDepsOf(app), request) : null;
  await sendShareRequest(app, place, paymentLink ?? payPage, duePaise);
  return { share: place.share, paymentLink };
}
