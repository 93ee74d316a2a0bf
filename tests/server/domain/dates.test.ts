/** The business's clock (domain/dates.ts): days, hours and the financial year in any zone without DST. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  atLocalHour,
  calendarDay,
  calendarNoon,
  daysBetween,
  endOfCalendarDay,
  financialYear,
  inDaysText,
  inQuietHours,
  localHour,
  outsideQuietHours,
  startOfCalendarDay,
  TIME_ZONE,
  weekdayFromMonday,
} from '../../../server/src/domain/index.ts';

const minute = 60_000;
/** Zones without daylight saving and their distance from UTC, to check the module against by hand. */
const zones = [
  { zone: 'Asia/Kolkata', offsetMinutes: 5 * 60 + 30 },
  { zone: 'Asia/Kathmandu', offsetMinutes: 5 * 60 + 45 },
  { zone: 'Asia/Tokyo', offsetMinutes: 9 * 60 },
  { zone: 'America/Bogota', offsetMinutes: -5 * 60 },
  { zone: 'UTC', offsetMinutes: 0 },
];
/** The instant of a wall-clock time in a zone `offsetMinutes` from UTC. */
const wallClock = (day: string, time: string, offsetMinutes: number) => new Date(Date.parse(`${day}T${time}Z`) - offsetMinutes * minute);

describe.each(zones)('the calendar in $zone', ({ zone, offsetMinutes }) => {
  const midnight = wallClock('2027-01-01', '00:00:00', offsetMinutes);

  it('turns the day at local midnight, not at UTC’s', () => {
    expect(calendarDay(new Date(midnight.getTime() - 1), zone)).toBe('2026-12-31');
    expect(calendarDay(midnight, zone)).toBe('2027-01-01');
    expect(startOfCalendarDay('2027-01-01', zone)).toEqual(midnight);
    expect(endOfCalendarDay('2026-12-31', zone)).toEqual(new Date(midnight.getTime() - 1000));
  });

  it('reads and makes local hours', () => {
    expect(atLocalHour('2030-01-13', 9, zone)).toEqual(wallClock('2030-01-13', '09:00:00', offsetMinutes));
    expect(localHour(wallClock('2030-01-12', '23:59:00', offsetMinutes), zone)).toBe(23);
    expect(localHour(wallClock('2030-01-13', '00:00:00', offsetMinutes), zone)).toBe(0);
  });

  it('starts the financial year on 1 April in the zone', () => {
    const april = wallClock('2026-04-01', '00:00:00', offsetMinutes);
    expect(financialYear(april, zone)).toBe('26-27');
    expect(financialYear(new Date(april.getTime() - 1), zone)).toBe('25-26');
    expect(financialYear(wallClock('2027-03-31', '23:59:59', offsetMinutes), zone)).toBe('26-27');
    expect(financialYear(wallClock('2099-12-01', '00:00:00', offsetMinutes), zone)).toBe('99-00');
  });

  it('keeps reminders out of quiet hours, 21:00–09:00 there', () => {
    const quiet = { from: 21, until: 9 };
    const nine = wallClock('2030-01-13', '09:00:00', offsetMinutes);
    expect(inQuietHours(wallClock('2030-01-12', '20:59:00', offsetMinutes), zone, quiet)).toBe(false);
    expect(inQuietHours(wallClock('2030-01-12', '21:00:00', offsetMinutes), zone, quiet)).toBe(true);
    expect(outsideQuietHours(wallClock('2030-01-12', '23:30:00', offsetMinutes), zone, quiet)).toEqual(nine);
    expect(outsideQuietHours(wallClock('2030-01-13', '04:30:00', offsetMinutes), zone, quiet)).toEqual(nine);
    expect(outsideQuietHours(nine, zone, quiet)).toEqual(nine);
    expect(outsideQuietHours(nine, zone, null)).toEqual(nine);
  });
});

describe('the business zone of this run', () => {
  // `TIME_ZONE=Asia/Kathmandu npx vitest ...` runs the app in that zone; the domain's default stays India's.
  const zone = process.env.TIME_ZONE || TIME_ZONE;

  it('brings a day, its hours and its end back to the same day', () => {
    for (const day of ['2026-03-31', '2026-04-01', '2026-12-31', '2028-02-29']) {
      for (const hour of [0, 9, 12, 23]) expect(calendarDay(atLocalHour(day, hour, zone), zone)).toBe(day);
      expect(localHour(atLocalHour(day, 21, zone), zone)).toBe(21);
      expect(calendarDay(endOfCalendarDay(day, zone), zone)).toBe(day);
      expect(calendarDay(new Date(endOfCalendarDay(day, zone).getTime() + 1000), zone)).toBe(addDays(day, 1));
    }
    expect(financialYear(startOfCalendarDay('2026-04-01', zone), zone)).toBe('26-27');
    expect(financialYear(endOfCalendarDay('2026-03-31', zone), zone)).toBe('25-26');
  });
});

describe('calendar days', () => {
  it('add and count across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-26', 0)).toBe('2026-11-26');
    expect(daysBetween('2026-11-26', '2027-01-05')).toBe(40);
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
  });

  it('know their weekday and fall on the same date at noon UTC in every zone from UTC−11 to UTC+11', () => {
    expect(weekdayFromMonday('2026-11-30')).toBe(0); // a Monday
    expect(weekdayFromMonday('2026-11-29')).toBe(6);
    for (const { zone } of zones) expect(calendarDay(calendarNoon('2026-04-01'), zone)).toBe('2026-04-01');
  });
});

describe('"in N days"', () => {
  it('reads as the booking page has always said it, in English and Hindi', () => {
    expect(inDaysText(3, 'en')).toBe('in 3 days');
    expect(inDaysText(1, 'en')).toBe('in 1 day');
    expect(inDaysText(0, 'en')).toBe('in 0 days');
    expect(inDaysText(3, 'hi')).toBe('3 दिन में');
    expect(inDaysText(1, 'hi')).toBe('1 दिन में');
  });
});
