/** The Coupons screen's calls beyond the resource's: a coupon's uses, and their CSV; the Finance page's discounts. */
import type { Coupon, CouponUse, DiscountReport } from '@travel/server/entities';
import { requestJson } from './api.ts';
import { downloadFile } from './financeCalls.ts';
import { readSession } from './session.ts';

export const couponUses = async (id: string): Promise<CouponUse[]> =>
  (await requestJson<{ uses: CouponUse[] }>(`/admin/coupons/${encodeURIComponent(id)}/uses`, { token: readSession().token })).uses;

export const downloadCouponUsesCsv = (coupon: Pick<Coupon, 'id' | 'code'>): Promise<void> =>
  downloadFile(`/admin/coupons/${encodeURIComponent(coupon.id)}/uses.csv`, `coupon-${coupon.code}-uses.csv`, 'text/csv');

/** The Finance page's discounts: per month by kind (twelve months ending with `month`) and each coupon's figures. */
export const fetchDiscountReport = (month: string): Promise<DiscountReport> =>
  requestJson<DiscountReport>(`/admin/reports/discounts?month=${encodeURIComponent(month)}`, { token: readSession().token });
