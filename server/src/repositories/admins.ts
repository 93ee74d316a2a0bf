/** Admin accounts: passwords are argon2id hashes, e-mails compared case-insensitively. */
import { hash, verify } from '@node-rs/argon2';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { AdminsTable, Database } from '../db/schema.ts';
import { type Admin, type AdminRow, toAdmin } from '../entities/admin.ts';
import { DomainError, type NewStaffMember, type StaffChanges, staffMessages, type StaffRole, type StaffStatus } from '../domain/index.ts';
import { UUID } from './list-query.ts';
import type { Signed } from './sessions.ts';

// @node-rs/argon2's Algorithm.Argon2id; a const enum cannot be imported under type stripping.
const ARGON2ID = 2;

/**
 * OWASP's argon2id configuration of 7 MiB, 5 passes, 1 lane: as strong as its 19 MiB and 2 passes (the library's
 * default), in the same time (8 ms here), while a login or an admin's creation holds 8 MB of memory instead of 20
 * (measured), times the logins at once. Hashes keep their parameters: older ones verify as they were made.
 */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 7168, timeCost: 5, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** How a hash made with ARGON2_OPTIONS begins: another beginning is an older hash, made again at the next login. */
const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export async function findAdminByEmail(db: Kysely<Database>, email: string): Promise<AdminRow | undefined> {
  return db
    .selectFrom('admins')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('admins')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Creates the admin, or sets a new password when the e-mail exists. A new password ends every
 * session of that admin (the token version moves on). One statement: concurrent calls never collide.
 */
export async function upsertAdmin(db: Kysely<Database>, email: string, password: string): Promise<Signed<Admin>> {
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto('admins')
    .values({ email: email.trim(), passwordHash })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email)`)
        .doUpdateSet({ passwordHash, updatedAt: new Date(), tokenVersion: sql<number>`admins.token_version + 1` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { account: toAdmin(row), tokenVersion: row.tokenVersion };
}

/**
 * The first admin of an empty database. Replicas starting together may all call it: the unique
 * e-mail lets one insert through and the others do nothing. Returns null when it already existed.
 */
export async function insertAdminIfAbsent(db: Kysely<Database>, email: string, password: string): Promise<Admin | null> {
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto('admins')
    .values({ email: email.trim(), passwordHash })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toAdmin(row) : null;
}

// A fixed hash to verify against when the e-mail is unknown, so both paths take the same time.
let decoyHash: Promise<string> | null = null;

/** The admin with this e-mail and password, with the token version to sign in with, or null. */
export async function checkAdminPassword(db: Kysely<Database>, email: string, password: string): Promise<Signed<Admin> | null> {
  const row = await findAdminByEmail(db, email);
  decoyHash ??= hashPassword('decoy-password-for-timing');
  const ok = await verify(row?.passwordHash ?? (await decoyHash), password).catch(() => false);
  // A disabled member's password opens nothing.
  if (!row || !ok || row.status !== 'active') return null;
  if (!row.passwordHash.startsWith(CURRENT_HASH_PREFIX)) {
    // The same password, hashed as today: sessions stay (the token version does not move).
    await db
      .updateTable('admins')
      .set({ passwordHash: await hashPassword(password) })
      .where('id', '=', row.id)
      .where('passwordHash', '=', row.passwordHash)
      .execute();
  }
  return { account: toAdmin(row), tokenVersion: row.tokenVersion };
}

// ---------------------------------------------------------------- staff (admins and trip leaders)

export interface StaffFilter {
  role?: string;
  status?: string;
  /** Only these ids (the back office reads the leaders a departure names). */
  ids?: string[];
}

/** Every staff member (or those the filter keeps): admins first, then leaders, each by name and e-mail. */
export async function listStaff(db: Kysely<Database>, filter: StaffFilter = {}): Promise<Admin[]> {
  let query = db.selectFrom('admins').selectAll();
  // A role or status that is none of ours matches no row.
  if (filter.role !== undefined) query = query.where('role', '=', filter.role as StaffRole);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status as StaffStatus);
  if (filter.ids) {
    const ids = filter.ids.filter((id) => UUID.test(id));
    query = ids.length ? query.where('id', 'in', ids) : query.where(({ lit }) => lit(false));
  }
  const rows = await query.orderBy('role').orderBy('name').orderBy('email').execute();
  return rows.map(toAdmin);
}

export async function findStaffMember(db: Kysely<Database>, id: string): Promise<Admin | null> {
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAdmin(row) : null;
}

/** A new member with a first password; null when the e-mail is taken (the unique e-mail decides, with no race). */
export async function insertStaffMember(db: Kysely<Database>, member: NewStaffMember): Promise<Admin | null> {
  const passwordHash = await hashPassword(member.password);
  const row = await db
    .insertInto('admins')
    .values({ email: member.email, name: member.name, role: member.role, passwordHash })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toAdmin(row) : null;
}

/**
 * Changes a member. The active admins' rows are locked first, so two requests demoting or disabling the
 * last two admins at once are decided one after the other: one of them is refused. A new password or
 * disabling ends the member's sessions (the token version moves on).
 */
export async function updateStaffMember(db: Kysely<Database>, id: string, changes: StaffChanges, now: Date): Promise<Admin | null> {
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  return db.transaction().execute(async (trx) => {
    const activeAdmins = await trx
      .selectFrom('admins')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .forUpdate()
      .execute();
    const current = await trx.selectFrom('admins').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return null;
    const staysActiveAdmin = (changes.role ?? current.role) === 'admin' && (changes.status ?? current.status) === 'active';
    const isActiveAdmin = activeAdmins.some((admin) => admin.id === id);
    if (isActiveAdmin && !staysActiveAdmin && activeAdmins.length <= 1) throw new DomainError('conflict', staffMessages.lastAdmin);
    const values: Updateable<AdminsTable> = { updatedAt: now };
    if (changes.name !== undefined) values.name = changes.name;
    if (changes.role !== undefined) values.role = changes.role;
    if (changes.status !== undefined) values.status = changes.status;
    if (passwordHash !== undefined) values.passwordHash = passwordHash;
    const endsSessions = passwordHash !== undefined || (changes.status === 'disabled' && current.status !== 'disabled');
    const row = await trx
      .updateTable('admins')
      .set({ ...values, ...(endsSessions ? { tokenVersion: sql<number>`token_version + 1` } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAdmin(row);
  });
}

/** Of these ids, those that are not active trip leaders (a departure may name only active leaders). */
export async function notActiveLeaders(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  const valid = ids.filter((id) => UUID.test(id));
  const leaders = valid.length
    ? await db
        .selectFrom('admins')
        .select('id')
        .where('id', 'in', valid)
        .where('role', '=', 'leader')
        .where('status', '=', 'active')
        .execute()
    : [];
  const found = new Set(leaders.map((leader) => leader.id));
  return ids.filter((id) => !found.has(id));
}
