/** Settings of messages to travellers (channels, plan, job engine): spread into config/schema.ts. */
import Type from 'typebox';
import type { QuietHours } from '../domain/dates.ts';
import { parseQuietHours } from '../domain/message-timing.ts';
import { messageTemplates, parseReminderDays } from '../domain/traveller-messages.ts';
import { ConfigError } from './config-error.ts';

const Str = Type.String();

export const messagingSettings = {
  /** console (default outside production): one line per message; cloud: WhatsApp Cloud API; off: SMS only. */
  WHATSAPP_PROVIDER: Str,
  WHATSAPP_TOKEN: Str,
  WHATSAPP_PHONE_NUMBER_ID: Str,
  WHATSAPP_API_URL: Type.String({ default: 'https://graph.facebook.com/v21.0' }),
  /** The Meta app's secret: delivery callbacks carry X-Hub-Signature-256, an HMAC-SHA256 of the body with it. */
  WHATSAPP_APP_SECRET: Str,
  /** What Meta echoes when the callback URL is registered (GET hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: Str,
  /** The language code of the approved WhatsApp templates. */
  WHATSAPP_TEMPLATE_LANGUAGE: Type.String({ default: 'en' }),
  /** DLT template ids per message template for MSG91's Flow API: `booking_confirmed=1207...,balance_reminder=1207...`. */
  MSG91_DLT_TEMPLATES: Str,
  /** console (default outside production) prints `EMAIL to <address>: <subject>`; smtp sends through SMTP_URL; off. */
  EMAIL_PROVIDER: Str,
  /** Days before the balance is due that a reminder goes out while a balance is due. */
  BALANCE_REMINDER_DAYS: Type.String({ default: '7,3,1' }),
  /** Days before the start that `details_reminder` goes to each traveller whose record is still incomplete. */
  DETAILS_REMINDER_DAYS: Type.String({ default: '14,7,2' }),
  /**
   * Hours of TIME_ZONE's day when reminders wait (`21-9`: from 21:00 until 09:00), or `off`. Answers to
   * what someone just did (a confirmation, a cancellation, a waitlist offer, an urgent broadcast) go at any hour.
   */
  QUIET_HOURS: Type.String({ default: '21-9' }),
  /** Days before the start that `trip_starting` goes out with the joining instructions. */
  PRE_TRIP_DAYS: Type.Integer({ default: 2, minimum: 0, maximum: 60 }),
  /** Tries after the first before a message is `failed` (doubling delays from MESSAGE_RETRY_DELAY_SECONDS). */
  MESSAGE_RETRY_LIMIT: Type.Integer({ default: 4, minimum: 0, maximum: 20 }),
  MESSAGE_RETRY_DELAY_SECONDS: Type.Integer({ default: 30, minimum: 1 }),
  /** How often each replica looks for messages that came due and for queued jobs. */
  JOB_POLL_SECONDS: Type.Number({ default: 5, minimum: 0.5, maximum: 300 }),
  /**
   * Whether this replica runs background work (sends messages, refunds, notifications, periodic
   * sweeps); `false` makes a replica that only answers requests, beside others that work.
   */
  JOB_WORKERS: Type.Boolean({ default: true }),
  /** Development only: moves the app's clock by this many minutes (try a reminder without waiting); refused in production. */
  CLOCK_OFFSET_MINUTES: Type.Integer({ default: 0 }),
};

export const WHATSAPP_PROVIDERS = ['console', 'cloud', 'off'] as const;
export const EMAIL_PROVIDERS = ['console', 'smtp', 'off'] as const;

export interface MessagingConfig {
  whatsappProvider: (typeof WHATSAPP_PROVIDERS)[number];
  emailProvider: (typeof EMAIL_PROVIDERS)[number];
  /** BALANCE_REMINDER_DAYS, largest first. */
  reminderDays: number[];
  /** DETAILS_REMINDER_DAYS, largest first. */
  detailsReminderDays: number[];
  /** MSG91_DLT_TEMPLATES as template → DLT template id. */
  dltTemplates: Record<string, string>;
  /** QUIET_HOURS; null when off. */
  quietHours: QuietHours | null;
}

type MessagingSettings = {
  [K in keyof typeof messagingSettings]: K extends
    'PRE_TRIP_DAYS' | 'MESSAGE_RETRY_LIMIT' | 'MESSAGE_RETRY_DELAY_SECONDS' | 'JOB_POLL_SECONDS' | 'CLOCK_OFFSET_MINUTES'
    ? number
    : K extends 'JOB_WORKERS'
      ? boolean
      : string;
} & {
  SMTP_URL: string;
};

/** Reads and checks the messaging settings: a start with a wrong combination stops saying what to set. */
export function messagingOf(base: MessagingSettings, isProduction: boolean): MessagingConfig {
  const whatsappProvider = base.WHATSAPP_PROVIDER || (isProduction ? 'off' : 'console');
  if (!(WHATSAPP_PROVIDERS as readonly string[]).includes(whatsappProvider)) {
    throw new ConfigError(`WHATSAPP_PROVIDER must be console, cloud or off, not "${whatsappProvider}".`);
  }
  if (whatsappProvider === 'cloud' && !(base.WHATSAPP_TOKEN && base.WHATSAPP_PHONE_NUMBER_ID && base.WHATSAPP_APP_SECRET)) {
    throw new ConfigError('WHATSAPP_PROVIDER=cloud needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET.');
  }
  const emailProvider = base.EMAIL_PROVIDER || (base.SMTP_URL ? 'smtp' : isProduction ? 'off' : 'console');
  if (!(EMAIL_PROVIDERS as readonly string[]).includes(emailProvider)) {
    throw new ConfigError(`EMAIL_PROVIDER must be console, smtp or off, not "${emailProvider}".`);
  }
  if (emailProvider === 'smtp' && !base.SMTP_URL) throw new ConfigError('EMAIL_PROVIDER=smtp needs SMTP_URL.');
  const reminderDays = parseReminderDays(base.BALANCE_REMINDER_DAYS);
  if (!reminderDays) {
    throw new ConfigError(
      `BALANCE_REMINDER_DAYS must be whole days separated by commas such as 7,3,1, not "${base.BALANCE_REMINDER_DAYS}".`,
    );
  }
  const detailsReminderDays = parseReminderDays(base.DETAILS_REMINDER_DAYS);
  if (!detailsReminderDays) {
    throw new ConfigError(
      `DETAILS_REMINDER_DAYS must be whole days separated by commas such as 14,7,2, not "${base.DETAILS_REMINDER_DAYS}".`,
    );
  }
  const dltTemplates: Record<string, string> = {};
  for (const pair of base.MSG91_DLT_TEMPLATES.split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [template = '', id = ''] = pair.split('=').map((part) => part.trim());
    if (!(messageTemplates as readonly string[]).includes(template) || !/^\d{6,25}$/.test(id)) {
      throw new ConfigError(
        `MSG91_DLT_TEMPLATES must be template=DLT id pairs such as booking_confirmed=1207161234567890123, not "${pair}".`,
      );
    }
    dltTemplates[template] = id;
  }
  const quietHours = parseQuietHours(base.QUIET_HOURS);
  if (quietHours === undefined) {
    throw new ConfigError(
      `QUIET_HOURS must be two hours of the day such as 21-9 (from 21:00 until 09:00), or off, not "${base.QUIET_HOURS}".`,
    );
  }
  if (isProduction && base.CLOCK_OFFSET_MINUTES !== 0) {
    throw new ConfigError('CLOCK_OFFSET_MINUTES moves the clock for trials: it is refused in production.');
  }
  return {
    whatsappProvider: whatsappProvider as MessagingConfig['whatsappProvider'],
    emailProvider: emailProvider as MessagingConfig['emailProvider'],
    reminderDays,
    detailsReminderDays,
    dltTemplates,
    quietHours,
  };
}
