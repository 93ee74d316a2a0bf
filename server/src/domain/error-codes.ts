/**
 * Every error answer carries a stable `code` beside SPEC's `error` text: `<catalogue>.<key>` of the
 * message catalogue that holds its text (`booking.notEnoughSeats`), so the site and the back office
 * show words by code (site/src/i18n/api-errors-hi.ts is complete by type) and a change of wording never
 * breaks a translation. Messages with values in them (`common.tooLong`) also send those values as
 * `params`, in the order of the message function's arguments.
 *
 * The codes are computed from the catalogues themselves, so a message is written once: a new key in a
 * catalogue is a new code, and the Hindi catalogue fails the build until it has its text.
 */
import { backgroundJobTexts } from './background-jobs.ts';
import { bookingMessages } from './booking-messages.ts';
import { customizationTypes } from './types.ts';
import { cancellationMessages } from './cancellation.ts';
import { documentMessages } from './documents.ts';
import { leaderMessages } from './leader.ts';
import {
  cannotSortBy,
  customizationTypeInvalid,
  imageTooLarge,
  invalidFileTypeAccepted,
  invalidFileTypeAllowed,
  invalidListParameter,
  maxFilesAllowed,
  messages,
  otpResendWait,
  pdfTooLarge,
  tooLong,
  tooManyImages,
  videoTooLarge,
} from './messages.ts';
import { paymentPlanMessages } from './payment-plan.ts';
import { paymentReminderMessages } from './payment-reminders.ts';
import { pricingMessages } from './pricing.ts';
import { shareMessages } from './shares.ts';
import { staffMessages } from './staff.ts';
import { travellerMessageTexts } from './traveller-messages.ts';
import { travellerReviewMessages } from './traveller-reviews.ts';
import { travellerMessages, underMinimumAge } from './travellers.ts';
import { searchMessages } from './trip-search.ts';
import { waitlistMessages } from './waitlist.ts';

/** The catalogues an error answer's text comes from, by the code's first part. */
export const errorCatalogues = {
  common: messages,
  booking: bookingMessages,
  cancellation: cancellationMessages,
  document: documentMessages,
  leader: leaderMessages,
  paymentPlan: paymentPlanMessages,
  paymentReminder: paymentReminderMessages,
  pricing: pricingMessages,
  search: searchMessages,
  share: shareMessages,
  staff: staffMessages,
  traveller: travellerMessages,
  waitlist: waitlistMessages,
  travellerMessage: travellerMessageTexts,
  travellerReview: travellerReviewMessages,
  backgroundJob: backgroundJobTexts,
} as const;

/** Messages with values in them, by their code; each is the catalogue's own function. */
export const errorTemplates = {
  'common.invalidListParameter': invalidListParameter,
  'common.cannotSortBy': cannotSortBy,
  'common.maxFilesAllowed': maxFilesAllowed,
  'common.invalidFileTypeAccepted': invalidFileTypeAccepted,
  'common.invalidFileTypeAllowed': invalidFileTypeAllowed,
  'common.imageTooLarge': imageTooLarge,
  'common.videoTooLarge': videoTooLarge,
  'common.pdfTooLarge': pdfTooLarge,
  'common.tooLong': tooLong,
  'common.tooManyImages': tooManyImages,
  'common.otpResendWait': otpResendWait,
  'traveller.underMinimumAge': underMinimumAge,
} as const;

type Catalogues = typeof errorCatalogues;
/** The keys of a catalogue whose entries are plain texts. */
export type TextKeys<C> = { [K in keyof C]: C[K] extends string ? K : never }[keyof C] & string;
/** A translation of every text of every error catalogue, by catalogue: what the Hindi catalogue must be. */
export type ErrorCatalogueTexts = { [N in keyof Catalogues]: Record<TextKeys<Catalogues[N]>, string> };
/** Messages made from fixed values: one text each. */
export const computedErrors = {
  'common.customizationTypeInvalid': customizationTypeInvalid(customizationTypes),
} as const;

export type StaticErrorCode =
  { [N in keyof Catalogues & string]: `${N}.${TextKeys<Catalogues[N]>}` }[keyof Catalogues & string] | keyof typeof computedErrors;
export type TemplateErrorCode = keyof typeof errorTemplates;
export type ComputedErrorCode = keyof typeof computedErrors;
export type ErrorCode = StaticErrorCode | TemplateErrorCode;

export interface CodedError {
  code: ErrorCode;
  /** The values in the message, as text, in the order of the template's arguments. */
  params?: string[];
}

/** What an answer of each status says when its text is none of the catalogues' (a framework's own 4xx). */
const codeOfStatus: Record<number, StaticErrorCode> = {
  401: 'common.unauthorized',
  403: 'common.forbidden',
  404: 'common.notFound',
  413: 'common.payloadTooLarge',
  429: 'common.tooManyRequests',
  503: 'common.databaseUnavailable',
};

const staticCodes = new Map<string, StaticErrorCode>(Object.entries(computedErrors).map(([code, text]) => [text, code as StaticErrorCode]));
for (const [name, catalogue] of Object.entries(errorCatalogues)) {
  for (const [key, text] of Object.entries(catalogue)) {
    // The first catalogue to hold a text names it: the same words are the same error.
    if (typeof text === 'string' && !staticCodes.has(text)) staticCodes.set(text, `${name}.${key}` as StaticErrorCode);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each template called with markers for its arguments shows where the values go; the text around them
 * becomes a pattern that reads the values back out of an answer's text. A template that computes with a
 * value (so a marker does not come through once, unchanged) cannot be read back and is left out: the
 * tests check that none is.
 */
function patternOf(template: (...values: string[]) => string): { pattern: RegExp; order: number[] } | null {
  const markers = Array.from({ length: template.length }, (_, index) => `\uE000${index}\uE001`);
  let probe: string;
  try {
    probe = template(...markers);
  } catch {
    return null;
  }
  const order: number[] = [];
  let source = '';
  let rest = probe;
  for (;;) {
    const at = rest.search(/\uE000\d+\uE001/);
    if (at < 0) break;
    source += escapeRegExp(rest.slice(0, at));
    const marker = /^\uE000(\d+)\uE001/.exec(rest.slice(at))!;
    order.push(Number(marker[1]));
    source += '(.+?)';
    rest = rest.slice(at + marker[0].length);
  }
  source += escapeRegExp(rest);
  const eachOnce = markers.every((_, index) => order.filter((seen) => seen === index).length === 1);
  return eachOnce ? { pattern: new RegExp(`^${source}$`, 's'), order } : null;
}

const templatePatterns = Object.entries(errorTemplates).flatMap(([code, template]) => {
  const read = patternOf(template as (...values: string[]) => string);
  return read ? [{ code: code as TemplateErrorCode, ...read }] : [];
});

/** The templates whose values can be read back (all of them, the tests check). */
export const readableTemplateCodes = (): TemplateErrorCode[] => templatePatterns.map((entry) => entry.code);

/** The code of an error answer's text; a text of no catalogue gets its status's code (400: `common.invalidRequest`). */
export function errorCodeOf(text: string, status: number): CodedError {
  const known = staticCodes.get(text);
  if (known) return { code: known };
  for (const { code, pattern, order } of templatePatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: string[] = [];
    order.forEach((argument, index) => (params[argument] = match[index + 1]));
    return { code, params };
  }
  return { code: codeOfStatus[status] ?? (status >= 500 ? 'common.internalError' : 'common.invalidRequest') };
}
