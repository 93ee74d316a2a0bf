/**
 * The bookings a departure's cancellation reaches: those holding seats, and expired ones with money
 * still held (to be refunded).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { effectiveStatusSql } from './bookings.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The bookings a departure's cancellation cancels: holding seats at `now`, or expired with money still held. */
function toCancelOn(db: Db, departureId: string, now: Date) {
  return db
    .selectFrom('bookings as b')
    .where('b.departureId', '=', departureId)
    .where((eb) =>
      eb.or([
        eb(effectiveStatusSql(now), 'in', ['pending_payment', 'confirmed', 'paid']),
        eb.and([eb(effectiveStatusSql(now), '=', 'expired'), eb('b.amountPaidPaise', '>', eb.ref('b.amountRefundedPaise'))]),
      ]),
    );
}

export async function bookingsToCancelOn(trx: Db, departureId: string, now: Date): Promise<string[]> {
  const rows = await toCancelOn(trx, departureId, now).select('b.id').orderBy('b.createdAt').orderBy('b.id').execute();
  return rows.map((row) => row.id);
}

/** What cancelling a departure would touch, read without a lock: each such booking's seats and money held. */
export async function bookingsToCancelOnFigures(
  db: Db,
  departureId: string,
  now: Date,
): Promise<{ seats: number; amountPaidPaise: number; amountRefundedPaise: number }[]> {
  return toCancelOn(db, departureId, now).select(['b.seats', 'b.amountPaidPaise', 'b.amountRefundedPaise']).execute();
}
