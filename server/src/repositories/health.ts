/** The health check's question to the database: does it answer at all. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Resolves once the database answers a trivial query; rejects when it cannot. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
