/**
 * "Send payment reminder": an SMS to the traveller with the amount due now and the booking page's
 * link, sent at once through the configured SMS provider. The same booking is reminded at most
 * once per paymentReminderIntervalMinutes by this process (a reminder that fails to go out does not
 * count); the scheduled, durable reminders of "Messages to travellers" come on top of this.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import {
  bookingDueNowPaise,
  bookingMessages,
  bookingPagePath,
  DomainError,
  paiseToRupees,
  paymentReminderIntervalMinutes,
  paymentReminderMessages,
  paymentReminderSmsText,
} from '../domain/index.ts';
import { findBooking } from '../repositories/bookings.ts';
import type { SmsSender } from './sms/index.ts';

export interface PaymentReminders {
  /** Sends the reminder of booking `id`, its link under `origin`; throws the contract's refusals. */
  send(id: string, origin: string): Promise<void>;
}

export function createPaymentReminders(options: {
  db: Kysely<Database>;
  config: Config;
  sms: SmsSender;
  now: () => Date;
}): PaymentReminders {
  const { db, config, sms, now } = options;
  const lastSent = new Map<string, number>();
  const interval = paymentReminderIntervalMinutes * 60_000;
  return {
    async send(id, origin) {
      const at = now();
      const booking = await findBooking(db, id, at);
      if (!booking) throw new DomainError('not_found', bookingMessages.bookingNotFound);
      const duePaise = bookingDueNowPaise(booking);
      if (duePaise === 0) throw new DomainError('conflict', bookingMessages.nothingDue);
      if (config.smsProvider === 'msg91') throw new DomainError('conflict', paymentReminderMessages.smsCannotCarryText);
      for (const [key, time] of lastSent) if (at.getTime() - time >= interval) lastSent.delete(key);
      if (lastSent.has(id)) throw new DomainError('too_many', paymentReminderMessages.tooSoon);
      lastSent.set(id, at.getTime());
      const link = `${origin.replace(/\/+$/, '')}${bookingPagePath(booking.id)}`;
      const text = paymentReminderSmsText(config.BUSINESS_NAME, booking, paiseToRupees(duePaise), booking, link);
      try {
        await sms.sendCode({
          to: { countryCode: booking.user.countryCode, mobileNumber: booking.user.mobileNumber },
          code: booking.reference,
          text,
        });
      } catch (error) {
        lastSent.delete(id);
        throw error;
      }
    },
  };
}
