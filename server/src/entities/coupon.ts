/** A coupon (DESIGN "Prices that fill departures"): the one definition of its API shape, type and row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { couponKinds, couponStatuses, discountKinds, type PricingPaise } from '../domain/pricing.ts';
import { paiseToRupees, rupeesMax } from '../domain/money.ts';
import { DateOnly, fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';
import type { CouponsTable } from '../db/schema.ts';

export const CouponSchema = Type.Object({
  id: Type.String(),
  code: Type.String({ description: 'A-Z, 0-9 and -, 4 to 20 characters; unique whatever the case' }),
  kind: literals(couponKinds),
  value: Type.Number({ description: 'percent: the percent off the undiscounted price; flat: INR off the booking' }),
  tripIds: Type.Array(Type.String(), { description: 'the trips it is for; empty: every trip' }),
  validFrom: Nullable(DateOnly),
  validUntil: Nullable(DateOnly),
  maxUses: Nullable(Type.Integer({ description: 'bookings that may use it in all; null: no limit' })),
  maxUsesPerTraveller: Type.Integer(),
  minSeats: Type.Integer(),
  status: literals(couponStatuses),
  uses: Type.Integer({ description: 'bookings holding it now (pending with a live hold, confirmed, paid)' }),
  revenue: Rupees('INR the bookings using it cost, after their discounts'),
  discountGiven: Rupees('INR the coupon took off those bookings'),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Coupon = Static<typeof CouponSchema>;

/** What an admin sends to create (code, kind, value required) or change a coupon; parseCoupon checks it first. */
export const CouponBodySchema = Type.Object({
  code: Type.Optional(Type.String({ description: 'A-Z, 0-9, -; 4 to 20; stored in capitals' })),
  kind: Type.Optional(literals(couponKinds)),
  value: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: rupeesMax })),
  tripIds: Type.Optional(Nullable(Type.Array(Type.String()))),
  validFrom: Type.Optional(Nullable(DateOnly)),
  validUntil: Type.Optional(Nullable(DateOnly)),
  maxUses: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  maxUsesPerTraveller: Type.Optional(Type.Integer({ minimum: 1 })),
  minSeats: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(literals(couponStatuses)),
});
export type CouponChanges = Static<typeof CouponBodySchema>;

export type CouponRow = Selectable<CouponsTable>;

const couponFields = fieldReader(CouponSchema);

export const toCoupon = (row: CouponRow & { uses?: number; revenuePaise?: number; discountPaise?: number }): Coupon => ({
  ...couponFields(row),
  value: row.kind === 'percent' ? Number(row.percent) : paiseToRupees(Number(row.amountPaise)),
  tripIds: Array.isArray(row.tripIds) ? row.tripIds : [],
  uses: Number(row.uses ?? 0),
  revenue: paiseToRupees(Number(row.revenuePaise ?? 0)),
  discountGiven: paiseToRupees(Number(row.discountPaise ?? 0)),
});

/** A use of a coupon, as the Coupons screen lists it and its CSV exports it. */
export const CouponUseSchema = Type.Object({
  bookingId: Type.String(),
  reference: Type.String(),
  traveller: Type.String(),
  place: Type.String(),
  startDate: DateOnly,
  seats: Type.Integer(),
  status: Type.String(),
  discount: Rupees('INR the coupon took off'),
  totalAmount: Rupees(),
  createdAt: Instant,
});
export type CouponUse = Static<typeof CouponUseSchema>;

// ---------------------------------------------------------------- a booking's price, as the API sends it

export const PricingLineSchema = Type.Object({
  kind: literals(discountKinds),
  label: Type.String(),
  amount: Rupees('INR, negative: what the discount takes off'),
});
export const PricingSchema = Type.Object({
  pricePerPerson: Rupees('INR an adult seat before any discount'),
  lines: Type.Array(PricingLineSchema),
});
export type Pricing = Static<typeof PricingSchema>;

/** The stored pricing (paise) as the API sends it (rupees). */
export const toPricing = (pricing: Pick<PricingPaise, 'pricePerPersonPaise' | 'lines'>): Pricing => ({
  pricePerPerson: paiseToRupees(pricing.pricePerPersonPaise),
  lines: pricing.lines.map((line) => ({ kind: line.kind, label: line.label, amount: paiseToRupees(line.amountPaise) })),
});

/** What a booking row keeps in `pricing` (paise): the lines it was made with. */
export type StoredPricing = Pick<PricingPaise, 'pricePerPersonPaise' | 'lines'>;

/** GET /public/pricing-quote's answer. */
export const PricingQuoteSchema = Type.Object({
  pricing: PricingSchema,
  totalAmount: Rupees('INR after the discounts'),
  depositAmount: Rupees('INR due now for a booking made today'),
});
export type PricingQuote = Static<typeof PricingQuoteSchema>;

/** GET /me/referral's answer. */
export const ReferralRewardSchema = Type.Object({
  voucherCode: Type.String(),
  amount: Rupees(),
  bookingReference: Type.String(),
  createdAt: Instant,
});
export const ReferralSchema = Type.Object({
  code: Type.String(),
  url: Type.String({ description: 'the site with the code, to share' }),
  rewards: Type.Array(ReferralRewardSchema),
});
export type Referral = Static<typeof ReferralSchema>;
