/**
 * A traveller's reservation, the seat ledger's busiest call (services/booking-ledger.ts): a departure that
 * sells out in a minute must not tie the database up. A departure visibly unable to seat the party, read
 * without its lock, is refused at once; the others wait their turn in this process (services/booking-gate.ts)
 * and then take the departure's lock, which decides the last seats as every seat change does. A reservation
 * whose client has gone before it takes seats makes none.
 */
import { type BookingStatus, bookingMessages, DomainError, isOpenForBooking } from '../../domain/index.ts';
import { lockDeparture } from '../../repositories/departures.ts';
import { peekDepartureSeats } from '../../repositories/departure-peek.ts';
import type { BookingGate } from './booking-gate.ts';
import { type LedgerOptions, seatsFree } from './booking-ledger.ts';
import { splitInto } from './booking-shares.ts';
import { type HeldBookingInput, storeHeldBooking } from './held-booking.ts';
import { offerFreedSeats } from './waitlist.ts';

/** `split`: "Each pays their own share", the shares made in the reservation's transaction. */
export type ReserveInput = HeldBookingInput & { departureId: string; split?: boolean };

/** A reservation abandoned because its client had gone before it took seats: nothing was booked, and nobody hears the answer. */
export class ReservationAbandoned extends Error {
  constructor() {
    super('the client went away before seats were taken');
  }
}

/** What a reservation is made under: this process's gate (services/booking-gate.ts), and whether its client is still there. */
export interface ReserveGuard {
  gate: Pick<BookingGate, 'admit'>;
  clientGone: () => boolean;
}

/** The unlocked read and the lock apply the same rule (domain isOpenForBooking). */
function refuseUnlessOpen(departure: { status: string; startDate: string }, today: string): void {
  if (!isOpenForBooking(departure, today)) throw new DomainError('conflict', bookingMessages.departureNotOpen);
}

/**
 * Takes the seats and stores the booking (pending payment, held for `holdMs`); returns its id. A departure visibly
 * unable to seat the party (read without its lock: its status, its start, too few seats free with no waiting entry
 * of its waitlist to offer them to) is refused without the lock; the lock decides everything else, the last seats
 * included. A client gone before the lock is taken, or while waiting for it, makes no booking.
 */
export async function reserveSeats(
  options: LedgerOptions,
  input: ReserveInput,
  guard: ReserveGuard,
): Promise<{ id: string; status: BookingStatus }> {
  const seats = input.adults + input.kids;
  const admission = guard.gate.admit();
  try {
    if (guard.clientGone()) throw new ReservationAbandoned();
    const seen = await peekDepartureSeats(options.db, input.departureId, options.now());
    if (!seen) throw new DomainError('not_found', bookingMessages.departureNotFound);
    refuseUnlessOpen(seen, input.today);
    const free = seen.seatsTotal - seen.seatsTaken;
    // Freed seats a waiting entry fits are offered under the lock first: only then may this request be refused.
    if (seats > free && !(free > 0 && seen.waitingFits)) throw new DomainError('conflict', bookingMessages.notEnoughSeats);
    if ((await admission.turn(input.departureId, seats)) === 'sold-out') throw new DomainError('conflict', bookingMessages.notEnoughSeats);
    if (guard.clientGone()) throw new ReservationAbandoned();
    let freeAfter: number | null = null;
    const { reserved, gone } = await options.db.transaction().execute(async (trx) => {
      if (guard.clientGone()) return { reserved: null, gone: true };
      const now = options.now();
      const found = await lockDeparture(trx, input.departureId, now);
      if (!found) throw new DomainError('not_found', bookingMessages.departureNotFound);
      refuseUnlessOpen(found, input.today);
      // Freed seats go to the waitlist first; what is left after its offers is on sale.
      const offered = await offerFreedSeats(trx, options, found.id, now, found);
      const departure = offered.length ? ((await lockDeparture(trx, found.id, now)) ?? found) : found;
      freeAfter = seatsFree(departure);
      // Refused after the commit, so that the offers just made stand; so is a request whose client left while it waited.
      if (seats > freeAfter) return { reserved: null, gone: false };
      if (guard.clientGone()) return { reserved: null, gone: true };
      const reserved = await storeHeldBooking(trx, { ...options, now }, departure, input);
      if (input.split) await splitInto(trx, reserved.id, now);
      if (reserved.status !== 'pending_payment') await options.messages.bookingConfirmed(trx, reserved.id);
      freeAfter -= seats;
      return { reserved, gone: false };
    });
    admission.ended(freeAfter);
    if (gone) throw new ReservationAbandoned();
    if (!reserved) throw new DomainError('conflict', bookingMessages.notEnoughSeats);
    options.events.seatsChanged();
    return reserved;
  } finally {
    admission.leave();
  }
}
