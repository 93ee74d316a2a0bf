/**
 * Filling traveller records (DESIGN "Everyone on the trip"): who may touch a record, its details
 * (checked by the domain, ID numbers reduced to their last four characters there), and consent as a
 * typed-name signature of the trip's current waiver version.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  bookingMessages,
  changeableStatuses,
  changeStillAllowed,
  DomainError,
  signatureMatches,
  type TravellerDetails,
  travellerMessages,
} from '../../domain/index.ts';
import { effectiveStatus } from '../../entities/booking.ts';
import { type BookingTraveller, toBookingTraveller } from '../../entities/booking-traveller.ts';
import { findTravellerPlace, holdsPlace, type TravellerPlace, updateTravellerRow } from '../../repositories/booking-travellers.ts';

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

/**
 * POST …/replace: the lead gives a place to someone else while at least SWAP_UNTIL_DAYS are left before the start
 * (409 'Travellers can no longer be changed for this booking' after, or on a booking that no longer holds seats).
 * The record keeps its seat and takes the new name (and mobile); every detail, the consent, the fitness proof,
 * the claim and any invitation are cleared. Answers the record and the proof file to remove, if any.
 */
export async function replaceTraveller(
  db: Kysely<Database>,
  access: TravellerAccess,
  replacement: { name: string; mobile: { countryCode: string; number: string } | null },
  rules: { today: string; swapUntilDays: number; now: Date },
): Promise<{ traveller: BookingTraveller; droppedFile: string | null }> {
  if (!access.isLead) throw new DomainError('forbidden', travellerMessages.leadOnly);
  if (access.row.lead) throw new DomainError('conflict', travellerMessages.cannotReplaceLead);
  const status = effectiveStatus({ status: access.bookingStatus, holdExpiresAt: access.holdExpiresAt }, rules.now);
  if (
    !(changeableStatuses as readonly string[]).includes(status) ||
    !changeStillAllowed(rules.today, access.startDate, rules.swapUntilDays)
  )
    throw new DomainError('conflict', travellerMessages.tooLateToChange);
  const row = await updateTravellerRow(db, access.row.id, {
    name: replacement.name,
    mobileCountryCode: replacement.mobile?.countryCode ?? null,
    mobileNumber: replacement.mobile?.number ?? null,
    gender: null,
    dateOfBirth: null,
    idType: null,
    idLast4: null,
    emergencyName: null,
    emergencyRelation: null,
    emergencyCountryCode: null,
    emergencyNumber: null,
    medicalNotes: '',
    dietary: '',
    consentVersion: null,
    consentName: null,
    consentAt: null,
    fitnessStatus: 'missing',
    fitnessReason: null,
    fitnessFile: null,
    claimedBy: null,
    inviteTokenHash: null,
    inviteExpiresAt: null,
    updatedAt: rules.now,
  });
  return { traveller: toBookingTraveller(row ?? access.row, access.requirements), droppedFile: access.row.fitnessFile };
}
