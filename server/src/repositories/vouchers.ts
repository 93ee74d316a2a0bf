/**
 * Credit vouchers. A voucher's balance is spent under its row lock (SELECT ... FOR UPDATE) in the
 * ledger's payment transaction, so two payments never spend the same balance twice, on PostgreSQL
 * across replicas and on PGlite.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toVoucher, type Voucher, type VoucherRow } from '../entities/voucher.ts';
import { idsFilter, type ListParams, page, UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const voucherSortFields = ['id', 'createdAt', 'expiresAt', 'code', 'status'] as const;
export type VoucherSortField = (typeof voucherSortFields)[number];

export interface NewVoucher {
  code: string;
  userId: string;
  amountPaise: number;
  expiresAt: Date;
  sourceBookingId: string | null;
  issuedBy: string | null;
  now: Date;
}

/** Stores a voucher; null when its code is taken (draw another). */
export async function insertVoucher(db: Db, voucher: NewVoucher): Promise<VoucherRow | null> {
  const row = await db
    .insertInto('vouchers')
    .values({
      code: voucher.code,
      userId: voucher.userId,
      amountPaise: voucher.amountPaise,
      balancePaise: voucher.amountPaise,
      expiresAt: voucher.expiresAt,
      sourceBookingId: voucher.sourceBookingId,
      issuedBy: voucher.issuedBy,
      note: null,
      createdAt: voucher.now,
      updatedAt: voucher.now,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function listUserVouchers(db: Db, userId: string, now: Date): Promise<Voucher[]> {
  const rows = await db
    .selectFrom('vouchers')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => toVoucher(row, now));
}

/** The back office's list: filters userId, sourceBookingId, status (as of now), q (code), id (a list). */
export async function listVouchers(db: Db, now: Date, params: ListParams<VoucherSortField>) {
  let query = db.selectFrom('vouchers');
  const f = params.filter;
  for (const key of ['userId', 'sourceBookingId'] as const) {
    const value = f[key];
    if (typeof value === 'string') query = UUID.test(value) ? query.where(key, '=', value) : query.where(({ lit }) => lit(false));
  }
  if (typeof f.q === 'string' && f.q.trim())
    query = query.where(
      'code',
      'like',
      `%${f.q
        .trim()
        .toUpperCase()
        .replace(/[\\%_]/g, '')}%`,
    );
  if (typeof f.status === 'string') {
    const status = f.status;
    if (status === 'void') query = query.where('status', '=', 'void');
    else if (status === 'used') query = query.where((eb) => eb.or([eb('status', '=', 'used'), eb('balancePaise', '<=', 0)]));
    else if (status === 'expired' || status === 'active')
      query = query
        .where('status', '=', 'active')
        .where('balancePaise', '>', 0)
        .where('expiresAt', status === 'expired' ? '<=' : '>', now);
    else query = query.where(({ lit }) => lit(false));
  }
  const ids = idsFilter(f.id);
  if (ids) query = ids.length ? query.where('id', 'in', ids) : query.where(({ lit }) => lit(false));
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await page(query.selectAll().orderBy(params.sortField, params.sortOrder).orderBy('id'), params).execute();
  return { vouchers: rows.map((row) => toVoucher(row, now)), total: Number(total) };
}

export async function findVoucher(db: Db, id: string): Promise<VoucherRow | null> {
  if (!UUID.test(id)) return null;
  return (await db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Locks a voucher by its code (or id) until the transaction ends. */
export async function lockVoucher(trx: Transaction<Database>, by: { code: string } | { id: string }): Promise<VoucherRow | null> {
  if ('id' in by && !UUID.test(by.id)) return null;
  const where = 'id' in by ? sql`id = ${by.id}::uuid` : sql`code = ${by.code}`;
  const { rows } = await sql<VoucherRow>`SELECT * FROM vouchers WHERE ${where} FOR UPDATE`.execute(trx);
  return rows[0] ?? null;
}

export async function updateVoucher(db: Db, id: string, values: { balancePaise?: number; status?: 'active' | 'used' | 'void' }, now: Date) {
  await db
    .updateTable('vouchers')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Whether a traveller with this id exists (a goodwill voucher's owner). */
export async function travellerExists(db: Db, userId: string): Promise<boolean> {
  if (!UUID.test(userId)) return false;
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
}
