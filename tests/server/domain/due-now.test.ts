/** What is due now and by when: a booking's terms on the day it is made, its holds, and the day its next payment is due. */
import { describe, expect, it } from 'vitest';
import { dueNowBy, departureStartsAt, holdEndsAt, paymentTerms } from '../../../server/src/domain/index.ts';

const prices = { pricePaise: 899_900, depositPaise: 225_000 };
const hours = (n: number) => n * 3_600_000;

describe('payment terms of a booking made on a given day', () => {
  it('asks for the deposit before the balance date, the balance due on it', () => {
    expect(paymentTerms('2026-12-04', '2026-12-20', 15, prices)).toEqual({ balanceDueDate: '2026-12-05', payInFull: false, prices });
  });

  it('asks for the whole price from the balance date on, due the day it is made: never a date already past', () => {
    // The walk-through's case: 13 days before the start, the balance date (15 days before) two days gone.
    const late = paymentTerms('2026-12-07', '2026-12-20', 15, prices);
    expect(late).toEqual({ balanceDueDate: '2026-12-07', payInFull: true, prices: { ...prices, depositPaise: 899_900 } });
    expect(paymentTerms('2026-12-05', '2026-12-20', 15, prices)).toMatchObject({ balanceDueDate: '2026-12-05', payInFull: true });
    expect(paymentTerms('2026-12-20', '2026-12-20', 0, prices)).toMatchObject({ balanceDueDate: '2026-12-20', payInFull: true });
  });

  it('keeps the child price and every other price as they are', () => {
    const withKids = { ...prices, kidPricePaise: 500_000 };
    expect(paymentTerms('2026-12-10', '2026-12-20', 15, withKids).prices).toEqual({ ...withKids, depositPaise: 899_900 });
  });
});

describe('holds', () => {
  const checkout = 15 * 60_000;
  const tomorrowStarts = departureStartsAt('2026-12-02', 'Asia/Kolkata');

  it('start a departure at its first day’s midnight in the business’s time zone', () => {
    expect(tomorrowStarts.toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('last their length when the departure starts later', () => {
    const now = new Date('2026-11-20T04:00:00Z');
    expect(holdEndsAt(now, hours(48), tomorrowStarts, checkout)).toEqual(new Date(now.getTime() + hours(48)));
  });

  it('never end after the departure starts: an offline hold or an offer on the eve of the start ends at midnight', () => {
    const evening = new Date('2026-12-01T14:30:00Z'); // 20:00 in India, the day before the start
    expect(holdEndsAt(evening, hours(48), tomorrowStarts, checkout)).toEqual(tomorrowStarts);
    expect(holdEndsAt(evening, hours(12), tomorrowStarts, checkout)).toEqual(tomorrowStarts);
  });

  it('on the departure’s own day, or minutes before its start, last only the online checkout’s minutes', () => {
    const morning = new Date('2026-12-02T03:30:00Z'); // 09:00 in India on the start day
    expect(holdEndsAt(morning, hours(48), tomorrowStarts, checkout)).toEqual(new Date(morning.getTime() + checkout));
    const lateEvening = new Date('2026-12-01T18:25:00Z'); // 23:55, five minutes before the start
    expect(holdEndsAt(lateEvening, hours(48), tomorrowStarts, checkout)).toEqual(new Date(lateEvening.getTime() + checkout));
    // A checkout shorter than that minimum stays as it is.
    expect(holdEndsAt(morning, 60_000, tomorrowStarts, checkout)).toEqual(new Date(morning.getTime() + 60_000));
  });
});

describe('the day what is due now is to be paid by', () => {
  const booking = {
    status: 'confirmed' as const,
    totalAmount: 8999,
    depositAmount: 2250,
    amountPaid: 2250,
    balanceDue: 6749,
    balanceDueDate: '2026-12-05',
  };

  it('is the balance date while it is ahead, and today once it has passed', () => {
    expect(dueNowBy(booking, '2026-12-01')).toBe('2026-12-05');
    expect(dueNowBy(booking, '2026-12-05')).toBe('2026-12-05');
    expect(dueNowBy(booking, '2026-12-09')).toBe('2026-12-09');
  });

  it('is today while the deposit is awaited, and none when nothing is due', () => {
    expect(dueNowBy({ ...booking, status: 'pending_payment', amountPaid: 0, balanceDue: 8999 }, '2026-12-01')).toBe('2026-12-01');
    expect(dueNowBy({ ...booking, status: 'paid', amountPaid: 8999, balanceDue: 0 }, '2026-12-01')).toBeNull();
  });
});
