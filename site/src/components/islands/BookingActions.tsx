/**
 * What a traveller can do with a booking: pay what is due now ('Pay now' for the deposit, 'Pay
 * balance' after it) through Razorpay Checkout or the offline instructions, a voucher code's balance
 * used first, and cancel a booking that awaits payment (after a confirmation).
 */
import { useEffect, useState } from 'react';
import { bookingDueNowPaise, bookingTexts, formatDateTime, rupeesToPaise } from '@travel/server/domain';
import type { Booking, PaymentProvider, PaymentRequest } from '@travel/server/domain';
import { bookingsApi, errorText, forgetPayment, rememberedPayment, rememberPayment, takePaymentError } from '../../lib/bookings.ts';
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

/** Offline instructions this tab already received, while they are still for the amount due. */
function rememberedOffline(booking: Booking): OfflineRequest | null {
  const payment = rememberedPayment(booking.id);
  return payment?.provider === 'offline' && rupeesToPaise(payment.amount) === bookingDueNowPaise(booking) ? payment : null;
}

export default function BookingActions({ booking, businessName, place, paymentProvider, onBookingChange }: BookingActionsProps) {
  const [offline, setOffline] = useState<OfflineRequest | null>(() => rememberedOffline(booking));
  const [error, setError] = useState<string | null>(() => takePaymentError(booking.id));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [voucherCode, setVoucherCode] = useState('');
  const due = bookingDueNowPaise(booking);
  const pending = booking.status === 'pending_payment';
  const shownOffline = offline && rupeesToPaise(offline.amount) === due ? offline : null;
  // An expired hold is paid again only on request: asking re-takes its seats.
  const payable = due > 0 && (pending || booking.status === 'confirmed' || booking.status === 'expired');

  // Offline, how to pay is shown at once (asking has no side effect while the hold lasts).
  const fetchInstructions = paymentProvider === 'offline' && due > 0 && (pending || booking.status === 'confirmed') && !shownOffline;
  useEffect(() => {
    if (!fetchInstructions) return;
    let live = true;
    bookingsApi.pay(booking.id).then(
      (payment) => {
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
      const payment = await bookingsApi.pay(booking.id, voucherCode.trim() || undefined);
      const description = `${booking.status === 'confirmed' ? 'Balance' : 'Deposit'} for ${place} (booking ${booking.reference})`;
      const outcome = await takePayment(booking, payment, { businessName, description });
      if (outcome.kind === 'offline') {
        setOffline(outcome.payment);
        focusInstructions();
      }
      if (outcome.kind === 'paid') onBookingChange(outcome.booking);
      if (outcome.kind === 'dismissed') setNotice(bookingTexts.checkoutClosed);
      // Paying an expired hold took its seats again: show the booking as it is now.
      if (outcome.kind !== 'paid' && booking.status === 'expired') onBookingChange(await bookingsApi.get(booking.id));
    } catch (cause) {
      setError(errorText(cause));
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
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="booking-actions">
      {pending && booking.holdExpiresAt && (
        <p className="hold-note">
          Your seats are held until <strong>{formatDateTime(booking.holdExpiresAt)} IST</strong>. Pay the deposit by then to confirm.
        </p>
      )}
      {booking.status === 'expired' && due > 0 && (
        <p className="hold-note">The hold on your seats has ended. Pay now to take them again while they are free.</p>
      )}
      {shownOffline && <OfflinePayment bookingId={booking.id} reference={booking.reference} payment={shownOffline} />}
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
          <label htmlFor="voucher-code">Voucher code (optional)</label>
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
            {booking.status === 'confirmed' ? bookingTexts.payBalance : 'Pay now'}
          </button>
        )}
        {pending && (
          <button type="button" className="btn btn-outline" onClick={() => setConfirmingCancel(true)} disabled={busy}>
            {bookingTexts.cancelBooking}
          </button>
        )}
      </div>
      <Popup
        open={confirmingCancel}
        kind="warning"
        title="Cancel this booking?"
        text={`Booking ${booking.reference} will be cancelled and its seats released.`}
        actions={[
          // The safe choice first: it takes the focus when the dialog opens.
          { label: 'Keep booking', onClick: () => setConfirmingCancel(false), variant: 'secondary' },
          { label: 'Yes, cancel booking', onClick: () => void cancel() },
        ]}
        onClose={() => setConfirmingCancel(false)}
      />
    </div>
  );
}
