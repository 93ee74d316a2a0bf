/**
 * Everyone on the trip (DESIGN "Everyone on the trip"): a trip's requirements, one traveller record
 * per seat, when a record is complete, the ID number rules (only the last four characters are ever
 * kept), the typed-name signature, and every message of the contract, word for word.
 */

export const travellerKinds = ['adult', 'kid'] as const;
export type TravellerKind = (typeof travellerKinds)[number];
export const genders = ['female', 'male', 'other'] as const;
export type Gender = (typeof genders)[number];
export const idTypes = ['aadhaar', 'passport', 'driving_licence', 'voter_id', 'pan'] as const;
export type IdType = (typeof idTypes)[number];
export const fitnessProofStatuses = ['missing', 'pending', 'approved', 'rejected'] as const;
export type FitnessProofStatus = (typeof fitnessProofStatuses)[number];
export const travellerStatuses = ['incomplete', 'complete'] as const;
export type TravellerStatus = (typeof travellerStatuses)[number];

/** What a trip asks of each traveller. `waiverVersion` is read-only: each change of the waiver's text adds one. */
export interface TripRequirements {
  idProof: boolean;
  fitnessProof: boolean;
  minAge: number | null;
  waiver: string;
  waiverVersion: number;
}

export const defaultTripRequirements: TripRequirements = { idProof: true, fitnessProof: false, minAge: null, waiver: '', waiverVersion: 0 };

export const travellerLimits = {
  nameMax: 100,
  relationMax: 50,
  medicalNotesMax: 2000,
  dietaryMax: 500,
  waiverMax: 20000,
  minAgeMax: 100,
  reasonMax: 500,
  /** A fitness proof: a photo or a PDF up to 5 MB. */
  fitnessProofMaxBytes: 5 * 1024 * 1024,
} as const;

export const travellerMessages = {
  aadhaarInvalid: 'Please enter a valid Aadhaar number',
  panInvalid: 'Please enter a valid PAN',
  passportInvalid: 'Please enter a valid passport number',
  drivingLicenceInvalid: 'Please enter a valid driving licence number',
  voterIdInvalid: 'Please enter a valid voter ID',
  dateOfBirthInPast: 'Please enter a date of birth in the past',
  signatureMismatch: 'Type your full name as written above to sign',
  placeTaken: 'This place has already been taken',
  tooLateToChange: 'Travellers can no longer be changed for this booking',
  tooLateToMove: 'This booking can no longer be moved',
  // Field rules (wording ours)
  travellerNotFound: 'Traveller not found',
  invitationNotFound: 'This invitation is not valid or has expired',
  nameRequired: 'Please enter the traveller’s full name',
  nameTooLong: `Name must be at most ${travellerLimits.nameMax} characters`,
  genderInvalid: 'Please choose female, male or other',
  dateOfBirthRequired: 'Please enter a date of birth',
  mobileInvalid: 'Please enter a valid mobile number',
  emergencyContactRequired: 'Please give an emergency contact’s name, relation and mobile',
  idTypeInvalid: 'Please choose an ID type: aadhaar, passport, driving_licence, voter_id or pan',
  idNumberRequired: 'Please enter the ID number',
  medicalNotesTooLong: `Medical notes must be at most ${travellerLimits.medicalNotesMax} characters`,
  dietaryTooLong: `Dietary needs must be at most ${travellerLimits.dietaryMax} characters`,
  requirementsInvalid: 'Requirements must say idProof and fitnessProof (true or false), minAge (0 to 100 or empty) and the waiver text',
  consentNotAllowed: 'Only this traveller can sign for their place',
  fitnessNotAsked: 'This trip does not ask for a fitness proof',
  fitnessProofFileInvalid: 'Please upload a JPEG, PNG or PDF file',
  fitnessProofTooLarge: 'The file must be 5 MB or smaller',
  fitnessReviewInvalid: 'Status must be approved or rejected',
  fitnessReasonRequired: 'Please give a reason for the rejection',
  leadOnly: 'Only the lead traveller can do this',
  cannotReplaceLead: 'The lead traveller’s place cannot be replaced',
} as const;

/** The contract's message for a traveller under the trip's minimum age. */
export const underMinimumAge = (minAge: number) => `This trip is for travellers aged ${minAge} and over`;

/** What a record must hold for its completeness: the fields the operator needs before the start. */
export interface TravellerCompleteness {
  name: string;
  gender: string | null;
  dateOfBirth: string | null;
  emergencyContact: unknown;
  idType: string | null;
  idLast4: string | null;
  consent: { version: number } | null;
  fitnessProof: { status: FitnessProofStatus } | null;
}

/**
 * The ONE reading of "complete": name, gender, date of birth, an emergency contact, the ID when the
 * trip asks, consent to the current waiver version and an approved fitness proof when the trip asks.
 */
export function travellerStatusOf(record: TravellerCompleteness, requirements: TripRequirements): TravellerStatus {
  const complete =
    record.name.trim() !== '' &&
    record.gender !== null &&
    record.dateOfBirth !== null &&
    Boolean(record.emergencyContact) &&
    (!requirements.idProof || (record.idType !== null && Boolean(record.idLast4))) &&
    record.consent !== null &&
    record.consent.version === requirements.waiverVersion &&
    (!requirements.fitnessProof || record.fitnessProof?.status === 'approved');
  return complete ? 'complete' : 'incomplete';
}

export interface Readiness {
  complete: number;
  total: number;
}

export const readinessOf = (travellers: readonly { status: TravellerStatus }[]): Readiness => ({
  complete: travellers.filter((traveller) => traveller.status === 'complete').length,
  total: travellers.length,
});

/** "2 of 4 ready": what My Bookings and the back office show. */
export const readinessText = (readiness: Readiness): string => `${readiness.complete} of ${readiness.total} ready`;

/**
 * Verhoeff's check (Aadhaar's last digit). Written here because no maintained npm package does it
 * alone; the tables are the dihedral group D5's multiplication, its permutation and inverse.
 */
const verhoeffD = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const verhoeffP = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, i) => {
    check = verhoeffD[check][verhoeffP[i % 8][Number(digit)]];
  });
  return check === 0;
}

/** The check digit that completes `digits` (for making valid numbers in tests and demo content). */
export function verhoeffDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${digits}${d}`)) return String(d);
  return '0';
}

/** Spaces and dashes people type inside ID numbers are not part of them; letters compare upper-case. */
export const normalizedIdNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

const idRules: Record<IdType, { valid: (id: string) => boolean; message: string }> = {
  // 12 digits, not starting with 0 or 1, the last a Verhoeff check digit.
  aadhaar: { valid: (id) => /^[2-9]\d{11}$/.test(id) && verhoeffValid(id), message: travellerMessages.aadhaarInvalid },
  // Five letters, four digits, a letter; the fourth letter says who holds it (P a person, C a company...).
  pan: { valid: (id) => /^[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]$/.test(id), message: travellerMessages.panInvalid },
  passport: { valid: (id) => /^[A-Z]\d{7}$/.test(id), message: travellerMessages.passportInvalid },
  // State code (2 letters), RTO code (2 digits), then the year and number: 13 to 16 characters in all.
  driving_licence: {
    valid: (id) => /^[A-Z]{2}\d{2}[0-9A-Z]{9,12}$/.test(id) && /\d{7}$/.test(id),
    message: travellerMessages.drivingLicenceInvalid,
  },
  // EPIC: three letters and seven digits.
  voter_id: { valid: (id) => /^[A-Z]{3}\d{7}$/.test(id), message: travellerMessages.voterIdInvalid },
};

export const isIdType = (value: unknown): value is IdType => (idTypes as readonly unknown[]).includes(value);

/**
 * Checks an ID number and answers only its last four characters: the full number is never kept.
 * An invalid number answers the contract's message for its type.
 */
export function idLast4Of(idType: IdType, idNumber: string): { idLast4: string } | { error: string } {
  const id = normalizedIdNumber(idNumber);
  const rule = idRules[idType];
  return rule.valid(id) ? { idLast4: id.slice(-4) } : { error: rule.message };
}

/** The age in whole years on `day` (YYYY-MM-DD) of someone born on `dateOfBirth` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A typed signature matches the record's name with case and spaces aside. */
export const signatureMatches = (typed: string, name: string): boolean => {
  const plain = (text: string) => text.normalize('NFC').replace(/\s+/g, '').toLocaleLowerCase('en-IN');
  return plain(typed) !== '' && plain(typed) === plain(name);
};

/** The writable requirements (waiverVersion is the server's). */
export type TripRequirementsInput = Partial<Omit<TripRequirements, 'waiverVersion'>>;

/**
 * A trip's requirements as a form or JSON sends them (an object, or its JSON text; booleans may be
 * 'true'/'false' and minAge digits or '' for none): the fields given, or the contract-style error.
 */
export function parseTripRequirements(value: unknown): { requirements: TripRequirementsInput } | { error: string } {
  let input = value;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      return { error: travellerMessages.requirementsInvalid };
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: travellerMessages.requirementsInvalid };
  const given = input as Record<string, unknown>;
  const requirements: TripRequirementsInput = {};
  const flag = (raw: unknown) => (raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined);
  for (const key of ['idProof', 'fitnessProof'] as const) {
    if (given[key] === undefined) continue;
    const parsed = flag(given[key]);
    if (parsed === undefined) return { error: travellerMessages.requirementsInvalid };
    requirements[key] = parsed;
  }
  if (given.minAge !== undefined) {
    const raw = given.minAge;
    const minAge = raw === null || raw === '' ? null : typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : raw;
    if (minAge !== null && (typeof minAge !== 'number' || !Number.isInteger(minAge) || minAge < 0 || minAge > travellerLimits.minAgeMax))
      return { error: travellerMessages.requirementsInvalid };
    requirements.minAge = minAge;
  }
  if (given.waiver !== undefined) {
    const waiver = given.waiver === null ? '' : given.waiver;
    if (typeof waiver !== 'string' || waiver.length > travellerLimits.waiverMax) return { error: travellerMessages.requirementsInvalid };
    requirements.waiver = waiver.trim();
  }
  return { requirements };
}
