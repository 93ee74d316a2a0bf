/** My Bookings' vouchers: each credit voucher's code, what is left to spend, until when, and its status. */
import { useEffect, useState } from 'react';
import { formatDate, formatRupees } from '@travel/server/domain';
import type { Voucher } from '@travel/server/domain';
import { moneyApi } from '../../lib/booking-money.ts';

const statusTexts = { active: 'Active', used: 'Used', expired: 'Expired', void: 'Void' } as const;

export default function MyVouchers() {
  const [vouchers, setVouchers] = useState<Voucher[] | null>(null);
  useEffect(() => {
    // Vouchers are an extra: a failed read leaves the bookings list as it is.
    moneyApi.vouchers().then(setVouchers, () => setVouchers([]));
  }, []);
  if (!vouchers?.length) return null;
  return (
    <section className="my-vouchers" aria-labelledby="vouchers-title">
      <h2 id="vouchers-title">Your vouchers</h2>
      <p className="vouchers-lead">Enter a code by the pay button of any booking to spend it.</p>
      <ul className="voucher-list">
        {vouchers.map((voucher) => (
          <li key={voucher.id} className={`voucher voucher-${voucher.status}`}>
            <code className="voucher-code">{voucher.code}</code>
            <span>
              <strong>{formatRupees(voucher.balance)}</strong>
              {` of ${formatRupees(voucher.amount)} · until ${formatDate(voucher.expiresAt)} · ${statusTexts[voucher.status]}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
