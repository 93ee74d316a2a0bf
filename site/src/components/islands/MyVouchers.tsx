/** My Bookings' vouchers: each credit voucher's code, what is left to spend, until when, and its status. */
import { useEffect, useState } from 'react';
import { formatRupees } from '@travel/server/domain';
import type { Voucher } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { moneyApi } from '../../lib/booking-money.ts';
import { dateIn } from '../../lib/departure-text.ts';

export default function MyVouchers({ t = bookingsEn }: { t?: BookingsText }) {
  const [vouchers, setVouchers] = useState<Voucher[] | null>(null);
  useEffect(() => {
    // Vouchers are an extra: a failed read leaves the bookings list as it is.
    moneyApi.vouchers().then(setVouchers, () => setVouchers([]));
  }, []);
  if (!vouchers?.length) return null;
  const date = dateIn(t.dateLocale);
  return (
    <section className="my-vouchers" aria-labelledby="vouchers-title">
      <h2 id="vouchers-title">{t.vouchersTitle}</h2>
      <p className="vouchers-lead">{t.vouchersLead}</p>
      <ul className="voucher-list">
        {vouchers.map((voucher) => (
          <li key={voucher.id} className={`voucher voucher-${voucher.status}`}>
            <code className="voucher-code">{voucher.code}</code>
            <span>
              <strong>{formatRupees(voucher.balance)}</strong>
              {fill(t.voucherLine, {
                amount: formatRupees(voucher.amount),
                date: date(voucher.expiresAt),
                status: t.voucherStatus[voucher.status],
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
