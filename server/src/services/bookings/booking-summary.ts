/** The dashboard's bookings figures: upcoming departures with seats filled, balances owed and overdue, money in this month. */
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { calendarDay, paiseToRupees } from '../../domain/index.ts';
import type { BookingSummary } from '../../entities/index.ts';
import { countBookingsByStatus } from '../../repositories/bookings.ts';
import { balancesOwed } from '../../repositories/finance.ts';
import { upcomingOpenDepartures } from '../../repositories/departures.ts';
import { collectedInMonthPaise } from '../../repositories/payments.ts';

const UPCOMING_SHOWN = 10;

export async function bookingSummary(db: Kysely<Database>, now: Date, config: Config): Promise<BookingSummary> {
  const rows = await upcomingOpenDepartures(db, calendarDay(now, config.TIME_ZONE), now, UPCOMING_SHOWN);
  // The month is the business's calendar month (TIME_ZONE), not the server's.
  const collected = await collectedInMonthPaise(db, now, config.TIME_ZONE);
  // The Finance page's definition of owed and overdue (repositories/finance.ts), read the same way.
  const { owed, overdue } = await balancesOwed(db, calendarDay(now, config.TIME_ZONE));
  return {
    upcomingDepartures: rows.map((row) => ({ ...row, seatsLeft: Math.max(0, row.seatsTotal - row.seatsTaken) })),
    moneyDue: paiseToRupees(owed.paise),
    owed: { count: owed.count, amount: paiseToRupees(owed.paise) },
    overdue: { count: overdue.count, amount: paiseToRupees(overdue.paise) },
    collectedThisMonth: paiseToRupees(collected),
    counts: await countBookingsByStatus(db, now),
  };
}
