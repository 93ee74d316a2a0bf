import { describe, expect, it } from 'vitest';
import {
  checkCustomization,
  customizationMessage,
  earliestTodayAnywhere,
  messages,
  tripTypeLabel,
} from '../../../server/src/domain/index.ts';

describe('customization summary message (docs/product.md#calls `message`)', () => {
  const form = {
    preferredPlace: ' Munnar ',
    numberOfMembers: 4,
    startDate: '2030-05-01',
    endDate: '2030-05-06',
    numberOfAdults: 3,
    numberOfKids: 1,
    tripType: 'womens-trip',
    additionalNotes: ' Vegetarian food ',
  };

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

  it('reads as a general request without adult and kid counts, type or notes when left empty', () => {
    const text = customizationMessage({ ...form, numberOfAdults: '', numberOfKids: '', tripType: '', additionalNotes: '' });
    expect(text).toContain('General trip customization request');
    expect(text).not.toMatch(/Adults|Kids/);
    expect(text).toContain('Trip type: Not specified');
    expect(text).toContain('Notes: None');
  });

  it('labels the six trip types of docs/product.md#screens', () => {
    expect(['family-trip', 'friends-trip', 'womens-trip', 'honeymoon-trip', 'adventure-trip', 'corporate'].map(tripTypeLabel)).toEqual([
      'Family Trip',
      'Friends Trip',
      "Women's Trip",
      'Honeymoon Trip',
      'Adventure Trip',
      'Corporate Trip',
    ]);
  });
});

describe('customization checks beyond SPEC', () => {
  const valid = { preferredPlace: 'Munnar', numberOfMembers: 4, startDate: '2030-05-01', endDate: '2030-05-06' };

  it('refuses a start date before today with an Invalid Date title, and accepts today', () => {
    expect(checkCustomization({ ...valid, startDate: '2030-04-30' }, '2030-05-01')).toMatchObject({
      field: 'startDate',
      title: messages.invalidDateTitle,
      text: messages.customizationStartInPast,
    });
    expect(checkCustomization(valid, '2030-05-01')).toBeNull();
    // The specification's own order first: a reversed range is still 'Invalid Date Range'.
    expect(checkCustomization({ ...valid, startDate: '2030-04-20', endDate: '2030-04-10' }, '2030-05-01')?.title).toBe(
      messages.invalidDateRangeTitle,
    );
  });

  it.each([
    [{ numberOfMembers: 51 }, messages.membersRange],
    [{ numberOfAdults: 51 }, messages.adultsRange],
    [{ numberOfKids: 21 }, messages.kidsRange],
  ])('gives the out-of-range value %j a range title, not Required Field Missing', (change, text) => {
    expect(checkCustomization({ ...valid, ...change })).toMatchObject({ title: messages.numberOutOfRangeTitle, text });
  });

  it('takes as today the earliest calendar day anywhere, so every traveller may start today', () => {
    expect(earliestTodayAnywhere(new Date('2030-05-01T11:59:00Z'))).toBe('2030-04-30');
    expect(earliestTodayAnywhere(new Date('2030-05-01T12:00:00Z'))).toBe('2030-05-01');
  });
});
