import { tripThemesInvalid, messages } from '@travel/server/domain';
import { describe, expect, it } from 'vitest';
import { pendingFile } from '../../../admin/src/media/mediaItem.ts';
import { tripFormToRecord, validateTripForm } from '../../../admin/src/trips/TripForm.tsx';
import { validTrip } from './validTrip.ts';

describe('trip form', () => {
  it("checks docs/product.md#rules's rules with the domain's messages, media aside", () => {
    expect(validateTripForm({ ...validTrip, images: [pendingFile(new File(['x'], 'a.jpg'))] })).toEqual({});
    expect(validateTripForm({})).toEqual({
      place: messages.destinationRequired,
      price: messages.priceGreaterThanZero,
      days: messages.durationRequired,
      description: messages.descriptionRequired,
      googleSheetUrl: messages.googleSheetUrlRequired,
    });
    expect(validateTripForm({ ...validTrip, days: 'x' }).days).toBe(messages.durationTooShort);
    expect(validateTripForm({ ...validTrip, days: 'soon' }).days).toBe(messages.durationFormat);
    expect(validateTripForm({ ...validTrip, groupSize: 2.5 }).groupSize).toBe(messages.groupSizePositive);
    expect(validateTripForm({ ...validTrip, startDate: '2030-05-10', endDate: '2030-05-01' }).endDate).toBe(messages.endDateAfterStart);
  });

  it('sends trimmed texts and null for optional fields left empty', () => {
    expect(
      tripFormToRecord({ ...validTrip, place: '  Spiti ', price: '24999', startDate: '', endDate: undefined, date: '', groupSize: '' }),
    ).toMatchObject({ place: 'Spiti', price: 24999, startDate: null, endDate: null, date: null, groupSize: null });
  });

  it('sends the chosen themes as a list (none chosen: an empty one) and refuses a slug that is none of the six', () => {
    expect(tripFormToRecord({ ...validTrip, themes: ['she-travels', 'mystic-trails'] }).themes).toEqual(['she-travels', 'mystic-trails']);
    expect(tripFormToRecord({ ...validTrip, themes: undefined }).themes).toEqual([]);
    expect(validateTripForm({ ...validTrip, themes: ['she-travels'] }).themes).toBeUndefined();
    expect(validateTripForm({ ...validTrip, themes: ['beach'] }).themes).toBe(tripThemesInvalid);
  });

  it('sends the Hindi texts trimmed, and null when left empty', () => {
    expect(tripFormToRecord({ ...validTrip, placeHi: ' स्पीति ', descriptionHi: '   ' })).toMatchObject({
      placeHi: 'स्पीति',
      descriptionHi: null,
    });
    expect(tripFormToRecord(validTrip)).toMatchObject({ placeHi: null, descriptionHi: null });
  });
});
