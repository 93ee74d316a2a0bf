/** Messages to travellers: a booking's plan, due messages handed to the job engine, outcomes and delivery receipts. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatPhone } from '../domain/format.ts';
import type { MessageParams, MessageTemplate } from '../domain/traveller-messages.ts';
import type { MessageRow } from '../entities/message.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export interface NewMessage {
  bookingId: string;
  template: string;
  channel: string;
  recipient: string;
  params: MessageParams;
  essential: boolean;
  urgent: boolean;
  sendAt: Date;
  /** To one traveller rather than the booker (their number). */
  toCountryCode?: string | null;
  toMobileNumber?: string | null;
}

/** A message about one traveller's place, to their number (null: the booker's). */
export type TravellerAddressed = {
  template: MessageTemplate;
  params: MessageParams;
  to: { countryCode: string; mobileNumber: string } | null;
};

/** The recipient columns of a message to one traveller's number; none for the booker's. */
export const addressedTo = (to: TravellerAddressed['to']) =>
  to ? { recipient: formatPhone(to, { e164: true }), toCountryCode: to.countryCode, toMobileNumber: to.mobileNumber } : {};

/** Stores messages with the ids given (and their job's id when the job is made with them). */
export async function insertMessages(db: Db, messages: (NewMessage & { id: string; jobId: string | null })[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('messages')
    .values(messages.map((message) => ({ ...message, params: JSON.stringify(message.params) })))
    .execute();
}

/** The booking's messages still scheduled with one of these templates become cancelled; answers how many. */
export async function cancelScheduledMessages(db: Db, bookingId: string, templates: readonly string[], at: Date): Promise<number> {
  if (templates.length === 0) return 0;
  const result = await db
    .updateTable('messages')
    .set({ status: 'cancelled', updatedAt: at })
    .where('bookingId', '=', bookingId)
    .where('status', '=', 'scheduled')
    .where('template', 'in', templates)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many of the booking's messages with this template are due between `since` and `until`, not failed or cancelled. */
export async function countRecentMessages(
  db: Db,
  bookingId: string,
  template: string,
  window: { since: Date; until: Date },
): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('bookingId', '=', bookingId)
    .where('template', '=', template)
    .where('status', 'not in', ['failed', 'cancelled'])
    .where('sendAt', '>', window.since)
    .where('sendAt', '<=', window.until)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function bookingMessages(db: Db, bookingId: string): Promise<MessageRow[]> {
  return db.selectFrom('messages').selectAll().where('bookingId', '=', bookingId).orderBy('sendAt').orderBy('createdAt').execute();
}

export function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What sending a message needs to know about its booking and traveller. */
export function messageRecipient(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select([
      'bookings.whatsappOptIn',
      'bookings.remindersStoppedAt',
      'bookings.language',
      'bookings.status',
      'bookings.holdExpiresAt',
      'users.countryCode',
      'users.mobileNumber',
      'users.email',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

/** A failed message due again now with the job given: answers whether it was failed. */
export async function rescheduleFailedMessage(db: Db, id: string, at: Date, jobId: string): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ status: 'scheduled', jobId, error: null, sendAt: at, urgent: true, updatedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countFailedMessagesSince(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', 'failed')
    .where('updatedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a broadcast says to each booking of a departure that still travels (confirmed or paid), in one query. */
export function broadcastRecipients(db: Db, departureId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .innerJoin('departures as d', 'd.id', 'b.departureId')
    .innerJoin('trips as t', 't.id', 'b.tripId')
    .select(['b.id', 'b.reference', 'b.whatsappOptIn', 't.place', 'd.startDate', 'u.countryCode', 'u.mobileNumber'])
    .where('b.departureId', '=', departureId)
    .where('b.status', 'in', ['confirmed', 'paid'])
    .orderBy('b.createdAt')
    .execute();
}

/** Bookings of a departure that still travel (confirmed or paid). */
export function activeBookingsOfDeparture(db: Db, departureId: string) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('departureId', '=', departureId)
    .where('status', 'in', ['confirmed', 'paid'])
    .execute();
}

export async function joiningInstructionsOf(db: Db, departureId: string): Promise<string> {
  const row = await db.selectFrom('departures').select('joiningInstructions').where('id', '=', departureId).executeTakeFirst();
  return row?.joiningInstructions ?? '';
}

/** The traveller stopped non-essential messages: marked on the booking (the first time counts), and the scheduled ones cancelled. */
export async function stopNonEssentialMessages(db: Kysely<Database>, bookingId: string, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bookings')
      .set({ remindersStoppedAt: at, updatedAt: at })
      .where('id', '=', bookingId)
      .where('remindersStoppedAt', 'is', null)
      .execute();
    await trx
      .updateTable('messages')
      .set({ status: 'cancelled', updatedAt: at })
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'scheduled')
      .where('essential', '=', false)
      .execute();
  });
}
