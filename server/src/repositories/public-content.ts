/** Reads over the public content as a whole (trips, reviews, statistics, departures), not one entity. */
import { type Kysely, sql } from 'kysely';

/**
 * How many writes to the public content the database has counted (the notification trigger moves
 * a sequence): one row read, whatever the size of the content.
 */
export async function publicContentChangeCount(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ count: string }>`
    SELECT last_value || ':' || is_called AS count FROM public_content_changes`.execute(db);
  return String(rows[0]?.count ?? '');
}

/**
 * Row count and an order-independent sum of row hashes per table: any insert, update or delete
 * changes it, with triggers on or off (a restore, a script run with triggers disabled). Reads every
 * row, so it runs seldom. Bookings are left out (the table grows without bound); their seats reach
 * the page through the trigger and the hold sweep.
 */
export async function publicContentFingerprint(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ fingerprint: string }>`
    SELECT concat_ws('|',
      (SELECT count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) FROM trips t),
      (SELECT count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) FROM reviews r),
      (SELECT count(*) || ':' || coalesce(sum(hashtext(s::text)::bigint), 0) FROM statistics s),
      (SELECT count(*) || ':' || coalesce(sum(hashtext(d::text)::bigint), 0) FROM departures d)
    ) AS fingerprint`.execute(db);
  return String(rows[0]?.fingerprint ?? '');
}
