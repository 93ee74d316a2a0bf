/** A booking's stored row read with its departure's start: what quotes (cancellation, shift) reckon from. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BookingRow } from '../entities/booking.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A booking's stored row (no lock); null when there is none. */
export async function bookingRow(db: Db, id: string): Promise<BookingRow | null> {
  if (!UUID.test(id)) return null;
  return (await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** A booking's stored row with its departure's start (no lock): what a cancellation quote reads. */
export async function bookingRowWithStart(db: Db, id: string, userId?: string): Promise<{ row: BookingRow; startDate: string } | null> {
  if (!UUID.test(id)) return null;
  let query = db.selectFrom('bookings as b').innerJoin('departures as d', 'd.id', 'b.departureId').selectAll('b').select('d.startDate');
  if (userId) query = query.where('b.userId', '=', userId);
  const found = await query.where('b.id', '=', id).executeTakeFirst();
  if (!found) return null;
  const { startDate, ...row } = found;
  return { row, startDate };
}

/** Whether the booking was made on a departure's payment plan (its own instalments stored), not the deposit and balance. */
export async function hasInstalmentPlan(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('instalmentPlan').where('id', '=', id).executeTakeFirst();
  return Array.isArray(row?.instalmentPlan) && row.instalmentPlan.length > 0;
}
