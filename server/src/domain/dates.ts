/**
 * The business's clock: calendar days ('YYYY-MM-DD') as they fall in TIME_ZONE, the instants they
 * start, end and reach an hour, the financial year of a day, quiet hours, and "in 3 days" in the
 * page's language. Built on Intl only: no UTC offset is written anywhere, so any zone works. Pure,
 * shared by server, site and back office.
 */
import type { Language } from './languages.ts';
import { TIME_ZONE } from './limits.ts';

/** A day of 24 hours in milliseconds: spans of time (holds, vouchers), never calendar arithmetic. */
export const DAY_MS = 86_400_000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** A 'YYYY-MM-DD' string is a calendar date (no zone); anything else is an instant read in `timeZone`. */
export function calendarParts(value: string | Date, timeZone: string): CalendarParts | null {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return { year: +match[1], month: +match[2], day: +match[3], hour: 0, minute: 0 };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = partsFormat(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day 'YYYY-MM-DD' of an instant in `timeZone` (default the business's). */
export function calendarDay(at: Date = new Date(), timeZone = TIME_ZONE): string {
  const p = calendarParts(at, timeZone)!;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The zone of the device running this (a visitor's browser): for their own "today", not the business's. */
export const deviceTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A calendar day 'YYYY-MM-DD' as an instant for Intl to format in the business's zone: noon UTC
 * falls on the same calendar day in every zone from UTC−11 to UTC+11, so no offset is written here.
 */
export const calendarNoon = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** The day `days` after `day` (before it when negative), both 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const date = calendarNoon(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((calendarNoon(to).getTime() - calendarNoon(from).getTime()) / DAY_MS);

/** The day of the week of a calendar day, Monday 0 to Sunday 6. */
export const weekdayFromMonday = (day: string): number => (calendarNoon(day).getUTCDay() + 6) % 7;

/** The zone's offset from UTC at `at`, in milliseconds (zones are whole minutes from UTC). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = calendarParts(at, timeZone)!;
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** `hour`:00 on a calendar day in the zone, as an instant. */
export function atLocalHour(day: string, hour: number, timeZone = TIME_ZONE): Date {
  const guess = new Date(`${day}T${pad(hour)}:00:00Z`);
  return new Date(guess.getTime() - zoneOffsetMs(guess, timeZone));
}

/** The hour of the day at `at` in the zone (0–23). */
export const localHour = (at: Date, timeZone = TIME_ZONE): number => calendarParts(at, timeZone)!.hour;

/** The first instant of a calendar day in the zone (its midnight). */
export const startOfCalendarDay = (day: string, timeZone = TIME_ZONE): Date => atLocalHour(day, 0, timeZone);

/** The last second of a calendar day in the zone, as an instant (a voucher valid "until" that day). */
export const endOfCalendarDay = (day: string, timeZone = TIME_ZONE): Date =>
  new Date(startOfCalendarDay(addDays(day, 1), timeZone).getTime() - 1000);

/** The zone in which a calendar day begins first and ends last (UTC−12): "today somewhere on Earth". */
export const LATEST_TIME_ZONE = 'Etc/GMT+12';

/** The Indian financial year (April to March) an instant falls in, in the zone: '26-27' from 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date, timeZone = TIME_ZONE): string {
  const [year, month] = calendarDay(at, timeZone).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}

/** Hours of the business's day when reminders are not sent: from `from`:00 until `until`:00 (across midnight when from > until). */
export interface QuietHours {
  from: number;
  until: number;
}
/** QUIET_HOURS's default, `21-9`. */
export const defaultQuietHours: QuietHours = { from: 21, until: 9 };

/** Whether `at` falls in quiet hours in the zone (never when they are off). */
export function inQuietHours(at: Date, timeZone = TIME_ZONE, quiet: QuietHours | null = defaultQuietHours): boolean {
  if (!quiet) return false;
  const hour = localHour(at, timeZone);
  return quiet.from > quiet.until ? hour >= quiet.from || hour < quiet.until : hour >= quiet.from && hour < quiet.until;
}

/** `at` itself outside quiet hours; inside them, the instant they end (09:00 by default) in the zone. */
export function outsideQuietHours(at: Date, timeZone = TIME_ZONE, quiet: QuietHours | null = defaultQuietHours): Date {
  if (!quiet || !inQuietHours(at, timeZone, quiet)) return at;
  const today = calendarDay(at, timeZone);
  // Before midnight the quiet hours end tomorrow; after it (or when they do not cross midnight), today.
  const day = quiet.from > quiet.until && localHour(at, timeZone) >= quiet.from ? addDays(today, 1) : today;
  return atLocalHour(day, quiet.until, timeZone);
}

const relativeDays: Record<Language, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat('en', { numeric: 'always' }),
  hi: new Intl.RelativeTimeFormat('hi', { numeric: 'always' }),
};

/** "in 3 days" / "3 दिन में" (and "in 1 day", "in 0 days"): how long until something, in the page's language. */
export const inDaysText = (days: number, language: Language): string => relativeDays[language].format(days, 'day');
