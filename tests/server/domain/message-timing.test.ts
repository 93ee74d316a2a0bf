/** When a message goes (DESIGN "When they go"): answers at once at any hour, reminders after quiet hours, in the business's zone. */
import { describe, expect, it } from 'vitest';
import {
  broadcastGoesText,
  endOfCalendarDay,
  goesAtOnce,
  inQuietHours,
  messageSendTime,
  messageTimingReason,
  messageTimingTexts,
  outsideQuietHours,
  stillWanted,
} from '../../../server/src/domain/index.ts';

const india = 'Asia/Kolkata';
const night = new Date('2030-01-12T18:00:00Z'); // 23:30 in India
const earlyMorning = new Date('2030-01-12T23:00:00Z'); // 04:30 on the 13th in India
const noon = new Date('2030-01-12T06:30:00Z');
const quiet = { from: 21, until: 9 };

describe('quiet hours', () => {
  it('hold a reminder due at night until 09:00, before or after midnight, and leave the day alone', () => {
    expect(outsideQuietHours(night, india, quiet).toISOString()).toBe('2030-01-13T03:30:00.000Z');
    expect(outsideQuietHours(earlyMorning, india, quiet).toISOString()).toBe('2030-01-13T03:30:00.000Z');
    expect(outsideQuietHours(noon, india, quiet)).toBe(noon);
    expect(inQuietHours(new Date('2030-01-12T15:30:00Z'), india, quiet)).toBe(true); // 21:00 sharp
    expect(inQuietHours(new Date('2030-01-12T03:30:00Z'), india, quiet)).toBe(false); // 09:00 sharp
  });

  it('may not cross midnight, may be off, and follow TIME_ZONE', () => {
    const small = { from: 1, until: 6 };
    expect(outsideQuietHours(night, india, small)).toBe(night);
    expect(outsideQuietHours(earlyMorning, india, small).toISOString()).toBe('2030-01-13T00:30:00.000Z');
    expect(outsideQuietHours(night, india, null)).toBe(night);
    expect(inQuietHours(night, india, null)).toBe(false);
    // 23:30 in India is 18:00 in London: not quiet there.
    expect(inQuietHours(night, 'Europe/London', quiet)).toBe(false);
  });
});

describe('timing by kind', () => {
  it('sends answers at once at night, reminders and non-urgent broadcasts in the morning, urgent broadcasts at once', () => {
    const timing = { timeZone: india, quietHours: quiet };
    for (const template of ['booking_confirmed', 'booking_cancelled', 'waitlist_offer'] as const) {
      expect(goesAtOnce(template)).toBe(true);
      expect(messageSendTime(template, night, timing)).toBe(night);
    }
    for (const template of ['balance_reminder', 'trip_starting', 'review_request', 'departure_update'] as const) {
      expect(goesAtOnce(template)).toBe(false);
      expect(messageSendTime(template, night, timing).toISOString()).toBe('2030-01-13T03:30:00.000Z');
    }
    expect(messageSendTime('departure_update', night, { ...timing, urgent: true })).toBe(night);
  });

  it('says why each goes when it does, and when a broadcast written now goes', () => {
    const timing = { timeZone: india, quietHours: quiet };
    expect(messageTimingReason({ template: 'booking_confirmed', sendAt: night.toISOString() }, timing)).toBe(messageTimingTexts.answer);
    expect(messageTimingReason({ template: 'departure_update', sendAt: '2030-01-13T03:30:00.000Z' }, timing)).toBe(
      'Waited for the end of quiet hours (21:00–09:00)',
    );
    expect(messageTimingReason({ template: 'review_request', sendAt: '2030-01-13T04:30:00.000Z' }, timing)).toBe(
      messageTimingTexts.review_request,
    );
    const waiting = { quietNow: true, nonUrgentSendAt: '2030-01-13T03:30:00.000Z', timeZone: india };
    expect(broadcastGoesText(waiting, false)).toBe('Quiet hours now: it goes at Jan 13, 2030 09:00. Mark it urgent to send it now.');
    expect(broadcastGoesText(waiting, true)).toBe('It goes to every traveller now.');
    expect(broadcastGoesText({ ...waiting, quietNow: false }, false)).toBe('It goes to every traveller now.');
  });
});

describe('what still goes to a booking', () => {
  it('sends only its cancellation to a cancelled or lapsed booking; a pending one is still asked for its deposit', () => {
    const at = noon;
    const cancelled = { status: 'cancelled', holdExpiresAt: null };
    expect(stillWanted('booking_cancelled', cancelled, at)).toBe(true);
    for (const template of ['balance_reminder', 'trip_starting', 'review_request', 'departure_update', 'booking_confirmed'] as const) {
      expect(stillWanted(template, cancelled, at), template).toBe(false);
    }
    const lapsed = { status: 'pending_payment', holdExpiresAt: new Date(at.getTime() - 1000) };
    expect(stillWanted('balance_reminder', lapsed, at)).toBe(false);
    expect(stillWanted('waitlist_offer', lapsed, at)).toBe(false);
    const pending = { status: 'pending_payment', holdExpiresAt: new Date(at.getTime() + 60_000) };
    expect(stillWanted('balance_reminder', pending, at)).toBe(true);
    expect(stillWanted('waitlist_offer', pending, at)).toBe(true);
    expect(stillWanted('trip_starting', { status: 'paid', holdExpiresAt: null }, at, new Date(at.getTime() - 25 * 3_600_000))).toBe(false);
  });
});

describe('the end of a calendar day', () => {
  it("is that day's last second in the zone asked, India's by default", () => {
    expect(endOfCalendarDay('2026-12-31').toISOString()).toBe('2026-12-31T18:29:59.000Z');
    expect(endOfCalendarDay('2026-12-31', 'Asia/Kathmandu').toISOString()).toBe('2026-12-31T18:14:59.000Z');
  });
});
