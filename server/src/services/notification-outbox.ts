/**
 * Passes stored records on (customization requests and confirmed bookings to the business) without
 * ever losing one, on the job engine: the transaction that stores the record (or makes it due)
 * creates its job (pg-boss, jobs.sendInTransaction), so a record exists exactly with its job; the
 * job takes a lease on the row, sends on every channel and records the outcome on the row's outbox
 * columns, which the back office reads: notification_status ('pending' | 'failed' | 'sent' |
 * 'not_configured' | other: not due), notification_attempts, notification_last_error, notified_at,
 * notification_next_attempt_at. A failed try throws: pg-boss retries it with doubling delays from
 * NOTIFY_RETRY_BASE_MS, NOTIFY_MAX_ATTEMPTS tries in all, then the job is `failed` with its error.
 * The queue's `stately` policy with the record's id as singleton key keeps one job per record
 * waiting and one running, whichever replica queues it. A periodic job (one per minute across
 * replicas) queues pending records that have none: those stored before a channel was configured,
 * or before this engine.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config.ts';
import { smtpMail } from './smtp-mail.ts';
import type { Database } from '../db/schema.ts';
import {
  claimRecordTry,
  outboxQueues,
  pendingRecordIds,
  type OutboxTable,
  recordNotificationFailure,
  recordNotificationNotConfigured,
  recordNotificationSent,
} from '../repositories/notification-outbox.ts';
import type { JobEngine } from './jobs.ts';

export interface OutboxNotifier {
  /** In the transaction that stores the record (or makes it due): the job that passes it on. */
  queue(trx: Transaction<Database>, id: string): Promise<void>;
  /** Creates the queue, its worker and the sweep of pending records without a job (the app calls it when ready). */
  start(): Promise<void>;
}

/** One way of passing a record on; throws when it did not get through. */
export type Channel<Row> = (row: Row) => Promise<void>;

/** A try may take this long before another may take it over (pg-boss expires the job then too). */
const LEASE_MS = 2 * 60_000;
const SEND_TIMEOUT_MS = 15_000;
const SWEEP_BATCH = 50;
const SWEEP_SECONDS = 60;

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

export function createOutboxNotifier<Row extends { id: string; notificationAttempts: number }>(
  options: OutboxOptions<Row>,
): OutboxNotifier {
  const { db, jobs, config, now, log, table, what, channels } = options;
  const configured = channels.length > 0;
  const maxAttempts = config.NOTIFY_MAX_ATTEMPTS;
  const retryDelay = (attempt: number) => config.NOTIFY_RETRY_BASE_MS * 2 ** (attempt - 1);
  const logKey = `${table === 'bookings' ? 'booking' : 'request'}Id`;
  const queueName = outboxQueues[table];

  /** One try: lease the row while it has tries left, send on every channel, record the outcome; throws when it failed. */
  async function attempt(id: string): Promise<void> {
    if (!configured) {
      await recordNotificationNotConfigured(db, table, id);
      return;
    }
    const at = now();
    const row = (await claimRecordTry(db, table, id, { leaseUntil: new Date(at.getTime() + LEASE_MS), maxAttempts })) as Row | undefined;
    if (!row) return;
    try {
      for (const [, send] of channels) await send(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.notificationAttempts >= maxAttempts;
      const delay = retryDelay(row.notificationAttempts);
      await recordNotificationFailure(db, table, id, {
        error: message.slice(0, 500),
        nextAttemptAt: giveUp ? null : new Date(now().getTime() + delay),
      });
      log.error(
        { err: error, [logKey]: id, attempt: row.notificationAttempts, maxAttempts, retryInMs: giveUp ? null : delay },
        giveUp ? `${what} notification failed; no tries left (the record is kept)` : `${what} notification failed; will retry`,
      );
      // The job engine retries it, or after the last try keeps the job failed with this error.
      throw error;
    }
    await recordNotificationSent(db, table, id, now());
    log.info({ [logKey]: id, attempt: row.notificationAttempts, channels: channels.map(([name]) => name) }, `${what} notified`);
  }

  /** Pending records with no job yet (stored before a channel or this engine): each gets one. */
  async function sweep(): Promise<void> {
    if (!configured) return;
    const ids = await pendingRecordIds(db, table, { maxAttempts, limit: SWEEP_BATCH });
    if (ids.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const id of ids) await notifier.queue(trx, id);
    });
  }

  const notifier: OutboxNotifier = {
    async queue(trx, id) {
      await jobs.sendInTransaction(trx, queueName, { id }, { singletonKey: id });
    },
    async start() {
      await jobs.queue(queueName, {
        policy: 'stately',
        retryLimit: maxAttempts - 1,
        retryDelay: Math.max(1, Math.round(config.NOTIFY_RETRY_BASE_MS / 1000)),
        retryBackoff: true,
        expireInSeconds: LEASE_MS / 1000,
      });
      await jobs.work<{ id: string }>(queueName, (job) => attempt(job.data.id));
      await jobs.every(`${queueName}-sweep`, SWEEP_SECONDS, sweep);
      // And at every start, outside the period: a record a stopped process left gets its job now.
      await sweep().catch((error: unknown) => log.warn({ err: error }, `${what} notification sweep failed`));
    },
  };
  return notifier;
}
