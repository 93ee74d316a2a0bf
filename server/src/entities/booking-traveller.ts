/**
 * A booking's traveller record (one per seat): the one definition of its API shape and its row
 * mapping (its table: db/tables). Rows become records here and only here: the mobile and emergency
 * contact from their columns, the status from the domain's one completeness rule, and the fitness
 * proof only when the trip asks for one. `nameOnly` is what a co-traveller sees of the others.
 */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import {
  fitnessProofStatuses,
  genders,
  idTypes,
  readinessOf,
  type TripRequirements,
  travellerKinds,
  travellerLimits,
  travellerStatusOf,
  travellerStatuses,
} from '../domain/travellers.ts';
import { DateOnly, fieldReader, Instant, literals, Nullable } from './columns.ts';
import type { BookingTravellersTable } from '../db/schema.ts';

export const TravellerMobileSchema = Type.Object({
  countryCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
  number: Type.String({ pattern: '^[0-9]{4,15}$' }),
});
export type TravellerMobile = Static<typeof TravellerMobileSchema>;

export const EmergencyContactSchema = Type.Object({
  name: Type.String(),
  relation: Type.String(),
  mobile: TravellerMobileSchema,
});
export type EmergencyContact = Static<typeof EmergencyContactSchema>;

export const TravellerConsentSchema = Type.Object({
  version: Type.Integer({ description: 'the waiver version signed' }),
  name: Type.String({ description: 'the name typed as the signature' }),
  at: Instant,
});

export const FitnessProofSchema = Type.Object({
  status: literals(fitnessProofStatuses),
  reason: Nullable(Type.String({ description: 'why it was rejected' })),
});

export const BookingTravellerSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  position: Type.Integer({ minimum: 1, description: '1…seats' }),
  lead: Type.Boolean({ description: "the booker's own record" }),
  kind: literals(travellerKinds),
  name: Type.String(),
  gender: Nullable(literals(genders)),
  dateOfBirth: Nullable(DateOnly),
  mobile: Nullable(TravellerMobileSchema),
  idType: Nullable(literals(idTypes)),
  idLast4: Nullable(Type.String({ description: 'the last four characters of the ID number: the full number is never stored' })),
  emergencyContact: Nullable(EmergencyContactSchema),
  medicalNotes: Type.String(),
  dietary: Type.String(),
  consent: Nullable(TravellerConsentSchema),
  /** Only when the trip asks for one. */
  fitnessProof: Nullable(FitnessProofSchema),
  status: literals(travellerStatuses),
  claimedBy: Nullable(Type.String({ description: 'the user id of who holds this place' })),
});
export type BookingTraveller = Static<typeof BookingTravellerSchema>;

/** What a co-traveller sees of the others: who they are by name, nothing personal. */
export const TravellerNameOnlySchema = Type.Pick(BookingTravellerSchema, ['id', 'position', 'lead', 'kind', 'name', 'status']);
export type TravellerNameOnly = Static<typeof TravellerNameOnlySchema>;

/** A record as its viewer may see it: in full (the lead, admins, the place's own claimer), else by name. */
export const TravellerViewSchema = Type.Union([BookingTravellerSchema, TravellerNameOnlySchema]);
export type TravellerView = Static<typeof TravellerViewSchema>;

export const ReadinessSchema = Type.Object({
  complete: Type.Integer({ description: 'records complete' }),
  total: Type.Integer({ description: 'records (seats)' }),
});

/**
 * What PUT /bookings/{id}/travellers/{tid} takes (the domain's parseTravellerDetails checks it first
 * and answers bad values in the contract's words; after it, idNumber holds the last four characters only).
 */
export const TravellerDetailsBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: travellerLimits.nameMax }),
  gender: literals(genders),
  dateOfBirth: DateOnly,
  mobile: Type.Optional(Nullable(TravellerMobileSchema)),
  idType: Type.Optional(Nullable(literals(idTypes))),
  idNumber: Type.Optional(Nullable(Type.String({ description: 'checked for its type; only its last four characters are kept' }))),
  emergencyContact: EmergencyContactSchema,
  medicalNotes: Type.Optional(Type.String({ maxLength: travellerLimits.medicalNotesMax })),
  dietary: Type.Optional(Type.String({ maxLength: travellerLimits.dietaryMax })),
});

export type BookingTravellerRow = Selectable<BookingTravellersTable>;

const travellerFields = fieldReader(BookingTravellerSchema);

const mobileOf = (countryCode: string | null, number: string | null): TravellerMobile | null =>
  countryCode && number ? { countryCode, number } : null;

export function toBookingTraveller(row: BookingTravellerRow, requirements: TripRequirements): BookingTraveller {
  const emergencyMobile = mobileOf(row.emergencyCountryCode, row.emergencyNumber);
  const record = {
    ...travellerFields(row),
    dateOfBirth: row.dateOfBirth ?? null,
    mobile: mobileOf(row.mobileCountryCode, row.mobileNumber),
    emergencyContact:
      row.emergencyName && emergencyMobile
        ? { name: row.emergencyName, relation: row.emergencyRelation ?? '', mobile: emergencyMobile }
        : null,
    consent:
      row.consentVersion !== null && row.consentName !== null && row.consentAt
        ? { version: row.consentVersion, name: row.consentName, at: row.consentAt.toISOString() }
        : null,
    fitnessProof: requirements.fitnessProof ? { status: row.fitnessStatus, reason: row.fitnessReason } : null,
    claimedBy: row.claimedBy ?? null,
  } as Omit<BookingTraveller, 'status'>;
  return { ...record, status: travellerStatusOf(record, requirements) };
}

export const nameOnly = (traveller: BookingTraveller): TravellerNameOnly => ({
  id: traveller.id,
  position: traveller.position,
  lead: traveller.lead,
  kind: traveller.kind,
  name: traveller.name,
  status: traveller.status,
});

/** The records as `userId` may see them: the lead sees all, a claimer their own in full and the others by name. */
export function travellersSeenBy(travellers: BookingTraveller[], viewer: { userId: string; isLead: boolean }): TravellerView[] {
  if (viewer.isLead) return travellers;
  return travellers.map((traveller) => (traveller.claimedBy === viewer.userId ? traveller : nameOnly(traveller)));
}

export { readinessOf };
