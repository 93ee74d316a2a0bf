/**
 * The trip page's upcoming departures: dates, price and deposit per person, seats left ('Only N
 * seats left', 'Sold out') and 'Reserve', which opens the reservation form of that departure; a
 * sold-out one offers 'Join the waitlist'. Each form's code loads only when a traveller opens it.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { bookingLimits, formatRupees } from '@travel/server/domain';
import type { CancellationTier } from '@travel/server/domain';
import type { Departure, WaitlistEntry } from '@travel/server/entities';
import { departureListEn, type DepartureListText } from '../../i18n/departure-list-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { bookingsApi, sayError } from '../../lib/bookings.ts';
import { waitlistApi } from '../../lib/waitlist.ts';
import { dateIn, departureDatesText, seatsText } from '../../lib/departure-text.ts';
import { $session } from '../../lib/session.ts';

const ReservationForm = lazy(() => import('./ReservationForm.tsx'));
const WaitlistJoin = lazy(() => import('./WaitlistJoin.tsx'));

export interface DepartureListProps {
  tripId: string;
  /** The trip's duration text: a departure without an end date ends that many days after its start. */
  tripDays?: string | number | null;
  place: string;
  businessName: string;
  /** The cancellation policy a booking carries, shown in the form before paying. */
  policy: readonly CancellationTier[];
  businessStateCode: string;
  /** The strings in the page's language (default English) and the API's messages in it (Hindi pages only). */
  t?: DepartureListText;
  translations?: Record<string, string>;
}

type Loaded = { departures: Departure[] } | { error: string } | null;

export default function DepartureList(props: DepartureListProps) {
  const { tripId, tripDays, place, businessName, policy, businessStateCode, t = departureListEn, translations } = props;
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [reserving, setReserving] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  /** The signed-in traveller's entries still waiting, by departure: their place shows instead of 'Join the waitlist'. */
  const [queued, setQueued] = useState<ReadonlyMap<string, WaitlistEntry>>(new Map());
  const remember = (entry: WaitlistEntry) => setQueued((known) => new Map(known).set(entry.departureId, entry));

  const load = useCallback(() => {
    bookingsApi.departures(tripId).then(
      (departures) => setLoaded({ departures }),
      (error: unknown) => setLoaded({ error: sayError(translations, error) }),
    );
  }, [tripId, translations]);
  useEffect(load, [load]);
  useEffect(() => {
    if (!$session.get().token) return;
    // Without it the row only offers to join again; an error leaves it at that.
    waitlistApi.list().then(
      (entries) => setQueued(new Map(entries.filter((entry) => entry.status === 'waiting').map((entry) => [entry.departureId, entry]))),
      () => {},
    );
  }, []);

  // The page is login-only, but a session may have ended in another tab: the login page in the page's language.
  const login = () => window.location.assign(t.form.language === 'en' ? '/login' : `/${t.form.language}/login`);
  const reserve = (departureId: string) => {
    if (!$session.get().token) return login();
    setReserving(departureId);
  };
  const joinWaitlist = (departureId: string) => {
    if (!$session.get().token) return login();
    setWaiting(departureId);
  };

  // Closing the form gives the focus back to the departure's 'Reserve' button.
  const closeForm = (departureId: string) => {
    setReserving(null);
    const selector = `[data-departure-id="${CSS.escape(departureId)}"] .departure-row button`;
    requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
  };

  if (!loaded) return <p className="departures-state">{t.loading}</p>;
  if ('error' in loaded) {
    return (
      <div className="departures-state" role="alert">
        <p>{loaded.error}</p>
        <button type="button" className="btn btn-outline btn-small" onClick={load}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  if (loaded.departures.length === 0) return <p className="departures-state">{t.noDepartures}</p>;

  return (
    <ul className="departure-list">
      {loaded.departures.map((departure) => {
        const bookable = departure.status === 'open' && departure.seatsLeft > 0;
        const soldOut = departure.status === 'open' && departure.seatsLeft <= 0;
        const inQueue = soldOut ? (queued.get(departure.id) ?? null) : null;
        const few = departure.seatsLeft > 0 && departure.seatsLeft <= bookingLimits.fewSeatsLeft;
        return (
          <li key={departure.id} className="departure" data-departure-id={departure.id}>
            <div className="departure-row">
              <div className="departure-facts">
                <p className="departure-dates" id={`departure-${departure.id}-dates`}>
                  {departureDatesText(departure, tripDays, dateIn(t.dateLocale))}
                </p>
                <p className="departure-price">
                  {departure.originalPricePerPerson !== undefined && (
                    <>
                      <s className="departure-original-price">{formatRupees(departure.originalPricePerPerson)}</s>{' '}
                    </>
                  )}
                  <strong>{formatRupees(departure.pricePerPerson)}</strong> {t.perPerson}
                  {departure.kidPricePerPerson !== undefined && departure.kidPricePerPerson !== departure.pricePerPerson && (
                    <span className="departure-kid-price">
                      {' '}
                      · {t.children} {formatRupees(departure.kidPricePerPerson)}
                    </span>
                  )}
                  <span className="departure-deposit">
                    {' '}
                    {/* What a booking made today pays at once (domain due-now.ts): the deposit, or the whole price. */}·{' '}
                    {departure.dueNowPerPerson > departure.depositPerPerson
                      ? t.payInFull
                      : `${t.deposit} ${formatRupees(departure.depositPerPerson)}`}
                  </span>
                </p>
                {departure.earlyBirdUntil && (
                  <p className="departure-early-bird">{fill(t.earlyBirdUntil, { date: dateIn(t.dateLocale)(departure.earlyBirdUntil) })}</p>
                )}
                <p className={`departure-seats${few ? ' few' : ''}${departure.seatsLeft <= 0 ? ' none' : ''}`}>
                  {departure.status === 'open' ? seatsText(t, departure.seatsLeft) : t.statusLabels[departure.status]}
                </p>
              </div>
              {bookable && reserving !== departure.id && (
                <button
                  type="button"
                  className="btn btn-accent btn-small"
                  aria-describedby={`departure-${departure.id}-dates`}
                  onClick={() => reserve(departure.id)}
                >
                  {t.reserve}
                </button>
              )}
              {soldOut && !inQueue && waiting !== departure.id && (
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  aria-describedby={`departure-${departure.id}-dates`}
                  onClick={() => joinWaitlist(departure.id)}
                >
                  {t.joinWaitlist}
                </button>
              )}
            </div>
            {(waiting === departure.id || inQueue) && (
              <Suspense fallback={<p className="departures-state">{t.loadingForm}</p>}>
                <WaitlistJoin
                  departureId={departure.id}
                  joined={inQueue}
                  onJoined={remember}
                  onClose={() => setWaiting(null)}
                  t={t.form}
                  translations={translations}
                />
              </Suspense>
            )}
            {reserving === departure.id && (
              <Suspense fallback={<p className="departures-state">{t.loadingForm}</p>}>
                <ReservationForm
                  departure={departure}
                  place={place}
                  businessName={businessName}
                  policy={policy}
                  businessStateCode={businessStateCode}
                  onSeatsChanged={load}
                  onClose={() => closeForm(departure.id)}
                  t={t.form}
                  dateLocale={t.dateLocale}
                  translations={translations}
                />
              </Suspense>
            )}
          </li>
        );
      })}
    </ul>
  );
}
