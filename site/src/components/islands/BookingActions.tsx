/**
 * What a traveller can do with a booking: pay what is due now ('Pay now' for the deposit, 'Pay
 * balance' after it) through Razorpay Checkout or the offline instructions, a voucher code's balance
 * used first, and cancel a booking that awaits payment (after a confirmation).
 */
import { useEffect, useState } from 'react';
import {
  bookingDueNowPaise,
  bookingPaysInFull,
  bookingTexts,
  formatRupees,
  instalmentLeft,
  nextInstalment,
  rupeesToPaise,
} from '@travel/server/domain';
import type { Booking, PaymentProvider, PaymentRequest, VoucherUsed } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill, say } from '../../i18n/sign-in-en.ts';
import { around, dateTimeIn } from '../../lib/departure-text.ts';
import { bookingsApi, forgetPayment, rememberedPayment, rememberPayment, sayError, takePaymentError } from '../../lib/bookings.ts';
import { takePayment } from '../../lib/pay-booking.ts';
import OfflinePayment from './OfflinePayment.tsx';
import Popup from './Popup.tsx';

type OfflineRequest = Extract<PaymentRequest, { provider: 'offline' }>;

export interface BookingActionsProps {
  booking: Booking;
  businessName: string;
  place: string;
  paymentProvider: PaymentProvider;
  onBookingChange: (booking: Booking) => void;
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
}

/** Brings the payment details into view and marks them for a moment, so pressing 'Pay now' visibly answers. */
const focusInstructions = () =>
  requestAnimationFrame(() => {
    const title = document.getElementById('offline-payment-title');
    title?.focus();
    const section = title?.closest('.offline-payment');
    section?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    section?.classList.remove('offline-payment-shown');
    requestAnimationFrame(() => section?.classList.add('offline-payment-shown'));
  });

/** 'Your voucher K7QM-X4TD-9HRW paid ₹2,250; ₹4,250 is left on it.' in the page's language. */
export const voucherUsedText = (t: BookingsText, voucher: VoucherUsed): string =>
  fill(voucher.balance > 0 ? t.voucherUsed : t.voucherUsedUp, {
    code: voucher.code,
    amount: formatRupees(voucher.amount),
    balance: formatRupees(voucher.balance),
  });

/** Offline instructions this tab already received, while they are still for the amount due. */
function rememberedOffline(booking: Booking): OfflineRequest | null {
  const payment = rememberedPayment(booking.id);
  return payment?.provider === 'offline' && rupeesToPaise(payment.amount) === bookingDueNowPaise(booking) ? payment : null;
}

/** A confirmed booking's pay button: the next instalment of its plan by number while later ones remain, else the balance. */
function payNextLabel(booking: Booking, t: BookingsText): string {
  const instalments = booking.instalments ?? [];
  const next = nextInstalment(instalments);
  if (!next || next.n >= instalments.length) return t.payBalance;
  return fill(t.payInstalment, { n: next.n, amount: formatRupees(instalmentLeft(next)) });
}

export default function BookingActions(props: BookingActionsProps) {
  const { booking, businessName, place, paymentProvider, onBookingChange, t = bookingsEn, translations } = props;
  const [offline, setOffline] = useState<OfflineRequest | null>(() => rememberedOffline(booking));
  const [error, setError] = useState<string | null>(() => {
    const failed = takePaymentError(booking.id);
    return failed && say(translations, failed);
  });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [voucherCode, setVoucherCode] = useState('');
  const [voucherNote, setVoucherNote] = useState<string | null>(null);
  const due = bookingDueNowPaise(booking);
  const pending = booking.status === 'pending_payment';
  const shownOffline = offline && rupeesToPaise(offline.amount) === due ? offline : null;
  // An expired hold is paid again only on request: asking re-takes its seats.
  // A split booking is paid share by share, each on its pay page (the lead's own from the shares panel).
  const split = (booking.shares ?? []).length > 0;
  const payable = !split && due > 0 && (pending || booking.status === 'confirmed' || booking.status === 'expired');

  // Offline, how to pay is shown at once (asking has no side effect while the hold lasts).
  const fetchInstructions =
    paymentProvider === 'offline' && !split && due > 0 && (pending || booking.status === 'confirmed') && !shownOffline;
  useEffect(() => {
    if (!fetchInstructions) return;
    let live = true;
    bookingsApi.pay(booking.id).then(
      ({ payment }) => {
        if (!live || payment.provider !== 'offline') return;
        rememberPayment(booking.id, payment);
        setOffline(payment);
      },
      () => {}, // the 'Pay now' / 'Pay balance' button stays and says what went wrong when pressed
    );
    return () => {
      live = false;
    };
  }, [fetchInstructions, booking.id]);

  const pay = async () => {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const { payment, voucher } = await bookingsApi.pay(booking.id, voucherCode.trim() || undefined);
      if (voucher) {
        setVoucherNote(voucherUsedText(t, voucher));
        setVoucherCode('');
        // Its payment is on the booking now, whatever the rest is paid with.
        if (payment.provider !== 'voucher') onBookingChange(await bookingsApi.get(booking.id));
      }
      const description = fill(booking.status === 'confirmed' ? t.balanceFor : t.depositFor, { place, reference: booking.reference });
      const outcome = await takePayment(booking, payment, { businessName, description });
      if (outcome.kind === 'offline') {
        setOffline(outcome.payment);
        focusInstructions();
      }
      if (outcome.kind === 'paid') onBookingChange(outcome.booking);
      if (outcome.kind === 'dismissed') setNotice(say(translations, bookingTexts.checkoutClosed));
      // Paying an expired hold took its seats again: show the booking as it is now.
      if (outcome.kind !== 'paid' && booking.status === 'expired') onBookingChange(await bookingsApi.get(booking.id));
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setConfirmingCancel(false);
    setError(null);
    setBusy(true);
    try {
      const cancelled = await bookingsApi.cancel(booking.id);
      forgetPayment(booking.id);
      onBookingChange(cancelled);
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  const held = around(bookingPaysInFull(booking) ? t.heldUntilFull : t.heldUntil, 'time');
  return (
    <div className="booking-actions">
      {pending && booking.holdExpiresAt && (
        <p className="hold-note">
          {held[0]}
          <strong>
            {dateTimeIn(t.dateLocale)(booking.holdExpiresAt)} {t.timeZone}
          </strong>
          {held[1]}
        </p>
      )}
      {booking.status === 'expired' && due > 0 && <p className="hold-note">{t.holdEnded}</p>}
      {shownOffline && (
        <OfflinePayment
          bookingId={booking.id}
          reference={booking.reference}
          payment={shownOffline}
          paysInFull={bookingPaysInFull(booking)}
          t={t}
        />
      )}
      {voucherNote && (
        <p className="payment-notice voucher-used" role="status">
          {voucherNote}
        </p>
      )}
      {notice && (
        <p className="payment-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      {payable && (
        <div className="field voucher-field">
          <label htmlFor="voucher-code">{t.voucherCode}</label>
          <input
            id="voucher-code"
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={voucherCode}
            onChange={(event) => setVoucherCode(event.target.value)}
          />
        </div>
      )}
      <div className="booking-buttons">
        {payable && (
          <button type="button" className={shownOffline ? 'btn btn-outline' : 'btn btn-accent'} onClick={() => void pay()} disabled={busy}>
            {booking.status === 'confirmed' ? payNextLabel(booking, t) : t.payNow}
          </button>
        )}
        {pending && (
          <button type="button" className="btn btn-outline" onClick={() => setConfirmingCancel(true)} disabled={busy}>
            {t.cancel}
          </button>
        )}
      </div>
      <Popup
        open={confirmingCancel}
        kind="warning"
        title={t.cancelQuestion}
        text={fill(t.cancelWarning, { reference: booking.reference })}
        actions={[
          // The safe choice first: it takes the focus when the dialog opens.
          { label: t.keepBooking, onClick: () => setConfirmingCancel(false), variant: 'secondary' },
          { label: t.yesCancel, onClick: () => void cancel() },
        ]}
        onClose={() => setConfirmingCancel(false)}
      />
    </div>
  );
}
