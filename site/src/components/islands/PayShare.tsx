/**
 * The public pay page of one share (/pay/<token>): the trip, the share's name and what it owes now,
 * paid through Razorpay Checkout (verified on the server by the token) or the offline UPI details, as
 * the booking page pays. Nothing else about the booking or its people is shown. Unknown or used: the
 * contract's 404 message.
 */
import { useEffect, useState } from 'react';
import { bookingTexts, formatRupees, placeText } from '@travel/server/domain';
import type { PaymentRequest } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { ApiError } from '../../lib/api.ts';
import { sayError } from '../../lib/bookings.ts';
import { dateIn, departureDatesText } from '../../lib/departure-text.ts';
import { openCheckout } from '../../lib/razorpay-checkout.ts';
import { type PayPage, sharesApi } from '../../lib/shares.ts';
import ErrorAlert from './ErrorAlert.tsx';
import FactList from './FactList.tsx';
import OfflinePayment from './OfflinePayment.tsx';

export interface PayShareProps {
  token: string;
  businessName: string;
  t?: BookingsText;
  translations?: Record<string, string>;
}

type OfflineRequest = Extract<PaymentRequest, { provider: 'offline' }>;

export default function PayShare({ token, businessName, t: all = bookingsEn, translations }: PayShareProps) {
  const t = all.shares;
  const [page, setPage] = useState<PayPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState<OfflineRequest | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  useEffect(() => {
    sharesApi.page(token).then(setPage, (cause: unknown) => setError(sayError(translations, cause)));
  }, [token, translations]);

  if (!page) {
    return error ? (
      <section className="pay-share" aria-labelledby="pay-title">
        <h1 id="pay-title">{t.pageTitle}</h1>
        <ErrorAlert message={error} />
      </section>
    ) : (
      <p className="booking-state">{t.loading}</p>
    );
  }

  const { share } = page;
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const payment = await sharesApi.pay(token);
      if (payment.provider === 'offline') {
        setOffline(payment);
        return;
      }
      if (payment.provider !== 'razorpay') return;
      const result = await openCheckout(payment, {
        businessName,
        description: fill(t.shareOf, { name: share.name }),
        prefill: { name: share.name },
      }).catch(() => {
        throw new ApiError(bookingTexts.checkoutUnavailable, 0, {});
      });
      if (!result) return;
      const paid = await sharesApi.verify(token, result);
      setThanks(fill(t.thanks, { name: share.name, amount: formatRupees(paid.share.amountPaid - share.amountPaid) }));
      setPage(paid);
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  const paidUp = share.amountPaid >= share.amount;
  return (
    <section className="pay-share" aria-labelledby="pay-title">
      <p className="booking-trip">
        {placeText(page.trip.place)} · {departureDatesText(page.trip, null, dateIn(all.dateLocale))}
      </p>
      <h1 id="pay-title">{fill(t.shareOf, { name: share.name })}</h1>
      <p className="booking-reference">{fill(t.bookingRef, { reference: page.reference })}</p>
      <FactList
        className="booking-amounts"
        facts={[
          [t.yourShare, formatRupees(share.amount)],
          [t.paidSoFar, formatRupees(share.amountPaid)],
          [t.dueNow, formatRupees(share.due)],
        ]}
      />
      <p className="pay-thanks" role="status">
        {thanks ?? ''}
      </p>
      {paidUp && <p className="nothing-due">{t.allPaid}</p>}
      {!paidUp && share.due === 0 && <p className="nothing-due">{t.nothingNow}</p>}
      {share.due > 0 && !offline && (
        <button type="button" className="btn btn-accent pay-share-button" disabled={busy} onClick={() => void pay()}>
          {busy ? t.paying : fill(t.payNow, { amount: formatRupees(share.due) })}
        </button>
      )}
      {error && <ErrorAlert message={error} />}
      {offline && <OfflinePayment bookingId="" reference={`${page.reference} ${share.name}`} payment={offline} t={all} noQr />}
    </section>
  );
}
