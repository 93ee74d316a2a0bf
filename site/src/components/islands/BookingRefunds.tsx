/** The booking page's cancellation and refunds: what was kept, refunded or credited, and each refund with its status. */
import { formatRupees } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { dateTimeIn } from '../../lib/departure-text.ts';

export default function BookingRefunds({ booking, t = bookingsEn }: { booking: Booking; t?: BookingsText }) {
  const { cancellation, refunds } = booking;
  if (!cancellation && !refunds?.length) return null;
  const dateTime = dateTimeIn(t.dateLocale);
  const amount = (value: number) => ({ amount: formatRupees(value) });
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">{t.refundsTitle}</h2>
      {cancellation && (
        <p className="cancellation-summary">
          {fill(t.cancelledOn, { time: dateTime(cancellation.at) })}
          {cancellation.refundAmount > 0 && fill(t.refundBack, amount(cancellation.refundAmount))}
          {cancellation.voucherAmount > 0 && fill(t.voucherCredit, amount(cancellation.voucherAmount))}
          {cancellation.retainedAmount > 0 && fill(t.keptUnderPolicy, amount(cancellation.retainedAmount))}
        </p>
      )}
      {refunds?.length > 0 && (
        <ul className="refund-list" aria-label={t.refunds}>
          {refunds.map((refund) => (
            <li key={refund.id} className={`refund refund-${refund.status}`}>
              <span>{`${dateTime(refund.createdAt)} · ${t.paymentMethods[refund.method]} · `}</span>
              <strong>{formatRupees(refund.amount)}</strong> <span className="refund-status">{t.refundStatus[refund.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
