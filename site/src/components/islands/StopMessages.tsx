/**
 * A small control on the booking page: stop the booking's non-essential messages (balance reminders
 * and the review request). The confirmation, the trip's start and a cancellation still go out.
 */
import { useState } from 'react';
import { travellerMessageTexts } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';
import { bookingsApi, errorText } from '../../lib/bookings.ts';

export default function StopMessages({ booking, onBookingChange }: { booking: Booking; onBookingChange: (booking: Booking) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (booking.status !== 'confirmed' && booking.status !== 'paid') return null;
  if (booking.remindersStopped) {
    return (
      <p className="stop-messages" role="status">
        {travellerMessageTexts.remindersStopped}
      </p>
    );
  }
  const stop = async () => {
    setBusy(true);
    setError(null);
    try {
      onBookingChange(await bookingsApi.stopMessages(booking.id));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="stop-messages">
      <button type="button" className="link-button" onClick={() => void stop()} disabled={busy}>
        {travellerMessageTexts.stopReminders}
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
