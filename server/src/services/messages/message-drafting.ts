/**
 * How the planner drafts and stores a booking's messages: the booking and its recipient read once,
 * each message addressed on the recipient's channel and timed by `messageSendTime`; stored in the
 * caller's transaction with a pg-boss job for each one due now.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  formatPhone,
  goesAtOnce,
  isEssentialTemplate,
  type MessageParams,
  type MessageTemplate,
  messageSendTime,
} from '../../domain/index.ts';
import { findBooking } from '../../repositories/bookings.ts';
import { MESSAGE_QUEUE } from '../../repositories/message-sending.ts';
import { insertMessages, messageRecipient, type NewMessage } from '../../repositories/messages.ts';
import type { JobEngine } from '../jobs/jobs.ts';
import type { Channels } from './channels.ts';

type Trx = Transaction<Database>;

export function messageDrafting(options: {
  jobs: JobEngine;
  channels: Channels;
  now: () => Date;
  timing: Omit<Parameters<typeof messageSendTime>[2], 'urgent'>;
}) {
  const { jobs, channels, now, timing } = options;

  async function context(bookingId: string, executor: Kysely<Database> | Trx) {
    const at = now();
    const booking = await findBooking(executor, bookingId, at);
    const recipient = await messageRecipient(executor, bookingId);
    if (!booking || !recipient) return null;
    const channel = channels.channelFor(recipient.whatsappOptIn);
    const to = formatPhone(recipient, { e164: true });
    const message = (template: MessageTemplate, params: MessageParams, sendAt: Date, urgent = false): NewMessage => ({
      bookingId,
      template,
      channel,
      recipient: to,
      params,
      essential: isEssentialTemplate(template),
      urgent: goesAtOnce(template, urgent),
      sendAt: messageSendTime(template, sendAt, { ...timing, urgent }),
    });
    return { at, booking, recipient, message };
  }

  /**
   * Stores messages in the caller's transaction; each one due now gets its job there too (the rest
   * get theirs from the dispatcher's hand-over when due). One statement each, whatever their number.
   */
  async function store(trx: Trx, messages: NewMessage[]): Promise<void> {
    const at = now().getTime();
    // A message due now was timed by messageSendTime: at once, or now because quiet hours are over.
    const rows = messages.map((message) => ({ ...message, id: randomUUID(), jobId: message.sendAt.getTime() <= at ? randomUUID() : null }));
    await insertMessages(trx, rows);
    const due = rows.filter((row) => row.jobId !== null);
    await jobs.insertInTransaction(
      trx,
      MESSAGE_QUEUE,
      due.map((row) => ({ id: row.jobId!, data: { messageId: row.id } })),
    );
  }

  return { context, store };
}

/** A booking's messages drafted: when, the booking, its recipient, and `message` to address one. */
export type MessageContext = NonNullable<Awaited<ReturnType<ReturnType<typeof messageDrafting>['context']>>>;
