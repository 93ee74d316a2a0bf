/**
 * The traveller's calls of "Everyone on the trip" (DESIGN): each seat's record, consent, invitations,
 * the fitness proof, replacing a traveller and moving the booking to another departure. Over the one
 * API client; the server checks every rule and answers in the contract's words.
 */
import { messages, seenInFull, travellerMessages, underMinimumAge } from '@travel/server/domain';
import type { Readiness, ShiftOption, TripRequirements } from '@travel/server/domain';
import type { Booking, BookingTraveller, TravellerView, Trip } from '@travel/server/entities';

/** What the form sends (PUT …/travellers/{tid}): the record's own fields, and the ID number as typed (the server keeps its last four). */
export type TravellerDetailsSent = Pick<BookingTraveller, 'name' | 'gender' | 'dateOfBirth' | 'emergencyContact'> & {
  mobile?: BookingTraveller['mobile'];
  idType?: BookingTraveller['idType'];
  idNumber?: string;
  medicalNotes?: string;
  dietary?: string;
};
export type { ShiftOption } from '@travel/server/domain';
import { apiRequest } from './api.ts';

const fallbackError = messages.somethingWentWrong;

const travellerPath = (bookingId: string, travellerId: string, rest = '') =>
  `/bookings/${encodeURIComponent(bookingId)}/travellers/${encodeURIComponent(travellerId)}${rest}`;

type TravellerAnswer = { traveller: BookingTraveller };

export type ShiftRefundTo = 'original' | 'voucher';

export const travellersApi = {
  list: (bookingId: string) =>
    apiRequest<{ travellers: TravellerView[]; readiness: Readiness }>(`/bookings/${encodeURIComponent(bookingId)}/travellers`, {
      fallbackError,
    }),
  save: async (bookingId: string, travellerId: string, details: TravellerDetailsSent): Promise<BookingTraveller> =>
    (await apiRequest<TravellerAnswer>(travellerPath(bookingId, travellerId), { method: 'PUT', body: details, fallbackError })).traveller,
  consent: async (bookingId: string, travellerId: string, name: string): Promise<BookingTraveller> =>
    (
      await apiRequest<TravellerAnswer>(travellerPath(bookingId, travellerId, '/consent'), {
        method: 'POST',
        body: { name },
        fallbackError,
      })
    ).traveller,
  invite: async (bookingId: string, travellerId: string): Promise<string> =>
    (await apiRequest<{ inviteUrl: string }>(travellerPath(bookingId, travellerId, '/invite'), { method: 'POST', body: {}, fallbackError }))
      .inviteUrl,
  uploadFitnessProof: async (bookingId: string, travellerId: string, file: File): Promise<BookingTraveller> => {
    const form = new FormData();
    form.append('file', file);
    return (
      await apiRequest<TravellerAnswer>(travellerPath(bookingId, travellerId, '/fitness-proof'), {
        method: 'POST',
        body: form,
        fallbackError,
      })
    ).traveller;
  },
  replace: async (bookingId: string, travellerId: string, body: Pick<TravellerDetailsSent, 'name' | 'mobile'>): Promise<BookingTraveller> =>
    (await apiRequest<TravellerAnswer>(travellerPath(bookingId, travellerId, '/replace'), { method: 'POST', body, fallbackError }))
      .traveller,
  shiftOptions: async (bookingId: string): Promise<ShiftOption[]> =>
    (await apiRequest<{ options: ShiftOption[] }>(`/bookings/${encodeURIComponent(bookingId)}/shift-options`, { fallbackError })).options,
  shift: async (bookingId: string, departureId: string, refundTo?: ShiftRefundTo): Promise<Booking> =>
    (
      await apiRequest<{ booking: Booking }>(`/bookings/${encodeURIComponent(bookingId)}/shift`, {
        method: 'POST',
        body: refundTo ? { departureId, refundTo } : { departureId },
        fallbackError,
      })
    ).booking,
  join: (token: string) =>
    apiRequest<{ booking: Booking; traveller: BookingTraveller }>(`/join/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: {},
      fallbackError,
    }),
};

/** What a trip asks of each traveller, from its public page's data. */
export const tripRequirements = async (tripId: string): Promise<TripRequirements> =>
  (await apiRequest<{ trip: Trip }>(`/public/trips/${encodeURIComponent(tripId)}`, { fallbackError })).trip.requirements;

/** The address an invitation opens, on this site (the API answers a path). */
export const inviteAddress = (inviteUrl: string): string => new URL(inviteUrl, window.location.origin).href;

/** Whether the viewer sees the record in full (their own, or every record for the lead), not by name only. */
export const isFullRecord = (traveller: TravellerView): traveller is BookingTraveller => seenInFull<BookingTraveller>(traveller);

/** The form's field each of the server's messages is about, so it is shown beside that field (else above the button). */
const fieldsOfMessages: Record<string, string> = {
  [travellerMessages.nameRequired]: 'name',
  [travellerMessages.nameTooLong]: 'name',
  [travellerMessages.genderInvalid]: 'gender',
  [travellerMessages.dateOfBirthRequired]: 'dateOfBirth',
  [travellerMessages.dateOfBirthInPast]: 'dateOfBirth',
  [travellerMessages.mobileInvalid]: 'mobile',
  [travellerMessages.emergencyContactRequired]: 'emergencyContact',
  [travellerMessages.idTypeInvalid]: 'idNumber',
  [travellerMessages.idNumberRequired]: 'idNumber',
  [travellerMessages.aadhaarInvalid]: 'idNumber',
  [travellerMessages.panInvalid]: 'idNumber',
  [travellerMessages.passportInvalid]: 'idNumber',
  [travellerMessages.drivingLicenceInvalid]: 'idNumber',
  [travellerMessages.voterIdInvalid]: 'idNumber',
  [travellerMessages.medicalNotesTooLong]: 'medicalNotes',
  [travellerMessages.dietaryTooLong]: 'dietary',
};

export function travellerFieldOfMessage(message: string, minAge: number | null): string | null {
  if (minAge !== null && message === underMinimumAge(minAge)) return 'dateOfBirth';
  return fieldsOfMessages[message] ?? null;
}
