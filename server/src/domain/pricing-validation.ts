/**
 * Input rules of coupons, a departure's early bird and a trip's group tiers: shared by the API and
 * the back office's forms. Each parser gives the first failing rule's message or the typed value.
 */
import type { CouponBody, CouponInput } from './request-bodies.ts';
import type { Parsed } from './booking-validation.ts';
import { rupeesMax, rupeesToPaise } from './money.ts';
import {
  type CouponKind,
  couponKinds,
  couponStatuses,
  type EarlyBird,
  type GroupTier,
  isCouponCode,
  normalCode,
  pricingMessages,
} from './pricing.ts';
import { isValidDate } from './field-values.ts';

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Percent discounts stop at 90: a free seat is a goodwill voucher, not a price. */
export const discountPercentMax = 90;

/**
 * A coupon's body; on an edit `current` holds the stored kind, value and dates that what is not
 * given keeps. Codes are trimmed and put in capitals.
 */
export function parseCoupon(
  input: CouponInput,
  options: { creating: boolean; current?: { kind: CouponKind; validFrom: string | null } },
): Parsed<CouponBody> {
  if (typeof input !== 'object' || input === null) return { error: pricingMessages.couponCodeInvalid };
  const value: CouponBody = {};
  if (options.creating || input.code !== undefined) {
    const code = normalCode(input.code);
    if (!isCouponCode(code)) return { error: pricingMessages.couponCodeInvalid };
    value.code = code;
  }
  if (options.creating || input.kind !== undefined) {
    if (!couponKinds.includes(input.kind as CouponKind)) return { error: pricingMessages.couponKindInvalid };
    value.kind = input.kind as CouponKind;
  }
  const kind = value.kind ?? options.current?.kind;
  if (options.creating || input.value !== undefined || input.kind !== undefined) {
    if (kind === 'percent' && !isWhole(input.value, 1, 100)) return { error: pricingMessages.couponPercentInvalid };
    if (
      kind === 'flat' &&
      !(typeof input.value === 'number' && input.value > 0 && input.value <= rupeesMax && !Number.isNaN(rupeesToPaise(input.value)))
    ) {
      return { error: pricingMessages.couponFlatInvalid };
    }
    value.value = input.value as number;
  }
  if (input.tripIds !== undefined) {
    if (input.tripIds === null) value.tripIds = [];
    else if (!Array.isArray(input.tripIds) || !input.tripIds.every((id) => typeof id === 'string' && UUID.test(id))) {
      return { error: pricingMessages.couponTripIdsInvalid };
    } else value.tripIds = [...new Set(input.tripIds as string[])];
  }
  if (input.validFrom !== undefined) {
    if (!isAbsent(input.validFrom) && !(typeof input.validFrom === 'string' && isValidDate(input.validFrom)))
      return { error: pricingMessages.couponValidFromInvalid };
    value.validFrom = isAbsent(input.validFrom) ? null : input.validFrom;
  }
  if (input.validUntil !== undefined) {
    const from = value.validFrom !== undefined ? value.validFrom : (options.current?.validFrom ?? null);
    const until = input.validUntil;
    if (!isAbsent(until) && !(typeof until === 'string' && isValidDate(until) && (!from || until >= from)))
      return { error: pricingMessages.couponValidUntilInvalid };
    value.validUntil = isAbsent(until) ? null : until;
  }
  if (input.maxUses !== undefined) {
    if (!isAbsent(input.maxUses) && !isWhole(input.maxUses, 1, 1_000_000)) return { error: pricingMessages.couponMaxUsesInvalid };
    value.maxUses = isAbsent(input.maxUses) ? null : input.maxUses;
  }
  if (input.maxUsesPerTraveller !== undefined) {
    if (!isWhole(input.maxUsesPerTraveller, 1, 1_000_000)) return { error: pricingMessages.couponMaxUsesPerTravellerInvalid };
    value.maxUsesPerTraveller = input.maxUsesPerTraveller;
  }
  if (input.minSeats !== undefined) {
    if (!isWhole(input.minSeats, 1, 500)) return { error: pricingMessages.couponMinSeatsInvalid };
    value.minSeats = input.minSeats;
  }
  if (input.status !== undefined) {
    if (!couponStatuses.includes(input.status as (typeof couponStatuses)[number])) return { error: pricingMessages.couponStatusInvalid };
    value.status = input.status as (typeof couponStatuses)[number];
  }
  return { value };
}

/** A list typed as JSON text (a form's field), else the text as it is. */
export const jsonOrRaw = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A departure's early bird: null (or absent) for none. */
export function parseEarlyBird(input: unknown): Parsed<EarlyBird | null> {
  if (isAbsent(input)) return { value: null };
  const { daysBefore, percent } = (typeof input === 'object' ? input : {}) as Record<string, unknown>;
  if (!isWhole(daysBefore, 0, 365) || !isWhole(percent, 1, discountPercentMax)) return { error: pricingMessages.earlyBirdInvalid };
  return { value: { daysBefore, percent } };
}

/** A trip's group tiers, by minimum seats: null (or an empty list) for none. */
export function parseGroupDiscount(given: unknown): Parsed<GroupTier[] | null> {
  const input = typeof given === 'string' && given.trim().startsWith('[') ? jsonOrRaw(given) : given;
  if (isAbsent(input) || (Array.isArray(input) && input.length === 0)) return { value: null };
  if (!Array.isArray(input) || input.length > 10) return { error: pricingMessages.groupDiscountInvalid };
  const tiers: GroupTier[] = [];
  for (const tier of input) {
    const { minSeats, percent } = (typeof tier === 'object' && tier !== null ? tier : {}) as Record<string, unknown>;
    if (!isWhole(minSeats, 2, 500) || !isWhole(percent, 1, discountPercentMax)) return { error: pricingMessages.groupDiscountInvalid };
    if (tiers.some((other) => other.minSeats === minSeats)) return { error: pricingMessages.groupDiscountInvalid };
    tiers.push({ minSeats, percent });
  }
  return { value: tiers.sort((a, b) => a.minSeats - b.minSeats) };
}

/** GET /public/pricing-quote's query: a departure, at least one adult, kids none or more, a code or none. */
export function parseQuoteQuery(
  input: Record<string, unknown>,
): Parsed<{ departureId: string; adults: number; kids: number; code: string }> {
  const count = (value: unknown) =>
    typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  const adults = count(input.adults);
  const kids = isAbsent(input.kids) ? 0 : count(input.kids);
  const departureId = typeof input.departureId === 'string' ? input.departureId.trim() : '';
  if (!departureId || !isWhole(adults, 1, 500) || !isWhole(kids, 0, 500)) return { error: pricingMessages.quoteInvalid };
  return { value: { departureId, adults, kids, code: normalCode(input.code) } };
}
