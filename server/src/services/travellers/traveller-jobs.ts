/**
 * The travellers' periodic work on the job engine (services/jobs.ts `every`: one run per period across replicas):
 * `details_reminder` DETAILS_REMINDER_DAYS before the start, from 10:00 in TIME_ZONE, to each incomplete record's
 * claimer (else the booker), once a day per record; and the erasure of medical notes, ID digits, emergency contacts
 * and fitness proofs TRAVELLER_DATA_DAYS after the trip ends (India's DPDP Act: purpose limitation).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  addDays,
  atLocalHour,
  bookingTravellersPath,
  calendarDay,
  type Language,
  languages,
  travellerStatusOf,
} from '../../domain/index.ts';
import { toBookingTraveller } from '../../entities/booking-traveller.ts';
import type { TravellerAddressed } from '../../repositories/messages.ts';
import { detailsReminderSince, erasePersonalData, recordsStartingOn } from '../../repositories/traveller-jobs.ts';
import type { JobEngine } from '../jobs/jobs.ts';
import type { PrivateFiles } from '../media/storage/index.ts';

export const DETAILS_REMINDER_QUEUE = 'traveller-details-reminders';
export const TRAVELLER_DATA_ERASURE_QUEUE = 'traveller-data-erasure';
/** Reminders go from this hour of their day, as planned reminders do. */
const REMINDER_HOUR = 10;

export interface TravellerJobOptions {
  db: Kysely<Database>;
  now: () => Date;
  timeZone: string;
  /** DETAILS_REMINDER_DAYS. */
  reminderDays: number[];
  /** TRAVELLER_DATA_DAYS. */
  dataDays: number;
  origin: string;
  files: PrivateFiles;
  aboutTraveller: (trx: Transaction<Database>, bookingId: string, message: TravellerAddressed) => Promise<boolean>;
  log: FastifyBaseLogger;
}

const languageOf = (value: string): Language => ((languages as readonly string[]).includes(value) ? (value as Language) : 'en');

/** Writes today's details reminders (none before 10:00); answers how many. Run again the same day, it writes none twice. */
export async function sendDetailsReminders(options: TravellerJobOptions): Promise<number> {
  const now = options.now();
  const today = calendarDay(now, options.timeZone);
  if (now < atLocalHour(today, REMINDER_HOUR, options.timeZone)) return 0;
  const since = atLocalHour(today, 0, options.timeZone);
  const candidates = await recordsStartingOn(
    options.db,
    options.reminderDays.map((days) => addDays(today, days)),
  );
  let sent = 0;
  for (const candidate of candidates) {
    const record = toBookingTraveller(candidate.row, candidate.requirements);
    if (travellerStatusOf(record, candidate.requirements) === 'complete') continue;
    const { bookingId } = candidate.row;
    const name = candidate.row.name || `Traveller ${candidate.row.position}`;
    await options.db.transaction().execute(async (trx) => {
      if (await detailsReminderSince(trx, bookingId, name, since)) return;
      const link = `${options.origin}${bookingTravellersPath(bookingId, languageOf(candidate.language))}`;
      if (await options.aboutTraveller(trx, bookingId, { template: 'details_reminder', params: { name, link }, to: candidate.claimer }))
        sent += 1;
    });
  }
  return sent;
}

/** Erases what TRAVELLER_DATA_DAYS allows no longer, then removes the proofs' files; answers how many records. */
export async function eraseOldTravellerData(options: TravellerJobOptions): Promise<number> {
  const now = options.now();
  const { erased, files } = await erasePersonalData(options.db, calendarDay(now, options.timeZone), options.dataDays, now);
  for (const key of files) {
    await options.files.remove(key).catch((error: unknown) => options.log.warn({ err: error, key }, 'fitness proof file not removed'));
  }
  return erased;
}

/** Both jobs, every hour (a day's reminders go in its first run from 10:00). */
export async function startTravellerJobs(jobs: JobEngine, options: TravellerJobOptions, periodSeconds = 3600): Promise<void> {
  await jobs.every(DETAILS_REMINDER_QUEUE, periodSeconds, async () => {
    const sent = await sendDetailsReminders(options);
    if (sent) options.log.info({ sent }, 'details reminders written');
  });
  await jobs.every(TRAVELLER_DATA_ERASURE_QUEUE, periodSeconds, async () => {
    const erased = await eraseOldTravellerData(options);
    if (erased) options.log.info({ erased }, 'traveller personal data erased');
  });
}
