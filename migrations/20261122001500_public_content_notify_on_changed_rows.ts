// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * The public content's change notification, sent only when a row really changed. The statement
 * triggers it replaces fired for statements that touched no row too: the hold sweep's
 * `UPDATE bookings ... WHERE hold expired` every minute, finding nothing, dropped every replica's
 * page cache, and the next visitors waited for the landing to be rendered again. Row triggers fire
 * per changed row (an UPDATE only when the row's values differ); PostgreSQL folds the same
 * notification within a transaction into one. TRUNCATE has no rows: it keeps a statement trigger.
 */
const publicContentTables = ['trips', 'reviews', 'statistics', 'departures', 'bookings'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of publicContentTables) {
    const target = sql.table(table);
    await sql`DROP TRIGGER ${sql.raw(`${table}_public_content_changed`)} ON ${target}`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_public_content_added_or_removed`)}
      AFTER INSERT OR DELETE ON ${target}
      FOR EACH ROW EXECUTE FUNCTION notify_public_content_changed()
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_public_content_updated`)}
      AFTER UPDATE ON ${target}
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_public_content_changed()
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_public_content_truncated`)}
      AFTER TRUNCATE ON ${target}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed()
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of publicContentTables) {
    const target = sql.table(table);
    for (const trigger of ['added_or_removed', 'updated', 'truncated']) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_public_content_${trigger}`)} ON ${target}`.execute(db);
    }
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_public_content_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${target}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed()
    `.execute(db);
  }
}
