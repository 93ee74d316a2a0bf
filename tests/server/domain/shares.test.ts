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

  const three = (paid: [number, number, number] = [0, 0, 0]) =>
    [1_000_001, 999_999, 1_000_000].map((amountPaise, i) => ({
      id: `s${i + 1}`,
      amountPaise,
      depositPaise: 250_000,
      amountPaidPaise: paid[i],
    }));
  const defaultPlan = [
    { dueDate: '2027-01-01', amountPaise: 750_000 },
    { dueDate: '2027-02-15', amountPaise: 2_250_000 },
  ];
  const booking = {
    status: 'pending_payment' as const,
    amountPaidPaise: 0,
    totalPaise: 3_000_000,
    depositPaise: 750_000,
    instalments: defaultPlan,
  };

  it('owes its part of the deposit while the booking awaits it, then the rest, never more than the booking owes', () => {
    const shares = three();
    expect(shareDueNowPaise(shares[1], booking, shares)).toBe(250_000);
    const ravi = three([0, 250_000, 0]);
    expect(shareDueNowPaise(ravi[1], { ...booking, amountPaidPaise: 250_000 }, ravi)).toBe(0);
    // Confirmed (others paid the deposit): without a plan of its own the next step is the balance, so the whole share.
    expect(shareDueNowPaise(shares[1], { ...booking, status: 'confirmed', amountPaidPaise: 750_000 }, shares)).toBe(999_999);
    // Never more than the booking still owes.
    expect(shareDueNowPaise(shares[1], { ...booking, status: 'confirmed', amountPaidPaise: 2_900_000 }, shares)).toBe(100_000);
    expect(shareDueNowPaise(shares[1], { ...booking, status: 'cancelled' }, shares)).toBe(0);
  });

  it('follows a payment plan: each share owes its part of the booking next instalment, the parts adding up to it exactly', () => {
    // 30 % at booking, 40 % and 30 % later: ₹9,000.00 / ₹12,000.00 / ₹9,000.00 of ₹30,000.00.
    const instalments = [
      { dueDate: '2027-01-01', amountPaise: 900_000 },
      { dueDate: '2027-02-01', amountPaise: 1_200_000 },
      { dueDate: '2027-03-01', amountPaise: 900_000 },
    ];
    const shares = three([300_000, 300_000, 300_000]);
    const confirmed = { ...booking, status: 'confirmed' as const, amountPaidPaise: 900_000, depositPaise: 900_000, instalments };
    const dues = shares.map((share) => shareDueNowPaise(share, confirmed, shares));
    // Each owes its part of the first two instalments (₹21,000.00 split by the shares' amounts) less the ₹3,000 it paid.
    expect(sum(dues)).toBe(1_200_000);
    expect(dues).toEqual([400_001, 399_999, 400_000]);
    // One share paid its part of the second instalment early: it owes nothing now, the others still theirs.
    const early = three([700_001, 300_000, 300_000]);
    const after = { ...confirmed, amountPaidPaise: 1_300_001 };
    expect(early.map((share) => shareDueNowPaise(share, after, early))).toEqual([0, 399_999, 400_000]);
    // The second instalment covered: the last one, each share's rest.
    const paid = three([700_001, 699_999, 700_000]);
    expect(paid.map((share) => shareDueNowPaise(share, { ...confirmed, amountPaidPaise: 2_100_000 }, paid))).toEqual([
      300_000, 300_000, 300_000,
    ]);
  });
});
