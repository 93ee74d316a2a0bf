/** The dashboard's bookings figures: upcoming departures with seats filled, money due, money in this month. */
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { type BookingSummary, calendarDay, paiseToRupees } from '../domain/index.ts';
import { countBookingsByStatus, moneyDuePaise } from '../repositories/bookings.ts';
import { upcomingOpenDepartures } from '../repositories/departures.ts';
import { collectedInMonthPaise } from '../repositories/payments.ts';

const UPCOMING_SHOWN = 10;

export async function bookingSummary(db: Kysely<Database>, now: Date, config: Config): Promise<BookingSummary> {
  const rows = await upcomingOpenDepartures(db, calendarDay(now, config.TIME_ZONE), now, UPCOMING_SHOWN);
  // The month is the business's calendar month (TIME_ZONE), not the server's.
  const collected = await collectedInMonthPaise(db, now, config.TIME_ZONE);
  return {
    upcomingDepartures: rows.map((row) => ({ ...row, seatsLeft: Math.max(0, row.seatsTotal - row.seatsTaken) })),
    moneyDue: paiseToRupees(await moneyDuePaise(db, now)),
    collectedThisMonth: paiseToRupees(collected),
    counts: await countBookingsByStatus(db, now),
  };
}
