/**
 * What a visitor sent to /login from a trip was about to do: 'Sign in to see Spiti Valley and its departures', read from
 * where signing in will lead (lib/return-target) and the trip's public record. Nothing for a plain /login.
 */
import { useEffect, useState } from 'react';
import { placeText, signInToSeeTrip } from '@travel/server/domain';
import { peekReturnPath, tripIdOfPath } from '../../lib/return-target.ts';

export default function SignInContext({ returnTo }: { returnTo?: string | null }) {
  const [place, setPlace] = useState<string | null>(null);
  useEffect(() => {
    const tripId = tripIdOfPath(peekReturnPath(returnTo));
    if (!tripId) return;
    let live = true;
    fetch(`/api/public/trips/${encodeURIComponent(tripId)}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ trip?: { place?: string } }>) : null))
      .then((body) => {
        if (live && body?.trip) setPlace(placeText(body.trip.place));
      })
      .catch(() => {}); // no context is better than a wrong one
    return () => {
      live = false;
    };
  }, [returnTo]);
  if (!place) return null;
  return (
    <p className="notice sign-in-context" role="status">
      {signInToSeeTrip(place)}
    </p>
  );
}
