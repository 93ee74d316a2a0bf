// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Notifications to the business (customization requests, confirmed bookings) count their tries on
 * their pg-boss job, which also does the waiting between them: the tables' own try count and next-try
 * time (a lease and a schedule for a sweep that no longer runs) go.
 */
const outboxTables = ['customization_requests', 'bookings'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of outboxTables) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN notification_attempts`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN notification_next_attempt_at`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of outboxTables) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN notification_attempts integer NOT NULL DEFAULT 0`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN notification_next_attempt_at timestamptz`.execute(db);
  }
}
