/**
 * Departure queries. Seats left are derived on every read from the bookings that hold seats: paid
 * and confirmed ones, and pending ones whose hold has not expired at `now` (the app's clock), so an
 * expired hold frees its seats at once, whether or not a sweep has stored it as expired.
 */
import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, DeparturesTable } from '../db/schema.ts';
import { type CancellationTier, calendarDay, type DepartureStatus, type GroupTier } from '../domain/index.ts';
import {
  type AdminDeparture,
  type Departure,
  type DeparturePricing,
  type DepartureRow,
  type NextDeparture,
  toAdminDeparture,
  toDeparture,
  toPublicDeparture,
  type UpcomingDeparture,
} from '../entities/departure.ts';
import type { Trip } from '../entities/trip.ts';
import { idsFilter, type ListParams, page, UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What resolving a departure's prices and seats needs: the clock, its time zone, DEPOSIT_PERCENT and BALANCE_DUE_DAYS. */
export interface SeatContext {
  now: Date;
  timeZone: string;
  depositPercent: number;
  balanceDueDays: number;
}

/** The settings a departure is read with (the configuration's), at `now`. */
export const seatContextOf = (
  config: { TIME_ZONE: string; DEPOSIT_PERCENT: number; BALANCE_DUE_DAYS: number },
  now: Date,
): SeatContext => ({ now, timeZone: config.TIME_ZONE, depositPercent: config.DEPOSIT_PERCENT, balanceDueDays: config.BALANCE_DUE_DAYS });

const pricingOf = (context: SeatContext): DeparturePricing => ({
  depositPercent: context.depositPercent,
  today: calendarDay(context.now, context.timeZone),
  balanceDueDays: context.balanceDueDays,
});

export const departureSortFields = ['id', 'createdAt', 'updatedAt', 'startDate', 'seatsTotal', 'status'] as const;
export type DepartureSortField = (typeof departureSortFields)[number];

/** SQL: the seats held on departure `departureId` at `now`, optionally leaving one booking out. */
export function seatsHeldSql(departureId: ReturnType<typeof sql.ref> | string, now: Date, exceptBookingId?: string) {
  const departure = typeof departureId === 'string' ? sql`${departureId}::uuid` : departureId;
  const except = exceptBookingId ? sql`AND b.id <> ${exceptBookingId}::uuid` : sql``;
  return sql<number>`(SELECT COALESCE(sum(b.seats), 0)::int FROM bookings b WHERE b.departure_id = ${departure}
    AND (b.status IN ('confirmed', 'paid') OR (b.status = 'pending_payment' AND b.hold_expires_at > ${now}::timestamptz)) ${except})`;
}

/** SQL: the ids of the departure's trip leaders, as a JSON array (the same JSON from pg and PGlite). */
const leaderIdsSql = sql<string[]>`(SELECT COALESCE(json_agg(dl.leader_id::text ORDER BY dl.leader_id), '[]'::json)
  FROM departure_leaders dl WHERE dl.departure_id = d.id)`;

/** Names the departure's leaders: those given, and no others. */
export async function setDepartureLeaders(db: Db, departureId: string, leaderIds: string[]): Promise<void> {
  await db.deleteFrom('departureLeaders').where('departureId', '=', departureId).execute();
  if (leaderIds.length)
    await db
      .insertInto('departureLeaders')
      .values(leaderIds.map((leaderId) => ({ departureId, leaderId })))
      .execute();
}

function withSeats(db: Db, now: Date) {
  return db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.tripId')
    .selectAll('d')
    .select(['t.price as tripPrice', seatsHeldSql(sql.ref('d.id'), now).as('seatsTaken')]);
}

export async function listDepartures(db: Db, context: SeatContext, params: ListParams<DepartureSortField>) {
  let query = db.selectFrom('departures as d');
  const { tripId, status } = params.filter;
  if (typeof tripId === 'string') query = UUID.test(tripId) ? query.where('d.tripId', '=', tripId) : query.where(({ lit }) => lit(false));
  // A status that is none of ours matches no row.
  if (typeof status === 'string') query = query.where('d.status', '=', status as DepartureStatus);
  const ids = idsFilter(params.filter.id);
  if (ids) query = ids.length ? query.where('d.id', 'in', ids) : query.where(({ lit }) => lit(false));
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const idsOfPage = page(query.select('d.id').orderBy(`d.${params.sortField}`, params.sortOrder).orderBy('d.id'), params);
  const rows = await withSeats(db, context.now)
    .select(leaderIdsSql.as('leaderIds'))
    .where('d.id', 'in', idsOfPage)
    .orderBy(`d.${params.sortField}`, params.sortOrder)
    .orderBy('d.id')
    .execute();
  return { departures: rows.map((row) => toAdminDeparture(row, pricingOf(context))), total: Number(total) };
}

/** Upcoming (start on or after `today`), not cancelled, by date: what travellers may see. */
export async function listPublicDepartures(db: Db, tripId: string, today: string, context: SeatContext): Promise<Departure[]> {
  const rows = await withSeats(db, context.now)
    .where('d.tripId', '=', tripId)
    .where('d.startDate', '>=', today)
    .where('d.status', '<>', 'cancelled')
    .orderBy('d.startDate')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => toPublicDeparture(row, pricingOf(context)));
}

/** Every upcoming open departure of every trip (start on or after `today`), by date, with its trip's place and duration. */
export async function listUpcomingOpenDepartures(db: Db, today: string, context: SeatContext): Promise<UpcomingDeparture[]> {
  const rows = await withSeats(db, context.now)
    .select(['t.place as tripPlace', 't.days as tripDays'])
    .where('d.status', '=', 'open')
    .where('d.startDate', '>=', today)
    .orderBy('d.startDate')
    .orderBy('t.place')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ ...toPublicDeparture(row, pricingOf(context)), place: row.tripPlace, days: row.tripDays }));
}

/** One departure as the back office reads it, with its joining instructions. */
export async function findAdminDeparture(db: Db, id: string, context: SeatContext): Promise<AdminDeparture | null> {
  if (!UUID.test(id)) return null;
  const row = await withSeats(db, context.now).select(leaderIdsSql.as('leaderIds')).where('d.id', '=', id).executeTakeFirst();
  return row ? toAdminDeparture(row, pricingOf(context)) : null;
}

export async function findDeparture(db: Db, id: string, context: SeatContext): Promise<Departure | null> {
  if (!UUID.test(id)) return null;
  const row = await withSeats(db, context.now).where('d.id', '=', id).executeTakeFirst();
  return row ? toDeparture(row, pricingOf(context)) : null;
}

/**
 * Locks the departure's row until the transaction ends (SELECT ... FOR UPDATE): every seat change
 * on one departure takes this lock first, so two of them never count the same free seats.
 */
export async function lockDeparture(trx: Transaction<Database>, id: string, now: Date, exceptBookingId?: string) {
  if (!UUID.test(id)) return null;
  const row = await sql<
    DepartureRow & { tripPrice: number; tripCancellationPolicy: CancellationTier[] | null; tripGroupDiscount: GroupTier[] | null }
  >`
    SELECT d.*, t.price AS trip_price, t.cancellation_policy AS trip_cancellation_policy, t.group_discount AS trip_group_discount
    FROM departures d JOIN trips t ON t.id = d.trip_id WHERE d.id = ${id}::uuid FOR UPDATE OF d`
    .execute(trx)
    .then((result) => result.rows[0]);
  if (!row) return null;
  const { rows } = await sql<{ held: number }>`SELECT ${seatsHeldSql(id, now, exceptBookingId)} AS held`.execute(trx);
  return { ...row, seatsTaken: Number(rows[0]?.held ?? 0) };
}

export type LockedDeparture = NonNullable<Awaited<ReturnType<typeof lockDeparture>>>;

export async function insertDeparture(db: Db, values: Insertable<DeparturesTable>) {
  const row = await db.insertInto('departures').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDepartureRow(db: Db, id: string, values: Updateable<DeparturesTable>, now: Date) {
  await db
    .updateTable('departures')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteDepartureRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('departures').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Per trip, the next open departure from `today` that has seats left, else the next open one
 * (sold out): what trip lists and landing cards show.
 */
export async function nextDepartures(db: Db, tripIds: string[], today: string, now: Date): Promise<Map<string, NextDeparture>> {
  const result = new Map<string, NextDeparture>();
  if (tripIds.length === 0) return result;
  const rows = await withSeats(db, now)
    .where('d.tripId', 'in', tripIds)
    .where('d.status', '=', 'open')
    .where('d.startDate', '>=', today)
    .orderBy('d.startDate')
    .orderBy('d.id')
    .execute();
  const firstSoldOut = new Map<string, NextDeparture>();
  for (const row of rows) {
    const next = { id: row.id, startDate: row.startDate, seatsLeft: Math.max(0, row.seatsTotal - Number(row.seatsTaken)) };
    if (next.seatsLeft > 0 && !result.has(row.tripId)) result.set(row.tripId, next);
    if (!firstSoldOut.has(row.tripId)) firstSoldOut.set(row.tripId, next);
  }
  for (const [tripId, next] of firstSoldOut) if (!result.has(tripId)) result.set(tripId, next);
  return result;
}

/** Trips with their `nextDeparture` (or null), for the public trip list and the landing cards. */
export async function withNextDeparture<T extends Trip>(
  db: Db,
  trips: T[],
  now: Date,
  timeZone: string,
): Promise<(T & { nextDeparture: NextDeparture | null })[]> {
  const next = await nextDepartures(
    db,
    trips.map((trip) => trip.id),
    calendarDay(now, timeZone),
    now,
  );
  return trips.map((trip) => ({ ...trip, nextDeparture: next.get(trip.id) ?? null }));
}

/** The next `limit` open departures from `today`, with their trip's place and the seats held at `now`. */
export async function upcomingOpenDepartures(db: Db, today: string, now: Date, limit: number) {
  const rows = await db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.tripId')
    .select(['d.id', 'd.tripId', 't.place', 'd.startDate', 'd.seatsTotal', seatsHeldSql(sql.ref('d.id'), now).as('seatsTaken')])
    .where('d.status', '=', 'open')
    .where('d.startDate', '>=', today)
    .orderBy('d.startDate')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, seatsTaken: Number(row.seatsTaken) }));
}

/** A departure's trip place and dates. */
export async function departureDates(db: Db, id: string): Promise<{ place: string; startDate: string; endDate: string | null }> {
  return db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.tripId')
    .select(['t.place', 'd.startDate', 'd.endDate'])
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
}
