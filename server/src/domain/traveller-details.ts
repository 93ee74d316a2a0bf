/**
 * The rules of a traveller's details (DESIGN "Everyone on the trip"): ID numbers checked for their
 * type and reduced to their last four characters, the date of birth and the age at the start, the
 * mobile numbers and the typed-name signature.
 */
import type { Parsed } from './booking-validation.ts';
import { type Gender, genders, type IdType, idTypes, travellerLimits, travellerMessages, underMinimumAge } from './travellers.ts';

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
export const verhoeffDigit = (digits: string): string => String([...Array(10).keys()].find((d) => verhoeffValid(`${digits}${d}`)) ?? 0);

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

/**
 * A record's details as PUT /bookings/{id}/travellers/{tid} takes them once checked: the contract's
 * fields, with `idNumber` already reduced to its last four characters (the full number never goes further).
 */
export interface TravellerDetails {
  name: string;
  gender: Gender;
  dateOfBirth: string;
  mobile?: { countryCode: string; number: string } | null;
  /** Left out: the ID stays as it is; null: cleared (idNumber too). */
  idType?: IdType | null;
  /** The last four characters only. */
  idNumber?: string | null;
  emergencyContact: { name: string; relation: string; mobile: { countryCode: string; number: string } };
  medicalNotes?: string;
  dietary?: string;
}

export interface TravellerDetailsContext {
  /** Today in India's calendar (YYYY-MM-DD). */
  today: string;
  /** The departure's first day: the age that counts is the age then. */
  startDate: string;
  minAge: number | null;
}

const isDateText = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function mobileOf(value: unknown): { countryCode: string; number: string } | null | 'invalid' {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return 'invalid';
  const { countryCode, number } = value as Record<string, unknown>;
  const code = String(countryCode ?? '91').replace(/^\+/, '');
  const digits = typeof number === 'string' || typeof number === 'number' ? String(number).replace(/[\s-]/g, '') : '';
  if (!/^\d{1,4}$/.test(code) || !/^\d{4,15}$/.test(digits)) return 'invalid';
  // An Indian mobile is ten digits starting 6 to 9.
  if (code === '91' && !/^[6-9]\d{9}$/.test(digits)) return 'invalid';
  return { countryCode: code, number: digits };
}

const textField = (value: unknown): string | null =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : null;

/**
 * Checks a record's details in the contract's order of messages and answers what to store: the ID
 * number checked for its type and reduced to its last four characters (the full number is dropped here).
 */
export function parseTravellerDetails(
  input: Record<string, unknown>,
  context: TravellerDetailsContext,
): { value: TravellerDetails } | { error: string } {
  const name = textField(input.name);
  if (!name) return { error: travellerMessages.nameRequired };
  if (name.length > travellerLimits.nameMax) return { error: travellerMessages.nameTooLong };
  if (!(genders as readonly unknown[]).includes(input.gender)) return { error: travellerMessages.genderInvalid };
  if (input.dateOfBirth === undefined || input.dateOfBirth === null || input.dateOfBirth === '')
    return { error: travellerMessages.dateOfBirthRequired };
  if (!isDateText(input.dateOfBirth) || input.dateOfBirth >= context.today) return { error: travellerMessages.dateOfBirthInPast };
  if (context.minAge !== null && ageOn(input.dateOfBirth, context.startDate) < context.minAge)
    return { error: underMinimumAge(context.minAge) };
  const mobile = mobileOf(input.mobile);
  if (mobile === 'invalid') return { error: travellerMessages.mobileInvalid };
  let id: { idType: IdType; idLast4: string } | null | undefined;
  if (input.idType === null || input.idType === '') id = null;
  else if (input.idType !== undefined || input.idNumber !== undefined) {
    if (!isIdType(input.idType)) return { error: travellerMessages.idTypeInvalid };
    if (typeof input.idNumber !== 'string' || !input.idNumber.trim()) return { error: travellerMessages.idNumberRequired };
    const checked = idLast4Of(input.idType, input.idNumber);
    if ('error' in checked) return { error: checked.error };
    id = { idType: input.idType, idLast4: checked.idLast4 };
  }
  const contact = input.emergencyContact;
  if (typeof contact !== 'object' || contact === null || Array.isArray(contact))
    return { error: travellerMessages.emergencyContactRequired };
  const { name: contactName, relation, mobile: contactMobile } = contact as Record<string, unknown>;
  const contactNameText = textField(contactName);
  const relationText = textField(relation);
  const emergencyMobile = mobileOf(contactMobile);
  if (
    !contactNameText ||
    contactNameText.length > travellerLimits.nameMax ||
    relationText === null ||
    relationText.length > travellerLimits.relationMax
  )
    return { error: travellerMessages.emergencyContactRequired };
  if (emergencyMobile === null || emergencyMobile === 'invalid') return { error: travellerMessages.emergencyContactRequired };
  const medicalNotes = textField(input.medicalNotes);
  if (medicalNotes === null || medicalNotes.length > travellerLimits.medicalNotesMax)
    return { error: travellerMessages.medicalNotesTooLong };
  const dietary = textField(input.dietary);
  if (dietary === null || dietary.length > travellerLimits.dietaryMax) return { error: travellerMessages.dietaryTooLong };
  return {
    value: {
      name,
      gender: input.gender as Gender,
      dateOfBirth: input.dateOfBirth,
      mobile,
      ...(id === undefined ? {} : { idType: id?.idType ?? null, idNumber: id?.idLast4 ?? null }),
      emergencyContact: { name: contactNameText, relation: relationText, mobile: emergencyMobile },
      medicalNotes,
      dietary,
    },
  };
}

/** POST …/replace: the new traveller's name and, optionally, their mobile (everything else of the place starts blank). */
export function parseReplacement(
  input: Record<string, unknown>,
): Parsed<{ name: string; mobile: { countryCode: string; number: string } | null }> {
  const name = textField(input.name);
  if (!name) return { error: travellerMessages.nameRequired };
  if (name.length > travellerLimits.nameMax) return { error: travellerMessages.nameTooLong };
  const mobile = mobileOf(input.mobile === '' ? null : input.mobile);
  if (mobile === 'invalid') return { error: travellerMessages.mobileInvalid };
  return { value: { name, mobile } };
}

/** PUT /admin/…/fitness-proof: approved, or rejected with a reason (sent to the traveller). */
export function parseFitnessReview(input: Record<string, unknown>): Parsed<{ status: 'approved' | 'rejected'; reason?: string }> {
  if (input.status !== 'approved' && input.status !== 'rejected') return { error: travellerMessages.fitnessReviewInvalid };
  const reason = textField(input.reason);
  if (reason === null || reason.length > travellerLimits.reasonMax) return { error: travellerMessages.fitnessReasonRequired };
  if (input.status === 'rejected' && !reason) return { error: travellerMessages.fitnessReasonRequired };
  return { value: input.status === 'rejected' ? { status: 'rejected', reason } : { status: 'approved' } };
}
