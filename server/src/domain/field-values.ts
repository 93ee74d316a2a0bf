/**
 * How the validators read a field's value: blank, text, numbers as forms write them, dates, links
 * and media. Shared by the validators; the barrel exports only the checks pages use on their own.
 */
import { limits } from './limits.ts';
import { messages, tooManyImages } from './messages.ts';

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/**
 * A field's text: a string as it is, a finite number written out. Objects, arrays and booleans are
 * no text (null), never converted: `String()` on `{"toString": 1}` would throw.
 */
export const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
/** Numbers as people write them in a form: '12', '-3', '12.5'. Not '0x1F', ' 12', '1e3' or '12 000'. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/** A number, or decimal text from a form; anything else (arrays, objects, booleans, hex) is NaN, never coerced. */
export const parseDecimal = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : Number.NaN;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DIGITS = /^\d+$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const NIGHTS_AND_DAYS = String.raw`\d+\s*n\s*\/\s*\d+\s*d|\d+\s*d\s*\/\s*\d+\s*n`;
const SPAN = String.raw`\d+\s*(?:days?|nights?|weeks?|months?|years?)(?:\s*(?:,|\/|&|and)?\s*\d+\s*(?:days?|nights?))?`;
/** 4N/3D, 3D/4N, '7 days', '2 weeks', '1 month', '1 year', '5 days 4 nights', 'flexible', 'custom'. */
export const DURATION = new RegExp(`^(?:${NIGHTS_AND_DAYS}|${SPAN}|flexible|custom)$`, 'i');

export function isValidDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const isHttpUrl = (value: string) => HTTP_URL.test(value) && value.length <= limits.urlMax;

/** A date field's text; a value of the wrong type becomes text no date matches. */
export const optionalDate = (value: unknown) => (isBlank(value) ? null : (textOf(value)?.trim() ?? '?'));

export const inRange = (value: unknown, min: number, max: number) => {
  const n = parseDecimal(value);
  return Number.isInteger(n) && n >= min && n <= max;
};

export const isMediaUrl = (value: string) =>
  value.length <= limits.urlMax && (HTTP_URL.test(value) || /^\/uploads\/[A-Za-z0-9._\-/]+$/.test(value));

export const isBlankOrMediaUrl = (value: unknown) => isBlank(value) || (typeof value === 'string' && isMediaUrl(value));

export function validateMediaList(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return messages.urlInvalid;
  if (value.length > max) return tooManyImages(value.length, max);
  return value.every((item) => typeof item === 'string' && isMediaUrl(item)) ? null : messages.urlInvalid;
}
