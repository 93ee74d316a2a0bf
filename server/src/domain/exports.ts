/**
 * What the back office's CSV files share: one phone format (E.164, '+919876543210', as the
 * manifest and SMS providers take it), dates as ISO 8601 (YYYY-MM-DD, or the full instant), the
 * booking's lead traveller by name, and adults before kids in a party.
 */
import { formatPhone } from './format.ts';

export const exportPhone = (phone: { countryCode: string; mobileNumber: string }): string => formatPhone(phone, { e164: true });

/** A stored date or instant as ISO 8601 text (already so in the API); empty when there is none. */
export const exportDate = (value: string | null | undefined): string => value ?? '';

/**
 * The lead traveller: the first named traveller, else the account's username. The one reading of it for the
 * manifest, the ledger's CSV, the booking page, documents' "Billed to" and a review's signature.
 */
export const leadTravellerName = (booking: { travellers: readonly { name: string }[] | null; user: { username: string } }): string =>
  booking.travellers?.find((traveller) => traveller.name.trim())?.name.trim() || booking.user.username;

export const travellerTypes = { adult: 'Adult', kid: 'Kid' } as const;

/** Seat `index` (from 0) of a party: the adults come first, then the kids. */
export const travellerTypeOf = (index: number, adults: number): string => (index < adults ? travellerTypes.adult : travellerTypes.kid);
