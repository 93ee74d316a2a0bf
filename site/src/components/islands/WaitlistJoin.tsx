/**
 * 'Join the waitlist' on a sold-out departure: how many seats, then the traveller's place in the
 * queue (the same entry when they are in it already) and the way to My Bookings, where they can
 * leave and where an offer of freed seats waits to be paid.
 */
import { type FormEvent, useId, useState } from 'react';
import { waitlistLimits, waitlistMessages, waitlistTexts } from '@travel/server/domain';
import type { Language, WaitlistEntry } from '@travel/server/domain';
import { errorText } from '../../lib/bookings.ts';
import { waitlistApi } from '../../lib/waitlist.ts';

interface Props {
  departureId: string;
  /** The page's language: an offer of freed seats, and its booking's messages, go in it. */
  language?: Language;
  onClose: () => void;
}

export default function WaitlistJoin({ departureId, language = 'en', onClose }: Props) {
  const id = useId();
  const [seats, setSeats] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(seats);
    if (!Number.isInteger(wanted) || wanted < waitlistLimits.seatsMin || wanted > waitlistLimits.seatsMax) {
      setError(waitlistMessages.seatsRange);
      return;
    }
    setSending(true);
    setError(null);
    try {
      setEntry(await waitlistApi.join(departureId, wanted, language));
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setSending(false);
    }
  };

  if (entry) {
    return (
      <div className="waitlist-form" role="status">
        <p className="waitlist-joined">{waitlistTexts.joined(entry.position)}</p>
        <p className="waitlist-lead">{waitlistTexts.joinLead}</p>
        <a className="btn btn-outline btn-small" href="/bookings#waitlist">
          {waitlistTexts.myWaitlist}
        </a>
      </div>
    );
  }
  return (
    <form className="waitlist-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{waitlistTexts.join}</h3>
      <p className="waitlist-lead">{waitlistTexts.joinLead}</p>
      <div className="field">
        <label htmlFor={`${id}-seats`}>{waitlistTexts.seatsWanted}</label>
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
          {waitlistTexts.join}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
