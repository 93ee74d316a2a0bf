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
 * The waitlist of sold-out departures: one entry per traveller and departure while it waits or holds
 * an offer (a partial unique index), kept after it ends (claimed, expired, left) as the record of the
 * queue. `queue_order` orders the waiting entries (admins renumber it to reorder); `booking_id` is
 * the held booking an offer made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE waitlist_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      departure_id uuid NOT NULL REFERENCES departures (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      seats integer NOT NULL CHECK (seats BETWEEN 1 AND 50),
      queue_order integer NOT NULL,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'claimed', 'expired', 'left')),
      booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
      offered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT waitlist_entries_offer_has_booking CHECK (status NOT IN ('offered', 'claimed') OR booking_id IS NOT NULL)
    );
    CREATE UNIQUE INDEX waitlist_entries_one_active_idx ON waitlist_entries (departure_id, user_id) WHERE status IN ('waiting', 'offered');
    CREATE UNIQUE INDEX waitlist_entries_booking_idx ON waitlist_entries (booking_id) WHERE booking_id IS NOT NULL;
    CREATE INDEX waitlist_entries_queue_idx ON waitlist_entries (departure_id, queue_order) WHERE status IN ('waiting', 'offered');
    CREATE INDEX waitlist_entries_user_idx ON waitlist_entries (user_id, created_at)
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE waitlist_entries`.execute(db);
}
