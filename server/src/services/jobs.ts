/**
 * The durable job engine: pg-boss. Chosen over graphile-worker because it runs on the embedded
 * database as well as on PostgreSQL: it ships an adapter for PGlite (one session, multi-statement
 * SQL through exec(), a failed block rolled back) and a `pglite` backend profile, while
 * graphile-worker needs a pg Pool and LISTEN on its own connections. Jobs live in its own schema
 * (pgboss, made at start): a job survives a restart, FOR UPDATE SKIP LOCKED hands it to one worker
 * of all replicas, failures are retried with doubling delays and end `failed` with their error.
 * On PostgreSQL it keeps a small pool of its own; on PGlite it shares the instance with Kysely
 * (whose transactions take PGlite's exclusive lock, so a job statement never lands inside one).
 */
import { fromKysely, fromPglite, type JobWithMetadata, PgBoss, type QueueOptions, type QueuePolicy, type SendOptions } from 'pg-boss';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobDatabase } from '../db/connect.ts';

export interface JobEngine {
  /** Makes the schema when missing, the queues, and starts polling. */
  start(): Promise<void>;
  /** Creates (or updates) a queue with its retry rules; a queue's policy is set when it is made. */
  queue(name: string, options: QueueOptions & { policy?: QueuePolicy }): Promise<void>;
  /** A job created in the caller's transaction: it exists exactly when that transaction commits. */
  sendInTransaction(trx: Transaction<Database>, name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Runs each job of the queue, one at a time per replica; a throw is a failed try (retried while tries are left). */
  work<Data extends object>(name: string, handler: (job: JobWithMetadata<Data>) => Promise<void>, pollSeconds?: number): Promise<void>;
  /**
   * Periodic work: `run` once per `seconds` across all replicas, as a job of the queue `name`
   * (retried with doubling delays, then `failed` with its error). Starts offering jobs at once.
   */
  every(name: string, seconds: number, run: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss refuses a shorter polling interval. */
const MIN_POLL_SECONDS = 0.5;

export function createJobEngine(database: JobDatabase, options: { pollSeconds: number; onError: (error: Error) => void }): JobEngine {
  const common = {
    // Maintenance (expiring, archiving) on one replica at a time, rarely: the embedded default stays small.
    superviseIntervalSeconds: 120,
    maintenanceIntervalSeconds: 300,
    monitorIntervalSeconds: 300,
    schedule: false,
  };
  const boss =
    'pglite' in database
      ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.connectionString, max: 3 });
  boss.on('error', options.onError);
  let started = false;
  const timers = new Set<NodeJS.Timeout>();
  const engine: JobEngine = {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async queue(name, { policy, ...queueOptions }) {
      const existing = await boss.getQueue(name);
      if (existing) await boss.updateQueue(name, queueOptions);
      else await boss.createQueue(name, { ...queueOptions, ...(policy ? { policy } : {}) });
    },
    sendInTransaction(trx, name, data, sendOptions = {}) {
      return boss.send(name, data, { ...sendOptions, db: fromKysely(trx) });
    },
    async work<Data extends object>(
      name: string,
      handler: (job: JobWithMetadata<Data>) => Promise<void>,
      pollSeconds = options.pollSeconds,
    ) {
      const options_ = { pollingIntervalSeconds: pollSeconds, batchSize: 1, includeMetadata: true } as const;
      await boss.work<Data, unknown, typeof options_>(name, options_, async ([job]) => {
        if (job) await handler(job);
      });
    },
    async every(name, seconds, run) {
      await engine.queue(name, {
        retryLimit: PERIODIC_RETRIES,
        retryDelay: Math.max(1, Math.ceil(seconds / 4)),
        retryBackoff: true,
        expireInSeconds: Math.max(60, seconds * 2),
      });
      // Looked for four times a period (at most every 30 s, at least every 0.5 s, pg-boss's shortest), not at every
      // JOB_POLL_SECONDS: fewer queries for a long period's work, which waits anyway, and a period shorter than
      // JOB_POLL_SECONDS is kept (a 1-second sweep was picked up every 5 s).
      await engine.work(name, run, Math.min(Math.max(seconds / 4, MIN_POLL_SECONDS), 30));
      // Every replica offers a job each period; singletonSeconds makes pg-boss store one job per time
      // slot (its unique index on the queue and the slot), so the work runs once per period however
      // many replicas offer it, and a period that passed while none ran is caught up at the next start.
      // Not pg-boss's cron schedule: it counts in minutes, and these periods are seconds.
      const offer = () => {
        if (!started) return;
        boss.send(name, {}, { singletonSeconds: seconds }).catch(options.onError);
      };
      offer();
      const timer = setInterval(offer, seconds * 1000);
      timer.unref();
      timers.add(timer);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5_000, close: true });
    },
  };
  return engine;
}

/** Tries after the first of a periodic job: the next period runs it anyway. */
const PERIODIC_RETRIES = 2;
