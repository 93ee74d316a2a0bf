/** Statistics (the landing page's three counters, one row): the one definition of its API shape, type and table. */
import type { Generated } from 'kysely';
import Type, { type Static } from 'typebox';
import type { EntityTable, UpdatedAt } from './columns.ts';

export const StatisticsSchema = Type.Object({
  amazingTrips: Type.Integer({ minimum: 0 }),
  happyTravelers: Type.Integer({ minimum: 0 }),
  destinations: Type.Integer({ minimum: 0 }),
});
export type Statistics = Static<typeof StatisticsSchema>;

/** Always the row with id 1; its three counters are the entity as it is. */
export type StatisticsTable = EntityTable<Statistics, object, { id: Generated<number>; updatedAt: UpdatedAt }>;
