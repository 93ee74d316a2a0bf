/**
 * What moving a booking to another departure reads (DESIGN "Everyone on the trip"): the trip's other departures as
 * pricing reads them, with the seats held on each at `now`.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pricedDepartureColumns } from './priced-departures.ts';
import { seatsHeldSql } from './departures.ts';
import { UUID } from './list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The trip's open departures from `today` other than `exceptDepartureId`, by date, with their seats taken. */
export async function otherOpenDepartures(db: Db, tripId: string, exceptDepartureId: string, today: string, now: Date) {
  if (!UUID.test(tripId)) return [];
  return db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.tripId')
    .select(pricedDepartureColumns)
    .select(['d.seatsTotal', seatsHeldSql(sql.ref('d.id'), now).as('seatsTaken')])
    .where('d.tripId', '=', tripId)
    .where('d.id', '<>', exceptDepartureId)
    .where('d.status', '=', 'open')
    .where('d.startDate', '>=', today)
    .orderBy('d.startDate')
    .orderBy('d.id')
    .execute();
}

/** A booking's invitations follow it to its new departure: valid until that one starts. */
export async function moveInvitations(db: Db, bookingId: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('bookingTravellers')
    .set({ inviteExpiresAt: expiresAt })
    .where('bookingId', '=', bookingId)
    .where('inviteTokenHash', 'is not', null)
    .execute();
}
