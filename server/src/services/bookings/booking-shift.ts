/**
 * Moving a whole booking to another open departure of the same trip (DESIGN "Everyone on the trip"): the options
 * with their new totals, and the move itself, ONE seat-ledger transaction. Both departures' rows are locked, in id
 * order (so two moves between the same two departures never wait on each other), then the booking's; the seats are
 * counted on the new departure after its waitlist has had its turn, taken there and freed on the old one (whose
 * waitlist is then offered them). The booking is re-priced at the new departure (its prices of today, no code) plus
 * BATCH_SHIFT_FEE per seat; a higher total raises what is due, money held beyond a lower one goes back to the
 * original payments (services/refunds.ts) or onto a voucher with its GST document, as a cancellation does. The
 * travellers' records stay. booking_shifted and the journey planned again are written in the transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  bookingMessages,
  calendarDay,
  changeableStatuses,
  changeStillAllowed,
  departureStartsAt,
  depositOfInstalments,
  DomainError,
  heldPaise,
  lastDueDate,
  paiseToRupees,
  planInstalments,
  type RefundTo,
  type ShiftOption,
  rupeesToPaise,
  travellerMessages,
} from '../../domain/index.ts';
import { type BookingRow, effectiveStatus } from '../../entities/booking.ts';
import { bookingRow } from '../../repositories/booking-rows.ts';
import { moveInvitations, otherOpenDepartures } from '../../repositories/booking-shifts.ts';
import { bookingDepartureId, findBookingSeenBy, lockBooking, updateBookingRow } from '../../repositories/bookings.ts';
import { lockDeparture, type LockedDeparture } from '../../repositories/departures.ts';
import type { LedgerOptions } from './booking-ledger.ts';
import { issueRefundDocument } from '../money/documents/issue.ts';
import { priceParty, type PricedDeparture } from '../money/pricing.ts';
import { refundToPayments } from '../money/refunds.ts';
import { issueVoucher } from '../money/vouchers.ts';
import { offerFreedSeats } from './waitlist.ts';
import { addRefunded } from '../../repositories/refunds.ts';

export interface ShiftSettings {
  /** SHIFT_UNTIL_DAYS: moving is allowed while at least this many days are left before the start. */
  shiftUntilDays: number;
  /** BATCH_SHIFT_FEE: rupees per seat. */
  feePerSeatRupees: number;
  /** In the move's transaction: booking_shifted to the booker and the journey planned again from the new dates. */
  shifted: (trx: Transaction<Database>, bookingId: string) => Promise<void>;
}

/** The new total (paise) of `booking` on `departure` today: its prices for the party, plus the fee for each seat. */
function repriced(options: LedgerOptions, settings: ShiftSettings, booking: BookingRow, departure: PricedDeparture, today: string) {
  const priced = priceParty(departure, booking, null, { ...options, discounts: options.money.discounts, today });
  const feePaise = rupeesToPaise(settings.feePerSeatRupees) * booking.seats;
  const totalPaise = priced.totalPaise + feePaise;
  // On a payment plan the instalments are those of the new departure, over the total with the fee.
  const plan = departure.paymentPlan?.length ? departure.paymentPlan : null;
  if (!plan) return { ...priced, feePaise, totalPaise };
  const instalmentPlan = planInstalments(plan, totalPaise, departure.startDate, today);
  return {
    ...priced,
    feePaise,
    totalPaise,
    instalmentPlan,
    depositPaise: depositOfInstalments(instalmentPlan, today),
    balanceDueDate: lastDueDate(instalmentPlan),
  };
}

/** A booking may move: still holding its seats, and at least SHIFT_UNTIL_DAYS before its start. Else 409. */
function checkMovable(booking: BookingRow, startDate: string, today: string, now: Date, settings: ShiftSettings) {
  const status = effectiveStatus(booking, now);
  if (!(changeableStatuses as readonly string[]).includes(status) || !changeStillAllowed(today, startDate, settings.shiftUntilDays))
    throw new DomainError('conflict', travellerMessages.tooLateToMove);
}

/** GET /bookings/{id}/shift-options: the trip's other open departures with enough seats, priced for this booking. */
export async function shiftOptions(
  options: LedgerOptions,
  settings: ShiftSettings,
  bookingId: string,
  userId: string,
): Promise<ShiftOption[]> {
  const now = options.now();
  const today = calendarDay(now, options.money.timeZone);
  const booking = await findBookingSeenBy(options.db, bookingId, now, userId);
  if (!booking || booking.user.id !== userId) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  const row = await bookingRow(options.db, bookingId);
  if (!row) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  checkMovable(row, booking.startDate, today, now, settings);
  const candidates = await otherOpenDepartures(options.db, row.tripId, row.departureId, today, now);
  return candidates
    .filter((departure) => departure.seatsTotal - departure.seatsTaken >= row.seats)
    .map((departure) => {
      const price = repriced(options, settings, row, departure, today);
      return {
        departureId: departure.id,
        startDate: departure.startDate,
        seatsLeft: departure.seatsTotal - departure.seatsTaken,
        totalAmount: paiseToRupees(price.totalPaise),
        difference: paiseToRupees(price.totalPaise - row.totalPaise),
        fee: paiseToRupees(price.feePaise),
      };
    });
}

/** Gives back what the booking holds beyond its new total: to the original payments, or as a voucher (with its GST document). */
async function returnOverpaid(trx: Transaction<Database>, options: LedgerOptions, booking: BookingRow, amountPaise: number, to: RefundTo) {
  const now = options.now();
  if (to === 'voucher') {
    await issueVoucher(trx, {
      userId: booking.userId,
      amountPaise,
      sourceBookingId: booking.id,
      issuedBy: null,
      now,
      validDays: options.money.voucherValidDays,
    });
    await issueRefundDocument(trx, options.documents, { booking, amountPaise, now });
    // What the booking still holds is what was paid less what went back, on the voucher too.
    await addRefunded(trx, { bookingId: booking.id, paymentId: null }, amountPaise, now);
    return;
  }
  await refundToPayments(trx, options, booking, amountPaise);
}

/** POST /bookings/{id}/shift: the move, in one transaction (see the file's comment). */
export async function shiftBooking(
  options: LedgerOptions,
  settings: ShiftSettings,
  request: { bookingId: string; userId: string; departureId: string; refundTo: RefundTo },
): Promise<void> {
  const { refused } = await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const today = calendarDay(now, options.money.timeZone);
    const fromId = await bookingDepartureId(trx, request.bookingId, request.userId);
    if (!fromId) throw new DomainError('not_found', bookingMessages.bookingNotFound);
    if (request.departureId === fromId) throw new DomainError('invalid', travellerMessages.shiftDepartureInvalid);
    // Both departures, in id order, then the booking: the ledger's order, whichever way moves run.
    const locked = new Map<string, LockedDeparture | null>();
    for (const id of [fromId, request.departureId].sort())
      locked.set(id, await lockDeparture(trx, id, now, id === fromId ? request.bookingId : undefined));
    const from = locked.get(fromId);
    let to = locked.get(request.departureId);
    const booking = await lockBooking(trx, request.bookingId);
    if (!from || !booking) throw new DomainError('not_found', bookingMessages.bookingNotFound);
    // Moved by another request between the read and the locks: this one's choice was made on old facts.
    if (booking.departureId !== fromId) throw new DomainError('conflict', travellerMessages.tooLateToMove);
    checkMovable(booking, from.startDate, today, now, settings);
    if (!to) throw new DomainError('not_found', bookingMessages.departureNotFound);
    if (to.tripId !== booking.tripId || to.status !== 'open' || to.startDate < today)
      throw new DomainError('invalid', travellerMessages.shiftDepartureInvalid);
    // The new departure's waitlist comes first, as for any booking; what its offers leave is there to take.
    if ((await offerFreedSeats(trx, options, to.id, now)).length) to = (await lockDeparture(trx, to.id, now)) ?? to;
    if (booking.seats > to.seatsTotal - to.seatsTaken) return { refused: bookingMessages.notEnoughSeats };

    const price = repriced(options, settings, booking, to, today);
    const held = heldPaise(booking);
    const status = effectiveStatus(booking, now);
    const nextStatus = status === 'pending_payment' ? status : held >= price.totalPaise ? 'paid' : 'confirmed';
    await updateBookingRow(trx, booking.id, {
      departureId: to.id,
      pricePerPersonPaise: price.prices.pricePaise,
      kidPricePerPersonPaise: price.prices.kidPricePaise,
      depositPerPersonPaise: price.prices.depositPaise,
      totalPaise: price.totalPaise,
      depositPaise: Math.min(price.depositPaise, price.totalPaise),
      balanceDueDate: price.balanceDueDate,
      instalmentPlan: price.instalmentPlan ? JSON.stringify(price.instalmentPlan) : null,
      status: nextStatus,
      updatedAt: now,
    });
    if (held > price.totalPaise) await returnOverpaid(trx, options, booking, held - price.totalPaise, request.refundTo);
    await moveInvitations(trx, booking.id, departureStartsAt(to.startDate, options.holds.timeZone));
    // The seats freed on the old departure go to its waiting travellers first.
    await offerFreedSeats(trx, options, fromId, now);
    await settings.shifted(trx, booking.id);
    return { refused: null };
  });
  if (refused) throw new DomainError('conflict', refused);
  options.events.seatsChanged();
}
