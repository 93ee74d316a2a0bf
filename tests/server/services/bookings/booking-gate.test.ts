/** The booking gate alone: one transaction per departure, a bound on transactions, sold-out waiters told at once, the queue's limit. */
import { describe, expect, it } from 'vitest';
import { BookingGate, BookingQueueFull } from '../../../../server/src/services/bookings/booking-gate.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the booking gate', () => {
  it('lets one reservation per departure at a time take its lock, and at most `concurrency` in all', async () => {
    const gate = new BookingGate({ queueLimit: 10, concurrency: 2, retryAfterSeconds: 1 });
    const [a1, a2, b1, c1] = [gate.admit(), gate.admit(), gate.admit(), gate.admit()];
    const turns: string[] = [];
    const track = (name: string, admission: ReturnType<BookingGate['admit']>, departure: string) =>
      admission.turn(departure, 1).then((turn) => turns.push(`${name}:${turn}`));
    void track('a1', a1, 'A');
    void track('a2', a2, 'A');
    void track('b1', b1, 'B');
    void track('c1', c1, 'C');
    await settle();
    expect(turns).toEqual(['a1:go', 'b1:go']);
    expect(gate.waitingFor('A')).toBe(1);
    b1.ended(5);
    b1.leave();
    await settle();
    // A's second waits for A's first; C takes the free transaction.
    expect(turns).toEqual(['a1:go', 'b1:go', 'c1:go']);
    a1.ended(3);
    a1.leave();
    await settle();
    expect(turns.at(-1)).toBe('a2:go');
    for (const admission of [a2, c1]) admission.leave();
    expect(gate.size).toBe(0);
  });

  it('tells those waiting that want more than a finished transaction left, and lets the others through', async () => {
    const gate = new BookingGate({ queueLimit: 10, concurrency: 4, retryAfterSeconds: 1 });
    const first = gate.admit();
    expect(await first.turn('A', 1)).toBe('go');
    const big = gate.admit().turn('A', 3);
    const small = gate.admit().turn('A', 2);
    first.ended(2);
    first.leave();
    expect(await big).toBe('sold-out');
    expect(await small).toBe('go');
  });

  it('refuses a newcomer past the limit with the seconds to wait, and admits again once one leaves', () => {
    const gate = new BookingGate({ queueLimit: 2, concurrency: 1, retryAfterSeconds: 1 });
    const first = gate.admit();
    gate.admit();
    expect(() => gate.admit()).toThrow(BookingQueueFull);
    try {
      gate.admit();
    } catch (error) {
      expect((error as BookingQueueFull).retryAfterSeconds).toBe(1);
    }
    first.leave();
    first.leave();
    expect(gate.size).toBe(1);
    expect(() => gate.admit()).not.toThrow();
  });
});
