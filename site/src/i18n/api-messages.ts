/**
 * The API answers in English with a stable code beside each message (server/src/domain/error-codes.ts);
 * Hindi pages show the words of that code from the Hindi catalogue (api-errors-hi.ts, complete by type).
 * Islands receive the small map of the texts they may show, English text to Hindi (the code's English is
 * its catalogue's text, so the two name the same message), and the templates by code for messages with values.
 */
import { bookingTexts, computedErrors, errorCatalogues, errorTemplates, messages } from '@travel/server/domain';
import type { Language } from '@travel/server/domain';
import { hindiErrorCatalogues, hindiErrorTemplates } from './api-errors-hi.ts';
import { hindiPayment } from './api-messages-more.ts';

/**
 * The catalogues a traveller's page may meet: the back office's own (staff, leader, background jobs, broadcasts,
 * payment plans and reminders) stay out of the map handed to islands, which travels in every Hindi page's HTML.
 */
const travellerCatalogues = [
  'common',
  'booking',
  'cancellation',
  'document',
  'pricing',
  'search',
  'share',
  'traveller',
  'waitlist',
  'travellerReview',
] as const satisfies readonly (keyof typeof errorCatalogues)[];

/** English text to Hindi for every code a traveller's page may meet, and the payment step's own texts. */
function hindiByText(): Record<string, string> {
  const pairs: [string, string][] = [];
  for (const name of travellerCatalogues) {
    const catalogue = errorCatalogues[name];
    const hindi: Record<string, string> = hindiErrorCatalogues[name];
    for (const [key, text] of Object.entries(catalogue)) if (typeof text === 'string' && hindi[key]) pairs.push([text, hindi[key]]);
  }
  for (const [code, text] of Object.entries(computedErrors)) pairs.push([text, hindiErrorTemplates[code as keyof typeof computedErrors]]);
  for (const [key, text] of Object.entries(hindiPayment)) pairs.push([bookingTexts[key as keyof typeof hindiPayment], text]);
  // Messages with values, by code: an island fills them with the answer's params (sayError).
  for (const code of Object.keys(errorTemplates)) pairs.push([code, hindiErrorTemplates[code as keyof typeof errorTemplates]]);
  // The first catalogue to hold a text names it, as the server's code does.
  return Object.fromEntries(pairs.reverse());
}

let hindiMap: Record<string, string> | null = null;

/** English text (or a template's code) to the text in `language`: empty for English (the API's messages are already English). */
export function messageMap(language: Language): Record<string, string> {
  if (language === 'en') return {};
  hindiMap ??= hindiByText();
  return hindiMap;
}

/** One API message in `language`. */
export const translateMessage = (language: Language, text: string): string => messageMap(language)[text] ?? text;

/** Only the entries of `texts` (the messages an island may show): the map a page hands it stays small. */
export function messageMapOf(language: Language, texts: readonly string[]): Record<string, string> {
  const map = messageMap(language);
  return Object.fromEntries(texts.filter((text) => text in map).map((text) => [text, map[text]]));
}

/** What the sign-in islands may show: the sign-in rules' and code calls' messages, their fallbacks, the API's general refusals. */
export const signInMessageTexts: readonly string[] = (
  [
    'mobileRequired',
    'mobileInvalid',
    'mobileRequiredTitle',
    'mobileRequiredText',
    'countryCodeInvalid',
    'usernameRequired',
    'usernameTooShort',
    'usernameTooLong',
    'usernameCharacters',
    'otpRequired',
    'otpInvalid',
    'mobileAlreadyRegistered',
    'mobileAlreadyRegisteredText',
    'accountNotFoundTitle',
    'accountNotFoundText',
    'verificationIdRequired',
    'otpIncorrect',
    'otpExpired',
    'otpAttemptsExhausted',
    'otpSendLimitReached',
    'accountDisabled',
    'loginFailed',
    'sendOtpFailed',
    'verifyOtpFailed',
    'verificationFailed',
    'resendOtpFailed',
    'otpResent',
    'checkUserFailed',
    'unauthorized',
    'invalidToken',
    'tooManyRequests',
    'databaseUnavailable',
    'internalError',
    'invalidRequest',
    'somethingWentWrong',
  ] as const satisfies readonly (keyof typeof messages)[]
).map((key) => messages[key]);
