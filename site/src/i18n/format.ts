/**
 * One formatting function per language for what the pages show: numbers and ₹ as in English (Indian
 * grouping) in both, dates with Hindi month names on Hindi pages (Intl, hi-IN, India's time zone).
 * English keeps the product's own formats (server/src/domain/format.ts) exactly.
 */
import {
  bookingLimits,
  calendarNoon,
  dateRangeText,
  daysText,
  formatDate,
  formatHindiDate,
  formatLongDate,
  formatMonth,
  formatRupees,
  groupSizeText,
  placeText,
  seatsLeftText,
  TIME_ZONE,
} from '@travel/server/domain';
import type { Language } from '@travel/server/domain';

export interface Formats {
  date: (value: string | null | undefined) => string;
  longDate: (value: string | null | undefined) => string;
  dateRange: (start: string | null | undefined, end: string | null | undefined) => string;
  /** A month as YYYY-MM, written out with its year ('January 2027'); '' for a value that is no month. */
  month: (month: string) => string;
  rupees: (amount: number) => string;
  groupSize: (size: number | null | undefined) => string;
  days: (days: string | number | null | undefined) => string;
  seatsLeft: (seats: number) => string;
  place: (trip: { place: string; placeHi?: string | null }) => string;
  description: (trip: { description: string; descriptionHi?: string | null }) => string;
}

const english: Formats = {
  date: formatDate,
  longDate: formatLongDate,
  dateRange: dateRangeText,
  month: (month) => formatMonth(month, { long: true }),
  rupees: formatRupees,
  groupSize: groupSizeText,
  days: daysText,
  seatsLeft: seatsLeftText,
  place: (trip) => placeText(trip.place),
  description: (trip) => trip.description,
};

const hindiDate = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('hi-IN', {
    ...options,
    year: 'numeric',
    day: 'numeric',
    timeZone: TIME_ZONE,
    numberingSystem: 'latn',
  });
  return (value: string | null | undefined) => {
    if (!value) return '';
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarNoon(value) : new Date(value);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
};
const hindiShortDate = formatHindiDate;
const hindiMonth = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: TIME_ZONE, numberingSystem: 'latn' });
const hindiLongDate = hindiDate({ month: 'long' });
/** Words the English formats use for a free duration. */
const hindiDays: Record<string, string> = { Flexible: 'लचीली', Custom: 'आपके हिसाब से' };

const hindi: Formats = {
  date: hindiShortDate,
  longDate: hindiLongDate,
  dateRange: (start, end) => {
    const from = hindiShortDate(start);
    const to = hindiShortDate(end);
    if (from && to) return `${from} - ${to}`;
    if (from) return `${from} से, वापसी लचीली`;
    if (to) return `${to} तक, शुरुआत लचीली`;
    return 'तारीख़ें लचीली';
  },
  month: (month) => (formatMonth(month) ? hindiMonth.format(calendarNoon(`${month}-15`)) : ''),
  rupees: formatRupees,
  groupSize: (size) => (size && size > 0 ? `${size} यात्री` : 'समूह का आकार लचीला'),
  days: (days) => {
    const text = daysText(days);
    // The usual '5 Days / 4 Nights' in Hindi; other wording is the trip's own text, shown as written.
    const counted = text
      .replace(/(\d+)\s*days?\b/gi, '$1 दिन')
      .replace(/(\d+)\s*nights?\b/gi, (_, n: string) => `${n} ${n === '1' ? 'रात' : 'रातें'}`);
    return hindiDays[text] ?? counted;
  },
  seatsLeft: (seats) => {
    if (seats <= 0) return 'सीटें भर गईं';
    const left = `${seats} ${seats === 1 ? 'सीट' : 'सीटें'} बाक़ी`;
    return seats <= bookingLimits.fewSeatsLeft ? `सिर्फ़ ${left}` : left;
  },
  place: (trip) => trip.placeHi?.trim() || placeText(trip.place),
  description: (trip) => trip.descriptionHi?.trim() || trip.description,
};

export const formatsFor = (language: Language): Formats => (language === 'hi' ? hindi : english);
