/**
 * A booking's messages, planned: `booking_confirmed` now and the journey ahead (balance reminders
 * while a balance is due, the trip's start with the joining instructions, the review request), the
 * cancellation, a departure's broadcast, a failed message sent again. Every message is a row in
 * `messages` due at its time by the app's clock (quiet hours respected); the dispatcher hands due
 * ones to the job engine. Re-planning cancels what is still scheduled and plans again from now.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import {
  bookingDueNowPaise,
  bookingMessages,
  bookingPaymentPath,
  calendarDay,
  formatPaise,
  paymentReminderIntervalMinutes,
  paymentReminderMessages,
  bookingReviewPath,
  cancellationMoneyText,
  confirmedParams,
  DomainError,
  formatPhone,
  isEssentialTemplate,
  type MessageParams,
  type MessageTemplate,
  outsideQuietHours,
  planJourney,
  plannedTemplates,
  travellerMessageTexts,
} from '../../domain/index.ts';
import { findBooking, lockBooking } from '../../repositories/bookings.ts';
import {
  activeBookingsOfDeparture,
  cancelScheduledMessages,
  countRecentMessages,
  insertMessages,
  joiningInstructionsOf,
  messageRecipient,
  type NewMessage,
  rescheduleFailedMessage,
} from '../../repositories/messages.ts';
import type { Channels } from './channels.ts';

export interface MessagePlanner {
  /** A booking became confirmed: booking_confirmed now, and its journey. */
  bookingConfirmed(bookingId: string): Promise<void>;
  /** A payment, a new date or a changed departure: the journey planned again (a paid balance has no reminders). */
  replan(bookingId: string): Promise<void>;
  /** A departure's dates or joining instructions changed: each active booking's journey planned again. */
  departureChanged(departureId: string): Promise<void>;
  /** The booking is cancelled: what was ahead is cancelled, booking_cancelled (with the refund or voucher) goes now. */
  bookingCancelled(bookingId: string): Promise<void>;
  /** departure_update to every active booking of the departure; answers how many were queued. */
  broadcast(departureId: string, text: string): Promise<number>;
  /** A failed message due again now. */
  resend(messageId: string): Promise<void>;
  /**
   * In the transaction that made a waitlist offer (the held booking `bookingId`): its essential
   * `waitlist_offer` message, due now, with the booking page to pay on and the hours the hold lasts.
   * It exists exactly when the offer does; call wake() after the commit.
   */
  offerMade(trx: Transaction<Database>, bookingId: string): Promise<void>;
  /**
   * "Send payment reminder": a `balance_reminder` due now for the amount due now, its link under
   * `origin`. Refused (too_many) when one for this booking went, or is going, out within
   * paymentReminderIntervalMinutes: counted in the database under the booking's lock, so it holds
   * across replicas and restarts; a failed one does not count.
   */
  remind(bookingId: string, origin: string): Promise<void>;
  /** Due messages go out without waiting for the next poll. */
  wake(): void;
}

export function createMessagePlanner(options: {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  channels: Channels;
  /** Called once messages were stored: due ones go out without waiting for the next poll. */
  wake: () => void;
}): MessagePlanner {
  const { db, config, now, channels, wake } = options;
  const origin = (config.PUBLIC_URL || `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const settings = { reminderDays: config.messaging.reminderDays, preTripDays: config.PRE_TRIP_DAYS, timeZone: config.TIME_ZONE };

  async function context(bookingId: string, executor: Kysely<Database> | Transaction<Database> = db) {
    const at = now();
    const booking = await findBooking(executor, bookingId, at);
    const recipient = await messageRecipient(executor, bookingId);
    if (!booking || !recipient) return null;
    const channel = channels.channelFor(recipient.whatsappOptIn);
    const to = formatPhone(recipient, { e164: true });
    const message = (template: MessageTemplate, params: MessageParams, sendAt: Date): NewMessage => ({
      bookingId,
      template,
      channel,
      recipient: to,
      params,
      essential: isEssentialTemplate(template),
      sendAt: outsideQuietHours(sendAt, config.TIME_ZONE),
    });
    return { at, booking, recipient, message };
  }

  async function journey(ctx: NonNullable<Awaited<ReturnType<typeof context>>>): Promise<NewMessage[]> {
    const { booking, at } = ctx;
    if (booking.status !== 'confirmed' && booking.status !== 'paid') return [];
    const facts = {
      ...booking,
      joiningInstructions: await joiningInstructionsOf(db, booking.departureId),
      paymentLink: `${origin}${bookingPaymentPath(booking.id)}`,
      reviewLink: `${origin}${bookingReviewPath(booking.id)}`,
    };
    return planJourney(facts, settings, at)
      .filter((planned) => isEssentialTemplate(planned.template) || !ctx.recipient.remindersStoppedAt)
      .map((planned) => ctx.message(planned.template, planned.params, planned.sendAt));
  }

  async function replace(bookingId: string, make: (ctx: NonNullable<Awaited<ReturnType<typeof context>>>) => Promise<NewMessage[]>) {
    const ctx = await context(bookingId);
    if (!ctx) return;
    const messages = await make(ctx);
    await db.transaction().execute(async (trx) => {
      await cancelScheduledMessages(trx, bookingId, plannedTemplates, ctx.at);
      await insertMessages(trx, messages);
    });
    wake();
  }

  return {
    bookingConfirmed: (bookingId) =>
      replace(bookingId, async (ctx) => [
        ctx.message('booking_confirmed', confirmedParams(ctx.booking, ctx.booking), ctx.at),
        ...(await journey(ctx)),
      ]),
    replan: (bookingId) => replace(bookingId, journey),
    async departureChanged(departureId) {
      for (const { id } of await activeBookingsOfDeparture(db, departureId)) await replace(id, journey);
    },
    bookingCancelled: (bookingId) =>
      replace(bookingId, async (ctx) => {
        const { reference, place, startDate } = ctx.booking;
        const refund = cancellationMoneyText(ctx.booking.cancellation, ctx.booking.language);
        return [ctx.message('booking_cancelled', { reference, place, startDate, ...(refund ? { refund } : {}) }, ctx.at)];
      }),
    async broadcast(departureId, text) {
      const bookings = await activeBookingsOfDeparture(db, departureId);
      const messages: NewMessage[] = [];
      for (const { id } of bookings) {
        const ctx = await context(id);
        if (!ctx) continue;
        const { reference, place, startDate } = ctx.booking;
        messages.push(ctx.message('departure_update', { reference, place, startDate, text }, ctx.at));
      }
      await insertMessages(db, messages);
      wake();
      return messages.length;
    },
    async resend(messageId) {
      if (!(await rescheduleFailedMessage(db, messageId, now()))) {
        throw new DomainError('conflict', travellerMessageTexts.onlyFailedResend);
      }
      wake();
    },
    async offerMade(trx, bookingId) {
      const ctx = await context(bookingId, trx);
      if (!ctx?.booking.holdExpiresAt) return;
      const { reference, place, startDate, seats } = ctx.booking;
      const message = ctx.message('waitlist_offer', {}, ctx.at);
      // The hours left when it goes out (an offer made in quiet hours waits for the morning like every message).
      const hours = Math.max(1, Math.round((Date.parse(ctx.booking.holdExpiresAt) - message.sendAt.getTime()) / 3_600_000));
      const link = `${origin}${bookingPaymentPath(bookingId)}`;
      await insertMessages(trx, [
        { ...message, params: { reference, place, startDate, seats: String(seats), hours: String(hours), link } },
      ]);
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
        const { reference, place, startDate, balanceDueDate } = ctx.booking;
        const link = `${requestOrigin.replace(/\/+$/, '')}${bookingPaymentPath(bookingId)}`;
        // A booking awaiting its deposit owes it now (its hold runs out), not on the balance date.
        const today = calendarDay(ctx.at, config.TIME_ZONE);
        const dueDate = ctx.booking.status === 'pending_payment' || !balanceDueDate || balanceDueDate < today ? today : balanceDueDate;
        const params = { reference, place, startDate, balance: formatPaise(duePaise), dueDate, link };
        // The operator's own reminder, like a phone call: it goes even to a traveller who stopped the planned ones.
        await insertMessages(trx, [{ ...message, params, essential: true }]);
      });
      wake();
    },
    wake,
  };
}
