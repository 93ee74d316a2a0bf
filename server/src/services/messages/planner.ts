/**
 * A booking's messages, planned: `booking_confirmed` now and the journey ahead (balance reminders
 * while a balance is due, the trip's start with the joining instructions, the review request), the
 * cancellation, a departure's broadcast, a failed message sent again. Every message is a row in
 * `messages` due at its time by the app's clock (quiet hours respected); the dispatcher hands due
 * ones to the job engine. Re-planning cancels what is still scheduled and plans again from now.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import {
  bookingPaymentPath,
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
import { findBooking } from '../../repositories/bookings.ts';
import {
  activeBookingsOfDeparture,
  cancelScheduledMessages,
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
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');
  const settings = { reminderDays: config.messaging.reminderDays, preTripDays: config.PRE_TRIP_DAYS, timeZone: config.TIME_ZONE };

  async function context(bookingId: string) {
    const at = now();
    const booking = await findBooking(db, bookingId, at);
    const recipient = await messageRecipient(db, bookingId);
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
        const refund = cancellationMoneyText(ctx.booking.cancellation);
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
  };
}
