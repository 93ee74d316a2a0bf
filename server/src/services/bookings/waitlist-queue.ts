/**
 * The traveller's and the admin's steps on a departure's waitlist, each in one ledger transaction
 * under the departure's lock (docs/product.md#waitlist): join (refused while the seats wanted are on
 * sale; a second join answers the entry already in the queue), leave (an offer's held booking is
 * cancelled and its seats pass on), move (an admin reorders waiting entries), and the sweep that
 * passes freed seats on where nothing else ran.
 */
import { calendarDay, DomainError, bookingMessages, isOpenForBooking, type Language, waitlistMessages } from '../../domain/index.ts';
import { lockBooking, updateBookingRow } from '../../repositories/bookings.ts';
import { lockDeparture } from '../../repositories/departures.ts';
import {
  departuresWithQueues,
  findActiveEntryId,
  findWaitlistEntry,
  insertWaitlistEntry,
  lockWaitingEntries,
  renumberQueue,
  updateEntryStatus,
} from '../../repositories/waitlist.ts';
import type { LedgerOptions } from './booking-ledger.ts';
import { offerFreedSeats } from './waitlist.ts';

/** Joins the departure's queue; answers the entry's id and whether it is new. */
export async function joinWaitlist(
  options: LedgerOptions,
  input: { departureId: string; userId: string; seats: number; language: Language },
): Promise<{ id: string; created: boolean }> {
  const joined = await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    const found = await lockDeparture(trx, input.departureId, now);
    if (!found) throw new DomainError('not_found', bookingMessages.departureNotFound);
    if (!isOpenForBooking(found, calendarDay(now, options.waitlist.timeZone)))
      throw new DomainError('conflict', bookingMessages.departureNotOpen);
    // Earlier offers settled and freed seats offered first: what is left is on sale to anyone.
    const offered = await offerFreedSeats(trx, options, found.id, now);
    const existing = await findActiveEntryId(trx, found.id, input.userId);
    if (existing) return { id: existing, created: false };
    const departure = offered.length ? ((await lockDeparture(trx, found.id, now)) ?? found) : found;
    if (input.seats <= departure.seatsTotal - departure.seatsTaken) return null;
    const id = await insertWaitlistEntry(trx, { ...input, now });
    return { id, created: true };
  });
  // Refused after the commit, so that the offers made stand.
  if (!joined) throw new DomainError('conflict', waitlistMessages.seatsStillAvailable);
  return joined;
}

/** Leaves the queue: a waiting entry is left, an offer's held booking cancelled; anything else stays as it is. */
export async function leaveWaitlist(options: LedgerOptions, entryId: string, userId: string): Promise<void> {
  const entry = await findWaitlistEntry(options.db, entryId, options.now(), userId);
  if (!entry) throw new DomainError('not_found', waitlistMessages.entryNotFound);
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    await lockDeparture(trx, entry.departureId, now);
    // Offers that passed or were paid are stored first: a late "leave" does not undo them.
    await offerFreedSeats(trx, options, entry.departureId, now);
    if (await updateEntryStatus(trx, entryId, { from: 'waiting', to: 'left', now })) return;
    const current = await findWaitlistEntry(trx, entryId, now);
    if (current?.status !== 'offered' || !current.bookingId) return;
    await lockBooking(trx, current.bookingId);
    await updateBookingRow(trx, current.bookingId, { status: 'cancelled', holdExpiresAt: null, updatedAt: now });
    await updateEntryStatus(trx, entryId, { from: 'offered', to: 'left', now });
    await offerFreedSeats(trx, options, entry.departureId, now);
  });
  options.events.seatsChanged();
}

/** Moves a waiting entry to `position` among the waiting ones (past the end: last). */
export async function moveInWaitlist(options: LedgerOptions, entryId: string, position: number): Promise<void> {
  const entry = await findWaitlistEntry(options.db, entryId, options.now());
  if (!entry) throw new DomainError('not_found', waitlistMessages.entryNotFound);
  await options.db.transaction().execute(async (trx) => {
    const now = options.now();
    await lockDeparture(trx, entry.departureId, now);
    const ids = (await lockWaitingEntries(trx, entry.departureId)).map((row) => row.id);
    const from = ids.indexOf(entryId);
    if (from < 0) throw new DomainError('conflict', waitlistMessages.onlyWaitingMoves);
    ids.splice(from, 1);
    ids.splice(Math.min(position, ids.length + 1) - 1, 0, entryId);
    await renumberQueue(trx, ids, now);
  });
}

/**
 * The sweep's part: on every upcoming departure with a queue, offers that passed are stored and
 * their seats (and any other freed seats) offered, even when no request touched the departure.
 */
export async function passOnFreedSeats(options: LedgerOptions): Promise<number> {
  const now = options.now();
  let made = 0;
  for (const departureId of await departuresWithQueues(options.db, calendarDay(now, options.waitlist.timeZone))) {
    const offered = await options.db.transaction().execute(async (trx) => {
      await lockDeparture(trx, departureId, options.now());
      return offerFreedSeats(trx, options, departureId, options.now());
    });
    if (offered.length) options.events.seatsChanged();
    made += offered.length;
  }
  return made;
}
