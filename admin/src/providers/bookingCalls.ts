/**
 * The bookings calls that are not CRUD: the dashboard summary, an offline payment recorded by an
 * admin, and a departure's manifest (CSV). Failures carry the server's `error` as their message.
 */
import { messages } from '@travel/server/domain';
import type { OfflinePaymentInput } from '@travel/server/domain';
import type { Booking, BookingSummary } from '@travel/server/entities';
import { HttpError } from 'react-admin';
import type { Identifier } from 'react-admin';
import { apiFetch, errorMessage, requestJson } from './api.ts';
import { readSession } from './session.ts';

export const path = (...parts: (string | Identifier)[]) => parts.map((part) => encodeURIComponent(String(part))).join('/');

/** The call's error with the server's wording (or the generic message when it gave none). */
export function withServerMessage(error: unknown): HttpError {
  const status = error instanceof HttpError ? error.status : 0;
  const body = error instanceof HttpError ? error.body : undefined;
  return new HttpError(errorMessage(error, messages.internalError), status, body);
}

export async function fetchBookingSummary(): Promise<BookingSummary> {
  try {
    return await requestJson<BookingSummary>('/admin/bookings/summary', { token: readSession().token });
  } catch (error) {
    throw withServerMessage(error);
  }
}

export async function postBookingPayment(id: Identifier, payment: OfflinePaymentInput): Promise<Booking> {
  try {
    const { booking } = await requestJson<{ booking: Booking }>(`/admin/bookings/${path(id, 'payments')}`, {
      method: 'POST',
      token: readSession().token,
      body: JSON.stringify(payment),
    });
    return booking;
  } catch (error) {
    throw withServerMessage(error);
  }
}

/** The manifest's CSV text (fetched with the admin's token, so a plain link would not do). */
export async function fetchDepartureManifest(id: Identifier): Promise<string> {
  try {
    const response = await apiFetch(`/admin/departures/${path(id, 'manifest')}`, {
      headers: { Accept: 'text/csv' },
      token: readSession().token,
    });
    return await response.text();
  } catch (error) {
    throw withServerMessage(error);
  }
}
