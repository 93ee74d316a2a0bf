/** A departure's seats read without its lock: what a reservation looks at first (services/seat-reservation.ts). */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DepartureStatus } from '../domain/index.ts';
import { seatsHeldSql } from './departures.ts';
import { UUID } from './list-query.ts';

/**
 * A departure's seats read WITHOUT its lock, what a reservation first looks at (a sell-out's many
 * obvious losers are answered from it, never queueing for the lock): its status and start, the seats
 * held at `now`, and whether a waiting waitlist entry fits the seats free (those go to the waitlist
 * first, under the lock).
 */
export async function peekDepartureSeats(db: Kysely<Database>, id: string, now: Date) {
  if (!UUID.test(id)) return null;
  const { rows } = await sql<{ status: DepartureStatus; startDate: string; seatsTotal: number; seatsTaken: number; waitingFits: boolean }>`
    SELECT d.status, d.start_date, d.seats_total, held.seats AS seats_taken,
      EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.departure_id = d.id AND w.status = 'waiting'
        AND w.seats <= d.seats_total - held.seats) AS waiting_fits
    FROM departures d CROSS JOIN LATERAL (SELECT ${seatsHeldSql(sql.ref('d.id'), now)} AS seats) held
    WHERE d.id = ${id}::uuid`.execute(db);
  const row = rows[0];
  return row ? { ...row, seatsTaken: Number(row.seatsTaken) } : null;
}
