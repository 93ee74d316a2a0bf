/**
 * The live quote of the reservation form: GET /public/pricing-quote for the party and code typed, asked
 * again a moment after they stop changing (one call per pause, not per key), the last answer winning.
 * A code that cannot be used comes back as its message; the form then shows the price without it.
 */
import { useEffect, useState } from 'react';
import type { PricingQuote } from '@travel/server/entities';
import { bookingsApi, errorText } from '../../lib/bookings.ts';

const PAUSE_MS = 350;

export function usePricingQuote(departureId: string, adults: number, kids: number, code: string) {
  const [quote, setQuote] = useState<PricingQuote | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  useEffect(() => {
    if (!Number.isInteger(adults) || adults < 1 || !Number.isInteger(kids) || kids < 0) return;
    let current = true;
    const ask = async (withCode: string) => {
      try {
        const answer = await bookingsApi.quote({ departureId, adults, kids, code: withCode });
        if (current) setQuote(answer);
        return true;
      } catch (cause) {
        if (current && withCode) setCodeError(errorText(cause));
        return false;
      }
    };
    const timer = setTimeout(() => {
      setCodeError(null);
      void ask(code).then((ok) => (ok || !code ? undefined : ask('')));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [departureId, adults, kids, code]);
  return { quote, codeError };
}
