/**
 * Passes stored records on (customization requests and confirmed bookings to the business) without
 * ever losing one, on the job engine: the transaction that stores the record (or makes it due)
 * creates its job (pg-boss, jobs.sendInTransaction), so a record exists exactly with its job; the
 * job sends on every channel and records the outcome on the row's outbox columns, which the back
 * office reads: notification_status ('pending' | 'failed' | 'sent' | 'not_configured' | other: not
 * due), notification_last_error, notified_at. The tries are pg-boss's: a failed one throws and is
 * retried with doubling delays from NOTIFY_RETRY_BASE_MS, NOTIFY_MAX_ATTEMPTS tries in all, then the
 * record is `failed` and its job too, with its error (Failed work's "Try again" gives one more). The
 * queue's `stately` policy with the record's id as singleton key keeps one job per record waiting
 * and one running, whichever replica queues it. The receiver gets the record's id as Idempotency-Key.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import { smtpMail } from './smtp-mail.ts';
import type { Database } from '../../db/schema.ts';
import {
  findOutboxRecord,
  outboxQueues,
  type OutboxTable,
  recordNotificationFailure,
  recordNotificationNotConfigured,
  recordNotificationSent,
} from '../../repositories/notification-outbox.ts';
import type { JobEngine } from '../jobs/jobs.ts';

export interface OutboxNotifier {
  /** In the transaction that stores the record (or makes it due): the job that passes it on. */
  queue(trx: Transaction<Database>, id: string): Promise<void>;
  /** Creates the queue, its worker and the sweep of pending records without a job (the app calls it when ready). */
  start(): Promise<void>;
}

/** One way of passing a record on; throws when it did not get through. */
export type Channel<Row> = (row: Row) => Promise<void>;

/** A try still running after this was on a replica that died: pg-boss expires it and tries again. */
const EXPIRE_SECONDS = 120;
const SEND_TIMEOUT_MS = 15_000;

/** E-mail to the business (SMTP_URL, NOTIFY_EMAIL_TO), when configured. */
export function emailChannel<Row>(config: Config, compose: (row: Row) => Promise<{ subject: string; text: string }>): Channel<Row> {
  const mail = smtpMail(config.SMTP_URL);
  return async (row) => {
    const { subject, text } = await compose(row);
    const from = config.NOTIFY_EMAIL_FROM || config.BUSINESS_EMAIL;
    await mail.send({ from, to: config.NOTIFY_EMAIL_TO || config.BUSINESS_EMAIL, subject, text });
  };
}

/** A JSON POST to NOTIFY_WEBHOOK_URL, signed with NOTIFY_WEBHOOK_SECRET when set. */
export function webhookChannel<Row extends { id: string }>(
  config: Config,
  compose: (row: Row) => Promise<Record<string, unknown>>,
): Channel<Row> {
  return async (row) => {
    const body = JSON.stringify(await compose(row));
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': row.id };
    if (config.NOTIFY_WEBHOOK_SECRET) {
      headers['x-signature'] = `sha256=${createHmac('sha256', config.NOTIFY_WEBHOOK_SECRET).update(body).digest('hex')}`;
    }
    const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
    const response = await fetch(config.NOTIFY_WEBHOOK_URL, { method: 'POST', headers, body, signal });
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`webhook answered HTTP ${response.status}${text ? `: ${text}` : ''}`);
    }
  };
}

export interface OutboxOptions<Row> {
  db: Kysely<Database>;
  jobs: JobEngine;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  table: OutboxTable;
  /** Names the record in log lines: `${what} notified`. */
  what: string;
  channels: [string, Channel<Row>][];
}

export function createOutboxNotifier<Row extends { id: string; notificationStatus: string }>(options: OutboxOptions<Row>): OutboxNotifier {
  const { db, jobs, config, now, log, table, what, channels } = options;
  const configured = channels.length > 0;
  const logKey = `${table === 'bookings' ? 'booking' : 'request'}Id`;
  const queueName = outboxQueues[table];

  /** One try (pg-boss counts them): send on every channel and record the outcome; throws when it failed. */
  async function attempt(id: string, tryNumber: number, lastTry: boolean): Promise<void> {
    if (!configured) {
      await recordNotificationNotConfigured(db, table, id);
      return;
    }
    const row = (await findOutboxRecord(db, table, id)) as Row | undefined;
    // Sent already (a try whose completion was lost), or not due: nothing to do.
    if (!row || (row.notificationStatus !== 'pending' && row.notificationStatus !== 'failed')) return;
    try {
      for (const [, send] of channels) await send(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordNotificationFailure(db, table, id, { error: message.slice(0, 500), final: lastTry });
      log.error(
        { err: error, [logKey]: id, try: tryNumber },
        lastTry ? `${what} notification failed; no tries left (the record is kept)` : `${what} notification failed; will retry`,
      );
      // The job engine retries it, or after the last try keeps the job failed with this error ("Try again" in the back office).
      throw error;
    }
    await recordNotificationSent(db, table, id, now());
    log.info({ [logKey]: id, try: tryNumber, channels: channels.map(([name]) => name) }, `${what} notified`);
  }

  return {
    async queue(trx, id) {
      await jobs.sendInTransaction(trx, queueName, { id }, { singletonKey: id });
    },
    async start() {
      await jobs.queue(queueName, {
        policy: 'stately',
        retryLimit: config.NOTIFY_MAX_ATTEMPTS - 1,
        retryDelay: Math.max(1, Math.round(config.NOTIFY_RETRY_BASE_MS / 1000)),
        retryBackoff: true,
        expireInSeconds: EXPIRE_SECONDS,
      });
      await jobs.work<{ id: string }>(queueName, (job) => attempt(job.data.id, job.retryCount + 1, job.retryCount >= job.retryLimit));
    },
  };
}
