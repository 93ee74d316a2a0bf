/**
 * What a booking costs (docs: DESIGN "Prices that fill departures"): the ONE definition the booking
 * the ledger stores, the live quote, the public departures and the tax invoice read. Money in
 * integer paise; days as the business's calendar days (YYYY-MM-DD).
 *
 * - Early bird (a departure's `earlyBird`) and group (a trip's `groupDiscount`, the largest tier that
 *   fits) apply by themselves; one code at most (a coupon or a referral).
 * - Percent discounts are of the price before any discount and add up; a flat coupon and the
 *   referral are amounts off the booking, not per seat.
 * - The total never falls below (100 − MAX_DISCOUNT_PERCENT) % of the undiscounted total: the
 *   discount lines are cut, the code's first, then the group's, then the early bird's.
 */
import { REFERRAL_QUERY_PARAM } from './limits.ts';
import { addDays } from './dates.ts';
import { partyAmounts, type SeatPricesPaise } from './money.ts';

export const discountKinds = ['early_bird', 'group', 'coupon', 'referral'] as const;
export type DiscountKind = (typeof discountKinds)[number];

export const couponKinds = ['percent', 'flat'] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponStatuses = ['active', 'disabled'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

/** A departure's early bird: `percent` off when booked at least `daysBefore` days before the start. */
export interface EarlyBird {
  daysBefore: number;
  percent: number;
}

/** A trip's group tier: `percent` off a booking of at least `minSeats` seats. */
export interface GroupTier {
  minSeats: number;
  percent: number;
}

/** The code a booking is made with, once found usable: a coupon's terms or the referral's amount. */
export type CodeDiscount =
  { kind: 'coupon'; code: string; couponKind: CouponKind; value: number } | { kind: 'referral'; code: string; amountPaise: number };

/** A discount as the booking, the quote and the documents show it (paise, negative). */
export interface PricingLinePaise {
  kind: DiscountKind;
  label: string;
  amountPaise: number;
}

export interface PricingInput {
  prices: SeatPricesPaise;
  adults: number;
  kids: number;
  startDate: string;
  /** The business's calendar day the booking is made on. */
  today: string;
  earlyBird: EarlyBird | null;
  groupDiscount: GroupTier[] | null;
  code: CodeDiscount | null;
  maxDiscountPercent: number;
}

export interface PricingPaise {
  /** The adult price per person before any discount. */
  pricePerPersonPaise: number;
  lines: PricingLinePaise[];
  /** Seats at their prices, before any discount. */
  undiscountedPaise: number;
  /** What the booking costs: the undiscounted total with the lines (negative) added. */
  totalPaise: number;
}

/** The last day a booking still gets the early bird: `daysBefore` days before the start. */
export const earlyBirdUntil = (startDate: string, earlyBird: EarlyBird): string => addDays(startDate, -earlyBird.daysBefore);

/** Whether a booking made on `today` gets the departure's early bird. */
export const earlyBirdApplies = (earlyBird: EarlyBird | null | undefined, startDate: string, today: string): earlyBird is EarlyBird =>
  Boolean(earlyBird && earlyBird.percent > 0 && today <= earlyBirdUntil(startDate, earlyBird));

/** The largest group tier a party of `seats` reaches, or null. */
export function groupTierFor(tiers: GroupTier[] | null | undefined, seats: number): GroupTier | null {
  let best: GroupTier | null = null;
  for (const tier of tiers ?? []) if (seats >= tier.minSeats && (!best || tier.minSeats > best.minSeats)) best = tier;
  return best;
}

const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

export const pricingLabels = {
  earlyBird: (percent: number | string) => `Early bird ${percent}% off`,
  group: (percent: number | string, minSeats: number | string) => `Group of ${minSeats}+ ${percent}% off`,
  coupon: (code: string) => `Coupon ${code}`,
  referral: (code: string) => `Referral ${code}`,
};

/** The labels above as templates ('{percent}', '{minSeats}', '{code}'), per kind: what a page in another language translates. */
export const pricingLabelTemplates: Record<DiscountKind, string> = {
  early_bird: pricingLabels.earlyBird('{percent}'),
  group: pricingLabels.group('{percent}', '{minSeats}'),
  coupon: pricingLabels.coupon('{code}'),
  referral: pricingLabels.referral('{code}'),
};

const templatePattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

/** The figures a line's label was made with ({percent, minSeats} or {code}), or null for a label of another shape. */
export function pricingLabelTerms(kind: DiscountKind, label: string): Record<string, string> | null {
  const template = pricingLabelTemplates[kind];
  const match = template ? templatePattern(template).exec(label) : null;
  return match?.groups ? { ...match.groups } : null;
}

/** The booking's price, line by line (see the module's comment for the rules). */
export function priceBooking(input: PricingInput): PricingPaise {
  const undiscountedPaise = partyAmounts(input, input.prices).totalPaise;
  const lines: PricingLinePaise[] = [];
  if (earlyBirdApplies(input.earlyBird, input.startDate, input.today)) {
    const { percent } = input.earlyBird;
    lines.push({ kind: 'early_bird', label: pricingLabels.earlyBird(percent), amountPaise: -percentOf(undiscountedPaise, percent) });
  }
  const tier = groupTierFor(input.groupDiscount, input.adults + input.kids);
  if (tier && tier.percent > 0) {
    lines.push({
      kind: 'group',
      label: pricingLabels.group(tier.percent, tier.minSeats),
      amountPaise: -percentOf(undiscountedPaise, tier.percent),
    });
  }
  const code = input.code;
  if (code?.kind === 'coupon') {
    const off = code.couponKind === 'percent' ? percentOf(undiscountedPaise, code.value) : Math.round(code.value * 100);
    lines.push({ kind: 'coupon', label: pricingLabels.coupon(code.code), amountPaise: -off });
  } else if (code?.kind === 'referral') {
    lines.push({ kind: 'referral', label: pricingLabels.referral(code.code), amountPaise: -code.amountPaise });
  }
  // The floor: cut the lines from the last (the code) back until the discounts fit under it.
  const floorPaise = Math.ceil((undiscountedPaise * (100 - input.maxDiscountPercent)) / 100);
  let excess = floorPaise - (undiscountedPaise + lines.reduce((sum, line) => sum + line.amountPaise, 0));
  for (let i = lines.length - 1; i >= 0 && excess > 0; i--) {
    const line = lines[i];
    const cut = Math.min(excess, -line.amountPaise);
    line.amountPaise += cut;
    excess -= cut;
  }
  const kept = lines.filter((line) => line.amountPaise !== 0);
  return {
    pricePerPersonPaise: input.prices.pricePaise,
    lines: kept,
    undiscountedPaise,
    totalPaise: undiscountedPaise + kept.reduce((sum, line) => sum + line.amountPaise, 0),
  };
}

/** A seat's price charged today with the early bird alone (what public departures show), and the original when it applies. */
export function seatPricesToday(
  prices: SeatPricesPaise,
  earlyBird: EarlyBird | null | undefined,
  startDate: string,
  today: string,
): { prices: SeatPricesPaise; originalPricePaise: number | null; earlyBirdUntil: string | null } {
  if (!earlyBirdApplies(earlyBird, startDate, today)) return { prices, originalPricePaise: null, earlyBirdUntil: null };
  const off = (paise: number) => paise - percentOf(paise, earlyBird.percent);
  const pricePaise = off(prices.pricePaise);
  return {
    prices: { pricePaise, kidPricePaise: off(prices.kidPricePaise), depositPaise: Math.min(prices.depositPaise, pricePaise) },
    originalPricePaise: prices.pricePaise,
    earlyBirdUntil: earlyBirdUntil(startDate, earlyBird),
  };
}

/** A booking's deposit once discounted: never more than its total (a deposit of the whole price is the total). */
export const discountedDepositPaise = (depositPaise: number, undiscountedPaise: number, totalPaise: number): number =>
  depositPaise >= undiscountedPaise ? totalPaise : Math.min(depositPaise, totalPaise);

// ---------------------------------------------------------------- codes and their rules

export const pricingMessages = {
  codeCannotBeUsed: 'This code cannot be used',
  couponCodeInvalid: 'Code must be 4 to 20 letters, digits or hyphens',
  couponCodeTaken: 'A coupon with this code already exists',
  couponKindInvalid: 'Kind must be percent or flat',
  couponPercentInvalid: 'A percent coupon must be a whole number from 1 to 100',
  couponFlatInvalid: 'A flat coupon must be an amount in rupees above 0',
  couponTripIdsInvalid: 'Trips must be a list of trip ids',
  couponValidFromInvalid: 'Valid from must be a date (YYYY-MM-DD)',
  couponValidUntilInvalid: 'Valid until must be a date (YYYY-MM-DD) on or after valid from',
  couponMaxUsesInvalid: 'Maximum uses must be a whole number of at least 1',
  couponMaxUsesPerTravellerInvalid: 'Uses per traveller must be a whole number of at least 1',
  couponMinSeatsInvalid: 'Minimum seats must be a whole number of at least 1',
  couponStatusInvalid: 'Status must be active or disabled',
  couponNotFound: 'Coupon not found',
  earlyBirdInvalid: 'Early bird needs days before (0 to 365) and a percent (1 to 90)',
  groupDiscountInvalid: 'Group discount tiers need minimum seats (2 to 500) and a percent (1 to 90), each minimum once',
  quoteInvalid: 'Please choose a departure and at least 1 adult',
} as const;

/** A code as typed: spaces around it dropped, letters in capitals (codes are case-insensitive). */
export const normalCode = (code: unknown): string => (typeof code === 'string' ? code.trim().toUpperCase() : '');

export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,20}$/;
export const isCouponCode = (code: string): boolean => COUPON_CODE_PATTERN.test(code);

/** Referral codes start so (a coupon with the same code wins: coupons are looked up first). */
export const referralCodePrefix = 'REF';

/** The link a traveller shares: the site, with their code, which the reservation form fills in. */
export const referralLink = (origin: string, code: string): string =>
  `${origin.replace(/\/$/, '')}/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/** A WhatsApp share of the referral link (wa.me opens the app with the text ready). */
export const referralShareLink = (url: string, amountText: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`Book a trip with my code and get ${amountText} off: ${url}`)}`;

/** A booking's price before its discounts (rupees): its total less the lines (which are negative). */
export const priceBeforeDiscounts = (booking: { totalAmount: number; pricing?: { lines: { amount: number }[] } }): number =>
  Math.round((booking.totalAmount - (booking.pricing?.lines ?? []).reduce((sum, line) => sum + line.amount, 0)) * 100) / 100;

/** The discount lines as one cell of an export: 'Early bird 10% off -2000; Coupon SAVE10 -500'. */
export const pricingLinesText = (lines: readonly { label: string; amount: number }[]): string =>
  lines.map((line) => `${line.label} ${line.amount}`).join('; ');
