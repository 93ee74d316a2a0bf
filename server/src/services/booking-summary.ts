/** The dashboard's bookings figures: upcoming departures with seats filled, money due, money in this month. */
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { type BookingSummary, calendarDay, paiseToRupees } from '../domain/index.ts';
import { countBookingsByStatus, moneyDuePaise } from '../repositories/bookings.ts';
import { seatsHeldSql } from '../repositories/departures.ts';
import { collectedPaise } from '../repositories/payments.ts';

const UPCOMING_SHOWN = 10;

/** The first instant of the calendar month of `now` in `timeZone`, and of the next one. */
async function monthBounds(db: Kysely<Database>, now: Date, timeZone: string): Promise<{ from: Date; to: Date }> {
  const { rows } = await sql<{ from: Date; to: Date }>`
    SELECT (m.start AT TIME ZONE ${timeZone}) AS "from", ((m.start + interval '1 month') AT TIME ZONE ${timeZone}) AS "to"
    FROM (SELECT date_trunc('month', ${now}::timestamptz AT TIME ZONE ${timeZone}) AS start) m`.execute(db);
  return { from: new Date(rows[0].from), to: new Date(rows[0].to) };
}

export async function bookingSummary(db: Kysely<Database>, now: Date, config: Config): Promise<BookingSummary> {
  const rows = await db
    .selectFrom('departures as d')
    .innerJoin('trips as t', 't.id', 'd.tripId')
    .select(['d.id', 'd.tripId', 't.place', 'd.startDate', 'd.seatsTotal', seatsHeldSql(sql.ref('d.id'), now).as('seatsTaken')])
    .where('d.status', '=', 'open')
    .where('d.startDate', '>=', calendarDay(now, config.TIME_ZONE))
    .orderBy('d.startDate')
    .orderBy('d.id')
    .limit(UPCOMING_SHOWN)
    .execute();
  const month = await monthBounds(db, now, config.TIME_ZONE);
  return {
    upcomingDepartures: rows.map((row) => {
      const seatsTaken = Number(row.seatsTaken);
      return { ...row, seatsTaken, seatsLeft: Math.max(0, row.seatsTotal - seatsTaken) };
    }),
    moneyDue: paiseToRupees(await moneyDuePaise(db, now)),
    collectedThisMonth: paiseToRupees(await collectedPaise(db, month.from, month.to)),
    counts: await countBookingsByStatus(db, now),
  };
}
