/**
 * The site's languages (Astro's i18n routing, astro.config.mjs): English at the root, Hindi under /hi.
 * A page or component reads its language from `Astro.currentLocale` with `pageLanguage`, then its
 * strings (`catalogueFor`), its formats (`formatsFor`) and its links (`localePath`).
 *
 * The choice of language is remembered by the links themselves: every link of a Hindi page, the
 * switch's included, stays under /hi, and so do the sign-in pages' return targets. No cookie: the
 * pages are the same for every visitor (the landing is served from one shared cache entry).
 */
import { defaultLanguage, isLanguage, type Language, languagePath } from '@travel/server/domain';
import type { Catalogue } from './catalogue.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { messageMapOf } from './api-messages.ts';
import { customizationMessageTexts } from './api-messages-more.ts';

export type { Catalogue } from './catalogue.ts';
export { formatsFor, type Formats } from './format.ts';
export { messageMap, messageMapOf, signInMessageTexts, translateMessage } from './api-messages.ts';

const catalogues: Record<Language, Catalogue> = { en, hi };

export const catalogueFor = (language: Language): Catalogue => catalogues[language];

/** The language of a page from Astro's `currentLocale` (English when none). */
export const pageLanguage = (locale: string | undefined): Language => (isLanguage(locale) ? locale : defaultLanguage);

/** A site path ('/trips') as it is in `language` ('/hi/trips'): the domain's one definition, which messages' links use too. */
export const localePath = languagePath;

/** A path without its language prefix: '/hi/trip/x' is '/trip/x'. */
export const unprefixedPath = (path: string): string => path.replace(/^\/hi(?=\/|$)/, '') || '/';

/** The pages the site has in every language (server/src/routes/site serves the same list under /hi). */
const translatedPages = [
  /^\/trips$/,
  /^\/departures$/,
  /^\/trip\/[^/]+$/,
  /^\/login$/,
  /^\/signup$/,
  /^\/verify-otp$/,
  /^\/bookings$/,
  /^\/bookings\/[^/]+$/,
  /^\/bookings\/[^/]+\/review$/,
  /^\/join\/[^/]+$/,
];

/** Whether a page (a path without its language prefix) exists in every language: the switch links only those. */
export const isTranslatedPage = (path: string): boolean => translatedPages.some((page) => page.test(path.replace(/\/$/, '')));

/** The other language of the site's two. */
export const otherLanguage = (language: Language): Language => (language === 'hi' ? 'en' : 'hi');

/**
 * The props that hand an island its strings on a page in another language: English pages hand nothing (the islands'
 * defaults are English), so their HTML stays as it was.
 */
export const customizationProps = (language: Language) =>
  language === defaultLanguage
    ? {}
    : { t: catalogueFor(language).customization, translations: messageMapOf(language, customizationMessageTexts) };
export const mediaProps = (language: Language) => (language === defaultLanguage ? {} : { t: catalogueFor(language).media });
