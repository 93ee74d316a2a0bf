/** Statistics (the landing page's three counters, one row): the one definition of its API shape and type. */
import Type, { type Static } from 'typebox';

export const StatisticsSchema = Type.Object({
  amazingTrips: Type.Integer({ minimum: 0 }),
  happyTravelers: Type.Integer({ minimum: 0 }),
  destinations: Type.Integer({ minimum: 0 }),
});
export type Statistics = Static<typeof StatisticsSchema>;
