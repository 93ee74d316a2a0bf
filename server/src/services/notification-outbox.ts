/**
 * Passes stored records on (customization requests and confirmed bookings to the business, a
 * confirmation to the traveller) without ever losing one: the record is already in the database
 * when this starts; a failure is logged, recorded on the row (attempts, last error) and retried
 * with doubling delays. Each try first takes a lease on the row (a conditional UPDATE), so
 * replicas and restarts never send one record twice at the same time, and a sweep picks up
 * whatever came due — retries, and records stored while no process was sending. The rows are read
 * and written by repositories/notification-outbox.ts, through the columns every outbox table has:
 * notification_status ('pending' | 'failed' | 'sent' | 'not_configured' | other: not due),
 * notification_attempts, notification_last_error, notified_at, notification_next_attempt_at.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import {
  dueRecordIds,
  leaseDueRecord,
  type OutboxTable,
  recordNotificationFailure,
  recordNotificationNotConfigured,
  recordNotificationSent,
} from '../repositories/notification-outbox.ts';

export interface OutboxNotifier {
  /** Called after a record is stored (or became due): try now, in the background. */
  stored(id: string): void;
  /** Tries every record that is due. */
  sweep(): Promise<void>;
  /** Sweeps now and then every so often, until close(): the app calls it when ready, so building one starts no timer. */
  start(): void;
  /** Stops timers and waits for tries in progress. */
  close(): Promise<void>;
}

/** One way of passing a record on; throws when it did not get through. */
export type Channel<Row> = (row: Row) => Promise<void>;

/** A try may take this long before another process may take it over. */
const LEASE_MS = 2 * 60_000;
const SEND_TIMEOUT_MS = 15_000;
const SWEEP_BATCH = 20;
const MAX_SWEEP_INTERVAL_MS = 60_000;

/** E-mail to the business (SMTP_URL, NOTIFY_EMAIL_TO), when configured. */
export function emailChannel<Row>(config: Config, compose: (row: Row) => Promise<{ subject: string; text: string }>): Channel<Row> {
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return async (row) => {
    const { subject, text } = await compose(row);
    const from = config.NOTIFY_EMAIL_FROM || config.BUSINESS_EMAIL;
    await transport.sendMail({ from, to: config.NOTIFY_EMAIL_TO || config.BUSINESS_EMAIL, subject, text });
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
  const { config, now, log, table, what, channels } = options;
  const { db } = options;
  const configured = channels.length > 0;
  const maxAttempts = config.NOTIFY_MAX_ATTEMPTS;
  const retryDelay = (attempt: number) => config.NOTIFY_RETRY_BASE_MS * 2 ** (attempt - 1);
  const logKey = `${table === 'bookings' ? 'booking' : 'request'}Id`;

  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const later = (ms: number, task: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** One try: lease the row if it is due, send on every channel, record the outcome. */
  async function attempt(id: string): Promise<void> {
    const at = now();
    const row = (await leaseDueRecord(db, table, id, { at, leaseUntil: new Date(at.getTime() + LEASE_MS), maxAttempts })) as
      Row | undefined;
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
      if (!giveUp) later(delay, () => notify(id));
      return;
    }
    await recordNotificationSent(db, table, id, now());
    log.info({ [logKey]: id, attempt: row.notificationAttempts, channels: channels.map(([name]) => name) }, `${what} notified`);
  }

  function notify(id: string) {
    if (closed) return;
    track(attempt(id).catch((error: unknown) => log.error({ err: error, [logKey]: id }, `${what} notification could not be recorded`)));
  }

  async function sweep(): Promise<void> {
    if (!configured || closed) return;
    const at = now();
    const due = await dueRecordIds(db, table, { at, maxAttempts, limit: SWEEP_BATCH });
    for (const id of due) notify(id);
  }

  const sweepEvery = Math.min(Math.max(config.NOTIFY_RETRY_BASE_MS, 1000), MAX_SWEEP_INTERVAL_MS);
  const sweepSoon = () => void sweep().catch((error: unknown) => log.warn({ err: error }, `${what} notification sweep failed`));
  let sweepTimer: NodeJS.Timeout | undefined;

  return {
    stored(id) {
      if (!configured) {
        void recordNotificationNotConfigured(db, table, id).catch((error: unknown) =>
          log.warn({ err: error, [logKey]: id }, 'notification status not recorded'),
        );
        return;
      }
      notify(id);
    },
    sweep,
    start() {
      if (!configured || closed || sweepTimer) return;
      sweepSoon();
      sweepTimer = setInterval(sweepSoon, sweepEvery);
      sweepTimer.unref();
    },
    async close() {
      closed = true;
      clearInterval(sweepTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
