// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * The language of the page a traveller joined a waitlist on: the booking an offer makes carries it,
 * so the `waitlist_offer` message and the rest of that booking's messages go in it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE waitlist_entries ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE waitlist_entries DROP COLUMN language`.execute(db);
}
