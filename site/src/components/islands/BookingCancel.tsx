/**
 * Cancelling a confirmed or paid booking before its start: 'Cancel booking' reads the quote (what
 * the policy keeps, what comes back), the traveller chooses money back to the original payment or a
 * credit voucher worth everything paid, and confirms in a second step.
 */
import { useState } from 'react';
import { bookingTexts, cancellationPolicyLines, formatRupees } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';
import { type CancellationQuote, moneyApi, type RefundChoice } from '../../lib/booking-money.ts';
import { errorText } from '../../lib/bookings.ts';
import Popup from './Popup.tsx';

export interface BookingCancelProps {
  booking: Booking;
  onBookingChange: (booking: Booking) => void;
}

/** 'You get ₹9,000 back to your original payment (₹1,000 kept).' */
export function choiceText(quote: CancellationQuote, choice: RefundChoice): string {
  if (choice === 'voucher') return `A credit voucher of ${formatRupees(quote.voucherAmount)} to spend on a later trip`;
  const kept = quote.retainedAmount > 0 ? ` (${formatRupees(quote.retainedAmount)} kept under the policy)` : '';
  return `${formatRupees(quote.refundAmount)} back to your original payment${kept}`;
}

export default function BookingCancel({ booking, onBookingChange }: BookingCancelProps) {
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [choice, setChoice] = useState<RefundChoice>('original');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (booking.status !== 'confirmed' && booking.status !== 'paid') return null;

  const readQuote = async () => {
    setError(null);
    setBusy(true);
    try {
      setQuote(await moneyApi.quote(booking.id));
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setConfirming(false);
    setError(null);
    setBusy(true);
    try {
      onBookingChange(await moneyApi.cancel(booking.id, choice));
    } catch (cause) {
      setError(errorText(cause));
      setBusy(false);
    }
  };

  return (
    <section className="booking-cancel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel this booking</h2>
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      {!quote ? (
        <button type="button" className="btn btn-outline" onClick={() => void readQuote()} disabled={busy}>
          {bookingTexts.cancelBooking}
        </button>
      ) : (
        <>
          <p>
            The trip starts in {quote.daysBeforeStart} {quote.daysBeforeStart === 1 ? 'day' : 'days'}. Your booking's policy:
          </p>
          <ul className="cancel-policy">
            {cancellationPolicyLines(quote.policy).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <fieldset className="cancel-choice">
            <legend>What would you like back?</legend>
            {(['original', 'voucher'] as const).map((option) => (
              <label key={option}>
                <input type="radio" name="refund-to" value={option} checked={choice === option} onChange={() => setChoice(option)} />
                <span>{choiceText(quote, option)}</span>
              </label>
            ))}
          </fieldset>
          <div className="booking-buttons">
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)} disabled={busy}>
              {bookingTexts.cancelBooking}
            </button>
            <button type="button" className="btn btn-link" onClick={() => setQuote(null)} disabled={busy}>
              Keep booking
            </button>
          </div>
        </>
      )}
      <Popup
        open={confirming}
        kind="warning"
        title="Cancel this booking?"
        text={`Booking ${booking.reference} will be cancelled and its seats released. ${quote ? choiceText(quote, choice) : ''}.`}
        actions={[
          { label: 'Keep booking', onClick: () => setConfirming(false), variant: 'secondary' },
          { label: 'Yes, cancel booking', onClick: () => void cancel() },
        ]}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
