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
 * The site in Hindi: a trip's own Hindi destination and description (empty: the English ones are
 * shown), and the language a booking was made in, so messages to the traveller go in it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE trips ADD COLUMN place_hi text;
    ALTER TABLE trips ADD COLUMN description_hi text;
    ALTER TABLE bookings ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'))
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE bookings DROP COLUMN language;
    ALTER TABLE trips DROP COLUMN description_hi;
    ALTER TABLE trips DROP COLUMN place_hi
    `,
  );
}
