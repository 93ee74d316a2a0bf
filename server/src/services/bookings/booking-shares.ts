/**
 * Splitting a booking into shares and counting money on them (DESIGN "Each pays their share"). A
 * split runs under the seat ledger's locks (departure, then booking) and is refused once any money
 * came in; a share's payment is counted by the ledger's countPayment, in its transaction, so the
 * share, the booking and the payer's receipt voucher always agree.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookingMessages, DomainError, formatPhone, planShares, shareMessages } from '../../domain/index.ts';
import { addSharePaid, findShare, insertShares, sharesOfBooking } from '../../repositories/booking-shares.ts';
import { travellersOfBooking } from '../../repositories/booking-travellers.ts';
import { lockBooking } from '../../repositories/bookings.ts';
import { paymentsOf } from '../../repositories/payments.ts';

/** Makes the shares of a booking whose locks the caller holds; refused when money came in or it is split already. */
export async function splitInto(trx: Transaction<Database>, bookingId: string, now: Date): Promise<void> {
  const booking = await lockBooking(trx, bookingId);
  if (!booking) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  if (booking.status === 'cancelled') throw new DomainError('conflict', bookingMessages.bookingCancelled);
  const paid = booking.amountPaidPaise > 0 || (await paymentsOf(trx, [bookingId])).size > 0;
  if (paid) throw new DomainError('conflict', shareMessages.alreadyPaid);
  if ((await sharesOfBooking(trx, bookingId)).length) throw new DomainError('conflict', shareMessages.alreadySplit);
  const travellers = await travellersOfBooking(trx, bookingId);
  const planned = planShares(
    travellers.map((t) => ({ travellerId: t.id, position: t.position, kind: t.kind })),
    {
      totalPaise: booking.totalPaise,
      depositPaise: booking.depositPaise,
      adultPricePaise: booking.pricePerPersonPaise,
      kidPricePaise: booking.kidPricePerPersonPaise,
    },
  );
  await insertShares(trx, bookingId, planned, now);
}

/** Counts a payment on its share (the ledger's transaction); answers whom its receipt names. */
export async function countOnShare(trx: Transaction<Database>, shareId: string, bookingId: string, amountPaise: number) {
  const share = await findShare(trx, shareId, bookingId);
  if (!share || !(await addSharePaid(trx, shareId, bookingId, amountPaise))) return undefined;
  const mobile =
    share.mobileCountryCode && share.mobileNumber
      ? formatPhone({ countryCode: share.mobileCountryCode, mobileNumber: share.mobileNumber })
      : '';
  return { name: share.name?.trim() || `Traveller ${share.position}`, mobile };
}
