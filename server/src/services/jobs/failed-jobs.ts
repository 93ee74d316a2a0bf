/**
 * Failed work tried again (the back office's "Try again"), each kind on its own terms: a traveller
 * message that failed is sent again through its message (MessagePlanner.resend, the booking page's
 * "Send again": the message is scheduled again with a new job of its own); any other job (a
 * notification to the business, a refund) is tried once more now by the job engine.
 */
import { backgroundJobTexts, DomainError } from '../../domain/index.ts';
import type { JobRecord } from '../../repositories/failed-jobs.ts';
import type { JobEngine } from './jobs.ts';
import type { MessagePlanner } from '../messages/planner.ts';

export interface JobRetryOptions {
  jobs: Pick<JobEngine, 'retry'>;
  messages: Pick<MessagePlanner, 'resend'>;
}

/** Tries a failed job again; a job that is not (or no longer) failed is refused (conflict). */
export async function tryJobAgain(options: JobRetryOptions, record: JobRecord): Promise<void> {
  const { job } = record;
  if (!record.failed) throw new DomainError('conflict', backgroundJobTexts.onlyFailedRetry);
  if (record.message?.status === 'failed') {
    await options.messages.resend(record.message.id);
    return;
  }
  if (!(await options.jobs.retry(job.queue, job.id))) throw new DomainError('conflict', backgroundJobTexts.onlyFailedRetry);
}
