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
 * Reviews from real travellers: a review has a status (pending until an admin publishes it; the
 * public lists show published ones only), says who wrote it (`admin` in the back office, or the
 * `traveller` of a booking) and, for a traveller's, the booking it is about: one review per booking,
 * kept by a unique index so that two submissions at once cannot both be stored. Reviews written
 * before stay as they were: entered by admins, published.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE reviews ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('pending', 'published'));
    ALTER TABLE reviews ADD COLUMN source text NOT NULL DEFAULT 'admin' CHECK (source IN ('admin', 'traveller'));
    ALTER TABLE reviews ADD COLUMN booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL;
    CREATE UNIQUE INDEX reviews_booking_id_key ON reviews (booking_id) WHERE booking_id IS NOT NULL;
    CREATE INDEX reviews_status_created_at_idx ON reviews (status, created_at DESC);
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    DROP INDEX reviews_status_created_at_idx;
    DROP INDEX reviews_booking_id_key;
    ALTER TABLE reviews DROP COLUMN booking_id;
    ALTER TABLE reviews DROP COLUMN source;
    ALTER TABLE reviews DROP COLUMN status;
    `,
  );
}
