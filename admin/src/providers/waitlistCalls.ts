/**
 * A departure's calls for the back office beyond its CRUD: its waitlist's entries (the queue in order, then offers and
 * past entries), moving a waiting entry to another place, and the quote of cancelling it. Failures carry the server's `error`.
 */
import { messages } from '@travel/server/domain';
import type { DepartureCancellationQuote, QueuedWaitlistEntry, WaitlistEntry } from '@travel/server/entities';
import { HttpError } from 'react-admin';
import type { Identifier } from 'react-admin';
import { errorMessage, requestJson } from './api.ts';
import { readSession } from './session.ts';

function withServerMessage(error: unknown): HttpError {
  const status = error instanceof HttpError ? error.status : 0;
  return new HttpError(errorMessage(error, messages.internalError), status, error instanceof HttpError ? error.body : undefined);
}

export async function fetchDepartureWaitlist(departureId: Identifier): Promise<QueuedWaitlistEntry[]> {
  try {
    const url = `/admin/departures/${encodeURIComponent(String(departureId))}/waitlist`;
    return (await requestJson<{ entries: QueuedWaitlistEntry[] }>(url, { token: readSession().token })).entries;
  } catch (error) {
    throw withServerMessage(error);
  }
}

export async function moveWaitlistEntry(entryId: string, position: number): Promise<WaitlistEntry> {
  try {
    const { entry } = await requestJson<{ entry: WaitlistEntry }>(`/admin/waitlist/${encodeURIComponent(entryId)}`, {
      method: 'PUT',
      token: readSession().token,
      body: JSON.stringify({ position }),
    });
    return entry;
  } catch (error) {
    throw withServerMessage(error);
  }
}

/** What cancelling the departure would do (bookings, travellers, money refunded), as the server counts it; nothing changes. */
export async function fetchDepartureCancellationQuote(departureId: Identifier): Promise<DepartureCancellationQuote> {
  try {
    const url = `/admin/departures/${encodeURIComponent(String(departureId))}/cancellation`;
    return (await requestJson<{ quote: DepartureCancellationQuote }>(url, { token: readSession().token })).quote;
  } catch (error) {
    throw withServerMessage(error);
  }
}
