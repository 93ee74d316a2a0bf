/**
 * Background work that failed (the back office's "Failed work"): every job of the job engine that
 * ended `failed` with its error, the words the API and the back office say about it, and what each
 * job is for, in an operator's words. Pure: the server reads the jobs, the back office shows them.
 */
import { formatPaise } from './money.ts';
import { countOf } from './plurals.ts';

export const backgroundJobTexts = {
  /** The menu's and the page's name. */
  failedWork: 'Failed work',
  jobNotFound: 'Job not found',
  onlyFailedRetry: 'Only a failed job can be tried again',
  tryAgain: 'Try again',
  triedAgain: 'Trying it again now',
  nothingFailed: 'Nothing failed: all background work went through',
  failedLastDay: 'Background work failed in the last day',
  seeFailedWork: 'See failed work',
  queue: 'Queue',
  what: 'What',
  error: 'Error',
  tries: 'Tries',
  failedAt: 'Failed at',
  noError: 'No error was recorded',
} as const;

/** "1 try", "3 tries". */
export const triesText = (tries: number) => countOf(tries, { one: 'try', other: 'tries' });

/** What a failed job's label is made of: its queue and, when its data names one, the record it works on. */
export interface JobSubject {
  queue: string;
  /** A message to a traveller (`{messageId}`): its template, recipient and booking. */
  message?: { template: string; to: string; reference: string | null } | null;
  /** A refund sent to the payment provider (`{refundId}`). */
  refund?: { amountPaise: number; reference: string | null } | null;
  /** A booking passed on to the business (`notify-booking`, `{id}`). */
  booking?: { reference: string } | null;
  /** A customization request passed on to the business (`notify-customization-request`, `{id}`). */
  request?: { from: string } | null;
}

/**
 * What the job does, as an operator reads it: "Message booking_confirmed to +919876543210 (booking
 * TRV-…)", "Refund ₹1,250 of booking TRV-…"; the queue's name when its data names nothing we know.
 */
export function jobLabel(subject: JobSubject): string {
  if (subject.message) {
    const { template, to, reference } = subject.message;
    return `Message ${template} to ${to}${reference ? ` (booking ${reference})` : ''}`;
  }
  if (subject.refund) {
    const { amountPaise, reference } = subject.refund;
    return `Refund ${formatPaise(amountPaise)}${reference ? ` of booking ${reference}` : ''}`;
  }
  if (subject.booking) return `Booking ${subject.booking.reference} passed on to the business`;
  if (subject.request) return `Customization request from ${subject.request.from} passed on to the business`;
  return subject.queue;
}
