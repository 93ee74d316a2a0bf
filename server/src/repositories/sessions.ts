/**
 * Session ends: each admin and traveller has a token version that every token carries. Reading
 * the account for a request reads its version in the same indexed row; ending the sessions bumps it.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Admin, User } from '../entities/index.ts';
import type { Database } from '../db/schema.ts';
import { toAdmin } from '../entities/admin.ts';
import { UUID } from './list-query.ts';
import { toUser } from '../entities/user.ts';

export interface Signed<T> {
  account: T;
  tokenVersion: number;
}

export async function findAdminSession(db: Kysely<Database>, id: string): Promise<Signed<Admin> | null> {
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { account: toAdmin(row), tokenVersion: row.tokenVersion } : null;
}

export async function findTravellerSession(db: Kysely<Database>, id: string): Promise<Signed<User> | null> {
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { account: toUser(row), tokenVersion: row.tokenVersion } : null;
}

export async function endAdminSessions(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ tokenVersion: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function endTravellerSessions(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ tokenVersion: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}
