/**
 * Invitations to fill a place (DESIGN "Everyone on the trip"): the lead asks for a link to one
 * record, `/join/<token>`; the token is random (192 bits) and only its SHA-256 is stored, valid until
 * the departure starts. A `traveller_invite` message goes at once when the record has a mobile, in the
 * same transaction. Claiming is one conditional UPDATE: of two people opening the same link at once,
 * the row lock lets one through and the other finds the place taken.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { departureStartsAt, DomainError, leadTravellerName, travellerMessages } from '../../domain/index.ts';
import { type BookingTraveller, toBookingTraveller } from '../../entities/booking-traveller.ts';
import { claimInvitedPlace, findInvitation, requirementsOf, updateTravellerRow } from '../../repositories/booking-travellers.ts';
import type { TravellerAccess } from '../travellers/traveller-records.ts';

export const invitationPath = (token: string) => `/join/${token}`;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationOptions {
  db: Kysely<Database>;
  timeZone: string;
  /** The absolute address links in messages start with. */
  origin: string;
  /** In the invitation's transaction: the traveller_invite message to the record's mobile. */
  sendInvite: (
    trx: Transaction<Database>,
    bookingId: string,
    invite: { params: Record<string, string>; to: { countryCode: string; mobileNumber: string } },
  ) => Promise<unknown>;
}

/** A new link for a place only the lead may hand out; a place someone holds already is 409. Answers its path. */
export async function inviteTraveller(options: InvitationOptions, access: TravellerAccess, leadName: string, now: Date): Promise<string> {
  if (!access.isLead) throw new DomainError('forbidden', travellerMessages.leadOnly);
  if (access.row.claimedBy !== null) throw new DomainError('conflict', travellerMessages.placeTaken);
  const token = randomBytes(24).toString('base64url');
  const path = invitationPath(token);
  await options.db.transaction().execute(async (trx) => {
    await updateTravellerRow(trx, access.row.id, {
      inviteTokenHash: tokenHash(token),
      inviteExpiresAt: departureStartsAt(access.startDate, options.timeZone),
      updatedAt: now,
    });
    const { mobileCountryCode, mobileNumber } = access.row;
    if (mobileCountryCode && mobileNumber) {
      await options.sendInvite(trx, access.row.bookingId, {
        params: { lead: leadName, link: `${options.origin}${path}` },
        to: { countryCode: mobileCountryCode, mobileNumber },
      });
    }
  });
  return path;
}

/** The lead's name as invitations say it. */
export const inviterName = leadTravellerName;

/**
 * The signed-in traveller takes the place the token names. Unknown or past its start: 404; someone
 * else holds it: 409 'This place has already been taken'; the same traveller again: theirs still.
 */
export async function claimPlace(
  db: Kysely<Database>,
  token: string,
  userId: string,
  now: Date,
): Promise<{ bookingId: string; record: BookingTraveller }> {
  const hash = tokenHash(token);
  const found = (await claimInvitedPlace(db, hash, userId, now)) ?? (await findInvitation(db, hash, now));
  if (!found) throw new DomainError('not_found', travellerMessages.invitationNotFound);
  if (found.row.claimedBy !== userId) throw new DomainError('conflict', travellerMessages.placeTaken);
  return { bookingId: found.row.bookingId, record: toBookingTraveller(found.row, requirementsOf(found.requirements)) };
}
