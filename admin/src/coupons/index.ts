/** Coupons: codes for a percent or an amount off, with their limits, uses, revenue and a CSV of their uses. */
import CouponIcon from '@mui/icons-material/LocalOffer';
import type { Coupon } from '@travel/server/entities';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./CouponList.tsx')),
  create: lazy(() => import('./CouponCreate.tsx')),
  edit: lazy(() => import('./CouponEdit.tsx')),
  icon: CouponIcon,
  options: { label: 'Coupons' },
  recordRepresentation: (coupon: Coupon) => coupon.code,
};
