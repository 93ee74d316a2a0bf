/**
 * What a visitor sent to /login from a trip was about to do: 'Sign in to see Spiti Valley and its departures', read from
 * where signing in will lead (lib/return-target) and the trip's public record. Nothing for a plain /login. The page
 * gives the place when the address names the trip (`?return=`, the server's redirect of a trip link): the sentence is
 * then in the server's HTML, painted with the form rather than after a read.
 */
import { useEffect, useState } from 'react';
import { placeText } from '@travel/server/domain';
import { fill, signInEn } from '../../i18n/sign-in-en.ts';
import { peekReturnPath, tripIdOfPath } from '../../lib/return-target.ts';

interface Props {
  returnTo?: string | null;
  /** 'Sign in to see {place} and its departures', in the page's language. */
  template?: string;
  /** '/hi' on Hindi pages: the trip's Hindi place is shown when it has one. */
  prefix?: string;
  /** The trip's place, when the page knew it: nothing is read. */
  knownPlace?: string | null;
}

export default function SignInContext({ returnTo, template = signInEn.signInToSeeTrip, prefix = '', knownPlace = null }: Props) {
  const [place, setPlace] = useState<string | null>(knownPlace);
  useEffect(() => {
    if (knownPlace) return;
    const tripId = tripIdOfPath(peekReturnPath(returnTo));
    if (!tripId) return;
    let live = true;
    fetch(`/api/public/trips/${encodeURIComponent(tripId)}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ trip?: { place?: string; placeHi?: string | null } }>) : null))
      .then((body) => {
        if (live && body?.trip) setPlace((prefix && body.trip.placeHi?.trim()) || placeText(body.trip.place));
      })
      .catch(() => {}); // no context is better than a wrong one
    return () => {
      live = false;
    };
  }, [returnTo, prefix, knownPlace]);
  if (!place) return null;
  return (
    <p className="notice sign-in-context" role="status">
      {fill(template, { place })}
    </p>
  );
}
