/**
 * Sends messages when they are due. Every replica looks every JOB_POLL_SECONDS (and at once after
 * a plan changes) for scheduled messages due by the app's clock, outside quiet hours; it locks them
 * (FOR UPDATE SKIP LOCKED) and creates one job each in the same transaction, so a message gets
 * exactly one job whatever the replicas do and a crash between the two leaves neither. The job
 * engine runs each job once, retries a failed try with doubling delays (MESSAGE_RETRY_LIMIT,
 * MESSAGE_RETRY_DELAY_SECONDS) and, after the last, the message is `failed` with its error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { isLanguage, type MessageTemplate, outsideQuietHours, stillWanted } from '../../domain/index.ts';
import {
  findMessage,
  lockDueMessages,
  messageRecipient,
  recordMessageCancelled,
  recordMessageError,
  recordMessageJob,
  recordMessageSent,
} from '../../repositories/messages.ts';
import type { JobEngine } from '../jobs.ts';
import type { Channels } from './channels.ts';

export const MESSAGE_QUEUE = 'traveller-message';
const BATCH = 50;

export interface MessageDispatcher {
  /** Creates the queue and its worker, and starts looking for due messages. */
  start(): Promise<void>;
  /** Looks for due messages now (in the background). */
  wake(): void;
  /** Hands every due message to the job engine; answers how many. */
  queueDue(): Promise<number>;
  stop(): Promise<void>;
}

export function createMessageDispatcher(options: {
  db: Kysely<Database>;
  jobs: JobEngine;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  channels: Channels;
}): MessageDispatcher {
  const { db, jobs, config, now, log, channels } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function queueDue(): Promise<number> {
    const at = now();
    // Quiet hours: nothing goes out; the morning's poll sends what waited.
    if (outsideQuietHours(at, config.TIME_ZONE).getTime() !== at.getTime()) return 0;
    return db.transaction().execute(async (trx) => {
      const ids = await lockDueMessages(trx, at, BATCH);
      for (const id of ids) {
        const jobId = await jobs.sendInTransaction(trx, MESSAGE_QUEUE, { messageId: id });
        await recordMessageJob(trx, id, jobId ?? 'queued');
      }
      return ids.length;
    });
  }

  /** One try of one message; throws when it did not go out (the job engine retries). */
  async function send(messageId: string, lastTry: boolean): Promise<void> {
    const message = await findMessage(db, messageId);
    if (!message || message.status !== 'scheduled') return;
    const recipient = await messageRecipient(db, message.bookingId);
    const template = message.template as MessageTemplate;
    if (!recipient || (!message.essential && recipient.remindersStoppedAt) || !stillWanted(template, recipient, now(), message.sendAt)) {
      await recordMessageCancelled(db, messageId, now());
      return;
    }
    try {
      const delivered = await channels.send({
        template,
        params: message.params,
        phone: recipient,
        whatsapp: message.channel === 'whatsapp',
        language: isLanguage(recipient.language) ? recipient.language : 'en',
      });
      if (delivered.fallbackFrom) log.warn({ messageId, error: delivered.fallbackFrom }, 'WhatsApp failed; the message went by SMS');
      await recordMessageSent(db, messageId, {
        at: now(),
        channel: delivered.channel,
        recipient: message.recipient,
        providerMessageId: delivered.providerMessageId,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await recordMessageError(db, messageId, { error: reason, final: lastTry, at: now() });
      log.error(
        { messageId, template: message.template, err: error, lastTry },
        lastTry ? 'message failed; no tries left' : 'message failed; will retry',
      );
      throw error;
    }
  }

  const poll = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = queueDue();
    void running
      .catch((error: unknown) => log.warn({ err: error }, 'due messages not queued'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          poll();
        }
      });
  };

  return {
    async start() {
      await jobs.queue(MESSAGE_QUEUE, {
        retryLimit: config.MESSAGE_RETRY_LIMIT,
        retryDelay: config.MESSAGE_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: 120,
      });
      await jobs.work<{ messageId: string }>(MESSAGE_QUEUE, (job) => send(job.data.messageId, job.retryCount >= job.retryLimit));
      poll();
      timer = setInterval(poll, config.JOB_POLL_SECONDS * 1000);
      timer.unref();
    },
    wake: poll,
    queueDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
