/**
 * Messages to travellers (docs/product.md, DESIGN "Messages to travellers"): the templates, their
 * texts, which are essential, when a booking's plan sends each, and the quiet hours. Pure: the
 * server plans and sends, the back office names statuses and channels from here.
 */
import { calendarDay, formatDateTime, formatRupees } from './format.ts';
import { TIME_ZONE } from './limits.ts';

export const messageTemplates = [
  'booking_confirmed',
  'balance_reminder',
  'trip_starting',
  'review_request',
  'booking_cancelled',
  'waitlist_offer',
  'departure_update',
] as const;
export type MessageTemplate = (typeof messageTemplates)[number];

export const messageChannels = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const messageStatuses = ['scheduled', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** One message of a booking's plan, as GET /admin/bookings/{id}/messages answers it. */
export interface TravellerMessage {
  id: string;
  template: MessageTemplate;
  channel: MessageChannel;
  to: string;
  status: MessageStatus;
  sendAt: string;
  sentAt: string | null;
  error: string | null;
}

/** A traveller who stops non-essential messages still gets these. */
const nonEssential: readonly MessageTemplate[] = ['balance_reminder', 'review_request'];
export const isEssentialTemplate = (template: MessageTemplate): boolean => !nonEssential.includes(template);

/** How late a planned reminder may still go out: after a long outage, the day's own reminder, not a pile of old ones. */
export const staleReminderHours = 24;
const reminders: readonly MessageTemplate[] = ['balance_reminder', 'trip_starting'];
/** What still goes to a booking that ended (cancelled, or a hold that passed); a pending one is still asked for its deposit. */
const forAnyBooking: readonly MessageTemplate[] = ['booking_cancelled', 'waitlist_offer'];

/**
 * Whether a message still means something when it goes out: nothing but its cancellation to a
 * booking that ended (a reminder planned before a cancellation whose re-plan was lost
 * never reaches the traveller); a waitlist offer only while its booking still waits for payment
 * within its hold; a balance reminder or trip-starting note only within staleReminderHours of its
 * time (after the app was down for days, the three balance reminders would otherwise all go out at
 * once, and a "starting soon" after the start).
 */
export function stillWanted(
  template: MessageTemplate,
  booking: { status: string; holdExpiresAt: Date | null },
  now: Date,
  sendAt: Date = now,
): boolean {
  const heldUntil = booking.holdExpiresAt?.getTime() ?? Infinity;
  const ended =
    booking.status === 'cancelled' || booking.status === 'expired' || (booking.status === 'pending_payment' && heldUntil <= now.getTime());
  if (ended && !forAnyBooking.includes(template)) return false;
  if (reminders.includes(template)) return now.getTime() - sendAt.getTime() <= staleReminderHours * 3_600_000;
  if (template !== 'waitlist_offer') return true;
  return booking.status === 'pending_payment' && booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() > now.getTime();
}

/**
 * Messages that answer what the traveller or the operator just did go at once, at any hour (DESIGN
 * "When they go"): a confirmation eleven hours late is a lost customer, and TRAI's night rule is for
 * commercial messages. Reminders and everything else wait out quiet hours; a departure's broadcast
 * goes at once only when the admin marks it urgent.
 */
const answerTemplates: readonly MessageTemplate[] = ['booking_confirmed', 'booking_cancelled', 'waitlist_offer'];
export const goesAtOnce = (template: MessageTemplate, urgent = false): boolean => urgent || answerTemplates.includes(template);

/** The templates a booking's plan makes ahead of time; re-planning replaces the ones still scheduled. */
export const plannedTemplates: readonly MessageTemplate[] = ['balance_reminder', 'trip_starting', 'review_request'];

/** Named parameters of a message, as WhatsApp templates and the console line carry them. */
export type MessageParams = Record<string, string>;

export const travellerMessageTexts = {
  broadcastTextRequired: 'Message text is required',
  broadcastTextTooLong: 'Message text must be at most 1000 characters',
  broadcastUrgentInvalid: 'Urgent must be true or false',
  broadcastUrgent: 'Urgent: send now, even at night',
  /** When a broadcast goes: at once, or after quiet hours (the time in the business's zone). */
  broadcastGoesNow: 'It goes to every traveller now.',
  messageNotFound: 'Message not found',
  onlyFailedResend: 'Only a failed message can be sent again',
  badSignature: 'Invalid signature',
  whatsappOptIn: 'Send my booking updates on WhatsApp (otherwise by SMS)',
  bookingMessages: 'Messages',
  noMessages: 'No messages yet',
  sendAgain: 'Send again',
  messageQueued: 'Message queued to be sent again',
  messageEveryone: 'Message everyone',
  broadcastLabel: 'Message to every traveller of this departure',
  broadcastSend: 'Send',
  failedLastDay: 'Messages failed in the last day',
  stopReminders: 'Stop reminders and review requests',
  remindersStopped: 'Reminders and review requests are stopped. Your confirmation, trip details and any cancellation still reach you.',
} as const;
export const broadcastTextMax = 1000;
/** What the back office says of a broadcast that waits out quiet hours. */
export const broadcastWaitsText = (time: string) => `Quiet hours now: it goes at ${time}. Mark it urgent to send it now.`;
/** What the back office says of when a broadcast written now goes. */
export const broadcastGoesText = (timing: Pick<MessageTiming, 'quietNow' | 'nonUrgentSendAt' | 'timeZone'>, urgent: boolean) =>
  urgent || !timing.quietNow
    ? travellerMessageTexts.broadcastGoesNow
    : broadcastWaitsText(formatDateTime(timing.nonUrgentSendAt, timing.timeZone));
/** What the back office says after a broadcast. */
export const broadcastQueuedText = (queued: number) => (queued === 1 ? '1 message queued' : `${queued} messages queued`);

/** booking_confirmed's parameters from what the booking says. */
export function confirmedParams(
  booking: { reference: string; amountPaid: number; balanceDue: number },
  trip: { place: string; startDate: string },
) {
  const params: MessageParams = {
    reference: booking.reference,
    place: trip.place,
    startDate: trip.startDate,
    paid: formatRupees(booking.amountPaid),
  };
  if (booking.balanceDue > 0) params.balance = formatRupees(booking.balanceDue);
  return params;
}

/** "7,3,1" → [7, 3, 1]; undefined when it is not a list of whole days. */
export function parseReminderDays(value: string): number[] | undefined {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const days = parts.map(Number);
  if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 365)) return undefined;
  return [...new Set(days)].sort((a, b) => b - a);
}

/** Hours of the business's day when reminders are not sent: from `from`:00 until `until`:00 (across midnight when from > until). */
export interface QuietHours {
  from: number;
  until: number;
}
/** QUIET_HOURS's default, `21-9`. */
export const defaultQuietHours: QuietHours = { from: 21, until: 9 };

/** QUIET_HOURS: `21-9` (hours 0–23, from ≠ until) or `off` (null); undefined when malformed. */
export function parseQuietHours(value: string): QuietHours | null | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'off') return null;
  const match = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(text);
  if (!match) return undefined;
  const from = Number(match[1]);
  const until = Number(match[2]);
  if (from > 23 || until > 23 || from === until) return undefined;
  return { from, until };
}

/** "21:00–09:00", as the back office says it. */
export const quietHoursText = (quiet: QuietHours) => `${String(quiet.from).padStart(2, '0')}:00–${String(quiet.until).padStart(2, '0')}:00`;

/** Planned messages go out at this hour of their day. */
const PLANNED_HOUR = 10;

/** The zone's offset from UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** `hour`:00 on a calendar day in the zone, as an instant. */
export function atLocalHour(day: string, hour: number, timeZone = TIME_ZONE): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  return new Date(guess.getTime() - zoneOffsetMs(guess, timeZone));
}

/** The hour of the day at `at` in the zone (0–23). */
const localHour = (at: Date, timeZone: string) => new Date(at.getTime() + zoneOffsetMs(at, timeZone)).getUTCHours();

/** Whether `at` falls in quiet hours (never when they are off). */
export function inQuietHours(at: Date, timeZone = TIME_ZONE, quiet: QuietHours | null = defaultQuietHours): boolean {
  if (!quiet) return false;
  const hour = localHour(at, timeZone);
  return quiet.from > quiet.until ? hour >= quiet.from || hour < quiet.until : hour >= quiet.from && hour < quiet.until;
}

/** A reminder due in quiet hours waits for their end (09:00 by default) in the zone; outside them it goes when due. */
export function outsideQuietHours(at: Date, timeZone = TIME_ZONE, quiet: QuietHours | null = defaultQuietHours): Date {
  if (!quiet || !inQuietHours(at, timeZone, quiet)) return at;
  const today = calendarDay(at, timeZone);
  // Before midnight the quiet hours end tomorrow; after it (or when they do not cross midnight), today.
  const day = quiet.from > quiet.until && localHour(at, timeZone) >= quiet.from ? addDays(today, 1) : today;
  return atLocalHour(day, quiet.until, timeZone);
}

/** What the back office knows of when messages go (GET /admin/messages/timing). */
export interface MessageTiming {
  timeZone: string;
  quietHours: QuietHours | null;
  /** Whether it is quiet hours now, and when a non-urgent message written now would go. */
  quietNow: boolean;
  nonUrgentSendAt: string;
}

/** Why a planned message goes when it does, as the booking's plan in the back office says it. */
export function messageTimingReason(
  message: { template: MessageTemplate; sendAt: string },
  timing: Pick<MessageTiming, 'timeZone' | 'quietHours'>,
) {
  const sendAt = new Date(message.sendAt);
  const { quietHours, timeZone } = timing;
  // A message that waited for the end of quiet hours goes at that hour exactly.
  const waited =
    quietHours !== null && sendAt.getTime() === atLocalHour(calendarDay(sendAt, timeZone), quietHours.until, timeZone).getTime();
  if (goesAtOnce(message.template)) return messageTimingTexts.answer;
  if (waited) return messageTimingTexts.waitedForQuietHours(quietHoursText(quietHours));
  return messageTimingTexts[message.template as 'balance_reminder' | 'trip_starting' | 'review_request' | 'departure_update'];
}

export const messageTimingTexts = {
  answer: 'At once, at any hour: it answers what was just done',
  waitedForQuietHours: (hours: string) => `Waited for the end of quiet hours (${hours})`,
  balance_reminder: 'A reminder before the balance is due, at 10:00 (or sent from the office)',
  trip_starting: 'Before the start, with the joining instructions, at 10:00',
  review_request: 'The day after the trip ends, at 10:00',
  departure_update: 'When it was written (urgent, or outside quiet hours)',
} as const;

/** When a message made at `at` goes: at once when it answers an action (or is urgent), else after quiet hours. */
export function messageSendTime(
  template: MessageTemplate,
  at: Date,
  settings: { timeZone: string; quietHours: QuietHours | null; urgent?: boolean },
): Date {
  return goesAtOnce(template, settings.urgent) ? at : outsideQuietHours(at, settings.timeZone, settings.quietHours);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface JourneyFacts {
  reference: string;
  place: string;
  startDate: string;
  endDate: string | null;
  balanceDue: number;
  balanceDueDate: string | null;
  joiningInstructions: string;
  /** Absolute links: the booking's payment, and its review form. */
  paymentLink: string;
  reviewLink: string;
}

export interface PlannedMessage {
  template: MessageTemplate;
  sendAt: Date;
  params: MessageParams;
}

/** The messages a confirmed booking has ahead of it from `now`: reminders while a balance is due, the trip's start, the review. */
export function planJourney(
  facts: JourneyFacts,
  settings: { reminderDays: number[]; preTripDays: number; timeZone: string },
  now: Date,
): PlannedMessage[] {
  const { timeZone } = settings;
  const at = (day: string) => atLocalHour(day, PLANNED_HOUR, timeZone);
  const trip = { reference: facts.reference, place: facts.place, startDate: facts.startDate };
  const plan: PlannedMessage[] = [];
  if (facts.balanceDue > 0 && facts.balanceDueDate) {
    for (const days of settings.reminderDays) {
      const params = { ...trip, balance: formatRupees(facts.balanceDue), dueDate: facts.balanceDueDate, link: facts.paymentLink };
      plan.push({ template: 'balance_reminder', sendAt: at(addDays(facts.balanceDueDate, -days)), params });
    }
  }
  const instructions = facts.joiningInstructions;
  plan.push({ template: 'trip_starting', sendAt: at(addDays(facts.startDate, -settings.preTripDays)), params: { ...trip, instructions } });
  const end = facts.endDate ?? facts.startDate;
  plan.push({ template: 'review_request', sendAt: at(addDays(end, 1)), params: { ...trip, link: facts.reviewLink } });
  return plan.filter((message) => message.sendAt.getTime() > now.getTime());
}

/** The booking page opened at its payment (balance reminders), and the review form (review_request). */
export const bookingPaymentPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}#pay`;
export const bookingReviewPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/review`;

/** A departure's broadcast: its text, trimmed, required and at most broadcastTextMax characters; `urgent` true or false (default false). */
export function parseBroadcast(input: {
  text?: unknown;
  urgent?: unknown;
}): { value: { text: string; urgent: boolean }; error?: undefined } | { error: string } {
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (!text) return { error: travellerMessageTexts.broadcastTextRequired };
  if (text.length > broadcastTextMax) return { error: travellerMessageTexts.broadcastTextTooLong };
  if (input.urgent !== undefined && typeof input.urgent !== 'boolean') return { error: travellerMessageTexts.broadcastUrgentInvalid };
  return { value: { text, urgent: input.urgent === true } };
}

/** Each template's parameters in the order its approved text names them (JSON storage does not keep an order). */
export const templateParameters: Record<MessageTemplate, readonly string[]> = {
  booking_confirmed: ['reference', 'place', 'startDate', 'paid', 'balance'],
  balance_reminder: ['reference', 'place', 'startDate', 'balance', 'dueDate', 'link'],
  trip_starting: ['reference', 'place', 'startDate', 'instructions'],
  review_request: ['reference', 'place', 'startDate', 'link'],
  booking_cancelled: ['reference', 'place', 'startDate', 'refund'],
  waitlist_offer: ['reference', 'place', 'startDate', 'seats', 'hours', 'link'],
  departure_update: ['reference', 'place', 'startDate', 'text'],
};

export function orderedParams(template: MessageTemplate, params: MessageParams): MessageParams {
  const names = templateParameters[template] ?? [];
  const ordered: MessageParams = {};
  for (const name of [...names, ...Object.keys(params).sort()]) {
    if (params[name] !== undefined && !(name in ordered)) ordered[name] = params[name];
  }
  return ordered;
}
