// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * A trip's themes: which of the six Custom Journeys it belongs to, as their slugs (a visitor filters the trips by one).
 * The list of slugs is written out here as it stands today; the column is checked against it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const themes = ['wild-wanderings', 'urban-escapes', 'she-travels', 'soulful-weekenders', 'mystic-trails', 'thematic-tours'];
  const allowed = themes.map((slug) => `'${slug}'`).join(', ');
  await sql.raw(`ALTER TABLE trips ADD COLUMN themes text[] NOT NULL DEFAULT '{}' CHECK (themes <@ ARRAY[${allowed}]::text[])`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('ALTER TABLE trips DROP COLUMN themes').execute(db);
}
