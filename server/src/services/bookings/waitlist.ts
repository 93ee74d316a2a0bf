/**
 * Waitlist offers, inside the seat ledger's transaction (docs/product.md#waitlist). Wherever seats
 * may have freed up (a cancellation, more seats, a hold that passed, an offer that passed), the ledger
 * calls `offerFreedSeats` under the departure's lock: it first stores what became of earlier offers
 * (paid: claimed; hold passed: expired; booking cancelled: left), then gives the free seats to the
 * first waiting entries that fit, in queue order, each as a booking held for WAITLIST_OFFER_HOURS.
 * Every reservation runs it before counting seats, so freed seats never go to a newcomer while an
 * entry that fits waits, and the lock makes sure no entry is offered twice.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { calendarDay, type CancellationTier } from '../../domain/index.ts';
import { lockDeparture, type LockedDeparture } from '../../repositories/departures.ts';
import { lockWaitingEntries, offersAsOf, updateEntryStatus } from '../../repositories/waitlist.ts';
import { type HoldSettings, storeHeldBooking } from './held-booking.ts';
import type { MoneySettings } from '../money/money-settings.ts';

/** What offers are made with: WAITLIST_OFFER_HOURS, the business's clock and its GST state (the offer's billing state). */
export interface WaitlistSettings {
  offerMs: number;
  timeZone: string;
  billingState: string;
  /** Plans the offer's `waitlist_offer` message in the offer's transaction (services/messages/planner.ts). */
  offerMade: (trx: Transaction<Database>, bookingId: string) => Promise<void>;
}

export interface OfferTerms {
  depositPercent: number;
  balanceDueDays: number;
  holds: HoldSettings;
  cancellationPolicy: CancellationTier[];
  money: MoneySettings;
  waitlist: WaitlistSettings;
  notifyConfirmed: (trx: Transaction<Database>, bookingId: string) => Promise<void>;
}

/**
 * Stores what became of earlier offers, then offers the free seats; answers the bookings of the offers made. `locked`: the
 * departure as the caller's transaction has just locked and counted it at `now` with nothing written since (a reservation),
 * so that it is not read twice (what became of offers changes no seat).
 */
export async function offerFreedSeats(
  trx: Transaction<Database>,
  terms: OfferTerms,
  departureId: string,
  now: Date,
  locked?: LockedDeparture,
): Promise<string[]> {
  for (const offer of await offersAsOf(trx, departureId, now)) {
    if (offer.status !== 'offered') await updateEntryStatus(trx, offer.id, { from: 'offered', to: offer.status, now });
  }
  const departure = locked ?? (await lockDeparture(trx, departureId, now));
  const today = calendarDay(now, terms.waitlist.timeZone);
  // An offer is read on a phone and paid within hours; on the departure's own day no hold can last that long
  // (holds end at its start), so none is made: the freed seats are on sale to whoever pays at once.
  if (!departure || departure.status !== 'open' || departure.startDate <= today) return [];
  let free = departure.seatsTotal - departure.seatsTaken;
  const offered: string[] = [];
  if (free <= 0) return offered;
  for (const entry of await lockWaitingEntries(trx, departureId)) {
    // The first entries that fit: a party larger than the seats free waits on, and the next may fit.
    if (entry.seats > free) continue;
    const booking = await storeHeldBooking(
      trx,
      { ...terms, now },
      { ...departure, seatsTaken: departure.seatsTotal - free },
      {
        userId: entry.userId,
        adults: entry.seats,
        kids: 0,
        travellers: [],
        notes: '',
        billing: { billingState: terms.waitlist.billingState, billingGstin: null, billingName: null },
        // The language of the page the traveller joined on: the offer and its later messages go in it.
        language: entry.language,
        whatsappOptIn: true,
        today,
        holdMs: terms.waitlist.offerMs,
      },
    );
    await updateEntryStatus(trx, entry.id, { from: 'waiting', to: 'offered', now, bookingId: booking.id });
    // Its message in the same transaction: an offer never exists without it, nor the message without the offer.
    await terms.waitlist.offerMade(trx, booking.id);
    offered.push(booking.id);
    free -= entry.seats;
    if (free === 0) break;
  }
  return offered;
}
