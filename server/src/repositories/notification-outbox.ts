/**
 * The outbox columns that records passed on to people carry (customization requests, bookings):
 * notification_status, _last_error and notified_at, the same on every outbox table.
 * services/notification-outbox.ts keeps the rules (jobs; their tries are the job engine's).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type OutboxTable = 'customizationRequests' | 'bookings';

// One generic table name: the columns used here are the same on every outbox table.
const outbox = (db: Kysely<Database> | Transaction<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The record a notification passes on. */
export function findOutboxRecord(db: Kysely<Database>, table: OutboxTable, id: string): Promise<Record<string, unknown> | undefined> {
  return outbox(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

/** A try failed: its error kept; `final` (no tries left) makes the record failed, else it stays pending for the next. */
export async function recordNotificationFailure(
  db: Kysely<Database>,
  table: OutboxTable,
  id: string,
  failure: { error: string; final: boolean },
): Promise<void> {
  await outbox(db)
    .updateTable(table)
    .set({ notificationLastError: failure.error, ...(failure.final ? { notificationStatus: 'failed' } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function recordNotificationSent(db: Kysely<Database>, table: OutboxTable, id: string, at: Date): Promise<void> {
  await outbox(db)
    .updateTable(table)
    .set({ notificationStatus: 'sent', notifiedAt: at, notificationLastError: null })
    .where('id', '=', id)
    .execute();
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
