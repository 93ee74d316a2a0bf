/**
 * 'My Bookings': the traveller's bookings, newest first, each with its reference, trip and dates,
 * seats, status and amounts, linking to its page; then the traveller's credit vouchers.
 */
import { useEffect, useState } from 'react';
import { bookingStatusLabels, bookingTexts, formatRupees, placeText } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';
import { bookingsApi, errorText } from '../../lib/bookings.ts';
import { departureDatesText } from '../../lib/departure-text.ts';
import { bookingPageUrl } from '../../lib/pay-booking.ts';
import FactList from './FactList.tsx';
import MyVouchers from './MyVouchers.tsx';

type Loaded = { bookings: Booking[] } | { error: string } | null;

export default function MyBookings() {
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    bookingsApi.list().then(
      (bookings) => setLoaded({ bookings }),
      (cause: unknown) => setLoaded({ error: errorText(cause) }),
    );
  }, []);

  if (!loaded) return <p className="bookings-state">Loading your bookings…</p>;
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
          <p>{bookingTexts.noBookings}</p>
          <a className="btn" href="/trips#featured">
            Explore trips
          </a>
        </div>
        <MyVouchers />
      </>
    );
  }
  return (
    <>
      <ul className="booking-cards">
        {loaded.bookings.map((booking) => (
          <li key={booking.id} className="booking-card" data-booking-id={booking.id}>
            <div className="booking-card-head">
              <a className="booking-card-link" href={bookingPageUrl(booking.id)}>
                <span className="visually-hidden">Booking </span>
                {booking.reference}
              </a>
              <span className={`status-badge status-${booking.status}`}>{bookingStatusLabels[booking.status]}</span>
            </div>
            <p className="booking-card-trip">
              {placeText(booking.place)}
              <span> · {departureDatesText(booking)}</span>
            </p>
            <FactList
              className="booking-card-facts"
              facts={[
                ['Seats', booking.seats],
                [bookingTexts.total, formatRupees(booking.totalAmount)],
                ['Paid', formatRupees(booking.amountPaid)],
                ['Balance due', formatRupees(booking.balanceDue)],
              ]}
            />
          </li>
        ))}
      </ul>
      <MyVouchers />
    </>
  );
}
