/**
 * Departures as pricing reads them (their own prices and early bird, their trip's price and group
 * tiers): the quote, the reservation and a shift to another departure price from these columns.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What pricing reads of a departure (`departures as d` joined with `trips as t`): its own prices and early bird, its
 * trip's price and group tiers.
 */
export const pricedDepartureColumns = [
  'd.id',
  'd.tripId',
  'd.startDate',
  'd.status',
  'd.balanceDueDays',
  'd.pricePerPersonPaise',
  'd.kidPricePerPersonPaise',
  'd.depositPerPersonPaise',
  'd.earlyBird',
  'd.paymentPlan',
  't.price as tripPrice',
  't.groupDiscount as tripGroupDiscount',
] as const;

/** A departure as a quote prices it. */
export async function departureForQuote(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const row = await db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.tripId')
    .select(pricedDepartureColumns)
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}
