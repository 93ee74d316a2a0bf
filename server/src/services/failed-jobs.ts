/**
 * Failed work tried again (the back office's "Try again"), each kind on its own terms: a traveller
 * message that failed is sent again through its message (MessagePlanner.resend, the booking page's
 * "Send again": the message is scheduled again with a new job of its own); a notification to the
 * business whose tries ran out gets one more; any other job is tried once more now by the job engine.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { backgroundJobTexts, DomainError } from '../domain/index.ts';
import type { JobRecord } from '../repositories/failed-jobs.ts';
import { UUID } from '../repositories/list-query.ts';
import { allowOneMoreTry, type OutboxTable, outboxQueues } from '../repositories/notification-outbox.ts';
import type { JobEngine } from './jobs.ts';
import type { MessagePlanner } from './messages/planner.ts';

export interface JobRetryOptions {
  db: Kysely<Database>;
  jobs: Pick<JobEngine, 'retry'>;
  messages: Pick<MessagePlanner, 'resend'>;
  /** NOTIFY_MAX_ATTEMPTS: the tries a notification to the business has. */
  notifyMaxAttempts: number;
}

const outboxTableOf = (queue: string) => (Object.keys(outboxQueues) as OutboxTable[]).find((table) => outboxQueues[table] === queue);

/** Tries a failed job again; a job that is not (or no longer) failed is refused (conflict). */
export async function tryJobAgain(options: JobRetryOptions, record: JobRecord): Promise<void> {
  const { job } = record;
  if (!record.failed) throw new DomainError('conflict', backgroundJobTexts.onlyFailedRetry);
  if (record.message?.status === 'failed') {
    await options.messages.resend(record.message.id);
    return;
  }
  const table = outboxTableOf(job.queue);
  const recordId = (job.data as { id?: unknown }).id;
  if (table && typeof recordId === 'string' && UUID.test(recordId)) {
    await allowOneMoreTry(options.db, table, recordId, options.notifyMaxAttempts);
  }
  if (!(await options.jobs.retry(job.queue, job.id))) throw new DomainError('conflict', backgroundJobTexts.onlyFailedRetry);
}
