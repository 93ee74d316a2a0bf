/**
 * How to pay a booking offline: the UPI deep link ('Pay with UPI app', which opens the phone's UPI
 * app), its QR code for paying from another phone, the bank details, and the reference to quote.
 */
import { useEffect, useState } from 'react';
import { formatRupees } from '@travel/server/domain';
import type { PaymentRequest } from '@travel/server/domain';
import { upiQrObjectUrl } from '../../lib/bookings.ts';

export interface OfflinePaymentProps {
  bookingId: string;
  reference: string;
  payment: Extract<PaymentRequest, { provider: 'offline' }>;
}

export default function OfflinePayment({ bookingId, reference, payment }: OfflinePaymentProps) {
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const amount = formatRupees(payment.amount);

  useEffect(() => {
    if (!payment.upiLink) return;
    let current: string | null = null;
    let live = true;
    void upiQrObjectUrl(bookingId).then((url) => {
      if (live) setQrUrl((current = url));
      else if (url) URL.revokeObjectURL(url);
    });
    return () => {
      live = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [bookingId, payment.upiLink, payment.amount]);

  return (
    <section className="offline-payment" aria-labelledby="offline-payment-title">
      <h2 id="offline-payment-title" tabIndex={-1}>
        Pay {amount}
      </h2>
      <p className="offline-reference">
        Quote your booking reference <strong>{reference}</strong> with the payment.
      </p>
      {payment.upiLink && (
        <div className="upi">
          <a className="btn btn-accent upi-link" href={payment.upiLink}>
            Pay with UPI app
          </a>
          {qrUrl && (
            <figure className="upi-qr">
              <img src={qrUrl} width="200" height="200" alt={`UPI QR code to pay ${amount} for booking ${reference}`} />
              <figcaption>Or scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM).</figcaption>
            </figure>
          )}
        </div>
      )}
      {payment.instructions && (
        <div className="payment-instructions">
          <h3>Payment instructions</h3>
          <p>{payment.instructions}</p>
        </div>
      )}
      <p className="offline-note">We update your booking as soon as the payment reaches us.</p>
    </section>
  );
}
