/**
 * 'My waitlist' under My Bookings: the traveller's entries still in a queue (their place, or the
 * offer of freed seats with the link to pay it) and 'Leave the waitlist'; entries that ended are
 * shown once with what became of them. Nothing is shown to a traveller who never joined one.
 */
import { useCallback, useEffect, useState } from 'react';
import { placeText } from '@travel/server/domain';
import type { OwnWaitlistEntry } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { dateIn, dateTimeIn, departureDatesText } from '../../lib/departure-text.ts';
import { bookingPageUrl } from '../../lib/pay-booking.ts';
import { waitlistApi } from '../../lib/waitlist.ts';

type Loaded = { entries: OwnWaitlistEntry[] } | { error: string } | null;

/** One line per entry: where they stand or what happened, an offer until when (for English, exactly domain waitlistPlaceText). */
export function placeLine(
  t: BookingsText,
  entry: Pick<OwnWaitlistEntry, 'status' | 'position' | 'seats'> & Partial<Pick<OwnWaitlistEntry, 'offerEndsAt'>>,
): string {
  const seats = entry.seats === 1 ? t.oneSeat : fill(t.seatsCount, { n: entry.seats });
  if (entry.status === 'waiting') return fill(t.queuePlace, { position: entry.position ?? '?', seats });
  if (entry.status === 'offered' && entry.offerEndsAt) {
    return fill(t.offerHeldUntil, { seats, time: `${dateTimeIn(t.dateLocale)(entry.offerEndsAt)} ${t.timeZone}` });
  }
  if (entry.status === 'offered') return fill(t.offerHeld, { seats });
  return fill(t.entryEnded, { status: t.waitlistStatus[entry.status], seats });
}

interface Props {
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
}

export default function MyWaitlist({ t = bookingsEn, translations }: Props) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    () =>
      waitlistApi.list().then(
        (entries) => setLoaded({ entries }),
        (cause: unknown) => setLoaded({ error: sayError(translations, cause) }),
      ),
    [translations],
  );
  useEffect(() => void load(), [load]);

  const leave = async (id: string) => {
    setLeaving(id);
    try {
      await waitlistApi.leave(id);
      // The list read again first: the notice then speaks of what the cards already show.
      await load();
      setNotice(t.leftWaitlist);
    } catch (cause) {
      setNotice(sayError(translations, cause));
    } finally {
      setLeaving(null);
    }
  };

  if (!loaded) return null;
  if ('error' in loaded) {
    return (
      <p className="bookings-state alert-error" role="alert">
        {loaded.error}
      </p>
    );
  }
  // The queue and the offers first; entries that ended after them.
  const entries = [...loaded.entries].sort((a, b) => rank(a) - rank(b));
  if (entries.length === 0 && !notice) return null;
  return (
    <section className="waitlist" id="waitlist" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">{t.myWaitlist}</h2>
      <p className="waitlist-notice" role="status">
        {notice}
      </p>
      <ul className="booking-cards">
        {entries.map((entry) => (
          <li key={entry.id} className="booking-card waitlist-card" data-entry-id={entry.id}>
            <div className="booking-card-head">
              <span className="booking-card-trip">
                {placeText(entry.place)}
                <span> · {departureDatesText(entry, null, dateIn(t.dateLocale))}</span>
              </span>
              <span className={`status-badge status-waitlist-${entry.status}`}>{t.waitlistStatus[entry.status]}</span>
            </div>
            <p className="waitlist-place">{placeLine(t, entry)}</p>
            {(entry.status === 'waiting' || entry.status === 'offered') && (
              <div className="waitlist-actions">
                {entry.status === 'offered' && entry.bookingId && (
                  <a className="btn btn-accent btn-small" href={`${t.prefix}${bookingPageUrl(entry.bookingId)}`}>
                    {t.payOffer}
                  </a>
                )}
                <button type="button" className="btn btn-outline btn-small" disabled={leaving === entry.id} onClick={() => leave(entry.id)}>
                  {t.leaveWaitlist}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const rank = (entry: OwnWaitlistEntry) => (entry.status === 'offered' ? 0 : entry.status === 'waiting' ? 1 : 2);
