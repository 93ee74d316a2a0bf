/**
 * The one rule of a complete traveller record, item by item: what a record still lacks, for the screens' "Missing: …"
 * (the traveller's booking page, the back office's Readiness tab); travellerStatusOf (domain/travellers.ts) reads it
 * too, so a record is complete exactly when nothing is missing.
 */
import type { TravellerCompleteness, TripRequirements } from './travellers.ts';

export const missingDetailKeys = ['name', 'gender', 'dateOfBirth', 'emergencyContact', 'id', 'consent', 'fitnessProof'] as const;
export type MissingDetail = (typeof missingDetailKeys)[number];

/** English names of the missing items (the back office's words; the site hands its own per language). */
export const missingDetailLabels: Record<MissingDetail, string> = {
  name: 'name',
  gender: 'gender',
  dateOfBirth: 'date of birth',
  emergencyContact: 'emergency contact',
  id: 'ID proof',
  consent: 'signed waiver',
  fitnessProof: 'approved fitness proof',
};

export function missingDetailsOf(record: TravellerCompleteness, requirements: TripRequirements): MissingDetail[] {
  const present: Record<MissingDetail, boolean> = {
    name: record.name.trim() !== '',
    gender: record.gender !== null,
    dateOfBirth: record.dateOfBirth !== null,
    emergencyContact: Boolean(record.emergencyContact),
    id: !requirements.idProof || (record.idType !== null && Boolean(record.idLast4)),
    consent: record.consent !== null && record.consent.version === requirements.waiverVersion,
    fitnessProof: !requirements.fitnessProof || record.fitnessProof?.status === 'approved',
  };
  return missingDetailKeys.filter((key) => !present[key]);
}

/**
 * Whether a record is seen in full (the lead's, an admin's or a claimer's own view) rather than by name only: the
 * name-only view (TravellerNameOnly) has no personal fields at all.
 */
export const seenInFull = <Full extends { gender: unknown }>(traveller: Full | { name: string }): traveller is Full =>
  'gender' in traveller;
