/** How a booking is split (DESIGN "Each pays their share"): paise-exact parts, the kids and the remainder on the lead's. */
import { describe, expect, it } from 'vitest';
import { planShares, shareDueNowPaise, splitPaise } from '../../../server/src/domain/index.ts';

const seats = (adults: number, kids: number) =>
  Array.from(
    { length: adults + kids },
    (_, i) => ({ travellerId: `t${i + 1}`, position: i + 1, kind: i < adults ? 'adult' : 'kid' }) as const,
  );
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('splitting a booking into shares', () => {
  it('splits awkward totals to the paisa, the remainder on the first (the lead)', () => {
    expect(splitPaise(1_000_000, [1, 1, 1])).toEqual([333_334, 333_333, 333_333]);
    expect(splitPaise(100, [1, 1, 1, 1, 1, 1, 1])).toEqual([16, 14, 14, 14, 14, 14, 14]);
    expect(splitPaise(1, [1, 1])).toEqual([1, 0]);
    for (const total of [0, 1, 99, 1_234_567, 9_999_999_97]) {
      for (const weights of [[1], [3, 2], [5, 1, 1, 7], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]]) {
        const parts = splitPaise(total, weights);
        expect(sum(parts)).toBe(total);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
      }
    }
  });

  it('makes one share per adult, the kids carried by the lead', () => {
    // 3 adults at ₹20,000 and 2 kids at ₹12,000.50, a coupon took ₹1,000.01 off: ₹83,000.99 in all.
    const shares = planShares(seats(3, 2), {
      totalPaise: 8_300_099,
      depositPaise: 2_500_000,
      adultPricePaise: 2_000_000,
      kidPricePaise: 1_200_050,
    });
    expect(shares.map((s) => s.travellerId)).toEqual(['t1', 't2', 't3']);
    expect(sum(shares.map((s) => s.amountPaise))).toBe(8_300_099);
    expect(sum(shares.map((s) => s.depositPaise))).toBe(2_500_000);
    // The others pay an adult's part of the discounted total, floored; the lead the rest.
    expect(shares[1].amountPaise).toBe(Math.floor((8_300_099 * 2_000_000) / 8_400_100));
    expect(shares[0].amountPaise).toBe(8_300_099 - 2 * shares[1].amountPaise);
    expect(shares[0].amountPaise).toBeGreaterThan(shares[1].amountPaise * 2);
  });

  it('owes its part of the deposit while the booking awaits it, then the rest, never more than the booking owes', () => {
    const share = { amountPaise: 1_000_000, depositPaise: 250_000, amountPaidPaise: 0 };
    const booking = { status: 'pending_payment' as const, amountPaidPaise: 0, totalPaise: 3_000_000, depositPaise: 750_000 };
    expect(shareDueNowPaise(share, booking)).toBe(250_000);
    expect(shareDueNowPaise({ ...share, amountPaidPaise: 250_000 }, { ...booking, amountPaidPaise: 250_000 })).toBe(0);
    expect(shareDueNowPaise(share, { ...booking, status: 'confirmed', amountPaidPaise: 750_000 })).toBe(1_000_000);
    expect(shareDueNowPaise(share, { ...booking, status: 'confirmed', amountPaidPaise: 2_900_000 })).toBe(100_000);
    expect(shareDueNowPaise(share, { ...booking, status: 'cancelled' })).toBe(0);
  });
});
