/** Admin accounts: passwords are argon2id hashes, e-mails compared case-insensitively. */
import { hash, verify } from '@node-rs/argon2';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Admin, type AdminRow, toAdmin } from '../entities/admin.ts';
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
  if (!row || !ok) return null;
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
