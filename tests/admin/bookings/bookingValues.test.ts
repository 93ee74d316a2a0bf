/** The bookings list's status tabs, its CSV rows, and the record-payment dialog's amount and body. */
import { describe, expect, it } from 'vitest';
import { bookingCsvRow } from '../../../admin/src/bookings/bookingExporter.ts';
import { bookingTabs, statusFilterOf, tabOfStatusFilter } from '../../../admin/src/bookings/bookingTabs.ts';
import { paymentFormToInput, suggestedAmount } from '../../../admin/src/bookings/RecordPaymentButton.tsx';
import { makeBooking } from './bookingRecord.ts';

describe('status tabs', () => {
  it('are All, Pending payment, Confirmed, Paid and Cancelled/Expired', () => {
    expect(bookingTabs.map((tab) => tab.label)).toEqual(['All', 'Pending payment', 'Confirmed', 'Paid', 'Cancelled/Expired']);
  });

  it('filter by one status, or by cancelled and expired together, and are found again from the filter', () => {
    for (const tab of bookingTabs) expect(tabOfStatusFilter(statusFilterOf(tab)).id).toBe(tab.id);
    expect(statusFilterOf(bookingTabs[1])).toBe('pending_payment');
    expect(statusFilterOf(bookingTabs[4])).toEqual(['cancelled', 'expired']);
    expect(tabOfStatusFilter(['expired', 'cancelled']).id).toBe('closed');
    expect(tabOfStatusFilter(undefined).id).toBe('all');
    expect(tabOfStatusFilter('nonsense').id).toBe('all');
  });
});

describe('CSV row of a booking', () => {
  it('has the reference, trip, departure, lead traveller with the mobile, party, names and rupees as numbers', () => {
    const row = bookingCsvRow(
      makeBooking({ amountPaid: 18750, balanceDue: 56250, status: 'confirmed' }),
      { place: 'Spiti' },
      { startDate: '2031-01-05' },
    );
    expect(row).toMatchObject({
      reference: 'ABCD2345',
      status: 'Confirmed',
      trip: 'Spiti',
      departure: '2031-01-05',
      leadTraveller: 'Asha Rao',
      mobile: '+91 9876543210',
      adults: 2,
      kids: 1,
      seats: 3,
      travellers: 'Asha Rao; Ravi Rao; Mira Rao',
      totalAmount: 75000,
      amountPaid: 18750,
      balanceDue: 56250,
      createdAt: 'Dec 30, 2030 10:00',
    });
  });
});

describe('record payment dialog', () => {
  it('suggests what is due next: the rest of the deposit while pending, then the balance', () => {
    expect(suggestedAmount(makeBooking())).toBe(18750);
    expect(suggestedAmount(makeBooking({ amountPaid: 10000.5, balanceDue: 64999.5 }))).toBe(8749.5);
    expect(suggestedAmount(makeBooking({ status: 'confirmed', amountPaid: 18750, balanceDue: 56250 }))).toBe(56250);
  });

  it('sends the reference trimmed and only when given, the day only when it is not today', () => {
    const today = '2031-01-05';
    expect(paymentFormToInput({ amount: 500, method: 'cash', reference: '  ', paidAt: '' }, today)).toEqual({
      amount: 500,
      method: 'cash',
    });
    expect(paymentFormToInput({ amount: 500, method: 'cash', paidAt: today }, today)).toEqual({ amount: 500, method: 'cash' });
    expect(paymentFormToInput({ amount: 500, method: 'upi', reference: ' UTR123 ', paidAt: '2031-01-02' }, today)).toEqual({
      amount: 500,
      method: 'upi',
      reference: 'UTR123',
      paidAt: '2031-01-02',
    });
  });
});
