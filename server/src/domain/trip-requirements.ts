/** A trip's requirements (DESIGN "Everyone on the trip") as the back office sends them. */
import { type TripRequirements, travellerLimits, travellerMessages } from './travellers.ts';

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
