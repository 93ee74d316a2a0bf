/**
 * Booking queries. Each booking is read with its traveller, its trip's place and its departure's
 * dates, and becomes a Booking through the entity's mapping (entities/booking.ts).
 */
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { BookingsTable, Database } from '../db/schema.ts';
import { overdueOnSql } from './finance.ts';
import { type BookingStatus, bookingStatuses, isBookingStatus } from '../domain/index.ts';
import { type Booking, type BookingRow, effectiveStatus, type JoinedBookingRow, toBooking } from '../entities/booking.ts';
import { likePattern, type ListParams, page, UUID } from './list-query.ts';
import { paymentsOf } from './payments.ts';
import { activeBankAccountsOf } from './bank-accounts.ts';
import { refundsOf } from './refunds.ts';
import { sharesOfBookings } from './booking-shares.ts';
import { claimedBookingIds, holdsPlace, travellersOfBookings } from './booking-travellers.ts';
import { travellersSeenBy } from '../entities/booking-traveller.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const bookingSortFields = ['id', 'createdAt', 'updatedAt', 'reference', 'status', 'seats', 'totalPaise', 'amountPaidPaise'] as const;
export type BookingSortField = (typeof bookingSortFields)[number];

/** effectiveStatus (entities/booking.ts) in SQL, for filters and counts. */
export const effectiveStatusSql = (now: Date) =>
  sql<string>`(CASE WHEN b.status = 'pending_payment' AND b.hold_expires_at <= ${now}::timestamptz THEN 'expired' ELSE b.status END)`;

function joined(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .innerJoin('departures as d', 'd.id', 'b.departureId')
    .innerJoin('trips as t', 't.id', 'b.tripId')
    .selectAll('b')
    .select(['u.username', 'u.mobileNumber', 'u.countryCode', 't.place', 't.days as tripDays', 'd.startDate', 'd.endDate']);
}

/** Bookings with payments, refunds and traveller records; with `viewerId`, records as that traveller may see them. */
async function withPayments(db: Db, rows: JoinedBookingRow[], now: Date, viewerId?: string): Promise<Booking[]> {
  const ids = rows.map((row) => row.id);
  const payments = await paymentsOf(db, ids);
  const refunds = await refundsOf(db, ids);
  const travellers = await travellersOfBookings(db, ids);
  const shares = await sharesOfBookings(db, ids);
  const accounts = await activeBankAccountsOf(db, ids);
  return rows.map((row) =>
    toBooking(
      row,
      payments.get(row.id) ?? [],
      now,
      refunds.get(row.id) ?? [],
      travellers.get(row.id) ?? [],
      viewerId ? (all) => travellersSeenBy(all, { userId: viewerId, isLead: row.userId === viewerId }) : undefined,
      shares.get(row.id) ?? [],
      accounts.get(row.id) ?? null,
    ),
  );
}

/** One booking; with `userId`, only when it is that traveller's (anyone else's is "not found"). */
export async function findBooking(db: Db, id: string, now: Date, userId?: string): Promise<Booking | null> {
  if (!UUID.test(id)) return null;
  let query = joined(db).where('b.id', '=', id);
  if (userId) query = query.where('b.userId', '=', userId);
  const row = await query.executeTakeFirst();
  return row ? (await withPayments(db, [row], now))[0] : null;
}

/** A traveller's booking's money as stored, in paise, with its status as of `now`: what payments are reckoned from. */
export async function findBookingMoney(
  db: Db,
  id: string,
  userId: string,
  now: Date,
): Promise<(Pick<BookingRow, 'totalPaise' | 'depositPaise' | 'amountPaidPaise' | 'instalmentPlan'> & { status: BookingStatus }) | null> {
  if (!UUID.test(id)) return null;
  const row = await db
    .selectFrom('bookings')
    .select(['status', 'holdExpiresAt', 'totalPaise', 'depositPaise', 'amountPaidPaise', 'instalmentPlan'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, status: effectiveStatus(row, now) } : null;
}

/** A traveller's bookings, newest first: their own, and those where they hold a place someone invited them to. */
export async function listUserBookings(db: Db, userId: string, now: Date): Promise<Booking[]> {
  const claimed = await claimedBookingIds(db, userId);
  const rows = await joined(db)
    .where((eb) => (claimed.length ? eb.or([eb('b.userId', '=', userId), eb('b.id', 'in', claimed)]) : eb('b.userId', '=', userId)))
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id')
    .execute();
  return withPayments(db, rows, now, userId);
}

/** A booking as `userId` may read it: their own in full, or one where they hold a place (the others by name); else null. */
export async function findBookingSeenBy(db: Db, id: string, now: Date, userId: string): Promise<Booking | null> {
  if (!UUID.test(id)) return null;
  const row = await joined(db).where('b.id', '=', id).executeTakeFirst();
  if (!row || (row.userId !== userId && !(await holdsPlace(db, id, userId)))) return null;
  return (await withPayments(db, [row], now, userId))[0];
}

/**
 * The back office's filters but status: departureId, tripId, q (reference, traveller name or mobile,
 * traveller names), startDateFrom / startDateTo (the departure's date), createdFrom / createdTo (when
 * booked), id (a list, react-admin's getMany), overdueBefore (a day: confirmed bookings whose balance was due before it).
 */
function filteredBookings(db: Db, f: Record<string, unknown>) {
  let query = db
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .innerJoin('departures as d', 'd.id', 'b.departureId');
  for (const key of ['departureId', 'tripId'] as const) {
    const value = f[key];
    if (typeof value === 'string') query = UUID.test(value) ? query.where(`b.${key}`, '=', value) : query.where(({ lit }) => lit(false));
  }
  if (Array.isArray(f.id)) {
    const ids = f.id.map(String).filter((id) => UUID.test(id));
    query = query.where('b.id', 'in', [...ids, '00000000-0000-0000-0000-000000000000']);
  }
  if (typeof f.q === 'string' && f.q.trim()) {
    const pattern = likePattern(f.q.trim());
    query = query.where((eb) =>
      eb.or([
        eb('b.reference', 'ilike', pattern),
        eb('u.username', 'ilike', pattern),
        eb('u.mobileNumber', 'ilike', pattern),
        eb(sql`b.travellers::text`, 'ilike', pattern),
        eb.exists(
          eb.selectFrom('bookingTravellers as bt').select('bt.id').whereRef('bt.bookingId', '=', 'b.id').where('bt.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  // Overdue as of a day: confirmed, a balance still due, and its due date before that day.
  if (typeof f.overdueBefore === 'string') query = query.where(overdueOnSql(f.overdueBefore, 'b'));
  const dateFilters = [
    ['startDateFrom', 'd.startDate', '>='],
    ['startDateTo', 'd.startDate', '<='],
    ['createdFrom', 'b.createdAt', '>='],
    ['createdTo', 'b.createdAt', '<='],
  ] as const;
  for (const [key, column, op] of dateFilters) {
    const value = f[key];
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) continue;
    // "Booked until" a day includes that whole day.
    if (key === 'createdTo' && /^\d{4}-\d{2}-\d{2}$/.test(value)) query = query.where(column, '<', sql<Date>`${value}::date + 1`);
    else query = query.where(column, op, value);
  }
  return query;
}

/** The back office's list: the filters above, and status (one or a list, as of now). */
export async function listBookings(db: Db, now: Date, params: ListParams<BookingSortField>) {
  const f = params.filter;
  let query = filteredBookings(db, f);
  const statuses = (Array.isArray(f.status) ? f.status : f.status === undefined ? [] : [f.status]).map(String);
  // An impossible value keeps IN () well-formed when nothing valid was asked for.
  const known = statuses.filter((s) => isBookingStatus(s));
  if (statuses.length) query = query.where(effectiveStatusSql(now), 'in', [...known, '-']);
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const ids = page(query.select('b.id').orderBy(`b.${params.sortField}`, params.sortOrder).orderBy('b.id'), params);
  const rows = await joined(db).where('b.id', 'in', ids).orderBy(`b.${params.sortField}`, params.sortOrder).orderBy('b.id').execute();
  return { bookings: await withPayments(db, rows, now), total: Number(total) };
}

/** Bookings per status as of `now` under the list's other filters (every status present, zero when none). */
export async function countBookingsByStatus(
  db: Db,
  now: Date,
  filter: Record<string, unknown> = {},
): Promise<Record<BookingStatus, number>> {
  // Grouped in an outer query: the status expression carries a parameter, so GROUP BY could not repeat it.
  const statusOf = filteredBookings(db, filter).select(effectiveStatusSql(now).as('status'));
  const rows = await db
    .selectFrom(statusOf.as('s'))
    .select(['s.status', sql<number>`count(*)::int`.as('n')])
    .groupBy('s.status')
    .execute();
  const counts = Object.fromEntries(bookingStatuses.map((s) => [s, 0])) as Record<BookingStatus, number>;
  for (const row of rows) counts[row.status as BookingStatus] = Number(row.n);
  return counts;
}

/** Locks a booking's row inside a seat transaction (after its departure's lock). */
export async function lockBooking(trx: Transaction<Database>, id: string): Promise<BookingRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await sql<BookingRow>`SELECT * FROM bookings WHERE id = ${id}::uuid FOR UPDATE`.execute(trx);
  return rows[0] ?? null;
}

export async function bookingDepartureId(db: Db, id: string, userId?: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  let query = db.selectFrom('bookings').select('departureId').where('id', '=', id);
  if (userId) query = query.where('userId', '=', userId);
  return (await query.executeTakeFirst())?.departureId ?? null;
}

/** Stores pending bookings whose hold has passed as expired; their seats were already free. */
export async function storeExpiredHolds(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'expired', updatedAt: now })
    .where('status', '=', 'pending_payment')
    .where('holdExpiresAt', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export { insertBookingRow, insertReservedBooking, type NewBooking } from './booking-inserts.ts';

/** Writes a booking's status, hold and amounts; seat changes call it under the departure's lock. */
export async function updateBookingRow(trx: Db, id: string, values: Updateable<BookingsTable>): Promise<void> {
  await trx.updateTable('bookings').set(values).where('id', '=', id).execute();
}

export { bookingRowWithStart } from './booking-rows.ts';
