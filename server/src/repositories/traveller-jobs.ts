/**
 * What the travellers' periodic jobs read and write: the incomplete records of bookings whose departure starts on
 * one of the reminder days (with whom a reminder goes to, and whether one went today), and the erasure of personal
 * data TRAVELLER_DATA_DAYS after a trip ends.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BookingTravellerRow } from '../entities/booking-traveller.ts';
import { requirementsOf } from './booking-travellers.ts';
import type { TripRequirements } from '../domain/travellers.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ReminderCandidate {
  row: BookingTravellerRow;
  requirements: TripRequirements;
  language: string;
  leadUserId: string;
  /** The claimer's own number when someone other than the booker holds the place. */
  claimer: { countryCode: string; mobileNumber: string } | null;
}

/** Every record of the confirmed and paid bookings on departures starting on one of `startDates` (reminders not stopped). */
export async function recordsStartingOn(db: Db, startDates: string[]): Promise<ReminderCandidate[]> {
  if (!startDates.length) return [];
  const rows = await db
    .selectFrom('bookingTravellers as bt')
    .innerJoin('bookings as b', 'b.id', 'bt.bookingId')
    .innerJoin('departures as d', 'd.id', 'b.departureId')
    .innerJoin('trips as t', 't.id', 'b.tripId')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'bt.claimedBy').onRef('u.id', '<>', 'b.userId'))
    .selectAll('bt')
    .select(['t.requirements', 'b.language', 'b.userId as leadUserId', 'u.countryCode as claimerCode', 'u.mobileNumber as claimerNumber'])
    .where('d.startDate', 'in', startDates)
    .where('d.status', '<>', 'cancelled')
    .where('b.status', 'in', ['confirmed', 'paid'])
    .where('b.remindersStoppedAt', 'is', null)
    .orderBy('b.id')
    .orderBy('bt.position')
    .execute();
  return rows.map(({ requirements, language, leadUserId, claimerCode, claimerNumber, ...row }) => ({
    row,
    requirements: requirementsOf(requirements),
    language,
    leadUserId,
    claimer: claimerCode && claimerNumber ? { countryCode: claimerCode, mobileNumber: claimerNumber } : null,
  }));
}

/** Whether a details_reminder about the record named `name` of this booking was written since `since`. */
export async function detailsReminderSince(db: Db, bookingId: string, name: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('bookingId', '=', bookingId)
    .where('template', '=', 'details_reminder')
    .where('createdAt', '>=', since)
    .where(sql<boolean>`params ->> 'name' = ${name}`)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Erases medical notes, ID digits, emergency contacts and the fitness proof's file of every record whose trip
 * ended at least `days` days before `today` (its end date, else its start); answers the proof files to remove.
 */
export async function erasePersonalData(db: Db, today: string, days: number, now: Date): Promise<{ erased: number; files: string[] }> {
  const { rows } = await sql<{ fitnessFile: string | null }>`
    WITH old AS (
      SELECT bt.id, bt.fitness_file FROM booking_travellers bt
      JOIN bookings b ON b.id = bt.booking_id JOIN departures d ON d.id = b.departure_id
      WHERE bt.personal_data_erased_at IS NULL AND COALESCE(d.end_date, d.start_date) + ${days}::int <= ${today}::date
      FOR UPDATE OF bt
    )
    UPDATE booking_travellers bt SET medical_notes = '', id_last4 = NULL, emergency_name = NULL, emergency_relation = NULL,
      emergency_country_code = NULL, emergency_number = NULL, fitness_file = NULL, personal_data_erased_at = ${now}::timestamptz,
      updated_at = ${now}::timestamptz
    FROM old WHERE bt.id = old.id
    RETURNING old.fitness_file`.execute(db);
  return { erased: rows.length, files: rows.flatMap((row) => (row.fitnessFile ? [row.fitnessFile] : [])) };
}
