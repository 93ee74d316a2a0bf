/**
 * Filling traveller records (DESIGN "Everyone on the trip"): who may touch a record, its details
 * (checked by the domain, ID numbers reduced to their last four characters there), and consent as a
 * typed-name signature of the trip's current waiver version.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bookingMessages, DomainError, signatureMatches, type TravellerDetails, travellerMessages } from '../domain/index.ts';
import { type BookingTraveller, toBookingTraveller } from '../entities/booking-traveller.ts';
import { findTravellerPlace, holdsPlace, type TravellerPlace, updateTravellerRow } from '../repositories/booking-travellers.ts';

export type TravellerAccess = TravellerPlace & { isLead: boolean; isClaimer: boolean };

/**
 * The record `travellerId` of booking `bookingId` as `userId` may touch it: the lead any record, a
 * claimer their own. Not on the booking at all: 404 as anyone else's booking; another's record: 403.
 */
export async function travellerAccess(
  db: Kysely<Database>,
  bookingId: string,
  travellerId: string,
  userId: string,
): Promise<TravellerAccess> {
  const place = await findTravellerPlace(db, bookingId, travellerId);
  if (!place) {
    throw new DomainError('not_found', travellerMessages.travellerNotFound);
  }
  const isLead = place.leadUserId === userId;
  const isClaimer = place.row.claimedBy === userId;
  if (isLead || isClaimer) return { ...place, isLead, isClaimer };
  if (!(await holdsPlace(db, bookingId, userId))) throw new DomainError('not_found', bookingMessages.bookingNotFound);
  throw new DomainError('forbidden', travellerMessages.consentNotAllowed);
}

export const travellerOfAccess = (access: TravellerAccess): BookingTraveller => toBookingTraveller(access.row, access.requirements);

/** Stores a record's checked details (domain parseTravellerDetails); answers the record. */
export async function saveTravellerDetails(
  db: Kysely<Database>,
  access: TravellerAccess,
  details: TravellerDetails,
  now: Date,
): Promise<BookingTraveller> {
  const row = await updateTravellerRow(db, access.row.id, {
    name: details.name,
    gender: details.gender,
    dateOfBirth: details.dateOfBirth,
    mobileCountryCode: details.mobile?.countryCode ?? null,
    mobileNumber: details.mobile?.number ?? null,
    ...(details.idType === undefined ? {} : { idType: details.idType, idLast4: details.idNumber ?? null }),
    emergencyName: details.emergencyContact.name,
    emergencyRelation: details.emergencyContact.relation,
    emergencyCountryCode: details.emergencyContact.mobile.countryCode,
    emergencyNumber: details.emergencyContact.mobile.number,
    medicalNotes: details.medicalNotes ?? '',
    dietary: details.dietary ?? '',
    updatedAt: now,
  });
  return toBookingTraveller(row ?? access.row, access.requirements);
}

/**
 * Consent: the claimer signs their own place; the lead signs for a kid or a place nobody claimed.
 * The typed name must match the record's name (case and spaces aside); the version signed is the
 * trip's current one, so a new waiver text asks again.
 */
export async function signConsent(db: Kysely<Database>, access: TravellerAccess, typedName: string, now: Date): Promise<BookingTraveller> {
  const { row } = access;
  const mayLeadSign = access.isLead && (row.kind === 'kid' || row.claimedBy === null || row.claimedBy === access.leadUserId);
  if (!access.isClaimer && !mayLeadSign) throw new DomainError('forbidden', travellerMessages.consentNotAllowed);
  if (!signatureMatches(typedName, row.name)) throw new DomainError('invalid', travellerMessages.signatureMismatch);
  const signed = await updateTravellerRow(db, row.id, {
    consentVersion: access.requirements.waiverVersion,
    consentName: typedName.trim(),
    consentAt: now,
    updatedAt: now,
  });
  return toBookingTraveller(signed ?? row, access.requirements);
}
