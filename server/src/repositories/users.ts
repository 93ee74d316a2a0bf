/** Traveller accounts. "Today" and "this week" are calendar periods in the configured time zone. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toUser, type User, type UserStats } from '../entities/user.ts';
import { idsFilter, likePattern, type ListParams, page, UUID } from './list-query.ts';
import type { Signed } from './sessions.ts';

export const userSortFields = ['id', 'createdAt', 'lastLoginAt', 'username', 'mobileNumber'] as const;
export type UserSortField = (typeof userSortFields)[number];

export async function listUsers(db: Kysely<Database>, params?: ListParams<UserSortField>): Promise<{ users: User[]; total: number }> {
  let query = db.selectFrom('users');
  const q = params?.filter.q;
  if (typeof q === 'string' && q.trim()) {
    const pattern = likePattern(q.trim());
    query = query.where((eb) => eb.or([eb('username', 'ilike', pattern), eb('mobileNumber', 'like', pattern)]));
  }
  const ids = idsFilter(params?.filter.id);
  if (ids) query = ids.length ? query.where('id', 'in', ids) : query.where(({ lit }) => lit(false));
  const { total } = await query.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = page(
    query
      .selectAll()
      .orderBy(params?.sortField ?? 'createdAt', params?.sortOrder ?? 'desc')
      .orderBy('id'),
    params,
  );
  return { users: (await rows.execute()).map(toUser), total: Number(total) };
}

export async function findUserByMobile(db: Kysely<Database>, countryCode: string, mobileNumber: string): Promise<User | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('countryCode', '=', countryCode)
    .where('mobileNumber', '=', mobileNumber)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function userStats(db: Kysely<Database>, timeZone: string, now: Date = new Date()): Promise<UserStats> {
  // Midnight today and Monday 00:00 of this week, in `timeZone`, as instants.
  const row = await db
    .selectFrom('users')
    .select(({ fn }) => [
      fn.countAll<number>().as('totalUsers'),
      sql<number>`count(*) filter (where is_active)`.as('activeUsers'),
      sql<number>`count(*) filter (where created_at >=
        (date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}))`.as('newUsersToday'),
      sql<number>`count(*) filter (where created_at >=
        (date_trunc('week', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}))`.as('newUsersThisWeek'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(row.totalUsers),
    activeUsers: Number(row.activeUsers),
    newUsersToday: Number(row.newUsersToday),
    newUsersThisWeek: Number(row.newUsersThisWeek),
  };
}

export async function insertUser(
  db: Kysely<Database>,
  values: {
    username: string;
    mobileNumber: string;
    countryCode: string;
    email?: string | null;
    lastLoginAt?: Date | null;
    createdAt?: Date;
  },
): Promise<Signed<User>> {
  const row = await db
    .insertInto('users')
    .values({ email: null, lastLoginAt: null, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { account: toUser(row), tokenVersion: row.tokenVersion };
}

/** Notes a sign-in; answers the traveller with the token version to sign in with. */
export async function recordLogin(db: Kysely<Database>, id: string, at: Date = new Date()): Promise<Signed<User> | null> {
  const row = await db.updateTable('users').set({ lastLoginAt: at }).where('id', '=', id).returningAll().executeTakeFirst();
  return row ? { account: toUser(row), tokenVersion: row.tokenVersion } : null;
}

/** Removes a traveller account; their customization requests stay, without the link (ON DELETE SET NULL). */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<User | null> {
  if (!UUID.test(id)) return null;
  const row = await db.deleteFrom('users').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toUser(row) : null;
}
