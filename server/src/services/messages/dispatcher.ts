/**
 * Sends messages. A message due when it is planned gets its pg-boss job in the planning transaction
 * (planner.ts); one planned for later is handed over by a periodic job (`traveller-messages-due`,
 * once per JOB_POLL_SECONDS across replicas) once the app's clock reaches it, reminders only outside
 * quiet hours: it locks the due rows (FOR UPDATE SKIP LOCKED) and creates their jobs in the same
 * transaction, so a message gets exactly one job whatever the replicas do. The worker takes jobs in
 * batches and sends several at once, so a backlog drains at the providers' pace; pg-boss retries a
 * failed try with doubling delays (MESSAGE_RETRY_LIMIT, MESSAGE_RETRY_DELAY_SECONDS) and, after the
 * last, the message is `failed` with its error.
 *
 * Never twice: a message is marked `sending` before it is handed to its provider and `sent` with the
 * provider's id after. A try that finds its message still `sending` knows the one before it stopped
 * in between (its replica was killed, or pg-boss expired it), and cannot know whether the provider
 * took it: it marks it `failed` ("Interrupted while sending…") and does not send again. That one
 * window, a few hundred milliseconds of an HTTP call, is the trade: a message possibly lost there is
 * visible to the back office and one click from "Send again", while sending again could double a
 * confirmation or a payment link, and none of our providers takes an idempotency key to rule it out.
 * On WhatsApp the window closes by itself: the Cloud API echoes our message id in its status
 * callbacks (`biz_opaque_callback_data`), and a callback for a message left `sending` or failed so
 * marks it sent, with the provider's id (whatsapp-callbacks.ts).
 * A provider's error (an answer, or no answer within its timeout) puts it back to `scheduled` for the
 * next try: that provider did not take it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { inQuietHours, isLanguage, type MessageTemplate, stillWanted, travellerMessageTexts } from '../../domain/index.ts';
import { messageRecipient } from '../../repositories/messages.ts';
import {
  claimMessage,
  lockDueMessages,
  MESSAGE_QUEUE,
  recordMessageCancelled,
  recordMessageError,
  recordMessageInterrupted,
  recordMessageJobs,
  recordMessageSent,
} from '../../repositories/message-sending.ts';
import type { JobEngine } from '../jobs/jobs.ts';
import type { Channels } from './channels.ts';
import { noReminderPaymentLink, type ReminderPaymentLink, withReminderPaymentLink } from './reminder-payment-link.ts';

/** The periodic hand-over of messages that came due. */
export const MESSAGE_DUE_QUEUE = 'traveller-messages-due';
/** Due messages handed over per transaction. */
const HANDOVER_BATCH = 500;
/**
 * Jobs fetched at a time per replica, all sent at once: a provider's call takes ~100–500 ms. No more
 * than are sent at once, so a fetched job never waits its turn while its expiry (below) runs.
 */
const SEND_BATCH = 16;

export interface MessageDispatcher {
  /** Creates the queues and their workers. */
  start(): Promise<void>;
  /** Hands every due message to the job engine; answers how many. */
  queueDue(): Promise<number>;
}

export function createMessageDispatcher(options: {
  db: Kysely<Database>;
  jobs: JobEngine;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  channels: Channels;
  /** An instalment reminder's one-tap payment link (reminder-payment-link.ts); none by default. */
  reminderPaymentLink?: ReminderPaymentLink;
}): MessageDispatcher {
  const { db, jobs, config, now, log, channels } = options;
  const reminderPaymentLink = options.reminderPaymentLink ?? noReminderPaymentLink;
  const quietHours = config.messaging.quietHours;

  async function queueDue(): Promise<number> {
    const at = now();
    // In quiet hours only urgent ones go; the reminders wait for the morning's hand-over.
    const quiet = inQuietHours(at, config.TIME_ZONE, quietHours);
    let total = 0;
    for (;;) {
      const handed = await db.transaction().execute(async (trx) => {
        const ids = await lockDueMessages(trx, at, HANDOVER_BATCH, quiet);
        const rows = ids.map((id) => ({ id, jobId: randomUUID() }));
        await jobs.insertInTransaction(
          trx,
          MESSAGE_QUEUE,
          rows.map((row) => ({ id: row.jobId, data: { messageId: row.id } })),
        );
        await recordMessageJobs(trx, rows);
        return ids.length;
      });
      total += handed;
      if (handed < HANDOVER_BATCH) return total;
    }
  }

  /** One try of one message; throws when it did not go out (the job engine retries). */
  async function send(messageId: string, lastTry: boolean): Promise<void> {
    const at = now();
    const message = await claimMessage(db, messageId, at);
    if (!message) {
      // Not scheduled: sent, cancelled, or still `sending` from a try that stopped mid-way (see above).
      if (await recordMessageInterrupted(db, messageId, { error: travellerMessageTexts.interruptedWhileSending, at })) {
        log.error({ messageId }, 'message found mid-send after an interrupted try; marked failed, not sent again');
      }
      return;
    }
    const recipient = await messageRecipient(db, message.bookingId);
    const template = message.template as MessageTemplate;
    if (!recipient || (!message.essential && recipient.remindersStoppedAt) || !stillWanted(template, recipient, at, message.sendAt)) {
      await recordMessageCancelled(db, messageId, at);
      return;
    }
    try {
      const params =
        template === 'instalment_reminder'
          ? await withReminderPaymentLink(reminderPaymentLink, { messageId, bookingId: message.bookingId, params: message.params })
          : message.params;
      const delivered = await channels.send({
        template,
        params,
        // A message to one traveller goes to their number; the rest to the booker's.
        phone:
          message.toCountryCode && message.toMobileNumber
            ? { countryCode: message.toCountryCode, mobileNumber: message.toMobileNumber }
            : recipient,
        whatsapp: message.channel === 'whatsapp',
        language: isLanguage(recipient.language) ? recipient.language : 'en',
        messageId,
      });
      if (delivered.fallbackFrom) log.warn({ messageId, error: delivered.fallbackFrom }, 'WhatsApp failed; the message went by SMS');
      await recordMessageSent(db, messageId, {
        at: now(),
        sendingAt: at,
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

  return {
    async start() {
      await jobs.queue(MESSAGE_QUEUE, {
        retryLimit: config.MESSAGE_RETRY_LIMIT,
        retryDelay: config.MESSAGE_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        // A try runs at most two provider calls (WhatsApp, then SMS; 10 s timeout each): one still active after
        // this was on a replica that died, and is tried again (which finds it `sending`: see above).
        expireInSeconds: 60,
        notify: true,
      });
      await jobs.work<{ messageId: string }>(MESSAGE_QUEUE, (job) => send(job.data.messageId, job.retryCount >= job.retryLimit), {
        batchSize: SEND_BATCH,
        concurrency: SEND_BATCH,
      });
      await jobs.every(MESSAGE_DUE_QUEUE, Math.max(1, config.JOB_POLL_SECONDS), async () => {
        const handed = await queueDue();
        if (handed) log.info({ handed }, 'due messages handed to the job engine');
      });
    },
    queueDue,
  };
}
