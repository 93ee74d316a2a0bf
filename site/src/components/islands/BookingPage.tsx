/**
 * One booking, read with the traveller's token: 'Booking confirmed' once the deposit is in, the
 * reference, the trip and dates, the travellers, what was paid and what is due, the payments, and
 * the actions of BookingActions; 'Write a review' once the departure has started (docs/product.md#reviews-from-travellers).
 */
import { useEffect, useState } from 'react';
import {
  bookingStatusLabels,
  bookingTexts,
  calendarDay,
  formatDate,
  formatDateTime,
  formatRupees,
  paymentMethodLabels,
  placeText,
  reviewRefusal,
  travellerReviewTexts,
} from '@travel/server/domain';
import type { Booking, PaymentProvider } from '@travel/server/domain';
import { bookingsApi, errorText } from '../../lib/bookings.ts';
import { departureDatesText } from '../../lib/departure-text.ts';
import BookingActions from './BookingActions.tsx';
import StopMessages from './StopMessages.tsx';
import BookingCancel from './BookingCancel.tsx';
import BookingDocuments from './BookingDocuments.tsx';
import BookingRefunds from './BookingRefunds.tsx';
import FactList from './FactList.tsx';

export interface BookingPageProps {
  bookingId: string;
  businessName: string;
  paymentProvider: PaymentProvider;
}

export function bookingHeading(booking: Booking): string {
  if (booking.status === 'confirmed' || booking.status === 'paid') return bookingTexts.bookingConfirmed;
  return `Booking ${bookingStatusLabels[booking.status].toLowerCase()}`;
}

/** 'by Feb 18, 2031', or 'before the trip' when the booking has no due date. */
export const balanceDueBy = (booking: Pick<Booking, 'balanceDueDate'>): string =>
  booking.balanceDueDate ? `by ${formatDate(booking.balanceDueDate)}` : 'before the trip';

export default function BookingPage({ bookingId, businessName, paymentProvider }: BookingPageProps) {
  const [booking, setBooking] = useState<Booking | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    bookingsApi.get(bookingId).then(
      (loaded) => setBooking(loaded),
      (cause: unknown) => setError(errorText(cause)),
    );
  }, [bookingId]);

  if (error) {
    return (
      <div className="booking-state" role="alert">
        <h1>{error}</h1>
        <a className="btn" href="/bookings">
          {bookingTexts.myBookings}
        </a>
      </div>
    );
  }
  if (!booking) return <p className="booking-state">Loading your booking…</p>;

  const confirmed = booking.status === 'confirmed' || booking.status === 'paid';
  return (
    <article className={`booking booking-${booking.status}`}>
      <header className="booking-head">
        <p className={`status-badge status-${booking.status}`}>{bookingStatusLabels[booking.status]}</p>
        <h1 className={confirmed ? 'booking-confirmed' : undefined}>{bookingHeading(booking)}</h1>
        {confirmed && (
          <p className="booking-confirmed-note">
            {booking.status === 'paid'
              ? 'Your seats are confirmed and fully paid.'
              : `Your seats are confirmed. Balance due ${balanceDueBy(booking)}: ${formatRupees(booking.balanceDue)}.`}
          </p>
        )}
        <p className="booking-reference">
          Reference <strong>{booking.reference}</strong>
        </p>
        <p className="booking-trip">
          <a href={`/trip/${booking.tripId}`}>{placeText(booking.place)}</a>
          <span> · {departureDatesText(booking)}</span>
        </p>
        {reviewRefusal(booking, calendarDay(new Date()), false) === null && (
          <p className="review-link">
            <a className="btn" href={`/bookings/${encodeURIComponent(booking.id)}/review`}>
              {travellerReviewTexts.writeReview}
            </a>
          </p>
        )}
      </header>

      <BookingActions
        booking={booking}
        businessName={businessName}
        place={placeText(booking.place)}
        paymentProvider={paymentProvider}
        onBookingChange={setBooking}
      />

      <section aria-labelledby="amounts-title">
        <h2 id="amounts-title">Payment</h2>
        <FactList
          className="booking-amounts"
          facts={[
            [bookingTexts.total, formatRupees(booking.totalAmount)],
            ['Deposit', formatRupees(booking.depositAmount)],
            ['Paid', formatRupees(booking.amountPaid)],
            ...(booking.amountRefunded > 0 ? [['Refunded', formatRupees(booking.amountRefunded)] as const] : []),
            ['Balance due', formatRupees(booking.balanceDue)],
            ...(booking.balanceDue > 0 && booking.balanceDueDate ? [['Due by', formatDate(booking.balanceDueDate)] as const] : []),
          ]}
        />
        {(booking.status === 'cancelled' || booking.status === 'expired') && <p className="nothing-due">{bookingTexts.nothingDue}</p>}
        {(booking.payments ?? []).length > 0 && (
          <ul className="payment-list" aria-label="Payments received">
            {booking.payments.map((payment) => (
              <li key={payment.id}>
                {formatDateTime(payment.createdAt)} · {paymentMethodLabels[payment.method]} ·{' '}
                <strong>{formatRupees(payment.amount)}</strong>
                {payment.status === 'refunded' && ' (refunded)'}
              </li>
            ))}
          </ul>
        )}
      </section>

      <BookingRefunds booking={booking} />

      <BookingDocuments bookingId={booking.id} paidCount={booking.payments.length + (booking.refunds?.length ?? 0)} />

      <section aria-labelledby="travellers-title">
        <h2 id="travellers-title">Travellers</h2>
        <p>
          {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'}: {booking.adults} {booking.adults === 1 ? 'adult' : 'adults'}
          {booking.kids > 0 && `, ${booking.kids} ${booking.kids === 1 ? 'kid' : 'kids'}`}
        </p>
        {(booking.travellers ?? []).length > 0 && (
          <ol className="traveller-list">
            {booking.travellers.map((traveller, i) => (
              <li key={i}>{traveller.name}</li>
            ))}
          </ol>
        )}
        {booking.notes && <p className="booking-notes">Notes: {booking.notes}</p>}
      </section>

      <BookingCancel booking={booking} onBookingChange={setBooking} />
      <StopMessages booking={booking} onBookingChange={setBooking} />
    </article>
  );
}
