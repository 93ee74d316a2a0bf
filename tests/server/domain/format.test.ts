import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  calendarNoon,
  formatHindiDate,
  dateRangeText,
  daysText,
  departureEndDate,
  ratingBadge,
  tripDurationDays,
  formatCallingCode,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatLongDate,
  formatPhone,
  formatRupees,
  groupSizeText,
  placeText,
  reviewerText,
  truncateText,
} from '../../../server/src/domain/index.ts';

describe('formatRupees: rupee sign and Indian digit grouping', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [12999, '₹12,999'],
    [125000, '₹1,25,000'],
    [1234567, '₹12,34,567'],
    [10000000, '₹1,00,00,000'],
    [1234567890, '₹1,23,45,67,890'],
  ])('%d → %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('shows paise as two digits when there are any, grouped the Indian way', () => {
    expect(formatRupees(12999.5)).toBe('₹12,999.50');
    expect(formatRupees(125000.75)).toBe('₹1,25,000.75');
    expect(formatRupees(1234567.891)).toBe('₹12,34,567.89');
    expect(formatRupees(0.5)).toBe('₹0.50');
  });

  it('reads numeric text as the API or a form may give it', () => {
    expect(formatRupees('125000')).toBe('₹1,25,000');
    expect(formatRupees('18499.50')).toBe('₹18,499.50');
  });

  it('falls back to SPEC price 0 for a missing or unreadable amount', () => {
    for (const value of [null, undefined, 'abc', Number.NaN, Number.POSITIVE_INFINITY]) expect(formatRupees(value as never)).toBe('₹0');
  });
});

describe("dates in 'MMM DD, YYYY', 'MMMM DD, YYYY' and 'MMM DD, YYYY HH:mm', in Asia/Kolkata", () => {
  it('shows a calendar date as that date, whatever the zone', () => {
    expect(formatDate('2025-03-05')).toBe('Mar 05, 2025');
    expect(formatLongDate('2025-03-05')).toBe('March 05, 2025');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024');
  });

  it('shows an instant in India: 18:30 UTC is already the next day there', () => {
    expect(formatDate('2025-03-04T18:29:59Z')).toBe('Mar 04, 2025');
    expect(formatDate('2025-03-04T18:30:00Z')).toBe('Mar 05, 2025');
    expect(formatLongDate(new Date('2025-12-31T18:30:00Z'))).toBe('January 01, 2026');
    expect(formatDateTime('2025-03-04T18:30:00Z')).toBe('Mar 05, 2025 00:00');
    expect(formatDateTime('2025-03-04T18:29:00Z')).toBe('Mar 04, 2025 23:59');
    expect(formatDateTime('2025-03-05T08:37:00.000Z')).toBe('Mar 05, 2025 14:07');
  });

  it('shows midnight UTC as 05:30 the same day in India', () => {
    expect(formatDateTime('2025-07-01T00:00:00Z')).toBe('Jul 01, 2025 05:30');
    expect(formatDate('2025-07-01T00:00:00Z')).toBe('Jul 01, 2025');
  });

  it('honours another time zone when asked', () => {
    expect(formatDateTime('2025-03-04T18:30:00Z', 'UTC')).toBe('Mar 04, 2025 18:30');
    expect(formatDate('2025-03-04T18:30:00Z', 'America/New_York')).toBe('Mar 04, 2025');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatLongDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });

  it('calendarDay is the India calendar day of an instant', () => {
    expect(calendarDay(new Date('2025-03-04T18:30:00Z'))).toBe('2025-03-05');
    expect(calendarDay(new Date('2025-03-04T18:29:59Z'))).toBe('2025-03-04');
  });
});

describe('dateRangeText: docs/product.md#limits four cases', () => {
  it.each([
    ['2025-03-05', '2025-03-10', 'Mar 05, 2025 - Mar 10, 2025'],
    ['2025-03-05', null, 'Mar 05, 2025 - Flexible end date'],
    [null, '2025-03-10', 'Flexible start date - Mar 10, 2025'],
    [null, null, 'Flexible dates'],
    ['', '', 'Flexible dates'],
    [undefined, '2025-03-10', 'Flexible start date - Mar 10, 2025'],
  ])('%s / %s → %s', (start, end, text) => {
    expect(dateRangeText(start, end)).toBe(text);
  });
});

describe('groupSizeText and docs/product.md#limits fallbacks', () => {
  it("'{n} Adventurers' when groupSize > 0, otherwise 'Flexible Group Size'", () => {
    expect(groupSizeText(12)).toBe('12 Adventurers');
    expect(groupSizeText(1)).toBe('1 Adventurers');
    for (const value of [0, -3, null, undefined]) expect(groupSizeText(value)).toBe('Flexible Group Size');
  });

  it("days 'Flexible', place 'Unknown Location', reviewer 'Anonymous'", () => {
    expect(daysText('4N/3D')).toBe('4N/3D');
    expect(daysText(7)).toBe('7');
    for (const value of [null, undefined, '', '  ']) expect(daysText(value)).toBe('Flexible');
    // A duration typed as 'flexible' reads as the label, never 'Duration flexible'.
    expect(daysText('flexible')).toBe('Flexible');
    expect(daysText('CUSTOM')).toBe('Custom');
    expect(daysText('7 days')).toBe('7 days');
    expect(placeText('Goa')).toBe('Goa');
    for (const value of [null, undefined, '', '   ']) expect(placeText(value)).toBe('Unknown Location');
    expect(reviewerText(' Priya ')).toBe('Priya');
    for (const value of [null, undefined, '']) expect(reviewerText(value)).toBe('Anonymous');
  });

  it('truncates review text at 150 characters with an ellipsis, and leaves shorter text alone', () => {
    const long = 'a'.repeat(151);
    expect(truncateText(long, 150)).toEqual({ text: `${'a'.repeat(150)}...`, truncated: true });
    expect(truncateText('a'.repeat(150), 150)).toEqual({ text: 'a'.repeat(150), truncated: false });
  });

  it('formats file sizes in MB with two decimals for upload messages', () => {
    expect(formatFileSize(52.4 * 1024 * 1024)).toBe('52.40MB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00MB');
  });
});

describe('phone numbers with their calling code', () => {
  it("reads '+91 9876543210' for people and '+919876543210' (E.164) for SMS, payments and manifests", () => {
    const phone = { countryCode: '91', mobileNumber: '9876543210' };
    expect(formatPhone(phone)).toBe('+91 9876543210');
    expect(formatPhone(phone, { e164: true })).toBe('+919876543210');
    expect(formatCallingCode('971')).toBe('+971');
  });
});

describe('trip duration in days and departure end dates', () => {
  it('reads whole days from the duration text, else nothing', () => {
    expect(['6', '6 days', '1 day', '5D', '4N/5D', ' 4n / 5d '].map(tripDurationDays)).toEqual([6, 6, 1, 5, 5, 5]);
    for (const text of ['Flexible', '2 weeks', 'A long weekend', '', null, '0']) expect(tripDurationDays(text)).toBeNull();
  });

  it("gives a departure without an end date the trip's duration, its own end date otherwise", () => {
    expect(departureEndDate('2031-01-30', null, '6 days')).toBe('2031-02-04');
    expect(departureEndDate('2031-01-30', null, '4N/5D')).toBe('2031-02-03');
    expect(departureEndDate('2031-01-30', '2031-02-10', '6 days')).toBe('2031-02-10');
    expect(departureEndDate('2031-01-30', null, 'Flexible')).toBeNull();
    expect(departureEndDate('2031-01-30', null, '1 day')).toBeNull();
  });
});

describe('rating badge', () => {
  it('shows one decimal and the stars it rounds to', () => {
    expect(ratingBadge(5)).toEqual({ value: '5.0', stars: '★★★★★', label: 'Rated 5.0 out of 5' });
    expect(ratingBadge(4.44).value).toBe('4.4');
    expect(ratingBadge(3.5).stars).toBe('★★★★☆');
    expect(ratingBadge(9).value).toBe('5.0');
  });
});

describe('a calendar day formatted in the business zone', () => {
  it('stays the same day in India, Nepal and any zone from UTC-11 to UTC+11', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Pago_Pago', 'Asia/Magadan', 'UTC'])
      expect(calendarDay(calendarNoon('2031-03-05'), zone)).toBe('2031-03-05');
    expect(formatHindiDate('2031-03-05')).toBe('5 मार्च 2031');
  });
});
