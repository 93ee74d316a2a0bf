/**
 * Whether a media URL is still used by some trip or review: such a file is never removed. Every
 * table that keeps media URLs belongs in this query.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function isMediaReferenced(db: Kysely<Database>, urls: string[]): Promise<boolean> {
  const forms = [...new Set(urls)];
  const { rows } = await sql<{ found: number }>`
    select 1 as found from trips
      where images && ${forms}::text[] or video = any(${forms}::text[]) or itinerary_pdf = any(${forms}::text[])
    union all
    select 1 from reviews where images && ${forms}::text[] or video = any(${forms}::text[])
    limit 1`.execute(db);
  return rows.length > 0;
}
