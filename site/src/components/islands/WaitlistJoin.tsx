/**
 * 'Join the waitlist' on a sold-out departure: how many seats, then the traveller's place in the
 * queue (the same entry when they are in it already) and the way to My Bookings, where they can
 * leave and where an offer of freed seats waits to be paid. A traveller already waiting sees their
 * place at once, never the seats question again.
 */
import { type FormEvent, useId, useState } from 'react';
import { waitlistLimits, waitlistMessages } from '@travel/server/domain';
import type { WaitlistEntry } from '@travel/server/entities';
import { reservationEn, type ReservationText } from '../../i18n/reservation-en.ts';
import { fill, say } from '../../i18n/sign-in-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { waitlistApi } from '../../lib/waitlist.ts';

interface Props {
  departureId: string;
  /** The traveller's entry in this departure's queue, when they joined it before. */
  joined?: WaitlistEntry | null;
  /** The entry just made (or found): the list remembers it for this departure. */
  onJoined?: (entry: WaitlistEntry) => void;
  onClose: () => void;
  /** The strings in the page's language (default English) and the API's messages in it; the entry is made in `t.language`. */
  t?: ReservationText;
  translations?: Record<string, string>;
}

export default function WaitlistJoin({ departureId, joined = null, onJoined, onClose, t = reservationEn, translations }: Props) {
  const id = useId();
  const [seats, setSeats] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [made, setMade] = useState<WaitlistEntry | null>(null);
  const entry = made ?? joined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(seats);
    if (!Number.isInteger(wanted) || wanted < waitlistLimits.seatsMin || wanted > waitlistLimits.seatsMax) {
      setError(say(translations, waitlistMessages.seatsRange));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const entry = await waitlistApi.join(departureId, wanted, t.language);
      setMade(entry);
      onJoined?.(entry);
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setSending(false);
    }
  };

  if (entry) {
    return (
      <div className="waitlist-form" role="status">
        <p className="waitlist-joined">{entry.position ? fill(t.waitlistNumber, { n: entry.position }) : t.waitlistJoined}</p>
        <p className="waitlist-lead">{t.waitlistLead}</p>
        <a className="btn btn-outline btn-small" href={t.language === 'en' ? '/bookings#waitlist' : `/${t.language}/bookings#waitlist`}>
          {t.myWaitlist}
        </a>
      </div>
    );
  }
  return (
    <form className="waitlist-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.waitlistJoin}</h3>
      <p className="waitlist-lead">{t.waitlistLead}</p>
      <div className="field">
        <label htmlFor={`${id}-seats`}>{t.seatsWanted}</label>
        <input
          id={`${id}-seats`}
          type="number"
          inputMode="numeric"
          min={waitlistLimits.seatsMin}
          max={waitlistLimits.seatsMax}
          value={seats}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setSeats(event.target.value)}
        />
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <div className="reservation-actions">
        <button type="submit" className="btn btn-accent" disabled={sending}>
          {t.waitlistJoin}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
