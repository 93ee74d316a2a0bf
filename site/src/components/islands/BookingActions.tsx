/**
 * What a traveller can do with a booking: pay what is due now ('Pay now' for the deposit, 'Pay
 * balance' after it) through Razorpay Checkout or the offline instructions, and cancel a booking
 * that awaits payment (after a confirmation).
 */
import { useState } from 'react';
import { amountDueNowPaise, bookingTexts, formatDateTime, rupeesToPaise } from '@travel/server/domain';
import type { Booking, PaymentRequest } from '@travel/server/domain';
import { bookingsApi, errorText, forgetPayment, rememberedPayment, takePaymentError } from '../../lib/bookings.ts';
import { takePayment } from '../../lib/pay-booking.ts';
import OfflinePayment from './OfflinePayment.tsx';
import Popup from './Popup.tsx';

type OfflineRequest = Extract<PaymentRequest, { provider: 'offline' }>;

export interface BookingActionsProps {
  booking: Booking;
  businessName: string;
  place: string;
  onBookingChange: (booking: Booking) => void;
}

/** What the traveller owes next, in paise (the rest of the deposit while pending, else the balance). */
export function dueNowPaise(booking: Booking): number {
  const amounts = { totalPaise: rupeesToPaise(booking.totalAmount), depositPaise: rupeesToPaise(booking.depositAmount) };
  return booking.status === 'expired' ? 0 : amountDueNowPaise(booking.status, rupeesToPaise(booking.amountPaid), amounts);
}

/** Offline instructions this tab already received, while they are still for the amount due. */
function rememberedOffline(booking: Booking): OfflineRequest | null {
  const payment = rememberedPayment(booking.id);
  return payment?.provider === 'offline' && rupeesToPaise(payment.amount) === dueNowPaise(booking) ? payment : null;
}

export default function BookingActions({ booking, businessName, place, onBookingChange }: BookingActionsProps) {
  const [offline, setOffline] = useState<OfflineRequest | null>(() => rememberedOffline(booking));
  const [error, setError] = useState<string | null>(() => takePaymentError(booking.id));
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const due = dueNowPaise(booking);
  const pending = booking.status === 'pending_payment';
  const shownOffline = offline && rupeesToPaise(offline.amount) === due ? offline : null;

  const pay = async () => {
    setError(null);
    setBusy(true);
    try {
      const payment = await bookingsApi.pay(booking.id);
      const description = `${pending ? 'Deposit' : 'Balance'} for ${place} (booking ${booking.reference})`;
      const outcome = await takePayment(booking, payment, { businessName, description });
      if (outcome.kind === 'offline') setOffline(outcome.payment);
      if (outcome.kind === 'paid') onBookingChange(outcome.booking);
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
      {shownOffline && <OfflinePayment bookingId={booking.id} reference={booking.reference} payment={shownOffline} />}
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="booking-buttons">
        {due > 0 && !shownOffline && (pending || booking.status === 'confirmed') && (
          <button type="button" className="btn btn-accent" onClick={() => void pay()} disabled={busy}>
            {pending ? 'Pay now' : bookingTexts.payBalance}
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
