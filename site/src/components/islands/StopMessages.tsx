/**
 * A small control on the booking page: stop the booking's non-essential messages (balance reminders
 * and the review request). The confirmation, the trip's start and a cancellation still go out.
 */
import { useState } from 'react';
import type { Booking } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { bookingsApi, sayError } from '../../lib/bookings.ts';

interface Props {
  booking: Booking;
  onBookingChange: (booking: Booking) => void;
  /** The strings in the page's language (default English) and the API's messages in it. */
  t?: BookingsText;
  translations?: Record<string, string>;
}

export default function StopMessages({ booking, onBookingChange, t = bookingsEn, translations }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (booking.status !== 'confirmed' && booking.status !== 'paid') return null;
  if (booking.remindersStopped) {
    return (
      <p className="stop-messages" role="status">
        {t.remindersStopped}
      </p>
    );
  }
  const stop = async () => {
    setBusy(true);
    setError(null);
    try {
      onBookingChange(await bookingsApi.stopMessages(booking.id));
    } catch (failure) {
      setError(sayError(translations, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="stop-messages">
      <button type="button" className="link-button" onClick={() => void stop()} disabled={busy}>
        {t.stopReminders}
      </button>
      {error && (
        <span className="alert-error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </p>
  );
}
