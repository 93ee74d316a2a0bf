/** How a coupon reads in the back office: '10% off' or '₹500 off', and its limits in a line. */
import { formatDate, formatRupees } from '@travel/server/domain';
import type { Coupon } from '@travel/server/entities';

export const couponValueText = (coupon: Pick<Coupon, 'kind' | 'value'>): string =>
  coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;

export function couponLimitsText(coupon: Coupon): string {
  const parts = [`${coupon.uses}${coupon.maxUses ? ` of ${coupon.maxUses}` : ''} used`];
  if (coupon.validUntil) parts.push(`until ${formatDate(coupon.validUntil)}`);
  if (coupon.minSeats > 1) parts.push(`${coupon.minSeats}+ seats`);
  return parts.join(' · ');
}
