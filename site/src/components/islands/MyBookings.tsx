/**
 * 'My Bookings': the traveller's bookings, newest first, each with its reference, trip and dates,
 * seats, status and amounts, linking to its page; then the traveller's credit vouchers and referral code.
 */
import { useEffect, useState } from 'react';
import { formatRupees, placeText } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { bookingsApi, sayError } from '../../lib/bookings.ts';
import { dateIn, departureDatesText } from '../../lib/departure-text.ts';
import { bookingPageUrl } from '../../lib/pay-booking.ts';
import FactList from './FactList.tsx';
import MyReferral, { type ReferralAmounts } from './MyReferral.tsx';
import MyVouchers from './MyVouchers.tsx';

type Loaded = { bookings: Booking[] } | { error: string } | null;

interface Props {
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
  /** REFERRAL_DISCOUNT and REFERRAL_REWARD, for the referral block. */
  referral?: ReferralAmounts;
}

export default function MyBookings({ t = bookingsEn, translations, referral }: Props) {
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    bookingsApi.list().then(
      (bookings) => setLoaded({ bookings }),
      (cause: unknown) => setLoaded({ error: sayError(translations, cause) }),
    );
  }, [translations]);

  if (!loaded) return <p className="bookings-state">{t.loadingBookings}</p>;
  if ('error' in loaded) {
    return (
      <p className="bookings-state alert-error" role="alert">
        {loaded.error}
      </p>
    );
  }
  if (loaded.bookings.length === 0) {
    return (
      <>
        <div className="bookings-state">
          <p>{t.noBookings}</p>
          <a className="btn" href={`${t.prefix}/trips#featured`}>
            {t.exploreTrips}
          </a>
        </div>
        <MyVouchers t={t} />
        {referral && <MyReferral t={t} amounts={referral} />}
      </>
    );
  }
  return (
    <>
      <ul className="booking-cards">
        {loaded.bookings.map((booking) => (
          <li key={booking.id} className="booking-card" data-booking-id={booking.id}>
            <div className="booking-card-head">
              <a className="booking-card-link" href={`${t.prefix}${bookingPageUrl(booking.id)}`}>
                <span className="visually-hidden">{t.bookingHidden}</span>
                {booking.reference}
              </a>
              <span className={`status-badge status-${booking.status}`}>{t.statusLabels[booking.status]}</span>
            </div>
            <p className="booking-card-trip">
              {placeText(booking.place)}
              <span> · {departureDatesText(booking, null, dateIn(t.dateLocale))}</span>
            </p>
            <FactList
              className="booking-card-facts"
              facts={[
                [t.seats, booking.seats],
                ...(booking.readiness
                  ? [
                      [
                        t.people.title,
                        fill(t.people.readyCount, { complete: booking.readiness.complete, total: booking.readiness.total }),
                      ] as const,
                    ]
                  : []),
                [t.total, formatRupees(booking.totalAmount)],
                [t.paid, formatRupees(booking.amountPaid)],
                [t.balanceDue, formatRupees(booking.balanceDue)],
              ]}
            />
          </li>
        ))}
      </ul>
      <MyVouchers t={t} />
      {referral && <MyReferral t={t} amounts={referral} />}
    </>
  );
}
