/**
 * Messages on their way: due ones handed to jobs, a try's mark (`sending`) and its outcome (sent with
 * the provider's id, an error, cancelled, interrupted), and what providers report back later.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Db } from './messages.ts';
import type { MessageRow } from '../entities/message.ts';

/** The job engine's queue of messages to send, one job each, data `{messageId}` (services/messages/dispatcher.ts works it). */
export const MESSAGE_QUEUE = 'traveller-message';

/**
 * Locks up to `limit` scheduled messages due at `at` that no job carries yet (only urgent ones while
 * `quiet`), skipping those another replica holds: the caller creates their jobs and records them in
 * the same transaction.
 */
export async function lockDueMessages(trx: Transaction<Database>, at: Date, limit: number, quiet: boolean): Promise<string[]> {
  let query = trx
    .selectFrom('messages')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('jobId', 'is', null)
    .where('sendAt', '<=', at);
  if (quiet) query = query.where('urgent', '=', true);
  const rows = await query.orderBy('sendAt').limit(limit).forUpdate().skipLocked().execute();
  return rows.map((row) => row.id);
}

/** Each message's job, recorded in one statement however many were handed over. */
export async function recordMessageJobs(trx: Transaction<Database>, jobs: { id: string; jobId: string }[]): Promise<void> {
  if (jobs.length === 0) return;
  const pairs = sql.join(jobs.map(({ id, jobId }) => sql`(${id}::uuid, ${jobId})`));
  await sql`UPDATE messages SET job_id = handed.job_id FROM (VALUES ${pairs}) AS handed (id, job_id) WHERE messages.id = handed.id`.execute(
    trx,
  );
}

/**
 * Marks a scheduled message `sending` before it is handed to its provider; answers the row, or
 * undefined when it is not scheduled (sent, cancelled, or a try that was interrupted: see the dispatcher).
 */
export function claimMessage(db: Db, id: string, at: Date): Promise<MessageRow | undefined> {
  return db
    .updateTable('messages')
    .set({ status: 'sending', sendingAt: at, updatedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .returningAll()
    .executeTakeFirst();
}

/** A try found its message still `sending`: the one before it stopped mid-way. Answers whether it was. */
export async function recordMessageInterrupted(db: Db, id: string, failure: { error: string; at: Date }): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ status: 'failed', error: failure.error, updatedAt: failure.at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The provider took the message. Fenced by the try's `sendingAt`: this try's answer counts even when
 * a later try took it for interrupted (failed) meanwhile, since it did go.
 */
export async function recordMessageSent(
  db: Db,
  id: string,
  sent: { at: Date; sendingAt: Date; channel: string; recipient: string; providerMessageId: string | null },
): Promise<void> {
  await db
    .updateTable('messages')
    .set({
      status: 'sent',
      sentAt: sent.at,
      channel: sent.channel,
      recipient: sent.recipient,
      providerMessageId: sent.providerMessageId,
      error: null,
      updatedAt: sent.at,
    })
    .where('id', '=', id)
    .where('status', 'in', ['sending', 'failed'])
    .where('sendingAt', '=', sent.sendingAt)
    .execute();
}

/** A try failed: the error is kept and the message is scheduled again for the next try; `final` makes it failed (no tries left). */
export async function recordMessageError(db: Db, id: string, failure: { error: string; final: boolean; at: Date }): Promise<void> {
  await db
    .updateTable('messages')
    .set({ error: failure.error.slice(0, 500), updatedAt: failure.at, status: failure.final ? 'failed' : 'scheduled' })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function recordMessageCancelled(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('messages')
    .set({ status: 'cancelled', updatedAt: at })
    .where('id', '=', id)
    .where('status', 'in', ['scheduled', 'sending'])
    .execute();
}

/**
 * A provider's callback names our message (WhatsApp's `biz_opaque_callback_data`) whose try was
 * interrupted before the provider's id was stored: it did go. Stores the id and the status (sent,
 * delivered or read); answers whether it was such a message.
 */
export async function recoverInterruptedMessage(
  db: Db,
  id: string,
  receipt: { providerMessageId: string; status: 'sent' | 'delivered' | 'read'; at: Date; interruptedError: string },
): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set((eb) => ({
      status: receipt.status,
      providerMessageId: receipt.providerMessageId,
      sentAt: eb.fn.coalesce('sentAt', eb.val(receipt.at)),
      error: null,
      updatedAt: receipt.at,
    }))
    .where('id', '=', id)
    .where('providerMessageId', 'is', null)
    .where((eb) => eb.or([eb('status', '=', 'sending'), eb.and([eb('status', '=', 'failed'), eb('error', '=', receipt.interruptedError)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const deliveryOrder: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

/** A provider's delivery receipt: only moves forward (sent → delivered → read), or to failed with the error. */
export async function recordDelivery(
  db: Db,
  providerMessageId: string,
  receipt: { status: 'delivered' | 'read' | 'failed'; error: string | null; at: Date },
): Promise<boolean> {
  const earlier = Object.keys(deliveryOrder).filter((status) => (deliveryOrder[status] ?? 0) < (deliveryOrder[receipt.status] ?? 4));
  const result = await db
    .updateTable('messages')
    .set({ status: receipt.status, updatedAt: receipt.at, ...(receipt.error ? { error: receipt.error.slice(0, 500) } : {}) })
    .where('providerMessageId', '=', providerMessageId)
    .where('status', 'in', receipt.status === 'failed' ? ['sent', 'delivered'] : earlier)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
