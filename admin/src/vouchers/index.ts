/** Vouchers: credit vouchers from cancellations and goodwill, listed, issued and voided by admins. */
import VoucherIcon from '@mui/icons-material/CardGiftcard';
import type { Voucher } from '@travel/server/entities';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./VoucherList.tsx')),
  icon: VoucherIcon,
  options: { label: 'Vouchers' },
  recordRepresentation: (voucher: Voucher) => voucher.code,
};
