/**
 * When messages to travellers go (DESIGN "Messages to travellers", "When they go"): answers to what
 * someone just did at once at any hour, reminders after quiet hours (QUIET_HOURS in TIME_ZONE, whose
 * clock is dates.ts). Pure, shared by server and back office.
 */
import { atLocalHour, calendarDay, outsideQuietHours, type QuietHours } from './dates.ts';
import { formatDateTime } from './format.ts';
import type { MessageTemplate } from './traveller-messages.ts';

/**
 * Messages that answer what the traveller or the operator just did go at once, at any hour (DESIGN
 * "When they go"): a confirmation eleven hours late is a lost customer, and TRAI's night rule is for
 * commercial messages. Reminders and everything else wait out quiet hours; a departure's broadcast
 * goes at once only when the admin marks it urgent.
 */
const answerTemplates: readonly MessageTemplate[] = [
  'booking_confirmed',
  'booking_cancelled',
  'waitlist_offer',
  'traveller_invite',
  'fitness_proof_rejected',
  'booking_shifted',
  'share_request',
];
export const goesAtOnce = (template: MessageTemplate, urgent = false): boolean => urgent || answerTemplates.includes(template);

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
  return messageTimingTexts[
    message.template as
      'balance_reminder' | 'instalment_reminder' | 'trip_starting' | 'review_request' | 'departure_update' | 'details_reminder'
  ];
}

export const messageTimingTexts = {
  /** When a broadcast written now goes at once. */
  goesNow: 'It goes to every traveller now.',
  answer: 'At once, at any hour: it answers what was just done',
  waitedForQuietHours: (hours: string) => `Waited for the end of quiet hours (${hours})`,
  balance_reminder: 'A reminder before the balance is due, at 10:00 (or sent from the office)',
  instalment_reminder: 'A reminder before an instalment of the payment plan is due, at 10:00',
  trip_starting: 'Before the start, with the joining instructions, at 10:00',
  review_request: 'The day after the trip ends, at 10:00',
  departure_update: 'When it was written (urgent, or outside quiet hours)',
  details_reminder: 'A reminder before the start to fill the traveller details, at 10:00',
} as const;

/** When a message made at `at` goes: at once when it answers an action (or is urgent), else after quiet hours. */
export function messageSendTime(
  template: MessageTemplate,
  at: Date,
  settings: { timeZone: string; quietHours: QuietHours | null; urgent?: boolean },
): Date {
  return goesAtOnce(template, settings.urgent) ? at : outsideQuietHours(at, settings.timeZone, settings.quietHours);
}

/** What the back office says of a broadcast that waits out quiet hours. */
export const broadcastWaitsText = (time: string) => `Quiet hours now: it goes at ${time}. Mark it urgent to send it now.`;
/** What the back office adds after a broadcast queued for the end of quiet hours. */
export const broadcastQueuedForText = (timing: Pick<MessageTiming, 'nonUrgentSendAt' | 'timeZone'>) =>
  `They go at ${formatDateTime(timing.nonUrgentSendAt, timing.timeZone)}, when quiet hours end.`;
/** What the back office says of when a broadcast written now goes. */
export const broadcastGoesText = (timing: Pick<MessageTiming, 'quietNow' | 'nonUrgentSendAt' | 'timeZone'>, urgent: boolean) =>
  urgent || !timing.quietNow ? messageTimingTexts.goesNow : broadcastWaitsText(formatDateTime(timing.nonUrgentSendAt, timing.timeZone));
