/**
 * Failed background work, read from the job engine's own table (pg-boss's `pgboss.job`, outside the
 * app's Kysely types, hence `sql`). A job is listed while it is `failed`; a traveller message's job
 * that its message no longer names (the message was sent again: a new job carries it) is not failed
 * work any more. Each job comes with the record its data names (a message, a refund, a booking, a
 * customization request), for its label.
 */
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { jobLabel } from '../domain/background-jobs.ts';
import type { FailedJob, JobState } from '../entities/failed-job.ts';
import type { ListParams } from './list-query.ts';
import { UUID } from './list-query.ts';
import { MESSAGE_QUEUE } from './message-sending.ts';
import { outboxQueues } from './notification-outbox.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const failedJobSortFields = ['failedAt', 'createdAt', 'queue', 'tries'] as const;
export type FailedJobSortField = (typeof failedJobSortFields)[number];

const sortColumns: Record<FailedJobSortField, string> = {
  failedAt: 'j.completed_on',
  createdAt: 'j.created_on',
  queue: 'j.name',
  tries: 'j.retry_count',
};

/** A uuid the job's data holds under `key`, or null (never a cast error on a malformed one). */
const dataUuid = (key: string) =>
  sql`CASE WHEN j.data->>${sql.lit(key)} ~* ${sql.lit(UUID.source)} THEN (j.data->>${sql.lit(key)})::uuid END`;

/** The job and what its data names, joined: messages (with their booking), refunds, bookings and requests passed on. */
const fromJobs = sql`
  pgboss.job j
  LEFT JOIN messages m ON j.name = ${sql.lit(MESSAGE_QUEUE)} AND m.id = ${dataUuid('messageId')}
  LEFT JOIN bookings mb ON mb.id = m.booking_id
  LEFT JOIN refunds r ON r.id = ${dataUuid('refundId')}
  LEFT JOIN bookings rb ON rb.id = r.booking_id
  LEFT JOIN bookings nb ON j.name = ${sql.lit(outboxQueues.bookings)} AND nb.id = ${dataUuid('id')}
  LEFT JOIN customization_requests cr ON j.name = ${sql.lit(outboxQueues.customizationRequests)} AND cr.id = ${dataUuid('id')}`;

/** Failed, and not a message's job its message has moved on from. */
const stillFailed = sql`j.state = 'failed' AND NOT (m.id IS NOT NULL AND m.job_id IS DISTINCT FROM j.id::text)`;

const columns = sql`
  j.id::text AS id, j.name AS queue, j.state::text AS state, j.retry_count AS "retryCount",
  coalesce(
    j.output->>'message', j.output->'value'->>'message',
    CASE WHEN jsonb_typeof(j.output->'value') = 'string' THEN j.output->>'value' END
  ) AS error,
  j.completed_on AS "failedAt", j.created_on AS "createdAt", j.data::text AS "dataJson",
  m.id::text AS "messageId", m.status AS "messageStatus", m.template AS "messageTemplate", m.recipient AS "messageTo",
  mb.reference AS "messageReference", r.amount_paise AS "refundPaise", rb.reference AS "refundReference",
  nb.reference AS "notifiedBooking", cr.username AS "requestFrom",
  (${stillFailed}) AS "stillFailed"`;

interface JobRow {
  id: string;
  queue: string;
  state: string;
  retryCount: number;
  error: string | null;
  failedAt: Date | string | null;
  createdAt: Date | string;
  dataJson: string | null;
  messageId: string | null;
  messageStatus: string | null;
  messageTemplate: string | null;
  messageTo: string | null;
  messageReference: string | null;
  refundPaise: number | string | null;
  refundReference: string | null;
  notifiedBooking: string | null;
  requestFrom: string | null;
  stillFailed: boolean;
}

/** A job as the admin API answers it, and what retrying it needs to know. */
export interface JobRecord {
  job: FailedJob;
  /** Failed, and still the work to retry (a message's job its message moved on from is not). */
  failed: boolean;
  /** The traveller message the job sends, when it sends one that still exists. */
  message: { id: string; status: string } | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function parseData(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return {};
  }
}

function toRecord(row: JobRow): JobRecord {
  const what = jobLabel({
    queue: row.queue,
    message:
      row.messageTemplate && row.messageTo ? { template: row.messageTemplate, to: row.messageTo, reference: row.messageReference } : null,
    refund: row.refundPaise !== null ? { amountPaise: Number(row.refundPaise), reference: row.refundReference } : null,
    booking: row.notifiedBooking ? { reference: row.notifiedBooking } : null,
    request: row.requestFrom ? { from: row.requestFrom } : null,
  });
  return {
    job: {
      id: row.id,
      queue: row.queue,
      what,
      error: row.error,
      tries: Number(row.retryCount) + 1,
      state: row.state as JobState,
      failedAt: row.failedAt === null ? null : iso(row.failedAt),
      createdAt: iso(row.createdAt),
      data: parseData(row.dataJson),
    },
    failed: Boolean(row.stillFailed),
    message: row.messageId && row.messageStatus ? { id: row.messageId, status: row.messageStatus } : null,
  };
}

export interface FailedJobFilter {
  queue?: string;
}

function filterOf(filter: FailedJobFilter): RawBuilder<unknown> {
  return filter.queue ? sql`${stillFailed} AND j.name = ${filter.queue}` : stillFailed;
}

/** A page of failed jobs (newest failure first unless sorted otherwise), with the total under the filter. */
export async function listFailedJobs(
  db: Db,
  params: ListParams<FailedJobSortField>,
  filter: FailedJobFilter,
): Promise<{ jobs: FailedJob[]; total: number }> {
  const where = filterOf(filter);
  const { rows: counted } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM ${fromJobs} WHERE ${where}`.execute(db);
  const order = sql.raw(`${sortColumns[params.sortField]} ${params.sortOrder === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, j.id`);
  const page = params.limit ? sql`LIMIT ${params.limit} OFFSET ${params.offset}` : sql`OFFSET ${params.offset}`;
  const { rows } = await sql<JobRow>`SELECT ${columns} FROM ${fromJobs} WHERE ${where} ORDER BY ${order} ${page}`.execute(db);
  return { jobs: rows.map((row) => toRecord(row).job), total: Number(counted[0]?.total ?? 0) };
}

/** One job in any state, or undefined (a malformed id included). */
export async function findJob(db: Db, id: string): Promise<JobRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await sql<JobRow>`SELECT ${columns} FROM ${fromJobs} WHERE j.id = ${id}::uuid`.execute(db);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** How many jobs failed within the last `seconds` by the database's clock (the one pg-boss stamps them with), still failed. */
export async function countFailedJobsWithin(db: Db, seconds: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM ${fromJobs}
    WHERE ${stillFailed} AND j.completed_on >= now() - make_interval(secs => ${seconds})`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
