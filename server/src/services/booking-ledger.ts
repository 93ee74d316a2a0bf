/**
 * The seat ledger: every change to the seats a departure has given out runs in ONE transaction that
 * first locks the departure's row (SELECT ... FOR UPDATE), then counts the seats held and writes (the
 * repositories' queries): requests never count the same free seats, on PostgreSQL across replicas and
 * on PGlite. Money counted issues its GST documents in that transaction. Once it has committed, the
 * ledger announces what changed (`LedgerEvents`): its callers only answer.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  balanceTerms,
  partyAmounts,
  bookingMessages,
  type BookingStatus,
  DomainError,
  type Language,
  type PaymentMethod,
  statusForAmountPaid,
} from '../domain/index.ts';
import { effectiveStatus } from '../entities/booking.ts';
import { resolvedPricesPaise } from '../entities/departure.ts';
import { bookingDepartureId, insertReservedBooking, lockBooking, updateBookingRow } from '../repositories/bookings.ts';
import { deleteDepartureRow, insertDeparture, lockDeparture, type LockedDeparture } from '../repositories/departures.ts';
import { insertPayment } from '../repositories/payments.ts';
import { newBookingReference } from './booking-reference.ts';
import { type DocumentSettings, issuePaymentDocuments } from './documents/issue.ts';

/** What the ledger announces, each time after its transaction has committed. */
export interface LedgerEvents {
  /** A departure or the seats bookings hold changed: public pages showing seats left follow. */
  seatsChanged(): void;
  /** A booking became confirmed (or paid) from pending or expired: the traveller and the business are told. */
  bookingConfirmed(bookingId: string): void;
}

export interface LedgerOptions {
  db: Kysely<Database>;
  now: () => Date;
  depositPercent: number;
  /** BALANCE_DUE_DAYS (a departure's own wins); the GST documents counted money issues. */
  balanceDueDays: number;
  documents: DocumentSettings;
  events: LedgerEvents;
}

const seatsFree = (departure: LockedDeparture) => departure.seatsTotal - departure.seatsTaken;

async function lockedPair(trx: Transaction<Database>, bookingId: string, now: Date, userId?: string) {
  // The departure first, always: every seat transaction takes its locks in the same order.
  const departureId = await bookingDepartureId(trx, bookingId, userId);
  if (!departureId) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  const departure = await lockDeparture(trx, departureId, now, bookingId);
  const booking = await lockBooking(trx, bookingId);
  if (!departure || !booking) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  return { departure, booking };
}

export interface ReserveInput {
  userId: string;
  departureId: string;
  adults: number;
  kids: number;
  travellers: { name: string }[];
  notes: string;
  billing: { billingState: string; billingGstin: string | null; billingName: string | null };
  language: Language;
  today: string;
  holdMs: number;
}

/** Takes the seats and stores the booking (pending payment, held for `holdMs`); returns its id. */
export async function reserveSeats(options: LedgerOptions, input: ReserveInput): Promise<{ id: string; status: BookingStatus }> {
  const reserved = await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const departure = await lockDeparture(trx, input.departureId, now);
    if (!departure) throw new DomainError('not_found', bookingMessages.departureNotFound);
    if (departure.status !== 'open' || departure.startDate < input.today)
      throw new DomainError('conflict', bookingMessages.departureNotOpen);
    const seats = input.adults + input.kids;
    if (seats > seatsFree(departure)) throw new DomainError('conflict', bookingMessages.notEnoughSeats);
    const resolved = resolvedPricesPaise(departure, options.depositPercent);
    const days = departure.balanceDueDays ?? options.balanceDueDays;
    // Computed here from the departure's prices only, in paise: never from anything a browser sends.
    const { balanceDueDate, prices } = balanceTerms(input.today, departure.startDate, days, resolved);
    const amounts = partyAmounts(input, prices);
    // A deposit of nothing confirms at once.
    const status = statusForAmountPaid(0, amounts);
    for (;;) {
      const id = await insertReservedBooking(trx, {
        reference: newBookingReference(),
        tripId: departure.tripId,
        departureId: departure.id,
        userId: input.userId,
        adults: input.adults,
        kids: input.kids,
        seats,
        travellers: input.travellers,
        notes: input.notes,
        ...input.billing,
        language: input.language,
        balanceDueDate,
        pricePerPersonPaise: prices.pricePaise,
        kidPricePerPersonPaise: prices.kidPricePaise,
        depositPerPersonPaise: prices.depositPaise,
        totalPaise: amounts.totalPaise,
        depositPaise: amounts.depositPaise,
        status,
        holdExpiresAt: status === 'pending_payment' ? new Date(now.getTime() + input.holdMs) : null,
        notificationStatus: status === 'pending_payment' ? 'none' : 'pending',
        now,
      });
      // A reference already taken: draw another.
      if (id) return { id, status };
    }
  });
  options.events.seatsChanged();
  if (reserved.status !== 'pending_payment') options.events.bookingConfirmed(reserved.id);
  return reserved;
}

/** Holds an expired booking's seats again, when they are free; a live hold is left as it is. */
export async function holdAgain(
  options: LedgerOptions,
  bookingId: string,
  userId: string,
  hold: { holdMs: number; today: string },
): Promise<void> {
  const { holdMs, today } = hold;
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const { departure, booking } = await lockedPair(trx, bookingId, now, userId);
    if (effectiveStatus(booking, now) !== 'expired') return;
    if (departure.status !== 'open' || departure.startDate < today) throw new DomainError('conflict', bookingMessages.departureNotOpen);
    if (booking.seats > seatsFree(departure)) throw new DomainError('conflict', bookingMessages.notEnoughSeats);
    await updateBookingRow(trx, bookingId, { status: 'pending_payment', holdExpiresAt: new Date(now.getTime() + holdMs), updatedAt: now });
  });
  options.events.seatsChanged();
}

/** Cancels a booking and frees its seats. A traveller may cancel only while it awaits payment. */
export async function cancelBooking(options: LedgerOptions, bookingId: string, by: { userId: string } | { admin: true }): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const { booking } = await lockedPair(trx, bookingId, now, 'userId' in by ? by.userId : undefined);
    const status = effectiveStatus(booking, now);
    if ('userId' in by && status !== 'pending_payment') throw new DomainError('conflict', bookingMessages.onlyPendingCanBeCancelled);
    if (status === 'cancelled') return;
    await updateBookingRow(trx, bookingId, { status: 'cancelled', holdExpiresAt: null, updatedAt: now });
  });
  options.events.seatsChanged();
}

export interface PaymentInput {
  bookingId: string;
  amountPaise: number;
  method: PaymentMethod;
  providerPaymentId: string | null;
  providerOrderId?: string | null;
  paidAt?: Date;
  /** An admin recording money by hand: refused (nothing stored) when it cannot confirm. */
  recordedBy?: string;
  holdMs: number;
}

export interface PaymentOutcome {
  /** False when this provider payment was already counted. */
  counted: boolean;
  /** The booking just became confirmed (or paid) from pending or expired: time to tell people. */
  confirmedNow: boolean;
  /** An expired hold took its seats again: the seats left changed. */
  seatsTaken: boolean;
}

/**
 * Counts a payment. A pending booking is confirmed once the deposit is in, paid once the total is.
 * A payment for an expired hold takes the seats again when they are free; when they are not, a
 * provider's payment is kept on the booking, which stays expired for a refund (never oversold),
 * and an admin's is refused with 'Not enough seats left'.
 */
export async function countPayment(options: LedgerOptions, input: PaymentInput): Promise<PaymentOutcome> {
  const outcome = await options.db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
    const now = options.now();
    const { departure, booking } = await lockedPair(trx, input.bookingId, now);
    const before = effectiveStatus(booking, now);
    const byAdmin = Boolean(input.recordedBy);
    if (byAdmin && before === 'cancelled') throw new DomainError('conflict', bookingMessages.bookingCancelled);
    if (byAdmin && input.amountPaise > booking.totalPaise - booking.amountPaidPaise)
      throw new DomainError('invalid', bookingMessages.paymentAboveBalance);
    const stored = await insertPayment(trx, { ...input, paidAt: input.paidAt ?? now, recordedBy: input.recordedBy ?? null });
    if (!stored) return { counted: false, confirmedNow: false, seatsTaken: false };
    const amountPaid = booking.amountPaidPaise + input.amountPaise;
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
        if (status === 'pending_payment') holdExpiresAt = new Date(now.getTime() + input.holdMs);
      }
    }
    if (status === 'confirmed' || status === 'paid') holdExpiresAt = null;
    const confirmedNow = (before === 'pending_payment' || before === 'expired') && (status === 'confirmed' || status === 'paid');
    await updateBookingRow(trx, input.bookingId, {
      amountPaidPaise: amountPaid,
      status,
      holdExpiresAt,
      updatedAt: now,
      ...(confirmedNow ? { notificationStatus: 'pending', notificationNextAttemptAt: null } : {}),
    });
    await issuePaymentDocuments(trx, options.documents, { booking, paymentId: stored.id, amountPaise: input.amountPaise, now });
    return { counted: true, confirmedNow, seatsTaken: before === 'expired' && status !== 'expired' };
  });
  // Seats left change only when an expired hold's seats were taken again; a provider's payment
  // (browser or webhook) has always refreshed the public pages whenever it was counted.
  if (outcome.seatsTaken || (outcome.counted && !input.recordedBy)) options.events.seatsChanged();
  if (outcome.confirmedNow) options.events.bookingConfirmed(input.bookingId);
  return outcome;
}

/** Changes a departure's seats under its lock: never below the seats already taken. */
export async function setSeatsTotal(
  options: LedgerOptions,
  departureId: string,
  write: (trx: Transaction<Database>, taken: number) => Promise<void>,
) {
  await options.db.transaction().execute(async (trx) => {
    const departure = await lockDeparture(trx, departureId, options.now());
    if (!departure) throw new DomainError('not_found', bookingMessages.departureNotFound);
    await write(trx, departure.seatsTaken);
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
