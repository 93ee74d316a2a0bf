/**
 * The back office's calls of "Everyone on the trip" (DESIGN): a departure's readiness (every traveller with its
 * booking's reference), its rooming list (CSV), a fitness proof's file and its review. Failures carry the server's `error`.
 */
import type { BookingTraveller } from '@travel/server/entities';
import type { Identifier } from 'react-admin';
import { apiFetch, requestJson } from './api.ts';
import { path, withServerMessage } from './bookingCalls.ts';
import { readSession } from './session.ts';

export type ReadinessTraveller = BookingTraveller & { bookingReference: string; bookingId: string };
export interface DepartureReadiness {
  travellers: ReadinessTraveller[];
  complete: number;
  total: number;
}

async function withMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withServerMessage(error);
  }
}

const token = () => readSession().token;

export const fetchDepartureReadiness = (departureId: Identifier): Promise<DepartureReadiness> =>
  withMessage(() => requestJson<DepartureReadiness>(`/admin/departures/${path(departureId, 'readiness')}`, { token: token() }));

/** The rooming list's CSV text (fetched with the admin's token: a plain link could not send it). */
export const fetchRoomingCsv = (departureId: Identifier): Promise<string> =>
  withMessage(async () => {
    const response = await apiFetch(`/admin/departures/${path(departureId, 'rooming')}`, {
      headers: { Accept: 'text/csv' },
      token: token(),
    });
    return response.text();
  });

const proofPath = (bookingId: string, travellerId: string) =>
  `/admin/bookings/${path(bookingId, 'travellers', travellerId, 'fitness-proof')}`;

export const reviewFitnessProof = (
  bookingId: string,
  travellerId: string,
  review: { status: 'approved' | 'rejected'; reason?: string },
): Promise<BookingTraveller> =>
  withMessage(
    async () =>
      (
        await requestJson<{ traveller: BookingTraveller }>(proofPath(bookingId, travellerId), {
          method: 'PUT',
          token: token(),
          body: JSON.stringify(review),
        })
      ).traveller,
  );

/** The uploaded proof as an object URL to open (images and PDFs show in the browser's own viewer). */
export const fitnessProofUrl = (bookingId: string, travellerId: string): Promise<string> =>
  withMessage(async () => {
    const response = await apiFetch(proofPath(bookingId, travellerId), { headers: { Accept: '*/*' }, token: token() });
    return URL.createObjectURL(await response.blob());
  });
