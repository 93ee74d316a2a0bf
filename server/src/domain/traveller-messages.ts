/**
 * Messages to travellers (docs/product.md, DESIGN "Messages to travellers"): the templates, their
 * texts, which are essential, and what a booking's plan sends (when each goes: message-timing.ts). Pure: the
 * server plans and sends, the back office names statuses and channels from here.
 */
import { formatRupees } from './format.ts';
import { defaultLanguage, type Language, languagePath } from './languages.ts';
import { addDays, atLocalHour } from './dates.ts';
import type { Instalment } from './payment-plan.ts';
import { countOf } from './plurals.ts';

export const messageTemplates = [
  'booking_confirmed',
  'balance_reminder',
  'instalment_reminder',
  'trip_starting',
  'review_request',
  'booking_cancelled',
  'waitlist_offer',
  'departure_update',
  'traveller_invite',
  'details_reminder',
  'fitness_proof_rejected',
  'booking_shifted',
  'share_request',
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
const nonEssential: readonly MessageTemplate[] = ['balance_reminder', 'instalment_reminder', 'review_request', 'details_reminder'];
export const isEssentialTemplate = (template: MessageTemplate): boolean => !nonEssential.includes(template);

/** How late a planned reminder may still go out: after a long outage, the day's own reminder, not a pile of old ones. */
export const staleReminderHours = 24;
const reminders: readonly MessageTemplate[] = ['balance_reminder', 'instalment_reminder', 'trip_starting', 'details_reminder'];
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

/** The templates a booking's plan makes ahead of time; re-planning replaces the ones still scheduled. */
export const plannedTemplates: readonly MessageTemplate[] = ['balance_reminder', 'instalment_reminder', 'trip_starting', 'review_request'];

/** Named parameters of a message, as WhatsApp templates and the console line carry them. */
export type MessageParams = Record<string, string>;

export const travellerMessageTexts = {
  broadcastTextRequired: 'Message text is required',
  broadcastTextTooLong: 'Message text must be at most 1000 characters',
  broadcastUrgentInvalid: 'Urgent must be true or false',
  broadcastUrgent: 'Urgent: send now, even at night',
  messageNotFound: 'Message not found',
  onlyFailedResend: 'Only a failed message can be sent again',
  /** What a try that found its message mid-send records (services/messages/dispatcher.ts). */
  interruptedWhileSending: 'Interrupted while sending: it may have reached the traveller, so it was not sent again',
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
/** What the back office says after a broadcast (message-timing.ts `broadcastQueuedForText` adds when, in quiet hours). */
export const broadcastQueuedText = (queued: number) => `${countOf(queued, { one: 'message', other: 'messages' })} queued`;

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

/** Planned messages go out at this hour of their day. */
const PLANNED_HOUR = 10;

export interface JourneyFacts {
  reference: string;
  place: string;
  startDate: string;
  endDate: string | null;
  balanceDue: number;
  balanceDueDate: string | null;
  /**
   * A booking made on a departure's payment plan: its instalments, each reminded of (instalment_reminder)
   * instead of the one balance (balance_reminder); null: the deposit and the balance, as before plans.
   */
  planInstalments?: readonly Pick<Instalment, 'n' | 'dueDate' | 'amount' | 'paid' | 'status'>[] | null;
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
  if (facts.planInstalments) {
    // One road: a planned booking's reminders are its instalments', never a balance reminder beside them.
    for (const instalment of facts.planInstalments.filter((each) => each.status !== 'paid')) {
      const amount = formatRupees(Math.round((instalment.amount - instalment.paid) * 100) / 100);
      const params = { ...trip, instalment: String(instalment.n), amount, dueDate: instalment.dueDate, link: facts.paymentLink };
      for (const days of settings.reminderDays) {
        plan.push({ template: 'instalment_reminder', sendAt: at(addDays(instalment.dueDate, -days)), params });
      }
    }
  } else if (facts.balanceDue > 0 && facts.balanceDueDate) {
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

/**
 * The booking page opened at its payment (balance reminders, waitlist offers), and the review form (review_request),
 * in the booking's language: a Hindi booking's links open the Hindi pages.
 */
export const bookingPaymentPath = (bookingId: string, language: Language = defaultLanguage) =>
  languagePath(language, `/bookings/${encodeURIComponent(bookingId)}#pay`);
/** The booking's travellers, where each fills their record (details reminders, a fitness proof sent back). */
export const bookingTravellersPath = (bookingId: string, language: Language = defaultLanguage) =>
  languagePath(language, `/bookings/${encodeURIComponent(bookingId)}#travellers-title`);
export const bookingReviewPath = (bookingId: string, language: Language = defaultLanguage) =>
  languagePath(language, `/bookings/${encodeURIComponent(bookingId)}/review`);

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
  instalment_reminder: ['reference', 'place', 'startDate', 'instalment', 'amount', 'dueDate', 'link'],
  trip_starting: ['reference', 'place', 'startDate', 'instructions'],
  review_request: ['reference', 'place', 'startDate', 'link'],
  booking_cancelled: ['reference', 'place', 'startDate', 'refund'],
  waitlist_offer: ['reference', 'place', 'startDate', 'seats', 'hours', 'link'],
  departure_update: ['reference', 'place', 'startDate', 'text'],
  traveller_invite: ['reference', 'place', 'startDate', 'lead', 'link'],
  details_reminder: ['reference', 'place', 'startDate', 'name', 'link'],
  fitness_proof_rejected: ['reference', 'place', 'startDate', 'name', 'reason', 'link'],
  booking_shifted: ['reference', 'place', 'startDate', 'total', 'balance'],
  share_request: ['reference', 'place', 'startDate', 'name', 'amount', 'link'],
};

export function orderedParams(template: MessageTemplate, params: MessageParams): MessageParams {
  const names = templateParameters[template] ?? [];
  const ordered: MessageParams = {};
  for (const name of [...names, ...Object.keys(params).sort()]) {
    if (params[name] !== undefined && !(name in ordered)) ordered[name] = params[name];
  }
  return ordered;
}
