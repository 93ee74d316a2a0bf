/**
 * The back office's money forms: the admin cancel's body (policy amounts unless an override is
 * typed), the refund suggested (pending refunds first), a goodwill voucher's body, the trip's policy
 * tiers in words, a departure's balance days, and a booking's refunds and cancellation as shown.
 */
import { describe, expect, it } from 'vitest';
import { cancellationMessages, cancellationPolicyLines } from '@travel/server/domain';
import type { DepartureInput } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import { BookingRefunds } from '../../../admin/src/bookings/BookingRefunds.tsx';
import { cancelFormToBody, refundableAmount } from '../../../admin/src/bookings/CancelBookingButton.tsx';
import { suggestedRefund } from '../../../admin/src/bookings/RecordRefundButton.tsx';
import { departureFormToRecord } from '../../../admin/src/departures/departureFormValues.ts';
import { completeTiers } from '../../../admin/src/trips/TripMoneyInputs.tsx';
import { voucherFormToBody } from '../../../admin/src/vouchers/VoucherButtons.tsx';
import { renderEachTest } from '../../site/islands/render.ts';

const mount = renderEachTest();
const refund = (amount: number, status: 'pending' | 'processed' | 'failed') =>
  ({ id: `r-${amount}`, amount, method: 'upi', status, providerRefundId: null, createdAt: '2031-01-02T06:30:00.000Z' }) as const;

describe('cancelling with money', () => {
  it('sends the policy’s amounts unless an override is typed, with the reason when given', () => {
    expect(cancelFormToBody({ refundTo: 'original', amount: '', reason: '' })).toEqual({ refundTo: 'original', reason: null });
    expect(cancelFormToBody({ refundTo: 'voucher', amount: 1200.5, reason: ' Flood on the route ' })).toEqual({
      refundTo: 'voucher',
      amount: 1200.5,
      reason: 'Flood on the route',
    });
    expect(cancelFormToBody({ refundTo: 'none', amount: 0 })).toEqual({ refundTo: 'none', amount: 0, reason: null });
    expect(cancelFormToBody({ refundTo: 'original', amount: 1.234 })).toMatchObject({ error: cancellationMessages.cancelAmountInvalid });
    expect(cancelFormToBody({ refundTo: 'cash' })).toMatchObject({ error: cancellationMessages.adminRefundToInvalid });
  });

  it('offers what was paid less what was refunded, pending refunds first when recording one', () => {
    expect(refundableAmount({ amountPaid: 10000.5, amountRefunded: 2500.25 })).toBe(7500.25);
    expect(
      suggestedRefund({ amountPaid: 10000, amountRefunded: 3000.3, refunds: [refund(1000.1, 'processed'), refund(2000.2, 'pending')] }),
    ).toBe(2000.2);
    expect(suggestedRefund({ amountPaid: 10000, amountRefunded: 1000, refunds: [refund(1000, 'processed')] })).toBe(9000);
  });

  it('shows the cancellation and each refund with its status', () => {
    const container = mount(
      <BookingRefunds
        booking={{
          refunds: [refund(2000.2, 'pending')],
          cancellation: {
            at: '2031-01-02T06:30:00.000Z',
            by: 'admin',
            retainedAmount: 1000,
            refundAmount: 2000.2,
            voucherAmount: 0,
            refundTo: 'original',
            reason: 'Flood',
          },
        }}
      />,
    );
    expect(container.querySelector('[data-testid="booking-cancellation"]')!.textContent).toBe(
      'Cancelled by admin on Jan 02, 2031 12:00: kept ₹1,000, refunded ₹2,000.20, voucher ₹0 (Flood)',
    );
    expect([...container.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
      'Jan 02, 2031 12:00',
      'UPI',
      'pending',
      '₹2,000.20',
    ]);
  });
});

describe('vouchers, trips and departures', () => {
  it('issue a goodwill voucher to a traveller, its expiry the end of the chosen day in India', () => {
    expect(voucherFormToBody({ userId: 'u1', amount: 750.5, expiresOn: '2031-03-31' })).toEqual({
      userId: 'u1',
      amount: 750.5,
      expiresAt: '2031-03-31T18:29:59.000Z',
    });
    expect(voucherFormToBody({ userId: 'u1', amount: 500, expiresOn: '' })).toEqual({ userId: 'u1', amount: 500 });
    expect(voucherFormToBody({ userId: '', amount: 500 })).toMatchObject({ error: cancellationMessages.voucherUserRequired });
    expect(voucherFormToBody({ userId: 'u1', amount: 0 })).toMatchObject({ error: cancellationMessages.voucherAmountInvalid });
  });

  it('put a trip’s complete tiers into words and leave half-typed rows out', () => {
    const tiers = completeTiers([
      { daysBefore: 30, retainPercent: 10 },
      { daysBefore: 0, retainPercent: 100 },
      { daysBefore: null, retainPercent: 50 },
    ]);
    expect(tiers).toEqual([
      { daysBefore: 30, retainPercent: 10 },
      { daysBefore: 0, retainPercent: 100 },
    ]);
    expect(cancellationPolicyLines(tiers)[0]).toBe(
      'Cancelled 30 days or more before the start: 90 % of the total refunded (10 % retained)',
    );
    expect(completeTiers(null)).toEqual([]);
  });

  it('send a departure’s balance days when given, and null when an edit empties them', () => {
    const values: DepartureInput = { tripId: 't1', startDate: '2031-03-01', seatsTotal: 10, status: 'open' };
    expect(departureFormToRecord({ ...values, balanceDueDays: 20 })).toMatchObject({ balanceDueDays: 20 });
    expect(departureFormToRecord(values)).not.toHaveProperty('balanceDueDays');
    const saved = { ...values, id: 'd1', balanceDueDays: 20 } as unknown as Departure;
    expect(departureFormToRecord({ ...values, balanceDueDays: '' }, saved)).toMatchObject({ balanceDueDays: null });
  });
});
