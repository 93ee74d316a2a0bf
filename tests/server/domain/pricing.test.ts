/** The one pricing rule (domain/pricing.ts) and the coupon, early bird and group tier parsers beside it. */
import { describe, expect, it } from 'vitest';
import {
  earlyBirdApplies,
  groupTierFor,
  parseCoupon,
  parseEarlyBird,
  parseGroupDiscount,
  parseQuoteQuery,
  priceBooking,
  type PricingInput,
  pricingMessages,
  seatPricesToday,
} from '../../../server/src/domain/index.ts';

const prices = { pricePaise: 10_000_00, kidPricePaise: 6_000_00, depositPaise: 2_500_00 };
const base: PricingInput = {
  prices,
  adults: 2,
  kids: 0,
  startDate: '2031-03-31',
  today: '2031-01-01',
  earlyBird: null,
  groupDiscount: null,
  code: null,
  maxDiscountPercent: 50,
};

describe('priceBooking', () => {
  it('with no discount: the seats at their prices, no lines', () => {
    const priced = priceBooking({ ...base, kids: 1 });
    expect(priced).toEqual({ pricePerPersonPaise: 10_000_00, lines: [], undiscountedPaise: 26_000_00, totalPaise: 26_000_00 });
  });

  it('early bird applies when booked at least daysBefore days before the start, up to that day itself', () => {
    const earlyBird = { daysBefore: 60, percent: 10 };
    // 2031-03-31 less 60 days is 2031-01-30.
    expect(earlyBirdApplies(earlyBird, '2031-03-31', '2031-01-30')).toBe(true);
    expect(earlyBirdApplies(earlyBird, '2031-03-31', '2031-01-31')).toBe(false);
    const priced = priceBooking({ ...base, earlyBird, today: '2031-01-30' });
    expect(priced.lines).toEqual([{ kind: 'early_bird', label: 'Early bird 10% off', amountPaise: -2_000_00 }]);
    expect(priced.totalPaise).toBe(18_000_00);
    expect(priceBooking({ ...base, earlyBird, today: '2031-01-31' }).lines).toEqual([]);
  });

  it('group: the largest tier the seats reach', () => {
    const tiers = [
      { minSeats: 4, percent: 5 },
      { minSeats: 8, percent: 12 },
    ];
    expect(groupTierFor(tiers, 3)).toBeNull();
    expect(groupTierFor(tiers, 7)).toEqual({ minSeats: 4, percent: 5 });
    expect(groupTierFor(tiers, 9)).toEqual({ minSeats: 8, percent: 12 });
    const priced = priceBooking({ ...base, adults: 8, groupDiscount: tiers });
    expect(priced.lines).toEqual([{ kind: 'group', label: 'Group of 8+ 12% off', amountPaise: -9_600_00 }]);
    expect(priced.totalPaise).toBe(70_400_00);
  });

  it('percents are of the undiscounted price and add up; a flat coupon is off the booking, not per seat', () => {
    const percentCoupon = priceBooking({
      ...base,
      adults: 4,
      earlyBird: { daysBefore: 30, percent: 10 },
      groupDiscount: [{ minSeats: 4, percent: 5 }],
      code: { kind: 'coupon', code: 'MONSOON15', couponKind: 'percent', value: 15 },
    });
    expect(percentCoupon.lines.map((line) => line.amountPaise)).toEqual([-4_000_00, -2_000_00, -6_000_00]);
    expect(percentCoupon.totalPaise).toBe(28_000_00);
    const flat = priceBooking({ ...base, adults: 3, code: { kind: 'coupon', code: 'FLAT1000', couponKind: 'flat', value: 1000 } });
    expect(flat.lines).toEqual([{ kind: 'coupon', label: 'Coupon FLAT1000', amountPaise: -1_000_00 }]);
    expect(flat.totalPaise).toBe(29_000_00);
  });

  it('a referral takes its amount off the booking', () => {
    const priced = priceBooking({ ...base, code: { kind: 'referral', code: 'REFABC234', amountPaise: 500_00 } });
    expect(priced.lines).toEqual([{ kind: 'referral', label: 'Referral REFABC234', amountPaise: -500_00 }]);
    expect(priced.totalPaise).toBe(19_500_00);
  });

  it('never below (100 − MAX_DISCOUNT_PERCENT) % of the undiscounted total: the code is cut first, then group, then early bird', () => {
    const priced = priceBooking({
      ...base,
      adults: 4,
      earlyBird: { daysBefore: 30, percent: 30 },
      groupDiscount: [{ minSeats: 4, percent: 25 }],
      code: { kind: 'coupon', code: 'HALF', couponKind: 'percent', value: 50 },
    });
    expect(priced.totalPaise).toBe(20_000_00);
    expect(priced.lines).toEqual([
      { kind: 'early_bird', label: 'Early bird 30% off', amountPaise: -12_000_00 },
      { kind: 'group', label: 'Group of 4+ 25% off', amountPaise: -8_000_00 },
    ]);
    const flat = priceBooking({
      ...base,
      adults: 1,
      code: { kind: 'coupon', code: 'BIG', couponKind: 'flat', value: 9000 },
      maxDiscountPercent: 20,
    });
    expect(flat.totalPaise).toBe(8_000_00);
    expect(flat.lines).toEqual([{ kind: 'coupon', label: 'Coupon BIG', amountPaise: -2_000_00 }]);
  });

  it('stays in integer paise with odd prices', () => {
    const priced = priceBooking({
      ...base,
      prices: { ...prices, pricePaise: 999_99 },
      adults: 3,
      code: { kind: 'coupon', code: 'X', couponKind: 'percent', value: 7 },
    });
    expect(Number.isInteger(priced.totalPaise)).toBe(true);
    expect(priced.lines[0]?.amountPaise).toBe(-Math.round((2_999_97 * 7) / 100));
  });
});

describe('seatPricesToday', () => {
  it("gives the early bird's price with the original and until when it holds", () => {
    const today = seatPricesToday(prices, { daysBefore: 45, percent: 20 }, '2031-03-31', '2031-02-01');
    expect(today).toEqual({
      prices: { pricePaise: 8_000_00, kidPricePaise: 4_800_00, depositPaise: 2_500_00 },
      originalPricePaise: 10_000_00,
      earlyBirdUntil: '2031-02-14',
    });
    expect(seatPricesToday(prices, { daysBefore: 45, percent: 20 }, '2031-03-31', '2031-02-15').originalPricePaise).toBeNull();
    expect(seatPricesToday(prices, null, '2031-03-31', '2031-02-01').originalPricePaise).toBeNull();
  });
});

describe('parsers', () => {
  it('parseCoupon: codes trimmed and in capitals; each rule its message', () => {
    expect(parseCoupon({ code: ' monsoon-15 ', kind: 'percent', value: 15 }, { creating: true })).toEqual({
      value: { code: 'MONSOON-15', kind: 'percent', value: 15 },
    });
    expect(parseCoupon({ code: 'AB', kind: 'percent', value: 15 }, { creating: true })).toEqual({
      error: pricingMessages.couponCodeInvalid,
    });
    expect(parseCoupon({ code: 'A B C D', kind: 'percent', value: 15 }, { creating: true })).toEqual({
      error: pricingMessages.couponCodeInvalid,
    });
    expect(parseCoupon({ code: 'X'.repeat(21), kind: 'flat', value: 5 }, { creating: true })).toEqual({
      error: pricingMessages.couponCodeInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'free', value: 15 }, { creating: true })).toEqual({
      error: pricingMessages.couponKindInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'percent', value: 101 }, { creating: true })).toEqual({
      error: pricingMessages.couponPercentInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'percent', value: 2.5 }, { creating: true })).toEqual({
      error: pricingMessages.couponPercentInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'flat', value: 0 }, { creating: true })).toMatchObject({
      error: pricingMessages.couponFlatInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'flat', value: 10.005 }, { creating: true })).toEqual({
      error: pricingMessages.couponFlatInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'flat', value: 500, tripIds: ['x'] }, { creating: true })).toEqual({
      error: pricingMessages.couponTripIdsInvalid,
    });
    expect(
      parseCoupon({ code: 'GOOD', kind: 'flat', value: 500, validFrom: '2031-02-01', validUntil: '2031-01-01' }, { creating: true }),
    ).toEqual({
      error: pricingMessages.couponValidUntilInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'flat', value: 500, maxUses: 0 }, { creating: true })).toEqual({
      error: pricingMessages.couponMaxUsesInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'flat', value: 500, maxUsesPerTraveller: 0 }, { creating: true })).toEqual({
      error: pricingMessages.couponMaxUsesPerTravellerInvalid,
    });
    expect(parseCoupon({ code: 'GOOD', kind: 'flat', value: 500, minSeats: 0 }, { creating: true })).toEqual({
      error: pricingMessages.couponMinSeatsInvalid,
    });
    expect(parseCoupon({ status: 'gone' }, { creating: false, current: { kind: 'flat', validFrom: null } })).toEqual({
      error: pricingMessages.couponStatusInvalid,
    });
    expect(parseCoupon({ status: 'disabled' }, { creating: false, current: { kind: 'flat', validFrom: null } })).toEqual({
      value: { status: 'disabled' },
    });
  });

  it('parseEarlyBird and parseGroupDiscount', () => {
    expect(parseEarlyBird(null)).toEqual({ value: null });
    expect(parseEarlyBird({ daysBefore: 60, percent: 10 })).toEqual({ value: { daysBefore: 60, percent: 10 } });
    expect(parseEarlyBird({ daysBefore: -1, percent: 10 })).toMatchObject({ error: pricingMessages.earlyBirdInvalid });
    expect(parseEarlyBird({ daysBefore: 10, percent: 95 })).toMatchObject({ error: pricingMessages.earlyBirdInvalid });
    expect(parseGroupDiscount([])).toEqual({ value: null });
    expect(parseGroupDiscount('[{"minSeats":6,"percent":8},{"minSeats":4,"percent":5}]')).toEqual({
      value: [
        { minSeats: 4, percent: 5 },
        { minSeats: 6, percent: 8 },
      ],
    });
    expect(parseGroupDiscount([{ minSeats: 1, percent: 5 }])).toMatchObject({ error: pricingMessages.groupDiscountInvalid });
    expect(
      parseGroupDiscount([
        { minSeats: 4, percent: 5 },
        { minSeats: 4, percent: 6 },
      ]),
    ).toMatchObject({ error: pricingMessages.groupDiscountInvalid });
  });

  it('parseQuoteQuery', () => {
    expect(parseQuoteQuery({ departureId: 'd', adults: '2', code: ' save10 ' })).toEqual({
      value: { departureId: 'd', adults: 2, kids: 0, code: 'SAVE10' },
    });
    expect(parseQuoteQuery({ departureId: 'd', adults: '0' })).toMatchObject({ error: pricingMessages.quoteInvalid });
    expect(parseQuoteQuery({ adults: '1' })).toMatchObject({ error: pricingMessages.quoteInvalid });
  });
});
