// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * Every write to the landing page's content (trips, reviews, statistics, and the departures and
 * bookings behind its seats-left figures) notifies the channel
 * `public_content_changed` from inside its own transaction: PostgreSQL delivers it on commit only,
 * whoever wrote (the API on any replica, a script, psql), so every replica's cache hears of it.
 */
const publicContentTables = ['trips', 'reviews', 'statistics', 'departures', 'bookings'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
      RETURN NULL;
    END;
    $$
  `.execute(db);
  for (const table of publicContentTables) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_public_content_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed()
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of publicContentTables) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_public_content_changed`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION notify_public_content_changed()`.execute(db);
}
