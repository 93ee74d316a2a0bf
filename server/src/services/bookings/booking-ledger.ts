/**
 * The seat ledger: every change to the seats a departure has given out runs in ONE transaction that first locks the departure's row
 * (SELECT ... FOR UPDATE), then counts the seats held and writes (the repositories' queries): requests never count the same free seats,
 * on PostgreSQL across replicas and on PGlite. Money counted issues its GST documents (and a referred booking paid, its referrer's
 * voucher) in that transaction, and wherever seats may have freed up the waitlist is offered them first (services/waitlist.ts). Once it
 * has committed, the ledger announces what changed (`LedgerEvents`): its callers only answer. The traveller's messages are planned
 * inside the transaction (`LedgerMessages`), so no crash after a commit loses one. A reservation's code is decided in storeHeldBooking;
 * a traveller's reservation itself is services/seat-reservation.ts (what a sell-out needs besides the lock).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  amountDueNowPaise,
  type CancellationTier,
  bookingMessages,
  type BookingStatus,
  DomainError,
  isOpenForBooking,
  statusForAmountPaid,
} from '../../domain/index.ts';
import { effectiveStatus } from '../../entities/booking.ts';
import { bookingDepartureId, lockBooking, updateBookingRow } from '../../repositories/bookings.ts';
import { deleteDepartureRow, insertDeparture, lockDeparture, type LockedDeparture } from '../../repositories/departures.ts';
import { insertPayment } from '../../repositories/payments.ts';
import { type DocumentSettings, issuePaymentDocuments } from '../money/documents/issue.ts';
import type { MoneySettings } from '../money/money-settings.ts';
import { rewardReferrer, spendVoucher } from '../money/vouchers.ts';
import type { PaymentInput, PaymentOutcome } from '../money/payment-input.ts';
import { holdEndFor, type HoldSettings } from './held-booking.ts';
import { offerFreedSeats, type WaitlistSettings } from './waitlist.ts';
import { countOnShare, splitInto } from './booking-shares.ts';

/** What the ledger announces after its transaction has committed. */
export interface LedgerEvents {
  /** A departure or the seats bookings hold changed: public pages showing seats left follow. */
  seatsChanged(): void;
}

/**
 * The traveller's messages, planned IN the ledger's transaction (services/messages/planner.ts), with
 * the jobs of those due now: they exist exactly when the change does, whatever crashes after the commit.
 */
export interface LedgerMessages {
  /** A booking became confirmed (or paid) from pending or expired. */
  bookingConfirmed(trx: Transaction<Database>, bookingId: string): Promise<void>;
  /** A booking was cancelled: what was ahead is cancelled, booking_cancelled goes now. */
  bookingCancelled(trx: Transaction<Database>, bookingId: string): Promise<void>;
  /** A payment was counted on a booking that did not just become confirmed: its journey planned again. */
  paymentCounted(trx: Transaction<Database>, bookingId: string): Promise<void>;
}

export interface LedgerOptions {
  db: Kysely<Database>;
  now: () => Date;
  depositPercent: number;
  /** BALANCE_DUE_DAYS (a departure's own wins); the GST documents counted money issues. */
  balanceDueDays: number;
  /** What bounds every hold: never past the departure's start (domain holdEndsAt). */
  holds: HoldSettings;
  /** CANCELLATION_POLICY: copied onto a booking whose trip has no tiers of its own. */
  cancellationPolicy: CancellationTier[];
  documents: DocumentSettings;
  /** Vouchers, refunds through Razorpay, the business's day. */
  money: MoneySettings;
  /** WAITLIST_OFFER_HOURS and what else waitlist offers are made with (services/waitlist.ts). */
  waitlist: WaitlistSettings;
  /** In the transaction that confirms a booking: the job that tells the business (services/booking-notifier.ts). */
  notifyConfirmed: (trx: Transaction<Database>, bookingId: string) => Promise<void>;
  /** In the transaction that writes a pending Razorpay refund: the job that sends it (services/refunds.ts). */
  queueRefund: (trx: Transaction<Database>, refundId: string) => Promise<void>;
  messages: LedgerMessages;
  events: LedgerEvents;
}

/** The seats a departure read under its lock has free. */
export const seatsFree = (departure: LockedDeparture) => departure.seatsTotal - departure.seatsTaken;

export async function lockedPair(trx: Transaction<Database>, bookingId: string, now: Date, userId?: string) {
  // The departure first, always: every seat transaction takes its locks in the same order.
  const departureId = await bookingDepartureId(trx, bookingId, userId);
  if (!departureId) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  const departure = await lockDeparture(trx, departureId, now, bookingId);
  const booking = await lockBooking(trx, bookingId);
  if (!departure || !booking) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  return { departure, booking };
}

/** Holds an expired booking's seats again, when they are free; a live hold is left as it is. */
export async function holdAgain(
  options: LedgerOptions,
  bookingId: string,
  userId: string,
  hold: { holdMs: number; today: string },
): Promise<void> {
  const { holdMs, today } = hold;
  const { refused } = await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const { departure: found, booking } = await lockedPair(trx, bookingId, now, userId);
    if (effectiveStatus(booking, now) !== 'expired') return { refused: null };
    if (!isOpenForBooking(found, today)) throw new DomainError('conflict', bookingMessages.departureNotOpen);
    // The waitlist comes first: an expired hold takes its seats again only when no waiting entry fits them.
    const offered = await offerFreedSeats(trx, options, found.id, now);
    const departure = offered.length ? ((await lockDeparture(trx, found.id, now, bookingId)) ?? found) : found;
    if (booking.seats > seatsFree(departure)) return { refused: bookingMessages.notEnoughSeats };
    await updateBookingRow(trx, bookingId, {
      status: 'pending_payment',
      holdExpiresAt: holdEndFor(options.holds, departure, now, holdMs),
      updatedAt: now,
    });
    return { refused: null };
  });
  if (refused) throw new DomainError('conflict', refused);
  options.events.seatsChanged();
}

/** POST /bookings/{id}/split: the lead splits their booking, under its locks, before any payment (else 409). */
export async function splitBooking(options: LedgerOptions, bookingId: string, userId: string): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    await lockedPair(trx, bookingId, options.now(), userId);
    await splitInto(trx, bookingId, options.now());
  });
}

export type { PaymentInput, PaymentOutcome } from '../money/payment-input.ts';

/**
 * Counts a payment. A pending booking is confirmed once the deposit is in, paid once the total is.
 * A payment for an expired hold takes the seats again when they are free; when they are not, a
 * provider's payment is kept on the booking, which stays expired for a refund (never oversold),
 * and an admin's is refused with 'Not enough seats left'.
 */
export async function countPayment(options: LedgerOptions, input: PaymentInput): Promise<PaymentOutcome> {
  const outcome = await options.db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
    const now = options.now();
    if (input.claim && !(await input.claim(trx))) return { counted: false, confirmedNow: false, seatsTaken: false, amountPaise: 0 };
    const { departure, booking } = await lockedPair(trx, input.bookingId, now);
    const before = effectiveStatus(booking, now);
    const byAdmin = Boolean(input.recordedBy);
    if (byAdmin && before === 'cancelled') throw new DomainError('conflict', bookingMessages.bookingCancelled);
    if (byAdmin && input.amountPaise > booking.totalPaise - booking.amountPaidPaise)
      throw new DomainError('invalid', bookingMessages.paymentAboveBalance);
    // A voucher pays what is due now on the LOCKED row (the deposit while pending, else the balance), never a figure
    // read before the lock: of two payments at once the second finds nothing due, and none pays beyond the total.
    const voucherDue = input.voucher ? Math.min(input.amountPaise, amountDueNowPaise(before, booking.amountPaidPaise, booking)) : 0;
    if (input.voucher && voucherDue <= 0) throw new DomainError('conflict', bookingMessages.nothingDue);
    const spent = input.voucher ? await spendVoucher(trx, { ...input.voucher, duePaise: voucherDue, now }) : null;
    const amountPaise = spent ? spent.amountPaise : input.amountPaise;
    const stored = await insertPayment(trx, { ...input, amountPaise, voucherId: spent?.voucherId, paidAt: input.paidAt ?? now });
    if (!stored) return { counted: false, confirmedNow: false, seatsTaken: false, amountPaise: 0 };
    const payer = input.shareId ? await countOnShare(trx, input.shareId, input.bookingId, amountPaise) : undefined;
    const amountPaid = booking.amountPaidPaise + amountPaise;
    const byAmount = statusForAmountPaid(amountPaid, { totalPaise: booking.totalPaise, depositPaise: booking.depositPaise });
    let status: BookingStatus = before;
    let holdExpiresAt = booking.holdExpiresAt;
    if (before === 'pending_payment' || before === 'confirmed' || before === 'paid') {
      status = before === 'paid' ? 'paid' : byAmount;
    } else if (before === 'expired') {
      const seatsBack = departure.status !== 'cancelled' && booking.seats <= seatsFree(departure);
      if (!seatsBack && byAdmin) throw new DomainError('conflict', bookingMessages.notEnoughSeats);
      if (seatsBack) {
        status = byAmount;
        if (status === 'pending_payment') holdExpiresAt = holdEndFor(options.holds, departure, now, input.holdMs);
      }
    }
    if (status === 'confirmed' || status === 'paid') holdExpiresAt = null;
    const confirmedNow = (before === 'pending_payment' || before === 'expired') && (status === 'confirmed' || status === 'paid');
    await updateBookingRow(trx, input.bookingId, {
      amountPaidPaise: amountPaid,
      status,
      holdExpiresAt,
      updatedAt: now,
      ...(confirmedNow ? { notificationStatus: 'pending' } : {}),
    });
    if (confirmedNow) await options.notifyConfirmed(trx, input.bookingId);
    if (status === 'paid' && before !== 'paid') await rewardReferrer(trx, options.money, input.bookingId, now); // once, in this transaction
    await issuePaymentDocuments(trx, options.documents, { booking, paymentId: stored.id, amountPaise, now, payer });
    await options.messages[confirmedNow ? 'bookingConfirmed' : 'paymentCounted'](trx, input.bookingId);
    // After the money: a paid offer is claimed, and seats an expired one did not take again pass on (their messages planned here).
    await offerFreedSeats(trx, options, departure.id, now);
    const seatsTaken = before === 'expired' && status !== 'expired';
    return { counted: true, confirmedNow, seatsTaken, amountPaise, ...(spent ? { voucher: spent } : {}) };
  });
  // Seats left change only when an expired hold's seats were taken again; a provider's payment
  // (browser or webhook) has always refreshed the public pages whenever it was counted.
  if (outcome.seatsTaken || (outcome.counted && !input.recordedBy)) options.events.seatsChanged();
  return outcome;
}

/** Changes a departure's seats under its lock: never below the seats already taken; seats added go to the waitlist first. */
export async function setSeatsTotal(
  options: LedgerOptions,
  departureId: string,
  write: (trx: Transaction<Database>, taken: number) => Promise<void>,
) {
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const departure = await lockDeparture(trx, departureId, now);
    if (!departure) throw new DomainError('not_found', bookingMessages.departureNotFound);
    await write(trx, departure.seatsTaken);
    await offerFreedSeats(trx, options, departureId, now);
  });
  options.events.seatsChanged();
}

/** Puts a new departure's seats on sale; answers its id. */
export async function addDeparture(options: LedgerOptions, values: Parameters<typeof insertDeparture>[1]): Promise<string> {
  const id = await insertDeparture(options.db, values);
  options.events.seatsChanged();
  return id;
}

/** Deletes a departure; the database refuses while bookings refer to it (ON DELETE RESTRICT). */
export async function removeDeparture(options: LedgerOptions, departureId: string): Promise<void> {
  await deleteDepartureRow(options.db, departureId);
  options.events.seatsChanged();
}
