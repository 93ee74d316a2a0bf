/**
 * Waitlist queries. An entry's status is read as of `now`: an offer whose booking was paid reads as
 * `claimed`, one whose hold passed (stored or not) as `expired`, one whose booking was cancelled as
 * `left`, before the ledger stores it (services/waitlist.ts). A waiting entry's position is its place
 * among the departure's waiting entries (queue_order, then when it joined).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Language, WaitlistStatus } from '../domain/index.ts';
import type { OwnWaitlistEntry, QueuedWaitlistEntry, WaitlistEntry, WaitlistEntryRow } from '../entities/waitlist-entry.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

const statusSql = (now: Date) => sql<WaitlistStatus>`(CASE WHEN w.status = 'offered' THEN (CASE
    WHEN b.status IN ('confirmed', 'paid') THEN 'claimed'
    WHEN b.status = 'cancelled' THEN 'left'
    WHEN b.status = 'expired' OR b.hold_expires_at <= ${now}::timestamptz THEN 'expired'
    ELSE 'offered' END) ELSE w.status END)`;

const positionSql = sql<number | null>`(CASE WHEN w.status = 'waiting' THEN (SELECT count(*)::int + 1 FROM waitlist_entries x
    WHERE x.departure_id = w.departure_id AND x.status = 'waiting'
    AND (x.queue_order, x.created_at, x.id) < (w.queue_order, w.created_at, w.id)) END)`;

const entryColumns = (now: Date) =>
  sql`w.id, w.departure_id, w.seats, ${positionSql} AS position, ${statusSql(now)} AS status, w.booking_id, w.created_at`;

type EntryRead = Omit<WaitlistEntry, 'createdAt'> & { createdAt: Date };
const toEntry = <T extends EntryRead>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** One entry as of `now`; with `userId`, only that traveller's. */
export async function findWaitlistEntry(
  db: Db,
  id: string,
  now: Date,
  userId?: string,
): Promise<(WaitlistEntry & { userId: string }) | null> {
  if (!UUID.test(id)) return null;
  const mine = userId ? sql`AND w.user_id = ${userId}::uuid` : sql``;
  const { rows } = await sql<EntryRead & { userId: string }>`SELECT ${entryColumns(now)}, w.user_id FROM waitlist_entries w
    LEFT JOIN bookings b ON b.id = w.booking_id WHERE w.id = ${id}::uuid ${mine}`.execute(db);
  return rows[0] ? toEntry(rows[0]) : null;
}

/** The traveller's entry still in the queue (waiting or offered, as stored) for a departure. */
export async function findActiveEntryId(db: Db, departureId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('waitlistEntries')
    .select('id')
    .where('departureId', '=', departureId)
    .where('userId', '=', userId)
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A traveller's entries, newest first, with their trip and dates. */
export async function listOwnWaitlist(db: Db, userId: string, now: Date): Promise<OwnWaitlistEntry[]> {
  const { rows } = await sql<EntryRead & Omit<OwnWaitlistEntry, keyof WaitlistEntry | 'offerEndsAt'> & { offerEndsAt: Date | null }>`
    SELECT ${entryColumns(now)}, d.trip_id, t.place, d.start_date, d.end_date,
      (CASE WHEN ${statusSql(now)} = 'offered' THEN b.hold_expires_at END) AS offer_ends_at FROM waitlist_entries w
    JOIN departures d ON d.id = w.departure_id JOIN trips t ON t.id = d.trip_id
    LEFT JOIN bookings b ON b.id = w.booking_id
    WHERE w.user_id = ${userId}::uuid ORDER BY w.created_at DESC, w.id`.execute(db);
  return rows.map((row) => ({ ...toEntry(row), offerEndsAt: row.offerEndsAt?.toISOString() ?? null }));
}

/** A departure's entries for the back office: the queue in order, then the offers, then the rest, newest first. */
export async function listDepartureWaitlist(db: Db, departureId: string, now: Date): Promise<QueuedWaitlistEntry[]> {
  const { rows } = await sql<EntryRead & { userId: string; username: string; mobileNumber: string; countryCode: string }>`
    SELECT ${entryColumns(now)}, w.user_id, u.username, u.mobile_number, u.country_code FROM waitlist_entries w
    JOIN users u ON u.id = w.user_id LEFT JOIN bookings b ON b.id = w.booking_id
    WHERE w.departure_id = ${departureId}::uuid
    ORDER BY (CASE w.status WHEN 'waiting' THEN 0 WHEN 'offered' THEN 1 ELSE 2 END),
      (CASE WHEN w.status = 'waiting' THEN w.queue_order END), w.updated_at DESC, w.id`.execute(db);
  return rows.map(({ userId, username, mobileNumber, countryCode, ...entry }) => ({
    ...toEntry(entry),
    user: { id: userId, username, mobileNumber, countryCode },
  }));
}

/** Adds an entry at the end of the departure's queue (under the departure's lock); answers its id. */
export async function insertWaitlistEntry(
  trx: Db,
  entry: { departureId: string; userId: string; seats: number; language: Language; now: Date },
) {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO waitlist_entries (departure_id, user_id, seats, language, queue_order, created_at, updated_at)
    SELECT ${entry.departureId}::uuid, ${entry.userId}::uuid, ${entry.seats}, ${entry.language},
      COALESCE(max(queue_order), 0) + 1, ${entry.now}::timestamptz, ${entry.now}::timestamptz
    FROM waitlist_entries WHERE departure_id = ${entry.departureId}::uuid RETURNING id`.execute(trx);
  return rows[0].id;
}

/** The departure's waiting entries in queue order, locked (after the departure's lock). */
export async function lockWaitingEntries(trx: Transaction<Database>, departureId: string): Promise<WaitlistEntryRow[]> {
  const { rows } = await sql<WaitlistEntryRow>`SELECT * FROM waitlist_entries WHERE departure_id = ${departureId}::uuid
    AND status = 'waiting' ORDER BY queue_order, created_at, id FOR UPDATE`.execute(trx);
  return rows;
}

/** The departure's stored offers with their status as of `now` (what they should be stored as). */
export async function offersAsOf(trx: Transaction<Database>, departureId: string, now: Date) {
  const { rows } = await sql<{ id: string; bookingId: string; status: WaitlistStatus }>`
    SELECT w.id, w.booking_id, ${statusSql(now)} AS status FROM waitlist_entries w LEFT JOIN bookings b ON b.id = w.booking_id
    WHERE w.departure_id = ${departureId}::uuid AND w.status = 'offered' FOR UPDATE OF w`.execute(trx);
  return rows;
}

/** Stores an entry's new status (and the booking of an offer); only from `from`, so nothing moves twice. */
export async function updateEntryStatus(
  trx: Db,
  id: string,
  change: { from: WaitlistStatus; to: WaitlistStatus; now: Date; bookingId?: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('waitlistEntries')
    .set({
      status: change.to,
      updatedAt: change.now,
      ...(change.bookingId ? { bookingId: change.bookingId, offeredAt: change.now } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Renumbers a departure's waiting entries in the order given (ids of all of them). */
export async function renumberQueue(trx: Db, orderedIds: string[], now: Date): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await trx
      .updateTable('waitlistEntries')
      .set({ queueOrder: index + 1, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }
}

/** Departures with entries still in the queue, upcoming and open: where the sweep passes freed seats on. */
export async function departuresWithQueues(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('waitlistEntries as w')
    .innerJoin('departures as d', 'd.id', 'w.departureId')
    .select('w.departureId')
    .distinct()
    .where('w.status', 'in', ['waiting', 'offered'])
    .where('d.startDate', '>=', today)
    .execute();
  return rows.map((row) => row.departureId);
}
