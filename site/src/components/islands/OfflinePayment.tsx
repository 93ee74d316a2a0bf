/**
 * How to pay a booking offline: the amount due now, the UPI id as text with a copy button, the
 * 'Pay with UPI app' link on phones (a upi:// link does nothing on a desktop) and the QR code on
 * larger screens (scanned with the phone), the bank details, the reference to quote, and what
 * happens once the money is sent.
 */
import { useEffect, useState } from 'react';
import { bookingTexts, formatRupees } from '@travel/server/domain';
import type { PaymentRequest } from '@travel/server/domain';
import { upiQrObjectUrl } from '../../lib/bookings.ts';

export interface OfflinePaymentProps {
  bookingId: string;
  reference: string;
  payment: Extract<PaymentRequest, { provider: 'offline' }>;
}

/** The UPI id: text anyone can read out or select, and a button that copies it. */
function UpiId({ upiId, payeeName }: { upiId: string; payeeName?: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(upiId);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="upi-id">
      <span className="upi-id-label">{bookingTexts.upiId}</span>
      <code className="upi-id-value">{upiId}</code>
      <button type="button" className="btn btn-outline btn-small" onClick={() => void copy()}>
        {copied === 'yes' ? bookingTexts.copied : bookingTexts.copy}
        <span className="visually-hidden"> {bookingTexts.upiId}</span>
      </button>
      {payeeName && <span className="upi-payee">{payeeName}</span>}
      <span className="upi-copy-status" role="status">
        {copied === 'failed' ? bookingTexts.copyFailed : copied === 'yes' ? `${upiId} copied` : ''}
      </span>
    </div>
  );
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
      {payment.upiId && <UpiId upiId={payment.upiId} payeeName={payment.payeeName} />}
      {payment.upiLink && (
        <div className="upi">
          <a className="btn btn-accent upi-link" href={payment.upiLink}>
            {bookingTexts.payWithUpiApp}
          </a>
          {qrUrl && (
            <figure className="upi-qr">
              <img src={qrUrl} width="200" height="200" alt={`UPI QR code to pay ${amount} for booking ${reference}`} />
              <figcaption>{bookingTexts.scanQr}</figcaption>
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
      <div className="offline-next">
        <h3>{bookingTexts.whatHappensNext}</h3>
        <ol>
          {bookingTexts.offlineNextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
