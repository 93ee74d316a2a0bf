// @vitest-environment node
/**
 * The site's catalogues of strings: Hindi has every key English has (and no other), each a text or a
 * function of the same kind, in Devanagari where English has words; the sign-in countdown and the
 * API's messages read the same as the product's own English; formats per language.
 */
import { describe, expect, it } from 'vitest';
import {
  bookingMessages,
  bookingTexts,
  computedErrors,
  errorCatalogues,
  errorTemplates,
  formatDate,
  gstStates,
  messages,
  partyTotalText,
  travellerReviewMessages,
  waitlistMessages,
  waitlistPlaceText,
  waitlistStatuses,
  resendCountdownText,
  searchMessages,
  seatsLeftText,
  signInToSeeTrip,
  tripThemeSlugs,
} from '@travel/server/domain';
import { en } from '../../../site/src/i18n/en.ts';
import { hi } from '../../../site/src/i18n/hi.ts';
import { gstStateNamesHi } from '../../../site/src/i18n/gst-states-hi.ts';
import { fill, signInEn } from '../../../site/src/i18n/sign-in-en.ts';
import { dateIn, seatsText } from '../../../site/src/lib/departure-text.ts';
import { formatsFor, localePath, messageMap, translateMessage, unprefixedPath } from '../../../site/src/i18n/index.ts';

/** Every leaf of a catalogue: its path and value (arrays by index). */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

describe('catalogues', () => {
  it('give Hindi every key of English, and nothing else', () => {
    const english = leaves(en).map(([path]) => path);
    const hindi = leaves(hi).map(([path]) => path);
    expect(hindi.filter((path) => !english.includes(path))).toEqual([]);
    expect(english.filter((path) => !hindi.includes(path))).toEqual([]);
  });

  it('fails for a catalogue missing a key (the check above is not vacuous)', () => {
    const { skipLink: _dropped, ...layout } = hi.layout;
    const broken = leaves({ ...hi, layout }).map(([path]) => path);
    expect(
      leaves(en)
        .map(([path]) => path)
        .filter((path) => !broken.includes(path)),
    ).toEqual(['layout.skipLink']);
  });

  it('name every GST state and territory in Hindi, one name per code of the domain’s list, English pages keeping its names', () => {
    const codes = gstStates.map((state) => state.code);
    expect(Object.keys(gstStateNamesHi).sort()).toEqual([...codes].sort());
    expect(hi.departureList.form.stateNames).toBe(gstStateNamesHi);
    for (const code of codes) expect(gstStateNamesHi[code], code).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/);
    expect(new Set(Object.values(gstStateNamesHi)).size).toBe(codes.length);
    expect(en.departureList.form.stateNames).toEqual(Object.fromEntries(gstStates.map((state) => [state.code, state.name])));
    // A state missing from the Hindi names is a missing key of the catalogue, which the first check above fails on.
    const { '27': _dropped, ...stateNames } = hi.departureList.form.stateNames;
    const broken = leaves({ ...hi, departureList: { ...hi.departureList, form: { ...hi.departureList.form, stateNames } } }).map(
      ([path]) => path,
    );
    expect(
      leaves(en)
        .map(([path]) => path)
        .filter((path) => !broken.includes(path)),
    ).toEqual(['departureList.form.stateNames.27']);
  });

  it('have texts where English has texts and functions where it has functions, in Devanagari', () => {
    const hindi = new Map(leaves(hi));
    // Names of things, not words: the same in both languages.
    const sameInBoth = new Set([
      'meta.htmlLang',
      'meta.ogLocale',
      'departureList.form.gstin',
      'bookings.paymentMethods.upi',
      'bookings.paymentMethods.razorpay',
    ]);
    const setting = /\.(prefix|language|dateLocale)$/;
    // A template with no words of its own ('{status} ({seats})').
    const wordless = (text: string) => !/[a-z]/i.test(text.replace(/\{\w+\}/g, ''));
    for (const [path, value] of leaves(en)) {
      const translated = hindi.get(path);
      expect(typeof translated, path).toBe(typeof value);
      const named = sameInBoth.has(path) || setting.test(path) || path.startsWith('meta.switch') || path === 'meta.languageName';
      if (typeof value === 'string' && value && !named && !wordless(value)) {
        expect(translated, path).toMatch(/[\u0900-\u097F]/);
      }
      if (typeof value === 'function') expect((translated as (...a: unknown[]) => string)('X', '₹1', '2')).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keep the product’s English for the sign-in islands', () => {
    for (const seconds of [1, 59, 60, 120]) expect(fill(signInEn.resendInSeconds, { n: seconds })).toBe(resendCountdownText(seconds));
    expect(fill(signInEn.resendInMinutes, { n: 3 })).toBe(resendCountdownText(150));
    expect(fill(signInEn.signInToSeeTrip, { place: 'Spiti' })).toBe(signInToSeeTrip('Spiti'));
  });
});

describe('the API’s messages on Hindi pages', () => {
  it('map the exact English text to Hindi, and leave English pages and unknown texts alone', () => {
    expect(translateMessage('hi', messages.otpIncorrect)).toBe('OTP ग़लत है। कृपया फिर से कोशिश करें।');
    expect(translateMessage('hi', messages.mobileInvalid)).toMatch(/[\u0900-\u097F]/);
    expect(translateMessage('en', messages.otpIncorrect)).toBe(messages.otpIncorrect);
    expect(translateMessage('hi', 'Something nobody wrote')).toBe('Something nobody wrote');
    expect(messageMap('en')).toEqual({});
    // Every text of every error catalogue, the texts made from fixed values, the templates' codes, the payment step's texts.
    const known: string[] = [
      ...Object.values(errorCatalogues).flatMap((catalogue) => Object.values(catalogue)),
      ...Object.values(computedErrors),
      ...Object.keys(errorTemplates),
      ...Object.values(bookingTexts),
    ].filter((text): text is string => typeof text === 'string');
    for (const [english, hindi] of Object.entries(messageMap('hi'))) {
      expect(known).toContain(english);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('give every filter message of the trip search in Hindi, naming the parameter as the address does', () => {
    for (const [name, english] of Object.entries(searchMessages)) {
      const hindi = translateMessage('hi', english);
      expect(hindi, name).not.toBe(english);
      expect(hindi, name).toMatch(/[\u0900-\u097F]/);
      const parameter = /^(q|month|minPrice|maxPrice|minDays|maxDays|theme|available)\b/.exec(english)?.[1];
      if (parameter) expect(hindi, name).toContain(parameter);
    }
  });
});

describe('the filter bar', () => {
  it('names every theme in both languages', () => {
    for (const slug of tripThemeSlugs) {
      expect(en.search.themes[slug], slug).toMatch(/^[A-Z]/);
      expect(hi.search.themes[slug], slug).toMatch(/[\u0900-\u097F]/);
    }
    expect(en.search.results(1)).toBe('1 trip found');
    expect(hi.search.results(3)).toBe('3 यात्राएँ मिलीं');
  });
});

describe('the trip page’s departures list', () => {
  it('says seats left in English exactly as the product does, and in Hindi on Hindi pages', () => {
    for (let n = -1; n <= 12; n++) expect(seatsText(en.departureList, n), String(n)).toBe(seatsLeftText(n));
    expect(seatsText(hi.departureList, 0)).toBe('सीटें भर गईं');
    expect(seatsText(hi.departureList, 1)).toBe('सिर्फ़ 1 सीट बाक़ी');
    expect(seatsText(hi.departureList, 20)).toBe('20 सीटें बाक़ी');
    expect(seatsText(hi.departureList, 2)).toBe(formatsFor('hi').seatsLeft(2));
  });

  it('writes dates in the product’s English format, or with Hindi month names', () => {
    expect(dateIn(en.departureList.dateLocale)).toBe(formatDate);
    expect(dateIn(hi.departureList.dateLocale)('2030-01-15')).toBe(formatsFor('hi').date('2030-01-15'));
    expect(dateIn('hi-IN')('2030-01-15')).toMatch(/^15 जन॰? 2030$/);
  });
});

describe('formats and paths', () => {
  it('write rupees alike, dates with Hindi month names, and the Hindi texts of a trip when it has them', () => {
    const [english, hindi] = [formatsFor('en'), formatsFor('hi')];
    expect(hindi.rupees(125000)).toBe(english.rupees(125000));
    expect(english.rupees(125000)).toBe('₹1,25,000');
    expect(english.date('2030-01-15')).toBe('Jan 15, 2030');
    expect(hindi.longDate('2030-01-15')).toBe('15 जनवरी 2030');
    expect(hindi.date('2030-03-05')).toContain('2030');
    const trip = { place: 'Spiti Valley', placeHi: 'स्पीति घाटी', description: 'Passes.', descriptionHi: ' ' };
    expect(hindi.place(trip)).toBe('स्पीति घाटी');
    expect(hindi.description(trip)).toBe('Passes.');
    expect(english.place(trip)).toBe('Spiti Valley');
    expect(hindi.seatsLeft(0)).toBe('सीटें भर गईं');
    expect(english.month('2027-01')).toBe('January 2027');
    expect(hindi.month('2027-01')).toBe('जनवरी 2027');
    expect(hindi.month('2027-13')).toBe('');
    expect(hindi.days('5 Days / 4 Nights')).toBe('5 दिन / 4 रातें');
    expect(hindi.days('2 days, 1 night')).toBe('2 दिन, 1 रात');
    expect(hindi.days('flexible')).toBe('लचीली');
    expect(english.days('5 Days / 4 Nights')).toBe('5 Days / 4 Nights');
  });

  it('put Hindi pages under /hi', () => {
    expect(localePath('hi', '/trips')).toBe('/hi/trips');
    expect(localePath('en', '/trips')).toBe('/trips');
    expect(unprefixedPath('/hi/trip/abc')).toBe('/trip/abc');
    expect(unprefixedPath('/hi')).toBe('/');
    expect(unprefixedPath('/history')).toBe('/history');
  });
});

describe('pages in both languages', () => {
  it('are the landing, departures calendar, trip, sign-in and booking pages only', async () => {
    const { isTranslatedPage } = await import('../../../site/src/i18n/index.ts');
    const both = [
      '/trips',
      '/trips/',
      '/departures',
      '/trip/abc',
      '/login',
      '/signup',
      '/verify-otp',
      '/bookings',
      '/bookings/abc',
      '/bookings/abc/review',
    ];
    for (const path of both) expect(isTranslatedPage(path), path).toBe(true);
    for (const path of ['/privacy', '/trip/abc/x', '/bookings/abc/x', '/']) expect(isTranslatedPage(path), path).toBe(false);
  });
});

describe('the islands’ strings', () => {
  const prices = { pricePaise: 1_000_000, kidPricePaise: 500_000, depositPaise: 200_000 };

  it('say the reservation form’s sum and the waitlist places in English exactly as the product does', async () => {
    const { partyText, travellerLabels } = await import('../../../site/src/lib/reservation-text.ts');
    const { placeLine } = await import('../../../site/src/components/islands/MyWaitlist.tsx');
    for (const party of [
      { adults: 1, kids: 0 },
      { adults: 2, kids: 1 },
      { adults: 3, kids: 2 },
    ])
      expect(partyText(en.departureList.form, party, prices)).toBe(partyTotalText(party, prices));
    expect(partyText(hi.departureList.form, { adults: 2, kids: 1 }, prices)).toBe('2 वयस्क × ₹10,000 + 1 बच्चा × ₹5,000 = ₹25,000');
    expect(travellerLabels(1, 1, hi.departureList.form)).toEqual(['वयस्क 1 का नाम', 'बच्चे 1 का नाम']);
    for (const status of waitlistStatuses)
      for (const seats of [1, 3]) {
        const entry = { status, position: 2, seats };
        expect(placeLine(en.bookings, entry)).toBe(waitlistPlaceText(entry));
        expect(placeLine(hi.bookings, entry)).toMatch(/[\u0900-\u097F]/);
      }
    // An offer says until when its seats are held, in India's time.
    const offer = { status: 'offered' as const, position: null, seats: 2, offerEndsAt: '2031-03-04T18:30:00.000Z' };
    expect(placeLine(en.bookings, offer)).toBe('2 seats held for you until Mar 05, 2031 00:00 IST: pay to claim them');
    expect(placeLine(en.bookings, offer)).toBe(waitlistPlaceText(offer));
    expect(placeLine(hi.bookings, offer)).toMatch(/^2 सीटें आपके लिए 5 मार्च 2031.* 00:00 भारतीय समय तक रोकी गई हैं/);
  });

  it('map the booking, waitlist and review messages the forms may show', () => {
    for (const english of [
      bookingMessages.notEnoughSeats,
      waitlistMessages.seatsStillAvailable,
      travellerReviewMessages.beforeStart,
      bookingTexts.checkoutClosed,
    ])
      expect(translateMessage('hi', english)).toMatch(/[\u0900-\u097F]/);
  });
});
