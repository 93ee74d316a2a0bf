/**
 * A split booking's shares (DESIGN "Each pays their share"), each read with its traveller's name
 * and mobile; a share is found by its pay token only while it owes something on a live booking.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PlannedShare } from '../domain/shares.ts';
import type { BookingShareRow } from '../entities/booking-share.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

function sharesWithNames(db: Db) {
  return db
    .selectFrom('bookingShares as s')
    .leftJoin('bookingTravellers as bt', 'bt.id', 's.travellerId')
    .selectAll('s')
    .select(['bt.name', 'bt.mobileCountryCode', 'bt.mobileNumber']);
}

/** Each booking's shares, by position. */
export async function sharesOfBookings(db: Db, bookingIds: string[]): Promise<Map<string, BookingShareRow[]>> {
  const byBooking = new Map<string, BookingShareRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await sharesWithNames(db).where('s.bookingId', 'in', bookingIds).orderBy('s.bookingId').orderBy('s.position').execute();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(row);
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

export async function sharesOfBooking(db: Db, bookingId: string): Promise<BookingShareRow[]> {
  return (await sharesOfBookings(db, [bookingId])).get(bookingId) ?? [];
}

/** One share with its traveller's name and mobile; with `bookingId`, only when it is that booking's. */
export async function findShare(db: Db, shareId: string, bookingId?: string) {
  if (!UUID.test(shareId)) return null;
  let query = sharesWithNames(db).where('s.id', '=', shareId);
  if (bookingId) query = query.where('s.bookingId', '=', bookingId);
  return (await query.executeTakeFirst()) ?? null;
}

/** The share a pay token names (any state: the caller decides whether it still owes). */
export async function findShareByToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  return (await sharesWithNames(db).where('s.token', '=', token).executeTakeFirst()) ?? null;
}

/** Stores the planned shares, each with a new unguessable pay token (192 bits). */
export async function insertShares(trx: Db, bookingId: string, planned: PlannedShare[], now: Date): Promise<void> {
  if (planned.length === 0) return;
  await trx
    .insertInto('bookingShares')
    .values(
      planned.map((share) => ({
        bookingId,
        travellerId: share.travellerId,
        position: share.position,
        amountPaise: share.amountPaise,
        depositPaise: share.depositPaise,
        token: randomBytes(24).toString('base64url'),
        createdAt: now,
      })),
    )
    .execute();
}

/** Counts money on a share (inside the ledger's transaction, under the booking's lock). */
export async function addSharePaid(trx: Db, shareId: string, bookingId: string, amountPaise: number) {
  const { rows } = await sql<{ id: string }>`
    UPDATE booking_shares SET amount_paid_paise = amount_paid_paise + ${amountPaise}
    WHERE id = ${shareId}::uuid AND booking_id = ${bookingId}::uuid RETURNING id`.execute(trx);
  return rows.length > 0;
}
