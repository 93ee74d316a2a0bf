/** Display formats of docs/product.md#limits. Dates are shown in India's time zone unless told otherwise. */
import { addDays, calendarNoon, calendarParts } from './dates.ts';
import { fallbacks, TIME_ZONE } from './limits.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MMM DD, YYYY', for example 'Mar 05, 2025'. Empty for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined, timeZone = TIME_ZONE): string {
  if (!value) return '';
  const p = calendarParts(value, timeZone);
  return p ? `${MONTHS_SHORT[p.month - 1]} ${pad(p.day)}, ${p.year}` : '';
}

const hindiShortDate = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
  numberingSystem: 'latn',
});

/** A date as Hindi pages and messages write it ('5 मार्च 2031'): Intl's hi-IN, India's time zone. '' when missing or unreadable. */
export function formatHindiDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? (DATE_ONLY.test(value) ? calendarNoon(value) : new Date(value)) : value;
  return Number.isNaN(date.getTime()) ? '' : hindiShortDate.format(date);
}

/** A month 'YYYY-MM' as 'Nov 2026' (long: 'November 2026'); empty for anything else. */
export function formatMonth(month: string | null | undefined, options: { long?: boolean } = {}): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? '');
  return match ? `${(options.long ? MONTHS_LONG : MONTHS_SHORT)[Number(match[2]) - 1]} ${match[1]}` : '';
}

/** 'MMMM DD, YYYY', for example 'March 05, 2025' (trip detail page). */
export function formatLongDate(value: string | Date | null | undefined, timeZone = TIME_ZONE): string {
  if (!value) return '';
  const p = calendarParts(value, timeZone);
  return p ? `${MONTHS_LONG[p.month - 1]} ${pad(p.day)}, ${p.year}` : '';
}

/** 'MMM DD, YYYY HH:mm', for example 'Mar 05, 2025 14:07' (users table). */
export function formatDateTime(value: string | Date | null | undefined, timeZone = TIME_ZONE): string {
  if (!value) return '';
  const p = calendarParts(value, timeZone);
  return p ? `${MONTHS_SHORT[p.month - 1]} ${pad(p.day)}, ${p.year} ${pad(p.hour)}:${pad(p.minute)}` : '';
}

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with Indian digit grouping: 125000 → '₹1,25,000'; paise, when there are any, as two digits: '₹12,999.50'. */
export function formatRupees(amount: number | string | null | undefined): string {
  const number = Number(amount);
  const value = Number.isFinite(number) ? number : fallbacks.price;
  return `₹${(Number.isInteger(value) ? wholeRupees : rupeesAndPaise).format(value)}`;
}

/** docs/product.md#limits date-range text. */
export function dateRangeText(startDate: string | null | undefined, endDate: string | null | undefined): string {
  const start = formatDate(startDate);
  const end = formatDate(endDate);
  if (start && end) return `${start} - ${end}`;
  if (start) return `${start} - Flexible end date`;
  if (end) return `Flexible start date - ${end}`;
  return 'Flexible dates';
}

/** docs/product.md#limits group-size text. */
export function groupSizeText(groupSize: number | null | undefined): string {
  return groupSize && groupSize > 0 ? `${groupSize} Adventurers` : 'Flexible Group Size';
}

/** A trip's duration as shown: its text, 'flexible' and 'custom' capitalised as labels ('Duration Flexible'), else the fallback. */
export const daysText = (days: string | number | null | undefined): string => {
  const text = days === null || days === undefined ? '' : String(days).trim();
  if (!text) return fallbacks.days;
  return /^(flexible|custom)$/i.test(text) ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : text;
};
export const placeText = (place: string | null | undefined): string => place?.trim() || fallbacks.place;
export const reviewerText = (name: string | null | undefined): string => name?.trim() || fallbacks.reviewer;

/** '52.40MB' style sizes in upload messages. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)}MB`;
}

/** Text cut at the specification's 150 characters for the admin review list, with an ellipsis. */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  return text.length > max ? { text: `${text.slice(0, max).trimEnd()}...`, truncated: true } : { text, truncated: false };
}

/** '+91': a calling code as people write it (stored without its '+'). */
export const formatCallingCode = (countryCode: string): string => `+${countryCode}`;

/**
 * A mobile number with its calling code: '+91 9876543210' as shown to people; with `e164`,
 * '+919876543210' as SMS providers, payment forms and manifests take it.
 */
export function formatPhone(phone: { countryCode: string; mobileNumber: string }, options: { e164?: boolean } = {}): string {
  return `${formatCallingCode(phone.countryCode)}${options.e164 ? '' : ' '}${phone.mobileNumber}`;
}

/** The hero's rating badge: '4.6' (one decimal) and the stars it rounds to, out of five. */
export function ratingBadge(rating: number): { value: string; stars: string; label: string } {
  const value = (Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10).toFixed(1);
  const full = Math.round(Number(value));
  return { value, stars: '★'.repeat(full) + '☆'.repeat(5 - full), label: `Rated ${value} out of 5` };
}

/**
 * A trip's duration in whole days when its free text says so: '6', '6 days', '1 day', '5D', '4N/5D'
 * (the days of nights/days); null for anything else ('Flexible', 'A long weekend').
 */
export function tripDurationDays(days: string | number | null | undefined): number | null {
  const text = String(days ?? '').trim();
  const match = /^(\d{1,3})\s*(?:d|days?)?$/i.exec(text) ?? /^\d{1,3}\s*n\s*\/\s*(\d{1,3})\s*d$/i.exec(text);
  const count = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(count) && count >= 1 ? count : null;
}

/** A departure's last day: its own end date, else start plus the trip's duration in days (a 6-day trip ends 5 days after it starts). */
export function departureEndDate(startDate: string, endDate: string | null | undefined, tripDays?: string | number | null): string | null {
  if (endDate) return endDate;
  const count = tripDurationDays(tripDays);
  if (!count || count < 2 || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
  return addDays(startDate, count - 1);
}

/** A trip page's overview names the destination only when it is this short: a longer one is the title again. */
export const destinationMaxLength = 28;
