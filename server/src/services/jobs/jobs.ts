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
import pLimit from 'p-limit';
import {
  fromKysely,
  fromPglite,
  type JobInsert,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type QueueOptions,
  type QueuePolicy,
  type SendOptions,
} from 'pg-boss';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobDatabase } from '../../db/connect.ts';

export interface JobEngine {
  /** Makes the schema when missing, the queues, and starts polling. */
  start(): Promise<void>;
  /** Creates (or updates) a queue with its retry rules; a queue's policy is set when it is made. */
  queue(name: string, options: QueueSettings): Promise<void>;
  /** A job created in the caller's transaction: it exists exactly when that transaction commits. */
  sendInTransaction(trx: Transaction<Database>, name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Many jobs created in the caller's transaction in one statement (a broadcast's messages). */
  insertInTransaction(trx: Transaction<Database>, name: string, jobs: JobInsert[]): Promise<void>;
  /** A job created now, outside any transaction of ours (periodic offers, a retry asked for by an admin). */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Runs each job of the queue; a throw is a failed try (retried while tries are left, then `failed`
   * with its error). `batchSize` jobs are fetched at a time and `concurrency` of them run at once per
   * replica; a full batch is followed by the next fetch at once, so a backlog drains at the pace of
   * the work, not of the polling. On a replica with JOB_WORKERS=false nothing runs here.
   */
  work<Data extends object>(name: string, handler: (job: JobWithMetadata<Data>) => Promise<void>, options?: WorkSettings): Promise<void>;
  /** A failed job tried once more, now. Answers false for a job that is not failed. */
  retry(name: string, id: string): Promise<boolean>;
  /**
   * Periodic work: `run` once per `seconds` across all replicas, as a job of the queue `name`
   * (retried with doubling delays, then `failed` with its error). Starts offering jobs at once.
   */
  every(name: string, seconds: number, run: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** A queue's retry rules and policy; `notify` wakes its workers when a job is created. */
export type QueueSettings = QueueOptions & { policy?: QueuePolicy; notify?: boolean };

export interface WorkSettings {
  pollSeconds?: number;
  batchSize?: number;
  concurrency?: number;
}

/** pg-boss refuses a shorter polling interval. */
const MIN_POLL_SECONDS = 0.5;

export function createJobEngine(
  database: JobDatabase,
  options: { pollSeconds: number; workers: boolean; onError: (error: Error) => void },
): JobEngine {
  const common = {
    useListenNotify: true,
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
  // Queues made with `notify` wake their workers the moment a job is created (PostgreSQL's NOTIFY, or
  // PGlite's in-process one) instead of at the next poll; polling stays as the floor.
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
    async insertInTransaction(trx, name, jobs) {
      if (jobs.length > 0) await boss.insert(name, jobs, { db: fromKysely(trx) });
    },
    send(name, data, sendOptions = {}) {
      return boss.send(name, data, sendOptions);
    },
    async work<Data extends object>(name: string, handler: (job: JobWithMetadata<Data>) => Promise<void>, settings: WorkSettings = {}) {
      // A replica made with JOB_WORKERS=false queues jobs and leaves them to the replicas that work.
      if (!options.workers) return;
      const { pollSeconds = options.pollSeconds, batchSize = 1, concurrency = 1 } = settings;
      // The poll stays as frequent with NOTIFY on: a retry's delay ending wakes nobody.
      const polling = { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds };
      if (batchSize === 1) {
        const single = { ...polling, batchSize: 1, includeMetadata: true, localConcurrency: concurrency } as const;
        await boss.work<Data, unknown, typeof single>(name, single, async ([job]) => {
          if (job) await handler(job);
        });
        return;
      }
      // A batch settles job by job: one message's failure retries that message only.
      const limit = pLimit(concurrency);
      const batch = { ...polling, batchSize, includeMetadata: true, perJobResults: true, burstWhenBatchFull: true } as const;
      await boss.work<Data, unknown, typeof batch>(name, batch, (jobs) =>
        Promise.all(
          jobs.map((job) =>
            limit(async (): Promise<JobResult> => {
              try {
                await handler(job);
                return { id: job.id, status: 'completed' };
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                return { id: job.id, status: 'failed', output: { message } };
              }
            }),
          ),
        ),
      );
    },
    async retry(name, id) {
      // pg-boss answers { affected } beside what its declared (empty) CommandResponse type says.
      const result = (await boss.retry(name, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
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
      await engine.work(name, run, { pollSeconds: Math.min(Math.max(seconds / 4, MIN_POLL_SECONDS), 30) });
      // Every replica offers a job each period; singletonSeconds makes pg-boss store one job per time
      // slot (its unique index on the queue and the slot), so the work runs once per period however
      // many replicas offer it, and a period that passed while none ran is caught up at the next start.
      // Not pg-boss's cron schedule: it counts in minutes, and these periods are seconds.
      const offer = async () => {
        if (!started) return;
        await boss.send(name, {}, { singletonSeconds: seconds }).catch(options.onError);
      };
      // The first period's job exists once every() has returned.
      await offer();
      const timer = setInterval(() => void offer(), seconds * 1000);
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
