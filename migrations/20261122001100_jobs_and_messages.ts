// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/** PGlite runs one statement per query: the script is split at statement ends. */
async function runScript(db: Kysely<any>, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * Messages to travellers: every message a booking is sent or will be sent (its plan), with its
 * channel, recipient, status and when it is due by the app's clock. A due message is handed to the
 * job library's queue once (job_id set in the same transaction as the job is created); the job
 * library keeps its own tables in its own schema (pgboss), made when the app starts.
 * Bookings gain the traveller's WhatsApp consent and a stop for non-essential messages; departures
 * gain joining instructions sent before the start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE bookings ADD COLUMN whatsapp_opt_in boolean NOT NULL DEFAULT true;
    ALTER TABLE bookings ADD COLUMN reminders_stopped_at timestamptz;
    ALTER TABLE departures ADD COLUMN joining_instructions text NOT NULL DEFAULT '';

    CREATE TABLE messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      template text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
      recipient text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}',
      essential boolean NOT NULL DEFAULT true,
      status text NOT NULL DEFAULT 'scheduled'
        CHECK (status IN ('scheduled', 'sent', 'delivered', 'read', 'failed', 'cancelled')),
      send_at timestamptz NOT NULL,
      sent_at timestamptz,
      error text,
      job_id text,
      provider_message_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX messages_due_idx ON messages (send_at) WHERE status = 'scheduled' AND job_id IS NULL;
    CREATE INDEX messages_booking_id_idx ON messages (booking_id, send_at);
    CREATE INDEX messages_failed_idx ON messages (updated_at) WHERE status = 'failed';
    CREATE UNIQUE INDEX messages_provider_message_id_key ON messages (provider_message_id)
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    DROP TABLE messages;
    ALTER TABLE departures DROP COLUMN joining_instructions;
    ALTER TABLE bookings DROP COLUMN reminders_stopped_at;
    ALTER TABLE bookings DROP COLUMN whatsapp_opt_in
    `,
  );
}
