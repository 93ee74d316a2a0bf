/** The cancellation rules: a trip's tiers as forms and the API give them, the GST rate, the quote in paise, voucher codes. */
import { describe, expect, it } from 'vitest';
import {
  cancellationMessages,
  cancellationQuotePaise,
  daysBetween,
  departureCancellationText,
  departureCancellationTitle,
  groupedVoucherCode,
  mayCancel,
  normalVoucherCode,
  parseAdminCancel,
  parseTripCancellationPolicy,
  parseTripGstRate,
  refundChoiceWorthMore,
} from '../../../server/src/domain/index.ts';
import { newVoucherCode } from '../../../server/src/services/money/vouchers.ts';

const tiers = [
  { daysBefore: 30, retainPercent: 10 },
  { daysBefore: 15, retainPercent: 50 },
  { daysBefore: 0, retainPercent: 100 },
];

describe('trip cancellation tiers', () => {
  it('read arrays, JSON text and "days:percent" text, latest tier first; blank and empty are none', () => {
    expect(parseTripCancellationPolicy([tiers[2], tiers[0], tiers[1]])).toEqual({ tiers });
    expect(parseTripCancellationPolicy(JSON.stringify(tiers))).toEqual({ tiers });
    expect(parseTripCancellationPolicy('0:100, 30:10,15:50')).toEqual({ tiers });
    for (const none of [null, undefined, '', '  ', [], 'null']) expect(parseTripCancellationPolicy(none)).toEqual({ tiers: null });
  });

  it('refuse what is not tiers', () => {
    const refused = { error: cancellationMessages.policyInvalid };
    for (const bad of [
      '30',
      '[',
      '30:101',
      5,
      {},
      [{ daysBefore: 1 }],
      [{ daysBefore: 3651, retainPercent: 1 }],
      Array(11).fill(tiers[0]),
    ]) {
      expect(parseTripCancellationPolicy(bad)).toEqual(refused);
    }
  });

  it('GST rate: 0, 5, 12 or 18 as a number or its text; blank is none', () => {
    expect(parseTripGstRate('12')).toEqual({ rate: 12 });
    expect(parseTripGstRate(0)).toEqual({ rate: 0 });
    expect(parseTripGstRate('')).toEqual({ rate: null });
    expect(parseTripGstRate(28)).toMatchObject({ error: cancellationMessages.gstRateInvalid });
  });
});

describe('the quote in paise', () => {
  const booking = { totalPaise: 2_000_000, amountPaidPaise: 500_000, amountRefundedPaise: 0 };
  it('retains the tier share of the total, never more than was paid less refunded', () => {
    expect(cancellationQuotePaise(booking, tiers, 40, 100)).toEqual({
      daysBeforeStart: 40,
      retainedPaise: 200_000,
      refundPaise: 300_000,
      voucherPaise: 500_000,
    });
    expect(cancellationQuotePaise(booking, tiers, 30, 100).retainedPaise).toBe(200_000);
    expect(cancellationQuotePaise(booking, tiers, 29, 100)).toMatchObject({ retainedPaise: 500_000, refundPaise: 0 });
    expect(cancellationQuotePaise({ ...booking, amountRefundedPaise: 400_000 }, tiers, 40, 90)).toEqual({
      daysBeforeStart: 40,
      retainedPaise: 100_000,
      refundPaise: 0,
      voucherPaise: 90_000,
    });
  });

  it('counts days in calendar days', () => {
    expect(daysBetween('2026-11-26', '2027-01-05')).toBe(40);
    expect(daysBetween('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1);
  });
});

describe('the refund choice a cancel form starts on', () => {
  it('is the one worth more to the traveller, money back on a tie, and none when both are nothing', () => {
    // 19 days out, ₹6,500 paid, all of it kept: the voucher of ₹6,500, not ₹0 back.
    expect(refundChoiceWorthMore({ refundAmount: 0, voucherAmount: 6500 })).toBe('voucher');
    expect(refundChoiceWorthMore({ refundAmount: 3000, voucherAmount: 5000 })).toBe('voucher');
    expect(refundChoiceWorthMore({ refundAmount: 5000, voucherAmount: 4500 })).toBe('original');
    expect(refundChoiceWorthMore({ refundAmount: 5000, voucherAmount: 5000 })).toBe('original');
    expect(refundChoiceWorthMore({ refundAmount: 0, voucherAmount: 0 })).toBeNull();
  });
});

describe("cancelling a departure, in the back office's confirm step", () => {
  it('says how many bookings and travellers it cancels and the money refunded, in words', () => {
    expect(departureCancellationTitle({ startDate: '2027-01-07' })).toBe('Cancel the departure of Jan 07, 2027?');
    expect(departureCancellationText({ bookings: 2, travellers: 3, refundAmount: 13250 })).toBe(
      "This cancels 2 bookings (3 travellers): ₹13,250 is refunded in full to the original payments, and each booking's " +
        'traveller is sent a cancellation message at once. This cannot be undone.',
    );
    expect(departureCancellationText({ bookings: 1, travellers: 1, refundAmount: 0 })).toBe(
      "This cancels 1 booking (1 traveller): nothing was paid, so nothing is refunded, and each booking's " +
        'traveller is sent a cancellation message at once. This cannot be undone.',
    );
    expect(departureCancellationText({ bookings: 0, travellers: 0, refundAmount: 0 })).toBe(
      'It has no bookings: nobody is refunded or messaged. It will be hidden from the site.',
    );
  });
});

describe('admin cancel bodies', () => {
  it('take original, voucher or none, an amount with at most two decimals, and a reason', () => {
    expect(parseAdminCancel({ refundTo: 'none' })).toEqual({ value: { refundTo: 'none', reason: null } });
    expect(parseAdminCancel({ refundTo: 'original', amount: 10.5, reason: ' late ' })).toEqual({
      value: { refundTo: 'original', amount: 10.5, reason: 'late' },
    });
    expect(parseAdminCancel({ refundTo: 'original', amount: 1.001 })).toMatchObject({ error: cancellationMessages.cancelAmountInvalid });
    expect(parseAdminCancel({ refundTo: 'original', reason: 'x'.repeat(501) })).toMatchObject({
      error: cancellationMessages.reasonTooLong,
    });
  });
});

describe('voucher codes', () => {
  it('are 12 unambiguous characters in groups of four, read back whatever the case, spaces or hyphens', () => {
    const codes = new Set(Array.from({ length: 200 }, newVoucherCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXYZ2345679]{4}(-[ACDEFGHJKMNPQRTUVWXYZ2345679]{4}){2}$/);
      expect(groupedVoucherCode(normalVoucherCode(` ${code.toLowerCase().replace(/-/g, ' ')} `)!)).toBe(code);
    }
    expect(normalVoucherCode('O0I1-LSB8-AAAA')).toBeNull();
    expect(normalVoucherCode(12)).toBeNull();
  });
});

describe('the cancellation window', () => {
  it('lets a traveller cancel a confirmed or paid booking until the day before the start, and a pending one any time', () => {
    expect(mayCancel('traveller', 'confirmed', '2027-01-09', '2027-01-10')).toBe(true);
    expect(mayCancel('traveller', 'paid', '2027-01-09', '2027-01-10')).toBe(true);
    expect(mayCancel('traveller', 'paid', '2027-01-10', '2027-01-10')).toBe(false);
    expect(mayCancel('traveller', 'confirmed', '2027-01-11', '2027-01-10')).toBe(false);
    expect(mayCancel('traveller', 'pending_payment', '2027-01-11', '2027-01-10')).toBe(true);
  });

  it('lets the office cancel anything not yet cancelled, and nobody cancel twice', () => {
    expect(mayCancel('admin', 'paid', '2027-01-11', '2027-01-10')).toBe(true);
    expect(mayCancel('operator', 'confirmed', '2027-01-10', '2027-01-10')).toBe(true);
    expect(mayCancel('admin', 'cancelled', '2027-01-01', '2027-01-10')).toBe(false);
    expect(mayCancel('traveller', 'cancelled', '2027-01-01', '2027-01-10')).toBe(false);
  });
});
