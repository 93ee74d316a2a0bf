/**
 * The invitation's page (/join/<token>): a signed-out visitor is asked to sign in with their own number first (the
 * sign-in flow's return path brings them back here); a signed-in traveller claims the place (POST /api/join/{token})
 * and fills their own record. A place someone else took answers 409 in the contract's words.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { placeText } from '@travel/server/domain';
import type { TripRequirements } from '@travel/server/domain';
import type { Booking, BookingTraveller } from '@travel/server/entities';
import { fill } from '../../i18n/sign-in-en.ts';
import { travellersEn, type TravellersText } from '../../i18n/travellers-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { dateIn, departureDatesText } from '../../lib/departure-text.ts';
import { rememberReturnPath } from '../../lib/return-target.ts';
import { $session } from '../../lib/session.ts';
import { travellersApi, tripRequirements } from '../../lib/travellers.ts';
import TravellerForm from './TravellerForm.tsx';
import ErrorAlert from './ErrorAlert.tsx';

interface Props {
  token: string;
  travellerDataDays: number;
  t?: TravellersText;
  translations?: Record<string, string>;
  /** '' for English, '/hi' for Hindi: where the sign-in page is. */
  prefix?: string;
  dateLocale?: string;
}

type Joined = { booking: Booking; traveller: BookingTraveller; requirements: TripRequirements };

export default function JoinTrip({ token, travellerDataDays, t = travellersEn, translations, prefix = '', dateLocale = '' }: Props) {
  const session = useStore($session);
  const signedIn = Boolean(session.token) && session.userType === 'user';
  const [joined, setJoined] = useState<Joined | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    travellersApi
      .join(token)
      .then(async ({ booking, traveller }) => setJoined({ booking, traveller, requirements: await tripRequirements(booking.tripId) }))
      .catch((cause: unknown) => setError(sayError(translations, cause)));
  }, [signedIn, token, translations]);

  if (!signedIn) {
    const signIn = () => rememberReturnPath(window.location.pathname);
    return (
      <section className="join-trip" aria-labelledby="join-title">
        <h1 id="join-title">{t.joinTitle}</h1>
        <p>{t.joinSignIn}</p>
        <a className="btn" href={`${prefix}/login`} onClick={signIn}>
          {t.signIn}
        </a>
      </section>
    );
  }
  if (error) {
    return (
      <section className="join-trip" aria-labelledby="join-title">
        <h1 id="join-title">{t.joinTitle}</h1>
        <ErrorAlert message={error} />
      </section>
    );
  }
  if (!joined) return <p className="booking-state">{t.joining}</p>;

  const { booking, traveller, requirements } = joined;
  return (
    <section className="join-trip" aria-labelledby="join-title">
      <h1 id="join-title">{fill(t.joinedTitle, { place: placeText(booking.place) })}</h1>
      <p className="booking-trip">
        {departureDatesText(booking, null, dateIn(dateLocale))} · {booking.reference}
      </p>
      <h2>{fill(t.formTitle, { name: traveller.name || fill(t.seatLabel, { n: traveller.position }) })}</h2>
      <p className={`status-badge traveller-status-${traveller.status}`}>{t.status[traveller.status]}</p>
      <TravellerForm
        bookingId={booking.id}
        traveller={traveller}
        requirements={requirements}
        dataDays={travellerDataDays}
        onChange={(updated) => setJoined({ ...joined, traveller: updated })}
        t={t}
        translations={translations}
        dateLocale={dateLocale}
        headingLevel={3}
      />
    </section>
  );
}
