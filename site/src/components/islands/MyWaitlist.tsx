/**
 * 'My waitlist' under My Bookings: the traveller's entries still in a queue (their place, or the
 * offer of freed seats with the link to pay it) and 'Leave the waitlist'; entries that ended are
 * shown once with what became of them. Nothing is shown to a traveller who never joined one.
 */
import { useCallback, useEffect, useState } from 'react';
import { placeText, waitlistPlaceText, waitlistStatusLabels, waitlistTexts } from '@travel/server/domain';
import type { OwnWaitlistEntry } from '@travel/server/domain';
import { errorText } from '../../lib/bookings.ts';
import { departureDatesText } from '../../lib/departure-text.ts';
import { bookingPageUrl } from '../../lib/pay-booking.ts';
import { waitlistApi } from '../../lib/waitlist.ts';

type Loaded = { entries: OwnWaitlistEntry[] } | { error: string } | null;

export default function MyWaitlist() {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    waitlistApi.list().then(
      (entries) => setLoaded({ entries }),
      (cause: unknown) => setLoaded({ error: errorText(cause) }),
    );
  }, []);
  useEffect(load, [load]);

  const leave = async (id: string) => {
    setLeaving(id);
    try {
      await waitlistApi.leave(id);
      setNotice(waitlistTexts.left);
      load();
    } catch (cause) {
      setNotice(errorText(cause));
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
      <h2 id="waitlist-title">{waitlistTexts.myWaitlist}</h2>
      <p className="waitlist-notice" role="status">
        {notice}
      </p>
      <ul className="booking-cards">
        {entries.map((entry) => (
          <li key={entry.id} className="booking-card waitlist-card" data-entry-id={entry.id}>
            <div className="booking-card-head">
              <span className="booking-card-trip">
                {placeText(entry.place)}
                <span> · {departureDatesText(entry)}</span>
              </span>
              <span className={`status-badge status-waitlist-${entry.status}`}>{waitlistStatusLabels[entry.status]}</span>
            </div>
            <p className="waitlist-place">{waitlistPlaceText(entry)}</p>
            {(entry.status === 'waiting' || entry.status === 'offered') && (
              <div className="waitlist-actions">
                {entry.status === 'offered' && entry.bookingId && (
                  <a className="btn btn-accent btn-small" href={bookingPageUrl(entry.bookingId)}>
                    {waitlistTexts.payOffer}
                  </a>
                )}
                <button type="button" className="btn btn-outline btn-small" disabled={leaving === entry.id} onClick={() => leave(entry.id)}>
                  {waitlistTexts.leave}
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
