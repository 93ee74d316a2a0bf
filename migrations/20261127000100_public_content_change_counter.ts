// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

/**
 * A counter of public content changes beside the notification. Every replica compares it now and
 * then to catch a notification it missed; before, that comparison re-hashed every trip, review,
 * statistic and departure row after each change it heard of, and in a sell-out (a change per
 * booking) that re-hashing was most of the database's work. A sequence, not a counter row: `nextval`
 * takes no lock, so concurrent bookings never queue on it (a rolled-back write still moves it,
 * which costs one needless refresh at most).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE public_content_changes`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('public_content_changes');
      PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
      RETURN NULL;
    END;
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
      RETURN NULL;
    END;
    $$
  `.execute(db);
  await sql`DROP SEQUENCE public_content_changes`.execute(db);
}
