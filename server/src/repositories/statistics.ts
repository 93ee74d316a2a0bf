/** The landing page's three counters: one row. */
import type { Kysely } from 'kysely';
import { defaultStatistics } from '../domain/index.ts';
import type { Statistics } from '../entities/statistics.ts';
import type { Database } from '../db/schema.ts';

export async function getStatistics(db: Kysely<Database>): Promise<Statistics> {
  const row = await db
    .selectFrom('statistics')
    .select(['amazingTrips', 'happyTravelers', 'destinations'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? { ...defaultStatistics };
}

export async function saveStatistics(db: Kysely<Database>, values: Statistics): Promise<Statistics> {
  return db
    .insertInto('statistics')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updatedAt: new Date() }))
    .returning(['amazingTrips', 'happyTravelers', 'destinations'])
    .executeTakeFirstOrThrow();
}
