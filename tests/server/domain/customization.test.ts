import { describe, expect, it } from 'vitest';
import { customizationMessage, tripTypeLabel } from '../../../server/src/domain/index.ts';

describe('customization summary message (SPEC §7 `message`)', () => {
  const form = { preferredPlace: ' Munnar ', numberOfMembers: 4, startDate: '2030-05-01', endDate: '2030-05-06', numberOfAdults: 3, numberOfKids: 1, tripType: 'womens-trip', additionalNotes: ' Vegetarian food ' };

  it('names the trip, adults, kids, the trip type label, dates and notes', () => {
    const text = customizationMessage(form, 'Kerala Backwaters');
    expect(text.split('\n')).toEqual([
      'Customization request for Kerala Backwaters',
      'Preferred destination: Munnar',
      'Members: 4',
      'Adults: 3',
      'Kids: 1',
      'Dates: May 01, 2030 - May 06, 2030',
      "Trip type: Women's Trip",
      'Notes: Vegetarian food',
    ]);
  });

  it('reads as a general request with zero adults and kids, no type and no notes when left empty', () => {
    const text = customizationMessage({ ...form, numberOfAdults: '', numberOfKids: '', tripType: '', additionalNotes: '' });
    expect(text).toContain('General trip customization request');
    expect(text).toContain('Adults: 0');
    expect(text).toContain('Kids: 0');
    expect(text).toContain('Trip type: Not specified');
    expect(text).toContain('Notes: None');
  });

  it('labels the six trip types of SPEC §2', () => {
    expect(['family-trip', 'friends-trip', 'womens-trip', 'honeymoon-trip', 'adventure-trip', 'corporate'].map(tripTypeLabel)).toEqual([
      'Family Trip', 'Friends Trip', "Women's Trip", 'Honeymoon Trip', 'Adventure Trip', 'Corporate Trip',
    ]);
  });
});
