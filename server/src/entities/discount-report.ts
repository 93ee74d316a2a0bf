/**
 * GET /api/admin/reports/discounts: the Finance page's discounts (DESIGN "Prices that fill departures"): what each
 * kind of discount (domain discountKinds) took off the bookings sold per month, and each coupon's uses and revenue.
 * Rupees; months in TIME_ZONE.
 */
import Type, { type Static } from 'typebox';
import { CouponSchema } from './coupon.ts';
import { Rupees } from './columns.ts';

const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

export const DiscountMonthSchema = Type.Object({
  month: Month,
  early_bird: Rupees('INR the early bird lines took off'),
  group: Rupees('INR the group lines took off'),
  coupon: Rupees('INR the coupon lines took off'),
  referral: Rupees('INR the referral lines took off'),
  total: Rupees('INR every discount took off'),
  bookings: Type.Integer({ minimum: 0, description: 'bookings sold with at least one discount' }),
});
export type DiscountMonth = Static<typeof DiscountMonthSchema>;

export const CouponFiguresSchema = Type.Pick(CouponSchema, ['id', 'code', 'kind', 'value', 'status', 'uses', 'revenue', 'discountGiven']);
export type CouponFigures = Static<typeof CouponFiguresSchema>;

export const DiscountReportSchema = Type.Object({
  month: Month,
  months: Type.Array(DiscountMonthSchema, {
    description: 'Twelve months ending with `month`, by when the booking was made; bookings confirmed or paid',
  }),
  coupons: Type.Array(CouponFiguresSchema, { description: 'Every coupon with its uses, revenue and discount given, most revenue first' }),
});
export type DiscountReport = Static<typeof DiscountReportSchema>;
