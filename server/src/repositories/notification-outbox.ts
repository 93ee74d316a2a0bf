/**
 * The outbox columns that records passed on to people carry (customization requests, bookings):
 * notification_status, _attempts, _last_error, notified_at and _next_attempt_at, the same on every
 * outbox table. services/notification-outbox.ts keeps the rules (jobs, leases, retries, sweeps).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type OutboxTable = 'customizationRequests' | 'bookings';

// One generic table name: the columns used here are the same on every outbox table.
const outbox = (db: Kysely<Database> | Transaction<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/**
 * Takes the record for a try (pending or failed, tries left), counting the try and marking the lease
 * until `leaseUntil`; answers the row, or undefined when it has nothing to do. The job engine runs
 * one try of a record at a time (its queue keeps one running job per record).
 */
export async function claimRecordTry(
  db: Kysely<Database>,
  table: OutboxTable,
  id: string,
  lease: { leaseUntil: Date; maxAttempts: number },
): Promise<Record<string, unknown> | undefined> {
  return outbox(db)
    .updateTable(table)
    .set((eb) => ({ notificationAttempts: eb('notificationAttempts', '+', 1), notificationNextAttemptAt: lease.leaseUntil }))
    .where('id', '=', id)
    .where('notificationStatus', 'in', ['pending', 'failed'])
    .where('notificationAttempts', '<', lease.maxAttempts)
    .returningAll()
    .executeTakeFirst();
}

/** A try failed: the error, and when the next one is due (null: no tries left). */
export async function recordNotificationFailure(
  db: Kysely<Database>,
  table: OutboxTable,
  id: string,
  failure: { error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await outbox(db)
    .updateTable(table)
    .set({ notificationStatus: 'failed', notificationLastError: failure.error, notificationNextAttemptAt: failure.nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

export async function recordNotificationSent(db: Kysely<Database>, table: OutboxTable, id: string, at: Date): Promise<void> {
  await outbox(db)
    .updateTable(table)
    .set({ notificationStatus: 'sent', notifiedAt: at, notificationLastError: null, notificationNextAttemptAt: null })
    .where('id', '=', id)
    .execute();
}

/** The ids of up to `limit` pending records with tries left, oldest first. */
export async function pendingRecordIds(
  db: Kysely<Database>,
  table: OutboxTable,
  pending: { maxAttempts: number; limit: number },
): Promise<string[]> {
  const rows = await outbox(db)
    .selectFrom(table)
    .select('id')
    .where('notificationStatus', '=', 'pending')
    .where('notificationAttempts', '<', pending.maxAttempts)
    .orderBy('createdAt')
    .limit(pending.limit)
    .execute();
  return rows.map(({ id }) => String(id));
}

/** A pending record that no channel is configured to pass on. */
export async function recordNotificationNotConfigured(db: Kysely<Database>, table: OutboxTable, id: string): Promise<void> {
  await outbox(db)
    .updateTable(table)
    .set({ notificationStatus: 'not_configured' })
    .where('id', '=', id)
    .where('notificationStatus', '=', 'pending')
    .execute();
}

/** The job engine's queue of each outbox table's notifications. */
export const outboxQueues: Record<OutboxTable, string> = {
  bookings: 'notify-booking',
  customizationRequests: 'notify-customization-request',
};

/**
 * An admin asks for one more try of a record whose tries ran out (the back office's "Try again" on its
 * failed job): its count of tries goes back to one short of `maxAttempts`, so that job, tried again, takes it.
 */
export async function allowOneMoreTry(db: Kysely<Database>, table: OutboxTable, id: string, maxAttempts: number): Promise<void> {
  await outbox(db)
    .updateTable(table)
    .set({ notificationAttempts: maxAttempts - 1 })
    .where('id', '=', id)
    .where('notificationStatus', '=', 'failed')
    .where('notificationAttempts', '>=', maxAttempts)
    .execute();
}
