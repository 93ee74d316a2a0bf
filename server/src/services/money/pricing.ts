/**
 * A party's price on a departure, and the code it is made with: what the reservation stores (under
 * the departure's lock, the coupon's row locked too), what the live quote answers (no lock: a quote
 * holds nothing) and what public departures show. The rules themselves are domain/pricing.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type CodeDiscount,
  DomainError,
  discountedDepositPaise,
  type EarlyBird,
  type GroupTier,
  isCouponCode,
  depositOfInstalments,
  lastDueDate,
  paymentTerms,
  planInstalments,
  type PlannedInstalment,
  type PlanStep,
  priceBooking,
  type PricingPaise,
  pricingMessages,
} from '../../domain/index.ts';
import { resolvedPricesPaise } from '../../entities/departure.ts';
import type { CouponRow } from '../../entities/coupon.ts';
import { bookingsMadeBy, couponUseCounts, lockCouponByCode, lockTraveller, referrerOfCode } from '../../repositories/coupons.ts';

/** MAX_DISCOUNT_PERCENT, REFERRAL_DISCOUNT and REFERRAL_REWARD, in the units the rules take. */
export interface DiscountSettings {
  maxDiscountPercent: number;
  referralDiscountPaise: number;
  referralRewardPaise: number;
}

export const discountSettingsOf = (config: {
  MAX_DISCOUNT_PERCENT: number;
  REFERRAL_DISCOUNT: number;
  REFERRAL_REWARD: number;
}): DiscountSettings => ({
  maxDiscountPercent: config.MAX_DISCOUNT_PERCENT,
  referralDiscountPaise: Math.round(config.REFERRAL_DISCOUNT * 100),
  referralRewardPaise: Math.round(config.REFERRAL_REWARD * 100),
});

/** A departure as pricing reads it: its own prices and early bird, its trip's price and group tiers. */
export interface PricedDeparture {
  startDate: string;
  balanceDueDays: number | null;
  pricePerPersonPaise: number | null;
  kidPricePerPersonPaise?: number | null;
  depositPerPersonPaise: number | null;
  tripPrice: number;
  earlyBird?: EarlyBird | null;
  tripGroupDiscount?: GroupTier[] | null;
  /** The departure's own payment plan; none: the deposit now and the balance by the balance date. */
  paymentPlan?: PlanStep[] | null;
}

export interface PartyPrice {
  pricing: PricingPaise;
  totalPaise: number;
  depositPaise: number;
  balanceDueDate: string;
  /** Under the departure's payment plan, the instalments it owes (the deposit and balance date follow from them); else null. */
  instalmentPlan: PlannedInstalment[] | null;
  /** The seat prices it was made at (paise): the adult, the child, and each seat's deposit. */
  prices: { pricePaise: number; kidPricePaise: number; depositPaise: number };
}

/** What a party pays on a departure for a booking made `today`, with the code found usable (or none). */
export function priceParty(
  departure: PricedDeparture,
  party: { adults: number; kids: number },
  code: CodeDiscount | null,
  terms: { today: string; depositPercent: number; balanceDueDays: number; discounts: DiscountSettings },
): PartyPrice {
  const resolved = resolvedPricesPaise(departure, terms.depositPercent);
  const days = departure.balanceDueDays ?? terms.balanceDueDays;
  const { balanceDueDate, prices } = paymentTerms(terms.today, departure.startDate, days, resolved);
  const pricing = priceBooking({
    prices,
    adults: party.adults,
    kids: party.kids,
    startDate: departure.startDate,
    today: terms.today,
    earlyBird: departure.earlyBird ?? null,
    groupDiscount: departure.tripGroupDiscount ?? null,
    code,
    maxDiscountPercent: terms.discounts.maxDiscountPercent,
  });
  const kidDeposit = Math.min(prices.depositPaise, prices.kidPricePaise);
  const deposit = party.adults * Math.min(prices.depositPaise, prices.pricePaise) + party.kids * kidDeposit;
  const plan = departure.paymentPlan?.length ? departure.paymentPlan : null;
  if (plan) {
    const instalmentPlan = planInstalments(plan, pricing.totalPaise, departure.startDate, terms.today);
    const depositPaise = depositOfInstalments(instalmentPlan, terms.today);
    return { pricing, totalPaise: pricing.totalPaise, depositPaise, balanceDueDate: lastDueDate(instalmentPlan), instalmentPlan, prices };
  }
  return {
    pricing,
    totalPaise: pricing.totalPaise,
    depositPaise: discountedDepositPaise(deposit, pricing.undiscountedPaise, pricing.totalPaise),
    balanceDueDate,
    instalmentPlan: null,
    prices,
  };
}

/** A code found usable: its discount, and what the booking records of it. */
export interface UsableCode {
  discount: CodeDiscount;
  couponId: string | null;
  referrerUserId: string | null;
}

const refused = () => new DomainError('invalid', pricingMessages.codeCannotBeUsed);

function couponUsable(coupon: CouponRow, tripId: string, seats: number, today: string): boolean {
  if (coupon.status !== 'active') return false;
  if (coupon.validFrom && today < coupon.validFrom) return false;
  if (coupon.validUntil && today > coupon.validUntil) return false;
  const trips = Array.isArray(coupon.tripIds) ? coupon.tripIds : [];
  if (trips.length && !trips.includes(tripId)) return false;
  return seats >= coupon.minSeats;
}

const couponDiscount = (coupon: CouponRow): CodeDiscount => ({
  kind: 'coupon',
  code: coupon.code,
  couponKind: coupon.kind,
  value: coupon.kind === 'percent' ? Number(coupon.percent) : Number(coupon.amountPaise) / 100,
});

export interface CodeRequest {
  code: string;
  tripId: string;
  seats: number;
  today: string;
  now: Date;
  /** The traveller booking (their uses and first booking are checked); none for a visitor's quote. */
  userId: string | null;
  discounts: DiscountSettings;
}

/**
 * Decides whether `code` can be used, IN the reservation's transaction: the coupon's row is locked
 * and its uses counted under that lock (after the departure's: every transaction takes them in this
 * order), and a referral locks the traveller's row before counting their bookings. Whatever the
 * reason a code cannot be used, the answer is the one message: which codes exist never leaks.
 */
export async function usableCode(trx: Transaction<Database>, request: CodeRequest): Promise<UsableCode> {
  if (!isCouponCode(request.code)) throw refused();
  const coupon = await lockCouponByCode(trx, request.code);
  if (coupon) {
    if (!couponUsable(coupon, request.tripId, request.seats, request.today)) throw refused();
    const uses = await couponUseCounts(trx, coupon.id, request.userId ?? '00000000-0000-0000-0000-000000000000', request.now);
    if (coupon.maxUses !== null && uses.total >= coupon.maxUses) throw refused();
    if (request.userId && uses.mine >= coupon.maxUsesPerTraveller) throw refused();
    return { discount: couponDiscount(coupon), couponId: coupon.id, referrerUserId: null };
  }
  const referrer = await referrerOfCode(trx, request.code);
  if (!referrer || referrer === request.userId) throw refused();
  if (request.userId) {
    await lockTraveller(trx, request.userId);
    if ((await bookingsMadeBy(trx, request.userId, request.now)) > 0) throw refused();
  }
  return {
    discount: { kind: 'referral', code: request.code, amountPaise: request.discounts.referralDiscountPaise },
    couponId: null,
    referrerUserId: referrer,
  };
}

/** The same decision for a quote, read in a transaction of its own that changes nothing. */
export async function quotedCode(db: Kysely<Database>, request: CodeRequest): Promise<UsableCode> {
  return db.transaction().execute((trx) => usableCode(trx, request));
}
