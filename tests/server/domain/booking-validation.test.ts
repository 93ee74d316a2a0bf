/** The bookings contract's input rules and money helpers, shared by the API and the forms. */
import { describe, expect, it } from 'vitest';
import {
  amountDueNowPaise,
  bookingDueNowPaise,
  bookingConfirmedSmsText,
  bookingMessages,
  messages,
  defaultDepositPaise,
  firstError,
  rupeesToPaise,
  seatsLeftText,
  statusForAmountPaid,
  validateBooking,
  validateDeparture,
  validateOfflinePayment,
} from '../../../server/src/domain/index.ts';

describe('validateBooking', () => {
  const base = { departureId: 'd1', adults: 2, kids: 1 };
  it('accepts whole counts with one name per seat, or no names', () => {
    expect(validateBooking(base)).toEqual({});
    expect(validateBooking({ ...base, travellers: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], notes: 'veg' })).toEqual({});
    expect(validateBooking({ departureId: 'd1', adults: 1 })).toEqual({});
  });
  it('refuses counts that are not whole numbers, strings and objects, and wrong traveller lists', () => {
    for (const adults of [0, -1, 1.5, '2', null, {}, [], Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(firstError(validateBooking({ ...base, adults }))).toBe(bookingMessages.adultsRange);
    }
    for (const kids of [-1, 0.5, '0', null, {}]) expect(firstError(validateBooking({ ...base, kids }))).toBe(bookingMessages.kidsRange);
    expect(firstError(validateBooking({ ...base, travellers: [{ name: 'A' }] }))).toBe(bookingMessages.travellersCount);
    expect(firstError(validateBooking({ ...base, travellers: [{ name: 'A' }, { name: ' ' }, { name: 'C' }] }))).toBe(
      bookingMessages.travellerNameRequired,
    );
    expect(firstError(validateBooking({ ...base, travellers: [{ name: 'A' }, 'B', { name: 'C' }] }))).toBe(
      bookingMessages.travellerNameRequired,
    );
    expect(firstError(validateBooking({ ...base, travellers: [{ name: 'x'.repeat(101) }, { name: 'B' }, { name: 'C' }] }))).toBe(
      bookingMessages.travellerNameTooLong,
    );
    expect(firstError(validateBooking({ ...base, notes: 5 }))).toBe(bookingMessages.notesTooLong);
    expect(firstError(validateBooking({ adults: 1 }))).toBe(bookingMessages.departureRequired);
  });
});

describe('validateDeparture', () => {
  const today = '2030-05-10';
  it('checks a new departure in order: trip, start, end, seats, price, deposit, status', () => {
    const good = { tripId: 't1', startDate: '2030-05-10', seatsTotal: 20 };
    expect(validateDeparture(good, { creating: true, today })).toEqual({});
    expect(firstError(validateDeparture({ ...good, startDate: '2030-05-09' }, { creating: true, today }))).toBe(
      bookingMessages.departureInPast,
    );
    expect(firstError(validateDeparture({ ...good, endDate: '2030-05-10' }, { creating: true, today }))).toBe(messages.endDateAfterStart);
    expect(firstError(validateDeparture({ ...good, seatsTotal: 500 }, { creating: true, today }))).toBeNull();
    expect(firstError(validateDeparture({ ...good, seatsTotal: 501 }, { creating: true, today }))).toBe(bookingMessages.seatsTotalRange);
    expect(firstError(validateDeparture({ ...good, pricePerPerson: 100, depositPerPerson: 100.01 }, { creating: true, today }))).toBe(
      bookingMessages.depositPerPersonInvalid,
    );
    expect(firstError(validateDeparture({ ...good, pricePerPerson: null, depositPerPerson: null }, { creating: true, today }))).toBeNull();
  });
  it('lets an edit keep a start date that has passed, but not move one into the past', () => {
    expect(validateDeparture({ startDate: '2030-05-01', seatsTotal: 10 }, { creating: false, today, keptStartDate: '2030-05-01' })).toEqual(
      {},
    );
    expect(firstError(validateDeparture({ startDate: '2030-05-02' }, { creating: false, today, keptStartDate: '2030-05-01' }))).toBe(
      bookingMessages.departureInPast,
    );
  });
});

describe('validateOfflinePayment', () => {
  it('takes rupees with at most two decimals, a known method, an optional reference and date', () => {
    expect(validateOfflinePayment({ amount: 2500.5, method: 'bank_transfer', reference: 'UTR1', paidAt: '2030-05-01T10:00:00Z' })).toEqual(
      {},
    );
    expect(firstError(validateOfflinePayment({ amount: 0.001, method: 'upi' }))).toBe(bookingMessages.paymentAmountInvalid);
    expect(firstError(validateOfflinePayment({ amount: 10, method: 'razorpay' }))).toBe(bookingMessages.paymentMethodInvalid);
  });
});

describe('money in paise', () => {
  it('converts exactly and rounds the default deposit up to the rupee', () => {
    expect(rupeesToPaise(12999.5)).toBe(1_299_950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(10.005)).toBeNaN();
    expect(defaultDepositPaise(1_999_900, 25)).toBe(500_000);
  });
  it('confirms at the deposit, pays at the total, and asks for the deposit then the balance', () => {
    const amounts = { totalPaise: 10_000, depositPaise: 2_500 };
    expect(statusForAmountPaid(2_499, amounts)).toBe('pending_payment');
    expect(statusForAmountPaid(2_500, amounts)).toBe('confirmed');
    expect(statusForAmountPaid(10_000, amounts)).toBe('paid');
    expect(amountDueNowPaise('pending_payment', 1_000, amounts)).toBe(1_500);
    expect(amountDueNowPaise('confirmed', 2_500, amounts)).toBe(7_500);
    expect(amountDueNowPaise('cancelled', 0, amounts)).toBe(0);
  });
  it('reads what is due now from a booking as the API sends it (rupees), the same for the API, the site and the admin', () => {
    const booking = { status: 'pending_payment' as const, totalAmount: 37000, depositAmount: 9250, amountPaid: 0 };
    expect(bookingDueNowPaise(booking)).toBe(925_000);
    expect(bookingDueNowPaise({ ...booking, amountPaid: 1000.5 })).toBe(824_950);
    expect(bookingDueNowPaise({ ...booking, status: 'confirmed', amountPaid: 9250 })).toBe(2_775_000);
    expect(bookingDueNowPaise({ ...booking, status: 'expired' })).toBe(925_000);
    expect(bookingDueNowPaise({ ...booking, status: 'cancelled' })).toBe(0);
    expect(bookingDueNowPaise({ ...booking, status: 'paid', amountPaid: 37000 })).toBe(0);
  });
  it('says seats left and writes the confirmation SMS', () => {
    expect([seatsLeftText(0), seatsLeftText(1), seatsLeftText(5), seatsLeftText(6)]).toEqual([
      'Sold out',
      'Only 1 seat left',
      'Only 5 seats left',
      '6 seats left',
    ]);
    expect(
      bookingConfirmedSmsText(
        'Wander',
        { reference: 'ABCD2345', amountPaid: 2500, balanceDue: 0 },
        { place: 'Goa', startDate: '2030-01-10' },
      ),
    ).toBe('Wander: booking ABCD2345 for Goa on Jan 10, 2030 is confirmed. Paid ₹2,500.');
  });
});
