/** The balance due date by a departure's terms, and a booking's place of supply (what is due now: due-now.test.ts). */
import { describe, expect, it } from 'vitest';
import { balanceDueDateFor, parseBooking, placeOfSupplyOf } from '../../../server/src/domain/index.ts';

describe('balance due date', () => {
  it('counts back across months and years', () => {
    expect(balanceDueDateFor('2026-12-20', 15)).toBe('2026-12-05');
    expect(balanceDueDateFor('2027-01-10', 15)).toBe('2026-12-26');
    expect(balanceDueDateFor('2028-03-01', 1)).toBe('2028-02-29');
    expect(balanceDueDateFor('2026-12-20', 0)).toBe('2026-12-20');
  });
});

describe('place of supply', () => {
  it('is the GSTIN’s state for a registered buyer, else the billing state, else the business’s', () => {
    expect(placeOfSupplyOf({ billingState: '27', billingGstin: '29AAACW1234A1ZU' }, '27')).toBe('29');
    expect(placeOfSupplyOf({ billingState: '32', billingGstin: null }, '27')).toBe('32');
    expect(placeOfSupplyOf({ billingState: null, billingGstin: null }, '27')).toBe('27');
  });

  it('parseBooking defaults the billing state to the GSTIN’s, else the business’s, and normalises the GSTIN', () => {
    const base = { departureId: 'd', adults: 1 };
    expect(parseBooking(base, '27')).toMatchObject({ value: { billingState: '27', billingGstin: null, billingName: null } });
    expect(parseBooking({ ...base, billingGstin: '29aaacw1234a1zu ', billingName: ' Acme ' }, '27')).toMatchObject({
      value: { billingState: '29', billingGstin: '29AAACW1234A1ZU', billingName: 'Acme' },
    });
    expect(parseBooking({ ...base, billingGstin: '29AAACW1234A1ZA' }, '27')).toMatchObject({ error: 'Please enter a valid GSTIN' });
  });
});
