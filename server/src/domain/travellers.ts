/**
 * Everyone on the trip (DESIGN "Everyone on the trip"): a trip's requirements, one traveller record
 * per seat, when a record is complete, the ID number rules (only the last four characters are ever
 * kept), the typed-name signature, and every message of the contract, word for word.
 */
import { daysBetween } from './dates.ts';
import { missingDetailsOf } from './traveller-missing.ts';

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
  fitnessProofMissing: 'No fitness proof has been uploaded for this traveller',
  fitnessFileRequired: 'Please choose a file to upload',
  shiftDepartureInvalid: 'Please choose another open departure of this trip',
  shiftRefundToInvalid: 'Refund to must be original or voucher',
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
  // What is missing item by item (the screens' "Missing: …") is the same reading: complete when nothing is.
  return missingDetailsOf(record, requirements).length === 0 ? 'complete' : 'incomplete';
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
 * Whether a change `untilDays` before the start is still allowed `today` (SWAP_UNTIL_DAYS for a swap, SHIFT_UNTIL_DAYS
 * for a move): while at least that many days are left, counted on India's calendar.
 */
export const changeStillAllowed = (today: string, startDate: string, untilDays: number): boolean =>
  daysBetween(today, startDate) >= untilDays;

/** One answer of GET /bookings/{id}/shift-options: another departure of the trip, priced for the booking (rupees). */
export interface ShiftOption {
  departureId: string;
  startDate: string;
  seatsLeft: number;
  /** The new total, the fee included. */
  totalAmount: number;
  /** The new total less the present one (negative: money comes back). */
  difference: number;
  /** BATCH_SHIFT_FEE × seats. */
  fee: number;
}

/** The statuses of a booking whose travellers may still be changed or which may still move (not cancelled or expired). */
export const changeableStatuses = ['pending_payment', 'confirmed', 'paid'] as const;
