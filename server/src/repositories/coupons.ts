/**
 * Coupons, their uses and the traveller's referral codes. A coupon's uses are the bookings holding
 * it now (pending with a live hold, confirmed, paid: the seat ledger's predicate), counted under the
 * coupon's row lock in the reservation's transaction, so concurrent bookings never use it more than
 * `maxUses`, on PostgreSQL across replicas and on PGlite.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CouponsTable, Database } from '../db/schema.ts';
import { type Coupon, type CouponRow, type CouponUse, toCoupon } from '../entities/coupon.ts';
import { paiseToRupees } from '../domain/money.ts';
import { idsFilter, likePattern, type ListParams, page, UUID } from './list-query.ts';
import type { Insertable, Updateable } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export const couponSortFields = ['id', 'createdAt', 'updatedAt', 'code', 'status', 'validUntil'] as const;
export type CouponSortField = (typeof couponSortFields)[number];

/** SQL: a booking `b` holds its seats (and so its coupon) at `now`. */
const holdsSql = (now: Date) =>
  sql`(b.status IN ('confirmed', 'paid') OR (b.status = 'pending_payment' AND b.hold_expires_at > ${now}::timestamptz))`;

/** SQL: what a booking's `kind` lines took off, in paise (positive). */
const discountOfKindSql = (kind: string) =>
  sql`(SELECT COALESCE(sum(-(l->>'amountPaise')::bigint), 0)
    FROM jsonb_array_elements(COALESCE(b.pricing->'lines', '[]'::jsonb)) l WHERE l->>'kind' = ${kind})`;

/** SQL: booking `b` was sold with coupon `c` (confirmed or paid). */
const soldWithCoupon = sql`b.coupon_id = c.id AND b.status IN ('confirmed', 'paid')`;

/** Each coupon's uses now, and the revenue and discount of its confirmed and paid bookings. */
function figuresSql(now: Date) {
  return {
    uses: sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.coupon_id = c.id AND ${holdsSql(now)})`,
    revenuePaise: sql<number>`(SELECT COALESCE(sum(b.total_paise), 0)::bigint FROM bookings b WHERE ${soldWithCoupon})`,
    discountPaise: sql<number>`(SELECT COALESCE(sum(${discountOfKindSql('coupon')}), 0)::bigint FROM bookings b WHERE ${soldWithCoupon})`,
  };
}

function withFigures(db: Db, now: Date) {
  const figures = figuresSql(now);
  return db
    .selectFrom('coupons as c')
    .selectAll('c')
    .select([figures.uses.as('uses'), figures.revenuePaise.as('revenuePaise'), figures.discountPaise.as('discountPaise')]);
}

export async function listCoupons(db: Db, now: Date, params: ListParams<CouponSortField>) {
  let query = db.selectFrom('coupons as c');
  const f = params.filter;
  if (typeof f.q === 'string' && f.q.trim()) query = query.where(sql<boolean>`upper(c.code) LIKE ${likePattern(f.q.trim().toUpperCase())}`);
  if (typeof f.status === 'string') query = query.where('c.status', '=', f.status as Coupon['status']);
  const ids = idsFilter(f.id);
  if (ids) query = ids.length ? query.where('c.id', 'in', ids) : query.where(({ lit }) => lit(false));
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const idsOfPage = page(query.select('c.id').orderBy(`c.${params.sortField}`, params.sortOrder).orderBy('c.id'), params);
  const rows = await withFigures(db, now)
    .where('c.id', 'in', idsOfPage)
    .orderBy(`c.${params.sortField}`, params.sortOrder)
    .orderBy('c.id')
    .execute();
  return { coupons: rows.map(toCoupon), total: Number(total) };
}

/** Every coupon with its figures, most revenue first (the Finance page's coupons). */
export async function listCouponFigures(db: Db, now: Date): Promise<Coupon[]> {
  const rows = await withFigures(db, now).execute();
  return rows.map(toCoupon).sort((a, b) => b.revenue - a.revenue || b.uses - a.uses || a.code.localeCompare(b.code));
}

export async function findCoupon(db: Db, id: string, now: Date): Promise<Coupon | null> {
  if (!UUID.test(id)) return null;
  const row = await withFigures(db, now).where('c.id', '=', id).executeTakeFirst();
  return row ? toCoupon(row) : null;
}

/** Whether another coupon has this code, whatever its case. */
export async function couponCodeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('coupons')
    .select('id')
    .where(sql<boolean>`upper(code) = ${code.toUpperCase()}`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Stores a coupon; null when its code is taken (the unique index decides under a race). */
export async function insertCoupon(db: Db, values: Insertable<CouponsTable>): Promise<string | null> {
  const row = await db
    .insertInto('coupons')
    .values(values)
    .onConflict((oc) => oc.expression(sql`upper(code)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateCoupon(db: Db, id: string, values: Updateable<CouponsTable>, now: Date) {
  await db
    .updateTable('coupons')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Locks a coupon by its code (any case) until the transaction ends. */
export async function lockCouponByCode(trx: Transaction<Database>, code: string): Promise<CouponRow | null> {
  const { rows } = await sql<CouponRow>`SELECT * FROM coupons WHERE upper(code) = ${code.toUpperCase()} FOR UPDATE`.execute(trx);
  return rows[0] ?? null;
}

/** A coupon's uses at `now`, in all and by one traveller: read under its lock. */
export async function couponUseCounts(trx: Db, couponId: string, userId: string, now: Date) {
  const { rows } = await sql<{ total: number; mine: number }>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE b.user_id = ${userId}::uuid))::int AS mine
    FROM bookings b WHERE b.coupon_id = ${couponId}::uuid AND ${holdsSql(now)}`.execute(trx);
  return { total: Number(rows[0]?.total ?? 0), mine: Number(rows[0]?.mine ?? 0) };
}

/** Every booking made with a coupon, newest first: the Coupons screen's uses and their CSV. */
export async function listCouponUses(db: Db, couponId: string, now: Date): Promise<CouponUse[]> {
  if (!UUID.test(couponId)) return [];
  const { rows } = await sql<{
    bookingId: string;
    reference: string;
    traveller: string;
    place: string;
    startDate: string;
    seats: number;
    status: string;
    holdExpiresAt: Date | null;
    discountPaise: number;
    totalPaise: number;
    createdAt: Date;
  }>`SELECT b.id AS booking_id, b.reference, u.username AS traveller, t.place, d.start_date, b.seats, b.status, b.hold_expires_at,
      ${discountOfKindSql('coupon')}::bigint AS discount_paise, b.total_paise, b.created_at
    FROM bookings b JOIN users u ON u.id = b.user_id JOIN departures d ON d.id = b.departure_id JOIN trips t ON t.id = b.trip_id
    WHERE b.coupon_id = ${couponId}::uuid ORDER BY b.created_at DESC, b.id`.execute(db);
  return rows.map((row) => ({
    bookingId: row.bookingId,
    reference: row.reference,
    traveller: row.traveller,
    place: row.place,
    startDate: row.startDate,
    seats: Number(row.seats),
    status: row.status === 'pending_payment' && row.holdExpiresAt && row.holdExpiresAt <= now ? 'expired' : row.status,
    discount: paiseToRupees(Number(row.discountPaise)),
    totalAmount: paiseToRupees(Number(row.totalPaise)),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

// ---------------------------------------------------------------- referral codes

export async function referralCodeOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('referralCodes').select('code').where('userId', '=', userId).executeTakeFirst();
  return row?.code ?? null;
}

/** Stores a traveller's code; false when the code is taken (draw another) or the traveller has one already. */
export async function insertReferralCode(db: Db, userId: string, code: string): Promise<boolean> {
  const result = await db
    .insertInto('referralCodes')
    .values({ userId, code })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function referrerOfCode(db: Db, code: string): Promise<string | null> {
  const row = await db.selectFrom('referralCodes').select('userId').where('code', '=', code.toUpperCase()).executeTakeFirst();
  return row?.userId ?? null;
}

/** Locks the traveller's row: two first bookings with a referral at once are decided one after the other. */
export async function lockTraveller(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`.execute(trx);
}

/** Bookings of a traveller that count as made (any not expired; a cancelled one counts once money was paid). */
export async function bookingsMadeBy(trx: Db, userId: string, now: Date): Promise<number> {
  const { rows } = await sql<{ made: number }>`SELECT count(*)::int AS made FROM bookings b WHERE b.user_id = ${userId}::uuid
    AND (${holdsSql(now)} OR b.amount_paid_paise > 0)`.execute(trx);
  return Number(rows[0]?.made ?? 0);
}

/** The referral vouchers a traveller earned, newest first. */
export async function referralRewardsOf(db: Db, userId: string) {
  return db
    .selectFrom('referralRewards as r')
    .innerJoin('vouchers as v', 'v.id', 'r.voucherId')
    .innerJoin('bookings as b', 'b.id', 'r.bookingId')
    .select(['v.code as voucherCode', 'v.amountPaise', 'b.reference as bookingReference', 'r.createdAt'])
    .where('r.referrerUserId', '=', userId)
    .orderBy('r.createdAt', 'desc')
    .execute();
}

/** Records a referral's reward; false when that booking's reward exists already (never doubled). */
export async function insertReferralReward(db: Db, reward: { bookingId: string; referrerUserId: string; voucherId: string }) {
  const result = await db
    .insertInto('referralRewards')
    .values(reward)
    .onConflict((oc) => oc.column('bookingId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function referralRewarded(db: Db, bookingId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('referralRewards').select('bookingId').where('bookingId', '=', bookingId).executeTakeFirst());
}
