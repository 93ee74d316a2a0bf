// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Sessions can end: every token carries its account's token version, and a token of an older
 * version is refused. Logout and a password change bump the version, ending every token issued before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admins ADD COLUMN token_version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN token_version`.execute(db);
  await sql`ALTER TABLE admins DROP COLUMN token_version`.execute(db);
}
