// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Messages that go at once at any hour (`urgent`: answers to what someone just did, and a broadcast
 * sent as urgent) beside reminders that wait out quiet hours; and `sending`, the mark a message gets
 * before it is handed to its provider, so a retry after a crash never sends it twice (`sending_at`:
 * when that try began). The due index no longer needs job_id: a message's job is made with it, or
 * by the periodic hand-over once it is due.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE messages ADD COLUMN urgent boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE messages ADD COLUMN sending_at timestamptz`.execute(db);
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_status_check`.execute(db);
  await sql`
    ALTER TABLE messages ADD CONSTRAINT messages_status_check
      CHECK (status IN ('scheduled', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled'))
  `.execute(db);
  // Answers already planned keep going at once.
  await sql`
    UPDATE messages SET urgent = true
    WHERE template IN ('booking_confirmed', 'booking_cancelled', 'waitlist_offer') AND status = 'scheduled'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE messages SET status = 'failed', error = 'Interrupted while sending' WHERE status = 'sending'`.execute(db);
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_status_check`.execute(db);
  await sql`
    ALTER TABLE messages ADD CONSTRAINT messages_status_check
      CHECK (status IN ('scheduled', 'sent', 'delivered', 'read', 'failed', 'cancelled'))
  `.execute(db);
  await sql`ALTER TABLE messages DROP COLUMN sending_at`.execute(db);
  await sql`ALTER TABLE messages DROP COLUMN urgent`.execute(db);
}
