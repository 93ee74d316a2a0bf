/**
 * Traveller records (one per seat of a booking): made with the booking, read with their trip's
 * requirements, written field by field. Rows become records through the entity's mapping
 * (entities/booking-traveller.ts).
 */
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { defaultTripRequirements, type TripRequirements } from '../domain/travellers.ts';
import {
  type BookingTraveller,
  type BookingTravellerRow,
  type BookingTravellersTable,
  toBookingTraveller,
} from '../entities/booking-traveller.ts';
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

/** One record of a booking, as stored, with its trip's requirements; null when the booking has no such record. */
export async function findTravellerRow(
  db: Db,
  bookingId: string,
  travellerId: string,
): Promise<{ row: BookingTravellerRow; requirements: TripRequirements } | null> {
  if (!UUID.test(bookingId) || !UUID.test(travellerId)) return null;
  const found = await recordsWithRequirements(db).where('bt.bookingId', '=', bookingId).where('bt.id', '=', travellerId).executeTakeFirst();
  if (!found) return null;
  const { requirements, ...row } = found;
  return { row, requirements: requirementsOf(requirements) };
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
