/**
 * The languages of the public site: English at the root, Hindi under /hi. A booking remembers the
 * language of the page it was made on, so messages to the traveller go in it.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** A site path ('/bookings/x') as it is in `language` ('/hi/bookings/x'): pages and the links in messages alike. */
export const languagePath = (language: Language, path: string): string => (language === defaultLanguage ? path : `/${language}${path}`);
