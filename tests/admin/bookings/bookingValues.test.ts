/** The bookings list's status tabs, its CSV rows, and the record-payment dialog's amount and body. */
import { describe, expect, it } from 'vitest';
import { bookingCsvRow } from '../../../admin/src/bookings/bookingExporter.ts';
import { bookingTabs, filtersOfTab, statusFilterOf, tabIdOfFilters, tabOfStatusFilter } from '../../../admin/src/bookings/bookingTabs.ts';
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

  it('has an Overdue tab asking the API for overdue=true, keeping the other filters', () => {
    const others = { q: 'asha', tripId: 't1' };
    expect(filtersOfTab('overdue', { ...others, status: 'paid' })).toEqual({ ...others, overdue: 'true' });
    expect(tabIdOfFilters({ ...others, overdue: 'true' })).toBe('overdue');
    expect(filtersOfTab('confirmed', { ...others, overdue: 'true' })).toEqual({ ...others, status: 'confirmed' });
    expect(filtersOfTab('all', { ...others, overdue: 'true' })).toEqual(others);
    expect(tabIdOfFilters({ status: ['cancelled', 'expired'] })).toBe('closed');
  });
});

describe('CSV row of a booking', () => {
  it('has readable headers, the lead traveller by name, the export phone format, ISO dates and rupees as numbers', () => {
    const row = bookingCsvRow(
      makeBooking({
        amountPaid: 18750,
        balanceDue: 56250,
        status: 'confirmed',
        user: { id: 'u1', username: 'asha_92', mobileNumber: '9876543210', countryCode: '91' },
        pricing: { pricePerPerson: 26000, lines: [{ kind: 'coupon', label: 'Coupon SPITI5', amount: -3000 }] },
        instalments: [
          { n: 1, dueDate: '2030-12-30', amount: 18750, paid: 18750, status: 'paid' },
          { n: 2, dueDate: '2030-12-31', amount: 37500.5, paid: 0, status: 'overdue' },
          { n: 3, dueDate: '2031-01-02', amount: 18749.5, paid: 0, status: 'upcoming' },
        ],
      }),
      { place: 'Spiti' },
      { startDate: '2031-01-05' },
    );
    expect(row).toEqual({
      Reference: 'ABCD2345',
      Status: 'Confirmed',
      Trip: 'Spiti',
      'Departure date': '2031-01-05',
      'Lead traveller': 'Asha Rao',
      Account: 'asha_92',
      Mobile: '+919876543210',
      Adults: 2,
      Kids: 1,
      Seats: 3,
      Travellers: 'Asha Rao; Ravi Rao; Mira Rao',
      'Price before discounts (INR)': 78000,
      Discounts: 'Coupon SPITI5 -3000',
      'Total (INR)': 75000,
      'Deposit (INR)': 18750,
      'Paid (INR)': 18750,
      'Balance due (INR)': 56250,
      Shares: '',
      'Balance due date': '2030-12-31',
      Instalments: '1 2030-12-30 18750 paid; 2 2030-12-31 37500.5 overdue; 3 2031-01-02 18749.5 upcoming',
      'Overdue (INR)': 37500.5,
      'Booked at': '2030-12-30T04:30:00.000Z',
    });
  });

  it('names the account holder as lead when no traveller was named', () => {
    const user = { id: 'u1', username: 'asha_92', mobileNumber: '9876543210', countryCode: '91' };
    const row = bookingCsvRow(makeBooking({ travellers: [], user }));
    expect(row['Lead traveller']).toBe('asha_92');
    expect(row.Trip).toBe('Goa');
    expect(row['Departure date']).toBe('2031-01-15');
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
    // A split booking's share, when one is chosen.
    expect(paymentFormToInput({ amount: 500, method: 'upi', paidAt: today, shareId: 's2' }, today)).toEqual({
      amount: 500,
      method: 'upi',
      shareId: 's2',
    });
    expect(paymentFormToInput({ amount: 500, method: 'upi', paidAt: today, shareId: '' }, today)).toEqual({ amount: 500, method: 'upi' });
  });
});
