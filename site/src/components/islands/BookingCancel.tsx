/**
 * Cancelling a confirmed or paid booking before its start: 'Cancel booking' reads the quote (what
 * the policy keeps, what comes back), the traveller chooses money back to the original payment or a
 * credit voucher worth everything paid, and confirms in a second step. The choice starts on the one
 * worth more to the traveller (or none), and a cancel that gives nothing back says so with the amount kept.
 */
import { useState } from 'react';
import { cancellationPolicyLines, cancellationPolicyLinesHi, formatRupees, inDaysText, refundChoiceWorthMore } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { type CancellationQuote, moneyApi, type RefundChoice } from '../../lib/booking-money.ts';
import { sayError } from '../../lib/bookings.ts';
import Popup from './Popup.tsx';

export interface BookingCancelProps {
  booking: Booking;
  onBookingChange: (booking: Booking) => void;
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
}

/** 'You get ₹9,000 back to your original payment (₹1,000 kept).' */
export function choiceText(quote: CancellationQuote, choice: RefundChoice, t: BookingsText = bookingsEn): string {
  if (choice === 'voucher') return fill(t.voucherChoice, { amount: formatRupees(quote.voucherAmount) });
  const kept = quote.retainedAmount > 0 ? fill(t.keptChoice, { amount: formatRupees(quote.retainedAmount) }) : '';
  return `${fill(t.originalChoice, { amount: formatRupees(quote.refundAmount) })}${kept}`;
}

/** What the chosen way gives back, in rupees. */
const amountBack = (quote: CancellationQuote, choice: RefundChoice): number =>
  choice === 'voucher' ? quote.voucherAmount : quote.refundAmount;

/** The confirm step's words: what happens to the booking, then what comes back, or that nothing does and what is kept. */
export function confirmText(quote: CancellationQuote, choice: RefundChoice, reference: string, t: BookingsText = bookingsEn): string {
  const cancelled = fill(t.cancelWarning, { reference });
  if (amountBack(quote, choice) > 0) return `${cancelled} ${choiceText(quote, choice, t)}.`;
  return `${cancelled} ${fill(t.nothingBack, { kept: formatRupees(quote.retainedAmount + quote.refundAmount) })}`;
}

export default function BookingCancel({ booking, onBookingChange, t = bookingsEn, translations }: BookingCancelProps) {
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [choice, setChoice] = useState<RefundChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (booking.status !== 'confirmed' && booking.status !== 'paid') return null;

  const readQuote = async () => {
    setError(null);
    setBusy(true);
    try {
      const read = await moneyApi.quote(booking.id);
      setQuote(read);
      setChoice(refundChoiceWorthMore(read));
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  const askToConfirm = () => {
    if (choice) {
      setError(null);
      setConfirming(true);
    } else setError(t.chooseWhatBack);
  };

  const cancel = async () => {
    if (!choice) return;
    setConfirming(false);
    setError(null);
    setBusy(true);
    try {
      onBookingChange(await moneyApi.cancel(booking.id, choice));
    } catch (cause) {
      setError(sayError(translations, cause));
      setBusy(false);
    }
  };

  return (
    <section className="booking-cancel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t.cancelTitle}</h2>
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      {!quote ? (
        <button type="button" className="btn btn-outline" onClick={() => void readQuote()} disabled={busy}>
          {t.cancel}
        </button>
      ) : (
        <>
          <p>{fill(t.startsIn, { when: inDaysText(quote.daysBeforeStart, t.language) })}</p>
          <ul className="cancel-policy">
            {(t.language === 'hi' ? cancellationPolicyLinesHi : cancellationPolicyLines)(quote.policy).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <fieldset className="cancel-choice">
            <legend>{t.whatBack}</legend>
            {(['original', 'voucher'] as const).map((option) => (
              <label key={option}>
                <input type="radio" name="refund-to" value={option} checked={choice === option} onChange={() => setChoice(option)} />
                <span>{choiceText(quote, option, t)}</span>
              </label>
            ))}
          </fieldset>
          <div className="booking-buttons">
            <button type="button" className="btn btn-outline" onClick={askToConfirm} disabled={busy}>
              {t.cancel}
            </button>
            <button type="button" className="btn btn-link" onClick={() => setQuote(null)} disabled={busy}>
              {t.keepBooking}
            </button>
          </div>
        </>
      )}
      <Popup
        open={confirming}
        kind="warning"
        title={t.cancelQuestion}
        text={quote && choice ? confirmText(quote, choice, booking.reference, t) : ''}
        actions={[
          { label: t.keepBooking, onClick: () => setConfirming(false), variant: 'secondary' },
          {
            label:
              quote && choice && amountBack(quote, choice) === 0 ? fill(t.yesCancelNothingBack, { amount: formatRupees(0) }) : t.yesCancel,
            onClick: () => void cancel(),
          },
        ]}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
