/**
 * A booking's messages, planned: `booking_confirmed` now and the journey ahead (balance reminders
 * while a balance is due, the trip's start with the joining instructions, the review request), the
 * cancellation, a departure's broadcast, a failed message sent again. Every message is a row in
 * `messages` with the time it goes by the app's clock: at once when it answers what someone just did
 * (or is an urgent broadcast), else after quiet hours (domain `messageSendTime`).
 *
 * A message is planned in the transaction of the change that causes it, and one due now gets its
 * pg-boss job in that transaction too: a crash after the commit loses none, and a cancelled
 * booking's plan is cancelled with it. Later ones get their job from the dispatcher's periodic
 * hand-over once due. Re-planning cancels what is still scheduled and plans again from now.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import {
  bookingDueNowPaise,
  dueNowBy,
  bookingMessages,
  bookingPaymentPath,
  calendarDay,
  formatPaise,
  formatRupees,
  paymentReminderIntervalMinutes,
  paymentReminderMessages,
  cancellationMoneyText,
  confirmedParams,
  DomainError,
  formatPhone,
  goesAtOnce,
  isEssentialTemplate,
  messageSendTime,
  planJourney,
  plannedTemplates,
  travellerMessageTexts,
} from '../../domain/index.ts';
import { lockBooking } from '../../repositories/bookings.ts';
import { journeyFacts } from './journey-facts.ts';
import {
  activeBookingsOfDeparture,
  broadcastRecipients,
  cancelScheduledMessages,
  countRecentMessages,
  addressedTo,
  type NewMessage,
  rescheduleFailedMessage,
  type TravellerAddressed,
} from '../../repositories/messages.ts';
import { MESSAGE_QUEUE } from '../../repositories/message-sending.ts';
import type { JobEngine } from '../jobs/jobs.ts';
import type { Channels } from './channels.ts';
import { type MessageContext, messageDrafting } from './message-drafting.ts';

type Trx = Transaction<Database>;

export interface MessagePlanner {
  /** In the transaction that confirms a booking: booking_confirmed now, and its journey. */
  bookingConfirmed(trx: Trx, bookingId: string): Promise<void>;
  /** In the transaction of a payment, a new date or a changed departure: the journey planned again (a paid balance has no reminders). */
  replan(trx: Trx, bookingId: string): Promise<void>;
  /** In the transaction that changed a departure's dates or joining instructions: each active booking's journey planned again. */
  departureChanged(trx: Trx, departureId: string): Promise<void>;
  /** In the transaction that cancels the booking: what was ahead is cancelled, booking_cancelled (with the refund or voucher) goes now. */
  bookingCancelled(trx: Trx, bookingId: string): Promise<void>;
  /** departure_update to every active booking of the departure, at once when urgent, else after quiet hours; answers how many. */
  broadcast(departureId: string, text: string, urgent: boolean): Promise<number>;
  /** A failed message due again now. */
  resend(messageId: string): Promise<void>;
  /**
   * In the transaction that made a waitlist offer (the held booking `bookingId`): its `waitlist_offer`
   * message, going now at any hour, with the booking page to pay on and the hours the hold lasts.
   */
  offerMade(trx: Trx, bookingId: string): Promise<void>;
  /**
   * "Send payment reminder": a `balance_reminder` for the amount due now (after quiet hours, like
   * every reminder), its link under `origin`. Refused (too_many) when one for this booking went, or
   * is going, out within paymentReminderIntervalMinutes: counted in the database under the booking's
   * lock, so it holds across replicas and restarts; a failed one does not count.
   */
  remind(bookingId: string, origin: string): Promise<void>;
  /** In the transaction that moved the booking to another departure: booking_shifted now, and the journey planned again. */
  bookingShifted(trx: Trx, bookingId: string): Promise<void>;
  /** In `trx`: a message about one traveller's place to `to` (their number; null: the booker's), the trip's facts added. */
  aboutTraveller(trx: Trx, bookingId: string, message: TravellerAddressed): Promise<boolean>;
  /** The site's address that links in messages start with. */
  origin: string;
}

export function createMessagePlanner(options: {
  db: Kysely<Database>;
  jobs: JobEngine;
  config: Config;
  now: () => Date;
  channels: Channels;
}): MessagePlanner {
  const { db, jobs, config, now, channels } = options;
  const origin = (config.PUBLIC_URL || `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const timing = { timeZone: config.TIME_ZONE, quietHours: config.messaging.quietHours };
  const settings = { reminderDays: config.messaging.reminderDays, preTripDays: config.PRE_TRIP_DAYS, timeZone: config.TIME_ZONE };

  const { context, store } = messageDrafting({ jobs, channels, now, timing });

  async function journey(ctx: MessageContext, executor: Kysely<Database> | Trx): Promise<NewMessage[]> {
    const { booking, at } = ctx;
    if (booking.status !== 'confirmed' && booking.status !== 'paid') return [];
    return planJourney(await journeyFacts(executor, booking, origin), settings, at)
      .filter((planned) => isEssentialTemplate(planned.template) || !ctx.recipient.remindersStoppedAt)
      .map((planned) => ctx.message(planned.template, planned.params, planned.sendAt));
  }

  async function replace(trx: Trx, bookingId: string, make: (ctx: MessageContext) => Promise<NewMessage[]>) {
    const ctx = await context(bookingId, trx);
    if (!ctx) return;
    await cancelScheduledMessages(trx, bookingId, plannedTemplates, ctx.at);
    await store(trx, await make(ctx));
  }

  return {
    origin,
    async aboutTraveller(trx, bookingId, { template, params, to }) {
      const ctx = await context(bookingId, trx);
      if (!ctx) return false;
      const { reference, place, startDate } = ctx.booking;
      const message = ctx.message(template, { reference, place, startDate, ...params }, ctx.at);
      await store(trx, [{ ...message, ...addressedTo(to) }]);
      return true;
    },
    bookingConfirmed: (trx, bookingId) =>
      replace(trx, bookingId, async (ctx) => [
        ctx.message('booking_confirmed', confirmedParams(ctx.booking, ctx.booking), ctx.at),
        ...(await journey(ctx, trx)),
      ]),
    replan: (trx, bookingId) => replace(trx, bookingId, (ctx) => journey(ctx, trx)),
    bookingShifted: (trx, bookingId) =>
      replace(trx, bookingId, async (ctx) => {
        const { reference, place, startDate, totalAmount, balanceDue } = ctx.booking;
        const money = { total: formatRupees(totalAmount), ...(balanceDue > 0 ? { balance: formatRupees(balanceDue) } : {}) };
        return [ctx.message('booking_shifted', { reference, place, startDate, ...money }, ctx.at), ...(await journey(ctx, trx))];
      }),
    async departureChanged(trx, departureId) {
      for (const { id } of await activeBookingsOfDeparture(trx, departureId)) await replace(trx, id, (ctx) => journey(ctx, trx));
    },
    bookingCancelled: (trx, bookingId) =>
      replace(trx, bookingId, async (ctx) => {
        const { reference, place, startDate } = ctx.booking;
        const refund = cancellationMoneyText(ctx.booking.cancellation, ctx.booking.language);
        return [ctx.message('booking_cancelled', { reference, place, startDate, ...(refund ? { refund } : {}) }, ctx.at)];
      }),
    async broadcast(departureId, text, urgent) {
      // One read for every traveller and one insert: a short transaction, even for a 500-seat departure.
      const at = now();
      const template = 'departure_update';
      const sendAt = messageSendTime(template, at, { ...timing, urgent });
      return db.transaction().execute(async (trx) => {
        const messages: NewMessage[] = (await broadcastRecipients(trx, departureId)).map((booking) => ({
          bookingId: booking.id,
          template,
          channel: channels.channelFor(booking.whatsappOptIn),
          recipient: formatPhone(booking, { e164: true }),
          params: { reference: booking.reference, place: booking.place, startDate: booking.startDate, text },
          essential: isEssentialTemplate(template),
          urgent: goesAtOnce(template, urgent),
          sendAt,
        }));
        await store(trx, messages);
        return messages.length;
      });
    },
    async resend(messageId) {
      await db.transaction().execute(async (trx) => {
        const jobId = randomUUID();
        if (!(await rescheduleFailedMessage(trx, messageId, now(), jobId))) {
          throw new DomainError('conflict', travellerMessageTexts.onlyFailedResend);
        }
        // The admin asked for it now: it goes at once, at any hour.
        await jobs.insertInTransaction(trx, MESSAGE_QUEUE, [{ id: jobId, data: { messageId } }]);
      });
    },
    async offerMade(trx, bookingId) {
      const ctx = await context(bookingId, trx);
      if (!ctx?.booking.holdExpiresAt) return;
      const { reference, place, startDate, seats } = ctx.booking;
      const message = ctx.message('waitlist_offer', {}, ctx.at);
      const hours = Math.max(1, Math.round((Date.parse(ctx.booking.holdExpiresAt) - message.sendAt.getTime()) / 3_600_000));
      const link = `${origin}${bookingPaymentPath(bookingId, ctx.booking.language)}`;
      await store(trx, [{ ...message, params: { reference, place, startDate, seats: String(seats), hours: String(hours), link } }]);
    },
    async remind(bookingId, requestOrigin) {
      await db.transaction().execute(async (trx) => {
        // The booking's lock makes two clicks (on two replicas) count one after the other.
        if (!(await lockBooking(trx, bookingId))) throw new DomainError('not_found', bookingMessages.bookingNotFound);
        const ctx = await context(bookingId, trx);
        if (!ctx) throw new DomainError('not_found', bookingMessages.bookingNotFound);
        const duePaise = bookingDueNowPaise(ctx.booking);
        if (duePaise === 0) throw new DomainError('conflict', bookingMessages.nothingDue);
        const message = ctx.message('balance_reminder', {}, ctx.at);
        const since = new Date(ctx.at.getTime() - paymentReminderIntervalMinutes * 60_000);
        if (await countRecentMessages(trx, bookingId, 'balance_reminder', { since, until: message.sendAt })) {
          throw new DomainError('too_many', paymentReminderMessages.tooSoon);
        }
        const { reference, place, startDate } = ctx.booking;
        const link = `${requestOrigin.replace(/\/+$/, '')}${bookingPaymentPath(bookingId, ctx.booking.language)}`;
        // By the one rule of what is due now: today while the deposit is awaited, else the balance date, never one past.
        const today = calendarDay(ctx.at, config.TIME_ZONE);
        const dueDate = dueNowBy(ctx.booking, today) ?? today;
        const params = { reference, place, startDate, balance: formatPaise(duePaise), dueDate, link };
        // The operator's own reminder, like a phone call: it goes even to a traveller who stopped the planned ones.
        await store(trx, [{ ...message, params, essential: true }]);
      });
    },
  };
}
