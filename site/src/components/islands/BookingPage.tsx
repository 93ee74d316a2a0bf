/**
 * One booking, read with the traveller's token: 'Booking confirmed' once the deposit is in, the
 * reference, the trip and dates, the travellers, what was paid and what is due, the payments, and
 * the actions of BookingActions; 'Write a review' once the departure has started (docs/product.md#reviews-from-travellers).
 */
import { useEffect, useState } from 'react';
import { balanceDueDay, bookingPaysInFull, calendarDay, formatRupees, placeText, reviewRefusal } from '@travel/server/domain';
import type { TripRequirements } from '@travel/server/domain';
import type { Booking, PaymentProvider } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { bookingsApi, sayError } from '../../lib/bookings.ts';
import { dateIn, dateTimeIn, departureDatesText } from '../../lib/departure-text.ts';
import { tripRequirements } from '../../lib/travellers.ts';
import BookingActions from './BookingActions.tsx';
import BookingShares from './BookingShares.tsx';
import { $session } from '../../lib/session.ts';
import StopMessages from './StopMessages.tsx';
import BookingCancel from './BookingCancel.tsx';
import BookingDocuments from './BookingDocuments.tsx';
import BookingRefunds from './BookingRefunds.tsx';
import FactList from './FactList.tsx';
import PricingLines from './PricingLines.tsx';
import { OwnBankAccount, PaymentSchedule } from './PaymentSchedule.tsx';
import BookingTravellers from './BookingTravellers.tsx';
import ChangeDeparture from './ChangeDeparture.tsx';
import ErrorAlert from './ErrorAlert.tsx';

export interface BookingPageProps {
  bookingId: string;
  businessName: string;
  paymentProvider: PaymentProvider;
  /** TRAVELLER_DATA_DAYS: the traveller's form says when personal details are erased. */
  travellerDataDays: number;
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
}

export function bookingHeading(booking: Booking, t: BookingsText = bookingsEn): string {
  if (booking.status === 'confirmed' || booking.status === 'paid') return t.bookingConfirmed;
  return t.statusHeadings[booking.status];
}

/** 'by Feb 18, 2031' (today once the balance date has passed: never a day gone by), or 'before the trip' without a due date. */
export function balanceDueBy(booking: Pick<Booking, 'balanceDue' | 'balanceDueDate'>, t: BookingsText = bookingsEn): string {
  const day = balanceDueDay(booking, calendarDay());
  return day ? fill(t.dueBy, { date: dateIn(t.dateLocale)(day) }) : t.beforeTrip;
}

/** '3 seats: 2 adults, 1 kid' in the strings' language. */
function partyLine(t: BookingsText, booking: Pick<Booking, 'seats' | 'adults' | 'kids'>): string {
  const count = (n: number, one: string, many: string) => (n === 1 ? one : fill(many, { n }));
  const kids = booking.kids > 0 ? `, ${count(booking.kids, t.oneKid, t.kidsCount)}` : '';
  return `${count(booking.seats, t.oneSeat, t.seatsCount)}: ${count(booking.adults, t.oneAdult, t.adultsCount)}${kids}`;
}

/** The signed-in traveller booked it (a co-traveller who claimed a place sees it too, but only the lead splits and reminds). */
function isLead(booking: Booking): boolean {
  const user = $session.get().user;
  return Boolean(user && user.mobileNumber === booking.user.mobileNumber && user.countryCode === booking.user.countryCode);
}

export default function BookingPage({
  bookingId,
  businessName,
  paymentProvider,
  travellerDataDays,
  t = bookingsEn,
  translations,
}: BookingPageProps) {
  const [booking, setBooking] = useState<Booking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requirements, setRequirements] = useState<TripRequirements | string | null>(null);
  const tripId = booking?.tripId;

  // What the trip asks of each traveller (ID proof, fitness proof, the waiver): the form shows and asks only that.
  useEffect(() => {
    if (!tripId) return;
    // A failure here leaves the rest of the booking readable: the Travellers section says it instead.
    tripRequirements(tripId).then(setRequirements, (cause: unknown) => setRequirements(sayError(translations, cause)));
  }, [tripId, translations]);

  useEffect(() => {
    bookingsApi.get(bookingId).then(
      (loaded) => setBooking(loaded),
      (cause: unknown) => setError(sayError(translations, cause)),
    );
  }, [bookingId, translations]);

  if (error) {
    return (
      <div className="booking-state" role="alert">
        <h1>{error}</h1>
        <a className="btn" href={`${t.prefix}/bookings`}>
          {t.myBookings}
        </a>
      </div>
    );
  }
  if (!booking) return <p className="booking-state">{t.loadingBooking}</p>;

  const confirmed = booking.status === 'confirmed' || booking.status === 'paid';
  const [date, dateTime] = [dateIn(t.dateLocale), dateTimeIn(t.dateLocale)];
  const dueDay = balanceDueDay(booking, calendarDay());
  return (
    <article className={`booking booking-${booking.status}`}>
      <header className="booking-head">
        <p className={`status-badge status-${booking.status}`}>{t.statusLabels[booking.status]}</p>
        <h1 className={confirmed ? 'booking-confirmed' : undefined}>{bookingHeading(booking, t)}</h1>
        {confirmed && (
          <p className="booking-confirmed-note">
            {booking.status === 'paid'
              ? t.fullyPaid
              : fill(t.confirmedBalance, { by: balanceDueBy(booking, t), amount: formatRupees(booking.balanceDue) })}
          </p>
        )}
        <p className="booking-reference">
          {t.reference} <strong>{booking.reference}</strong>
        </p>
        <p className="booking-trip">
          <a href={`${t.prefix}/trip/${booking.tripId}`}>{placeText(booking.place)}</a>
          <span> · {departureDatesText(booking, null, date)}</span>
        </p>
        {reviewRefusal(booking, calendarDay(new Date()), false) === null && (
          <p className="review-link">
            <a className="btn" href={`${t.prefix}/bookings/${encodeURIComponent(booking.id)}/review`}>
              {t.writeReview}
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
        t={t}
        translations={translations}
      />

      {isLead(booking) && <BookingShares booking={booking} onBookingChange={setBooking} t={t} translations={translations} />}

      <section aria-labelledby="amounts-title">
        <h2 id="amounts-title">{t.payment}</h2>
        {booking.pricing && (
          <PricingLines
            pricing={booking.pricing}
            totalAmount={booking.totalAmount}
            labels={{ priceBeforeDiscounts: t.priceBeforeDiscounts, total: t.total, discountLines: t.discountLines }}
          />
        )}
        <FactList
          className="booking-amounts"
          facts={[
            [t.total, formatRupees(booking.totalAmount)],
            [bookingPaysInFull(booking) ? t.fullAmount : t.deposit, formatRupees(booking.depositAmount)],
            [t.paid, formatRupees(booking.amountPaid)],
            ...(booking.amountRefunded > 0 ? [[t.refunded, formatRupees(booking.amountRefunded)] as const] : []),
            [t.balanceDue, formatRupees(booking.balanceDue)],
            ...(dueDay ? [[t.dueByLabel, date(dueDay)] as const] : []),
          ]}
        />
        {(booking.status === 'cancelled' || booking.status === 'expired') && <p className="nothing-due">{t.nothingDue}</p>}
        <PaymentSchedule booking={booking} t={t} />
        <OwnBankAccount booking={booking} t={t} />
        {(booking.payments ?? []).length > 0 && (
          <ul className="payment-list" aria-label={t.paymentsReceived}>
            {booking.payments.map((payment) => (
              <li key={payment.id}>
                {dateTime(payment.createdAt)} · {t.paymentMethods[payment.method]} · <strong>{formatRupees(payment.amount)}</strong>
                {payment.status === 'refunded' && t.paymentRefunded}
              </li>
            ))}
          </ul>
        )}
      </section>

      <BookingRefunds booking={booking} t={t} />

      <BookingDocuments
        bookingId={booking.id}
        paidCount={booking.payments.length + (booking.refunds?.length ?? 0)}
        t={t}
        translations={translations}
      />

      <section aria-labelledby="party-title" className="booking-party">
        <h2 id="party-title" className="visually-hidden">
          {t.seatsAndNotes}
        </h2>
        <p>{partyLine(t, booking)}</p>
        {booking.notes && <p className="booking-notes">{fill(t.notes, { notes: booking.notes })}</p>}
      </section>
      {typeof requirements === 'string' && <ErrorAlert message={requirements} />}
      {requirements && typeof requirements === 'object' && (
        <BookingTravellers
          key={`${booking.departureId}:${booking.seats}`}
          bookingId={booking.id}
          place={placeText(booking.place)}
          requirements={requirements}
          dataDays={travellerDataDays}
          t={t.people}
          translations={translations}
          dateLocale={t.dateLocale}
        />
      )}
      <ChangeDeparture booking={booking} onBookingChange={setBooking} t={t.people} translations={translations} dateLocale={t.dateLocale} />

      <BookingCancel booking={booking} onBookingChange={setBooking} t={t} translations={translations} />
      <StopMessages booking={booking} onBookingChange={setBooking} t={t} translations={translations} />
    </article>
  );
}
