/** The booking page's cancellation and refunds: what was kept, refunded or credited, and each refund with its status. */
import { formatDateTime, formatRupees, paymentMethodLabels } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';

const refundStatusTexts = { pending: 'on its way', processed: 'refunded', failed: 'failed: we will contact you' } as const;

export default function BookingRefunds({ booking }: { booking: Booking }) {
  const { cancellation, refunds } = booking;
  if (!cancellation && !refunds?.length) return null;
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">Cancellation and refunds</h2>
      {cancellation && (
        <p className="cancellation-summary">
          Cancelled on {formatDateTime(cancellation.at)}.
          {cancellation.refundAmount > 0 && ` ${formatRupees(cancellation.refundAmount)} back to your original payment.`}
          {cancellation.voucherAmount > 0 && ` A credit voucher of ${formatRupees(cancellation.voucherAmount)}: see My Bookings.`}
          {cancellation.retainedAmount > 0 && ` ${formatRupees(cancellation.retainedAmount)} kept under the cancellation policy.`}
        </p>
      )}
      {refunds?.length > 0 && (
        <ul className="refund-list" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.id} className={`refund refund-${refund.status}`}>
              <span>{`${formatDateTime(refund.createdAt)} · ${paymentMethodLabels[refund.method]} · `}</span>
              <strong>{formatRupees(refund.amount)}</strong> <span className="refund-status">{refundStatusTexts[refund.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
