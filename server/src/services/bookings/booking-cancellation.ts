/**
 * Cancelling a booking (DESIGN.md "Money after the deposit"): the quote, and the cancellation that
 * carries it out in ONE ledger transaction (departure's row lock, then the booking's): the seats are
 * freed (freeSeats, the one place a booking gives its seats back), the money goes back to the
 * payments (services/refunds.ts) or onto a voucher, and the booking records how it was cancelled.
 * A Razorpay refund's job is made in that transaction (services/refunds.ts), so no cancellation waits
 * for Razorpay, and so is the traveller's booking_cancelled (with its plan ahead cancelled). After the
 * commit the ledger announces `seatsChanged`. A departure the operator cancels cancels every active
 * booking on it, refunding in full.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  bookingMessages,
  calendarDay,
  cancellationMessages,
  cancellationQuotePaise,
  type CancelledBy,
  daysBetween,
  DomainError,
  heldPaise,
  mayCancel,
  paiseToRupees,
  type RefundTo,
} from '../../domain/index.ts';
import type { DepartureCancellationQuote } from '../../entities/index.ts';
import { type BookingRow, effectiveStatus } from '../../entities/booking.ts';
import type { CancellationTier } from '../../domain/index.ts';
import { lockBooking, updateBookingRow } from '../../repositories/bookings.ts';
import { bookingsToCancelOn, bookingsToCancelOnFigures } from '../../repositories/departure-cancellations.ts';
import { lockDeparture, updateDepartureRow } from '../../repositories/departures.ts';
import { type LedgerOptions, lockedPair } from './booking-ledger.ts';
import { refundToPayments } from '../money/refunds.ts';
import { issueRefundDocument } from '../money/documents/issue.ts';
import { issueVoucher } from '../money/vouchers.ts';
import { offerFreedSeats } from './waitlist.ts';

type Trx = Transaction<Database>;

export interface CancellationRequest {
  by: CancelledBy;
  refundTo: RefundTo;
  /** An admin's override of what goes back (paise): at most what was paid less what was refunded. */
  amountPaise?: number;
  reason?: string | null;
  adminId?: string;
}

/** The booking's own tiers (copied when it was made), else CANCELLATION_POLICY. */
const tiersOf = (options: LedgerOptions, row: BookingRow): CancellationTier[] =>
  Array.isArray(row.cancellationPolicy) && row.cancellationPolicy.length ? row.cancellationPolicy : options.cancellationPolicy;

/** The quote: what the policy retains, what goes back, what a voucher would be worth (paise), and the tiers. */
export function quoteFor(options: LedgerOptions, row: BookingRow, startDate: string, now: Date) {
  const tiers = tiersOf(options, row);
  const daysBeforeStart = daysBetween(calendarDay(now, options.money.timeZone), startDate);
  return { ...cancellationQuotePaise(row, tiers, daysBeforeStart, options.money.voucherValuePercent), policy: tiers };
}

/** The one place a booking gives its seats back: stored cancelled (the caller then offers them to the waitlist, same transaction). */
async function freeSeats(trx: Trx, bookingId: string, now: Date, how: Parameters<typeof updateBookingRow>[2]) {
  await updateBookingRow(trx, bookingId, { ...how, status: 'cancelled', holdExpiresAt: null, updatedAt: now });
}

/** Cancels a locked booking with its money (a Razorpay refund's job made with it). */
async function cancelLocked(
  trx: Trx,
  options: LedgerOptions,
  booking: BookingRow,
  startDate: string,
  request: CancellationRequest,
): Promise<void> {
  const now = options.now();
  const status = effectiveStatus(booking, now);
  if (!mayCancel(request.by, status, calendarDay(now, options.money.timeZone), startDate))
    throw new DomainError('conflict', cancellationMessages.cannotBeCancelled);
  const quote = quoteFor(options, booking, startDate, now);
  const held = heldPaise(booking);
  if (request.amountPaise !== undefined && request.amountPaise > held)
    throw new DomainError('invalid', cancellationMessages.cancelAmountAbovePaid);
  const given = request.amountPaise;
  let refundPaise = 0;
  let voucherPaise = 0;
  if (request.by === 'operator') refundPaise = held;
  else if (request.refundTo === 'original') refundPaise = given ?? quote.refundPaise;
  else if (request.refundTo === 'voucher') voucherPaise = given ?? quote.voucherPaise;
  await freeSeats(trx, booking.id, now, {
    cancelledAt: now,
    cancelledBy: request.by,
    cancellationRetainedPaise: Math.max(0, held - refundPaise - voucherPaise),
    cancellationRefundPaise: refundPaise,
    cancellationVoucherPaise: voucherPaise,
    cancellationRefundTo: request.by === 'operator' ? 'original' : request.refundTo,
    cancellationReason: request.reason ?? null,
  });
  if (voucherPaise > 0) {
    const { voucherValidDays: validDays } = options.money;
    await issueVoucher(trx, {
      userId: booking.userId,
      amountPaise: voucherPaise,
      sourceBookingId: booking.id,
      issuedBy: null,
      now,
      validDays,
    });
    await issueRefundDocument(trx, options.documents, { booking, amountPaise: voucherPaise, now });
  }
  if (refundPaise > 0) await refundToPayments(trx, options, booking, refundPaise);
  // booking_cancelled (with the money just decided) and the plan ahead cancelled, in this transaction.
  await options.messages.bookingCancelled(trx, booking.id);
}

/**
 * Cancels one booking: a traveller's own (pending: always; confirmed or paid: before the start), or an
 * admin's (any booking not yet cancelled). 409 'This booking can no longer be cancelled' otherwise.
 */
export async function cancelWithMoney(
  options: LedgerOptions,
  bookingId: string,
  request: CancellationRequest & { userId?: string },
): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const { departure, booking } = await lockedPair(trx, bookingId, now, request.userId);
    await cancelLocked(trx, options, booking, departure.startDate, request);
    // The freed seats go to the first waiting travellers they fit, before anyone else can take them.
    await offerFreedSeats(trx, options, departure.id, now);
  });
  options.events.seatsChanged();
}

/** Cancels a booking without moving money (PUT /admin/bookings/{id} {status: "cancelled"}): already cancelled is no change. */
export async function cancelBooking(options: LedgerOptions, bookingId: string): Promise<void> {
  try {
    await cancelWithMoney(options, bookingId, { by: 'admin', refundTo: 'none' });
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
  }
}

/**
 * The operator cancels a departure: it is stored cancelled and every active booking on it is cancelled
 * (`by: "operator"`), everything paid refunded in full to the original payments, in one transaction.
 */
export async function cancelDeparture(options: LedgerOptions, departureId: string): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const departure = await lockDeparture(trx, departureId, now);
    if (!departure) throw new DomainError('not_found', bookingMessages.departureNotFound);
    const ids = await bookingsToCancelOn(trx, departureId, now);
    for (const id of ids) {
      const booking = await lockBooking(trx, id);
      if (booking) await cancelLocked(trx, options, booking, departure.startDate, { by: 'operator', refundTo: 'original' });
    }
    await updateDepartureRow(trx, departureId, { status: 'cancelled' }, now);
    // A cancelled departure offers nothing: its waitlist waits on no seats.
  });
  options.events.seatsChanged();
}

/**
 * What cancelling a departure would do, read without changing anything (the back office's confirm step): the
 * bookings cancelDeparture would cancel, their travellers, and what goes back, as it refunds it (all still held).
 */
export async function departureCancellationQuote(
  db: LedgerOptions['db'],
  departureId: string,
  now: Date,
): Promise<DepartureCancellationQuote> {
  const bookings = await bookingsToCancelOnFigures(db, departureId, now);
  return {
    bookings: bookings.length,
    travellers: bookings.reduce((sum, booking) => sum + booking.seats, 0),
    refundAmount: paiseToRupees(bookings.reduce((sum, booking) => sum + heldPaise(booking), 0)),
  };
}
