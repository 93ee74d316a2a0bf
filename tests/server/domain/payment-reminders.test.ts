/** A payment reminder's text and the month label of the Finance page. */
import { describe, expect, it } from 'vitest';
import { bookingPagePath, formatMonth, paymentReminderSmsText } from '../../../server/src/domain/index.ts';

describe('payment reminder text', () => {
  it('names the amount due now, the booking, its trip, the due date and the page to pay on', () => {
    const text = paymentReminderSmsText(
      'Wander Co',
      { reference: 'AB23CD45', balanceDueDate: '2031-02-18' },
      7874.5,
      { place: 'Spiti', startDate: '2031-03-05' },
      `https://trips.example.in${bookingPagePath('bk 1')}`,
    );
    expect(text).toBe(
      'Wander Co: ₹7,874.50 is due on booking AB23CD45 (Spiti, Mar 05, 2031) by Feb 18, 2031. Pay at https://trips.example.in/bookings/bk%201',
    );
    expect(
      paymentReminderSmsText('W', { reference: 'R', balanceDueDate: null }, 100000, { place: 'Goa', startDate: '2031-01-01' }, 'L'),
    ).toBe('W: ₹1,00,000 is due on booking R (Goa, Jan 01, 2031). Pay at L');
  });
});

describe('month labels', () => {
  it('shows YYYY-MM as a short or long month name and year, and nothing for anything else', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01', { long: true })).toBe('January 2027');
    expect(formatMonth('2026-13')).toBe('');
    expect(formatMonth(null)).toBe('');
  });
});
