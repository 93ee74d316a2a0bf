import { describe, expect, it } from 'vitest';
import {
  bookingMessages,
  computedErrors,
  errorCatalogues,
  errorCodeOf,
  errorTemplates,
  imageTooLarge,
  invalidListParameter,
  messages,
  otpResendWait,
  readableTemplateCodes,
  searchMessages,
  tooLong,
  underMinimumAge,
} from '../../../server/src/domain/index.ts';

describe('error codes', () => {
  it('names a catalogue text by its catalogue and key', () => {
    expect(errorCodeOf(bookingMessages.notEnoughSeats, 409)).toEqual({ code: 'booking.notEnoughSeats' });
    expect(errorCodeOf(messages.mobileInvalid, 400)).toEqual({ code: 'common.mobileInvalid' });
    expect(errorCodeOf(searchMessages.month, 400)).toEqual({ code: 'search.month' });
    expect(errorCodeOf(Object.values(computedErrors)[0], 400)).toEqual({ code: 'common.customizationTypeInvalid' });
  });

  it('reads the values of a message with values back out of its text, in the order of its arguments', () => {
    expect(errorCodeOf(otpResendWait(42), 429)).toEqual({ code: 'common.otpResendWait', params: ['42'] });
    expect(errorCodeOf(tooLong('Billing address', 300), 400)).toEqual({ code: 'common.tooLong', params: ['Billing address', '300'] });
    expect(errorCodeOf(invalidListParameter('range'), 400)).toEqual({ code: 'common.invalidListParameter', params: ['range'] });
    expect(errorCodeOf(underMinimumAge(12), 400)).toEqual({ code: 'traveller.underMinimumAge', params: ['12'] });
    expect(errorCodeOf(imageTooLarge('61.2MB'), 400)).toEqual({ code: 'common.imageTooLarge', params: ['61.2MB'] });
  });

  it('reads back every template (none computes with its values)', () => {
    expect(readableTemplateCodes().sort()).toEqual(Object.keys(errorTemplates).sort());
  });

  it('gives a text of no catalogue the code of its status', () => {
    expect(errorCodeOf('Route GET:/api/nowhere not found', 404)).toEqual({ code: 'common.notFound' });
    expect(errorCodeOf("Body cannot be empty when content-type is set to 'application/json'", 400)).toEqual({
      code: 'common.invalidRequest',
    });
    expect(errorCodeOf('Unsupported Media Type', 415)).toEqual({ code: 'common.invalidRequest' });
    expect(errorCodeOf('boom', 500)).toEqual({ code: 'common.internalError' });
  });

  it('gives one text one code: two keys with the same words are one error', () => {
    const codesByText = new Map<string, Set<string>>();
    for (const [name, catalogue] of Object.entries(errorCatalogues))
      for (const [key, text] of Object.entries(catalogue))
        if (typeof text === 'string') codesByText.set(text, (codesByText.get(text) ?? new Set()).add(`${name}.${key}`));
    for (const [text, codes] of codesByText) expect(errorCodeOf(text, 400).code, text).toBe([...codes][0]);
  });
});
