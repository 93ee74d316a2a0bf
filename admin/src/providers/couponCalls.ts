/** The Coupons screen's calls beyond the resource's: a coupon's uses, and their CSV. */
import type { Coupon, CouponUse } from '@travel/server/domain';
import { requestJson } from './api.ts';
import { downloadFile } from './financeCalls.ts';
import { readSession } from './session.ts';

export const couponUses = async (id: string): Promise<CouponUse[]> =>
  (await requestJson<{ uses: CouponUse[] }>(`/admin/coupons/${encodeURIComponent(id)}/uses`, { token: readSession().token })).uses;

export const downloadCouponUsesCsv = (coupon: Pick<Coupon, 'id' | 'code'>): Promise<void> =>
  downloadFile(`/admin/coupons/${encodeURIComponent(coupon.id)}/uses.csv`, `coupon-${coupon.code}-uses.csv`, 'text/csv');
