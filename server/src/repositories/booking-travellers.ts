/**
 * Traveller records (one per seat of a booking): made with the booking, read with their trip's
 * requirements, written field by field. Rows become records through the entity's mapping
 * (entities/booking-traveller.ts).
 */
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { BookingTravellersTable, Database } from '../db/schema.ts';
import type { BookingStatus } from '../domain/bookings.ts';
import { defaultLanguage, type Language } from '../domain/languages.ts';
import { defaultTripRequirements, type TripRequirements } from '../domain/travellers.ts';
import { type BookingTraveller, type BookingTravellerRow, toBookingTraveller } from '../entities/booking-traveller.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A new booking's records, one per seat, adults first: the lead's (position 1) from the booker (the
 * first name given, else their username; their mobile; claimed by them), the others from the names given.
 */
export async function insertTravellerRecords(
  trx: Db,
  booking: { id: string; userId: string; adults: number; kids: number; names: string[]; now: Date },
): Promise<void> {
  await sql`
    INSERT INTO booking_travellers (booking_id, position, lead, kind, name, mobile_country_code, mobile_number, claimed_by,
      created_at, updated_at)
    SELECT ${booking.id}::uuid, s.position, s.position = 1, CASE WHEN s.position <= ${booking.adults} THEN 'adult' ELSE 'kid' END,
      CASE WHEN s.position = 1 THEN COALESCE(NULLIF(btrim(names.list ->> 0), ''), u.username)
        ELSE COALESCE(btrim(names.list ->> (s.position - 1)), '') END,
      CASE WHEN s.position = 1 THEN u.country_code END,
      CASE WHEN s.position = 1 THEN u.mobile_number END,
      CASE WHEN s.position = 1 THEN u.id END,
      ${booking.now}::timestamptz, ${booking.now}::timestamptz
    FROM users u
    CROSS JOIN (SELECT ${JSON.stringify(booking.names)}::jsonb AS list) names
    CROSS JOIN LATERAL generate_series(1, ${booking.adults + booking.kids}::int) AS s(position)
    WHERE u.id = ${booking.userId}::uuid`.execute(trx);
}

/** A trip's requirements as stored: the defaults under what was saved. */
export const requirementsOf = (stored: unknown): TripRequirements => ({
  ...defaultTripRequirements,
  ...(typeof stored === 'object' && stored !== null ? (stored as Partial<TripRequirements>) : {}),
});

function recordsWithRequirements(db: Db) {
  return db
    .selectFrom('bookingTravellers as bt')
    .innerJoin('bookings as b', 'b.id', 'bt.bookingId')
    .innerJoin('trips as t', 't.id', 'b.tripId')
    .selectAll('bt')
    .select('t.requirements');
}

/** Every record of these bookings, by booking and position. */
export async function travellersOfBookings(db: Db, bookingIds: string[]): Promise<Map<string, BookingTraveller[]>> {
  const byBooking = new Map<string, BookingTraveller[]>();
  if (!bookingIds.length) return byBooking;
  const rows = await recordsWithRequirements(db)
    .where('bt.bookingId', 'in', bookingIds)
    .orderBy('bt.bookingId')
    .orderBy('bt.position')
    .execute();
  for (const { requirements, ...row } of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(toBookingTraveller(row, requirementsOf(requirements)));
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

/** One booking's records, by position. */
export async function travellersOfBooking(db: Db, bookingId: string): Promise<BookingTraveller[]> {
  return (await travellersOfBookings(db, [bookingId])).get(bookingId) ?? [];
}

/** A record with what decides who may touch it and how: its booking's lead and status, the departure's start, the trip's requirements. */
export interface TravellerPlace {
  row: BookingTravellerRow;
  requirements: TripRequirements;
  leadUserId: string;
  bookingStatus: string;
  holdExpiresAt: Date | null;
  departureId: string;
  startDate: string;
  reference: string;
}

/** One record of a booking, as stored, with its place (TravellerPlace); null when the booking has no such record. */
export async function findTravellerPlace(db: Db, bookingId: string, travellerId: string): Promise<TravellerPlace | null> {
  if (!UUID.test(bookingId) || !UUID.test(travellerId)) return null;
  const found = await recordsWithRequirements(db)
    .innerJoin('departures as d', 'd.id', 'b.departureId')
    .select(['b.userId as leadUserId', 'b.status as bookingStatus', 'b.holdExpiresAt', 'b.departureId', 'd.startDate', 'b.reference'])
    .where('bt.bookingId', '=', bookingId)
    .where('bt.id', '=', travellerId)
    .executeTakeFirst();
  if (!found) return null;
  const { requirements, leadUserId, bookingStatus, holdExpiresAt, departureId, startDate, reference, ...row } = found;
  return { row, requirements: requirementsOf(requirements), leadUserId, bookingStatus, holdExpiresAt, departureId, startDate, reference };
}

/** The bookings in which `userId` holds a place they did not book (claimed through an invitation). */
export async function claimedBookingIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bookingTravellers as bt')
    .innerJoin('bookings as b', 'b.id', 'bt.bookingId')
    .select('bt.bookingId')
    .distinct()
    .where('bt.claimedBy', '=', userId)
    .where('b.userId', '<>', userId)
    .execute();
  return rows.map((row) => row.bookingId);
}

/** Who booked it (its lead traveller's user id); null for no such booking. */
export async function bookingLeadId(db: Db, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  return (await db.selectFrom('bookings').select('userId').where('id', '=', id).executeTakeFirst())?.userId ?? null;
}

/** Whether `userId` holds a place on this booking. */
export async function holdsPlace(db: Db, bookingId: string, userId: string): Promise<boolean> {
  if (!UUID.test(bookingId)) return false;
  const row = await db
    .selectFrom('bookingTravellers')
    .select('id')
    .where('bookingId', '=', bookingId)
    .where('claimedBy', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Writes a record's fields; answers the record as stored after the write. */
export async function updateTravellerRow(
  db: Db,
  travellerId: string,
  values: Updateable<BookingTravellersTable>,
): Promise<BookingTravellerRow | null> {
  return (await db.updateTable('bookingTravellers').set(values).where('id', '=', travellerId).returningAll().executeTakeFirst()) ?? null;
}

/** Bookings whose places may still be claimed: not cancelled, not ended. */
const claimableStatuses: BookingStatus[] = ['pending_payment', 'confirmed', 'paid'];

/**
 * Gives the place whose invitation hashes to `tokenHash` to `userId` when nobody holds it, in one
 * statement: concurrent claims queue on the row's lock and only the first finds it free. Null when
 * the token is unknown, past, or the place is taken.
 */
export async function claimInvitedPlace(
  db: Db,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<{ row: BookingTravellerRow; requirements: unknown } | null> {
  const { rows } = await sql<BookingTravellerRow & { requirements: unknown }>`
    UPDATE booking_travellers bt SET claimed_by = ${userId}::uuid, updated_at = ${now}::timestamptz
    FROM bookings b JOIN trips t ON t.id = b.trip_id
    WHERE b.id = bt.booking_id AND bt.invite_token_hash = ${tokenHash} AND bt.invite_expires_at > ${now}::timestamptz
      AND bt.claimed_by IS NULL AND b.status IN (${sql.join(claimableStatuses)})
    RETURNING bt.*, t.requirements`.execute(db);
  const found = rows[0];
  if (!found) return null;
  const { requirements, ...row } = found;
  return { row, requirements };
}

/** An invitation still valid at `now`, whoever holds its place. */
export async function findInvitation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ row: BookingTravellerRow; requirements: unknown } | null> {
  const found = await recordsWithRequirements(db)
    .where('bt.inviteTokenHash', '=', tokenHash)
    .where('bt.inviteExpiresAt', '>', now)
    .where('b.status', 'in', claimableStatuses)
    .executeTakeFirst();
  if (!found) return null;
  const { requirements, ...row } = found;
  return { row, requirements };
}

/**
 * Every record of a departure's bookings that hold seats at `now` (pending within the hold,
 * confirmed, paid), with its booking's reference: cancelled, expired and waitlisted never appear.
 */
export async function departureTravellers(
  db: Db,
  departureId: string,
  now: Date,
): Promise<(BookingTraveller & { bookingId: string; bookingReference: string })[] | null> {
  if (!UUID.test(departureId)) return null;
  if (!(await db.selectFrom('departures').select('id').where('id', '=', departureId).executeTakeFirst())) return null;
  const rows = await recordsWithRequirements(db)
    .select('b.reference as bookingReference')
    .where('b.departureId', '=', departureId)
    .where((eb) =>
      eb.or([
        eb('b.status', 'in', ['confirmed', 'paid']),
        eb.and([eb('b.status', '=', 'pending_payment'), eb('b.holdExpiresAt', '>', now)]),
      ]),
    )
    .orderBy('b.createdAt')
    .orderBy('b.id')
    .orderBy('bt.position')
    .execute();
  return rows.map(({ requirements, bookingReference, ...row }) => ({
    ...toBookingTraveller(row, requirementsOf(requirements)),
    bookingId: row.bookingId,
    bookingReference,
  }));
}

/**
 * Where a message about one place goes: the number on the record, else its claimer's own (someone other than
 * the booker), else null (the booker's, as every message of the booking).
 */
export async function placeRecipient(
  db: Db,
  row: Pick<BookingTravellerRow, 'mobileCountryCode' | 'mobileNumber' | 'claimedBy' | 'lead'>,
): Promise<{ countryCode: string; mobileNumber: string } | null> {
  if (row.lead) return null;
  if (row.mobileCountryCode && row.mobileNumber) return { countryCode: row.mobileCountryCode, mobileNumber: row.mobileNumber };
  if (!row.claimedBy) return null;
  const user = await db.selectFrom('users').select(['countryCode', 'mobileNumber']).where('id', '=', row.claimedBy).executeTakeFirst();
  return user?.countryCode && user.mobileNumber ? { countryCode: user.countryCode, mobileNumber: user.mobileNumber } : null;
}

/** The language a booking's messages go in. */
export async function bookingLanguage(db: Db, bookingId: string): Promise<Language> {
  const row = await db.selectFrom('bookings').select('language').where('id', '=', bookingId).executeTakeFirst();
  return row?.language ?? defaultLanguage;
}
