/**
 * How to pay a booking offline: the amount due now, the UPI id as text with a copy button, the
 * 'Pay with UPI app' link on phones (a upi:// link does nothing on a desktop) and the QR code on
 * larger screens (scanned with the phone), the bank details, the reference to quote, and what
 * happens once the money is sent.
 */
import { useEffect, useState } from 'react';
import { formatRupees } from '@travel/server/domain';
import type { PaymentRequest } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { around } from '../../lib/departure-text.ts';
import { upiQrObjectUrl } from '../../lib/bookings.ts';

export interface OfflinePaymentProps {
  bookingId: string;
  reference: string;
  payment: Extract<PaymentRequest, { provider: 'offline' }>;
  /** A booking whose first payment is the whole amount: the last step, of a balance before the trip, is left out. */
  paysInFull?: boolean;
  /** The strings in the page's language (default English). */
  t?: BookingsText;
  /** No QR code (the public pay page: the booking's QR is for its signed-in traveller). */
  noQr?: boolean;
}

/** The UPI id: text anyone can read out or select, and a button that copies it. */
function UpiId({ upiId, payeeName, t }: { upiId: string; payeeName?: string; t: BookingsText }) {
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
      <span className="upi-id-label">{t.upiId}</span>
      <code className="upi-id-value">{upiId}</code>
      <button type="button" className="btn btn-outline btn-small" onClick={() => void copy()}>
        {copied === 'yes' ? t.copied : t.copy}
        <span className="visually-hidden"> {t.upiId}</span>
      </button>
      {payeeName && <span className="upi-payee">{payeeName}</span>}
      <span className="upi-copy-status" role="status">
        {copied === 'failed' ? t.copyFailed : copied === 'yes' ? fill(t.upiCopied, { upiId }) : ''}
      </span>
    </div>
  );
}

export default function OfflinePayment({
  bookingId,
  reference,
  payment,
  paysInFull = false,
  t = bookingsEn,
  noQr = false,
}: OfflinePaymentProps) {
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const amount = formatRupees(payment.amount);
  const quote = around(t.quoteReference, 'reference');

  useEffect(() => {
    if (!payment.upiLink || noQr) return;
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
  }, [bookingId, payment.upiLink, payment.amount, noQr]);

  return (
    <section className="offline-payment" aria-labelledby="offline-payment-title">
      <h2 id="offline-payment-title" tabIndex={-1}>
        {fill(t.payAmount, { amount })}
      </h2>
      <p className="offline-reference">
        {quote[0]}
        <strong>{reference}</strong>
        {quote[1]}
      </p>
      {payment.upiId && <UpiId upiId={payment.upiId} payeeName={payment.payeeName} t={t} />}
      {payment.upiLink && (
        <div className="upi">
          <a className="btn btn-accent upi-link" href={payment.upiLink}>
            {t.payWithUpiApp}
          </a>
          {qrUrl && (
            <figure className="upi-qr">
              <img src={qrUrl} width="200" height="200" alt={fill(t.qrAlt, { amount, reference })} />
              <figcaption>{t.scanQr}</figcaption>
            </figure>
          )}
        </div>
      )}
      {payment.instructions && (
        <div className="payment-instructions">
          <h3>{t.instructions}</h3>
          <p>{payment.instructions}</p>
        </div>
      )}
      <div className="offline-next">
        <h3>{t.whatHappensNext}</h3>
        <ol>
          {(paysInFull ? t.nextSteps.slice(0, -1) : t.nextSteps).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
