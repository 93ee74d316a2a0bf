// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * When the next delivery try of a customization request's notification is due. A try in progress
 * also sets it (a lease), so another replica or a restarted process does not send it twice, and a
 * process that died mid-try leaves it due again once the lease passes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE customization_requests ADD COLUMN notification_next_attempt_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE customization_requests DROP COLUMN notification_next_attempt_at`.execute(db);
}
