/**
 * A booking stored on a departure whose row the caller has locked and whose free seats it has
 * counted: priced from the departure's prices only (in paise, never from anything a browser sends),
 * pending payment and held until `holdMs` from now, never past the departure's start (domain
 * due-now.ts; a deposit of nothing confirms at once). Used by a traveller's reservation and by a
 * waitlist offer.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type BookingStatus,
  type CancellationTier,
  departureStartsAt,
  holdEndsAt,
  type Language,
  statusForAmountPaid,
} from '../../domain/index.ts';
import { insertReservedBooking } from '../../repositories/bookings.ts';
import type { MoneySettings } from '../money/money-settings.ts';
import { priceParty, usableCode } from '../money/pricing.ts';
import { insertTravellerRecords } from '../../repositories/booking-travellers.ts';
import type { LockedDeparture } from '../../repositories/departures.ts';
import { newBookingReference } from './booking-reference.ts';

export interface HeldBookingInput {
  userId: string;
  adults: number;
  kids: number;
  travellers: { name: string }[];
  notes: string;
  billing: { billingState: string; billingGstin: string | null; billingName: string | null };
  /** The language of the pages it was made on: its messages go in it. */
  language: Language;
  /** Booking updates on WhatsApp (else SMS). */
  whatsappOptIn: boolean;
  today: string;
  holdMs: number;
  /** A coupon or referral code (normalised: domain normalCode), decided here under the departure's lock; none: no code. */
  couponCode?: string;
}

/** What bounds holds: the business's time zone (a departure starts at its first day's midnight there), the online checkout's length. */
export interface HoldSettings {
  timeZone: string;
  /** BOOKING_HOLD_SECONDS in ms: the shortest hold, and the only one left on the departure's own day. */
  checkoutMs: number;
}

/** When a hold made or renewed at `now` on this departure ends (domain holdEndsAt). */
export const holdEndFor = (holds: HoldSettings, departure: { startDate: string }, now: Date, holdMs: number): Date =>
  holdEndsAt(now, holdMs, departureStartsAt(departure.startDate, holds.timeZone), holds.checkoutMs);

export async function storeHeldBooking(
  trx: Transaction<Database>,
  terms: {
    depositPercent: number;
    balanceDueDays: number;
    holds: HoldSettings;
    cancellationPolicy: CancellationTier[];
    money: Pick<MoneySettings, 'discounts'>;
    now: Date;
    /** A booking confirmed at once: its note to the business is queued in this transaction (the outbox's job). */
    notifyConfirmed: (trx: Transaction<Database>, bookingId: string) => Promise<void>;
  },
  departure: LockedDeparture,
  input: HeldBookingInput,
): Promise<{ id: string; status: BookingStatus }> {
  const { now } = terms;
  const { discounts } = terms.money;
  const { today, userId } = input;
  const seats = input.adults + input.kids;
  // The code's uses are counted under its row lock, taken after the departure's: decided with the seats.
  const code = input.couponCode
    ? await usableCode(trx, { code: input.couponCode, tripId: departure.tripId, seats, today, now, userId, discounts })
    : null;
  const priced = priceParty(departure, input, code?.discount ?? null, { ...terms, discounts, today });
  const { pricing, balanceDueDate, prices, instalmentPlan, ...amounts } = priced;
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
      seats: input.adults + input.kids,
      travellers: input.travellers,
      notes: input.notes,
      ...input.billing,
      language: input.language,
      whatsappOptIn: input.whatsappOptIn,
      balanceDueDate,
      // The tiers in force now, copied: a later change of the trip or the setting never alters this booking.
      cancellationPolicy: departure.tripCancellationPolicy?.length ? departure.tripCancellationPolicy : terms.cancellationPolicy,
      pricePerPersonPaise: prices.pricePaise,
      kidPricePerPersonPaise: prices.kidPricePaise,
      depositPerPersonPaise: prices.depositPaise,
      totalPaise: amounts.totalPaise,
      depositPaise: amounts.depositPaise,
      instalmentPlan: instalmentPlan ? JSON.stringify(instalmentPlan) : null,
      status,
      holdExpiresAt: status === 'pending_payment' ? holdEndFor(terms.holds, departure, now, input.holdMs) : null,
      notificationStatus: status === 'pending_payment' ? 'none' : 'pending',
      pricing,
      couponId: code?.couponId ?? null,
      referrerUserId: code?.referrerUserId ?? null,
      now,
    });
    // A reference already taken: draw another.
    if (!id) continue;
    // One record per seat, in the booking's own transaction: a booking never exists without them.
    await insertTravellerRecords(trx, {
      id,
      userId: input.userId,
      adults: input.adults,
      kids: input.kids,
      names: input.travellers.map((traveller) => traveller.name),
      now,
    });
    if (status !== 'pending_payment') await terms.notifyConfirmed(trx, id);
    return { id, status };
  }
}
