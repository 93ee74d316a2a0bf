/** The trip form's group discount: the table of tiers, the domain's rule and message, what is sent, the tiers in words. */
import { pricingMessages } from '@travel/server/domain';
import { AdminContext, Form, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { completeGroupTiers, GroupDiscountInput, groupTierWords } from '../../../admin/src/trips/GroupDiscountInput.tsx';
import { tripFormToRecord, validateTripForm } from '../../../admin/src/trips/TripForm.tsx';
import { renderEachTest } from '../../site/islands/render.ts';
import { validTrip } from './validTrip.ts';

const mount = renderEachTest();

describe('group discount in the trip form', () => {
  it('takes tiers of 2 to 500 seats and 1 to 90 %, each minimum once, with the domain’s message', () => {
    expect(validateTripForm({ ...validTrip, groupDiscount: [{ minSeats: 4, percent: 5 }] })).toEqual({});
    expect(validateTripForm({ ...validTrip, groupDiscount: [] })).toEqual({});
    for (const groupDiscount of [
      [{ minSeats: 1, percent: 5 }],
      [{ minSeats: 4, percent: 0 }],
      [{ minSeats: 4, percent: 91 }],
      [{ minSeats: 4, percent: null }],
      [
        { minSeats: 4, percent: 5 },
        { minSeats: 4, percent: 10 },
      ],
    ]) {
      expect(validateTripForm({ ...validTrip, groupDiscount }).groupDiscount).toBe(pricingMessages.groupDiscountInvalid);
    }
  });

  it('sends the tiers, and null for none', () => {
    expect(tripFormToRecord({ ...validTrip, groupDiscount: [{ minSeats: 6, percent: 10 }] }).groupDiscount).toEqual([
      { minSeats: 6, percent: 10 },
    ]);
    expect(tripFormToRecord({ ...validTrip, groupDiscount: [] }).groupDiscount).toBeNull();
    expect(tripFormToRecord({ ...validTrip }).groupDiscount).toBeNull();
  });

  it('says the complete tiers in words, smallest group first', () => {
    const tiers = completeGroupTiers([{ minSeats: 8, percent: 10 }, { minSeats: 4, percent: 5 }, { minSeats: 12 }]);
    expect(groupTierWords(tiers)).toEqual(['Groups of 4 or more: 5% off', 'Groups of 8 or more: 10% off']);
  });

  it('shows a saved trip’s tiers as rows of two labelled fields, with the words', () => {
    const container = mount(
      <AdminContext>
        <ResourceContextProvider value="trips">
          <Form record={{ id: 't1', groupDiscount: [{ minSeats: 4, percent: 5 }] }}>
            <GroupDiscountInput />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual(['4', '5']);
    expect(container.textContent).toContain('Minimum seats');
    expect(container.querySelector('[data-testid="group-discount-words"]')?.textContent).toBe('Groups of 4 or more: 5% off');
  });
});
