/**
 * The Finance page's discounts: twelve months ending with the one asked for, each kind's paise summed (domain
 * discountKinds), and every coupon's uses, revenue and discount given. Sums in paise, the answer in rupees.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { discountKinds, paiseToRupees } from '../../domain/index.ts';
import type { DiscountReport } from '../../entities/discount-report.ts';
import { listCouponFigures } from '../../repositories/coupons.ts';
import { discountsByMonth } from '../../repositories/discount-report.ts';
import { shiftMonth } from '../../repositories/finance.ts';

export const discountMonthsShown = 12;

export async function discountReport(db: Kysely<Database>, month: string, now: Date, timeZone: string): Promise<DiscountReport> {
  const range = { from: shiftMonth(month, 1 - discountMonthsShown), to: shiftMonth(month, 1) };
  const [sums, coupons] = await Promise.all([discountsByMonth(db, range, timeZone), listCouponFigures(db, now)]);
  const months = Array.from({ length: discountMonthsShown }, (_, i) => shiftMonth(range.from, i));
  return {
    month,
    months: months.map((m) => {
      const paiseOf = (kind: (typeof discountKinds)[number]) =>
        sums.lines.filter((line) => line.month === m && line.kind === kind).reduce((sum, line) => sum + line.paise, 0);
      const byKind = Object.fromEntries(discountKinds.map((kind) => [kind, paiseOf(kind)])) as Record<
        (typeof discountKinds)[number],
        number
      >;
      return {
        month: m,
        early_bird: paiseToRupees(byKind.early_bird),
        group: paiseToRupees(byKind.group),
        coupon: paiseToRupees(byKind.coupon),
        referral: paiseToRupees(byKind.referral),
        total: paiseToRupees(Object.values(byKind).reduce((sum, paise) => sum + paise, 0)),
        bookings: sums.bookings.get(m) ?? 0,
      };
    }),
    coupons: coupons.map(({ id, code, kind, value, status, uses, revenue, discountGiven }) => ({
      id,
      code,
      kind,
      value,
      status,
      uses,
      revenue,
      discountGiven,
    })),
  };
}
