/** The search rules (domain/trip-search.ts): parsing, the normalized spelling, days of a duration text, the match. */
import { describe, expect, it } from 'vitest';
import {
  DomainError,
  formatMonth,
  matchesTripSearch,
  normalizedSearch,
  parseTripThemes,
  searchDays,
  searchMessages,
  tripSearchFromQueryString,
  upcomingMonths,
} from '../../../server/src/domain/index.ts';

const refused = (query: string) => {
  try {
    tripSearchFromQueryString(query);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  return null;
};

describe('trip search filters', () => {
  it('reads blank fields as no filter and spells one filter set one way', () => {
    expect(tripSearchFromQueryString('q=&month=&minPrice=&available=false&utm=1')).toEqual({});
    const a = tripSearchFromQueryString('theme=she-travels&q=Kerala++Houseboat&minPrice=100.00&maxDays=7');
    const b = tripSearchFromQueryString('maxDays=7&minPrice=100&q=houseboat%20kerala%20kerala&theme=she-travels');
    expect(normalizedSearch(a)).toBe('q=kerala+houseboat&minPrice=100&maxDays=7&theme=she-travels');
    expect(normalizedSearch(b)).toBe('q=houseboat+kerala&minPrice=100&maxDays=7&theme=she-travels');
    expect(normalizedSearch(tripSearchFromQueryString('available=true&month=2027-01'))).toBe('month=2027-01&available=true');
  });

  it('names the parameter of each refused value', () => {
    expect(refused('month=2026-13')).toBe(searchMessages.month);
    expect(refused('month=2026-00')).toBe(searchMessages.month);
    expect(refused('minPrice=-1')).toBe(searchMessages.minPrice);
    expect(refused('maxPrice=1.234')).toBe(searchMessages.maxPrice);
    expect(refused('minDays=366')).toBe(searchMessages.minDays);
    expect(refused('theme=x')).toBe(searchMessages.theme);
    expect(refused('month=2027-01&month=2027-02')).toBe(searchMessages.month);
    expect(refused('minPrice=9&maxPrice=8')).toBe(searchMessages.priceRange);
    expect(refused('q=a+b+c+d+e+f+g+h+i')).toBe(searchMessages.q);
    expect(refused(`q=${'x'.repeat(1025)}`)).toBe(searchMessages.queryTooLong);
  });

  it('counts the days of a duration text', () => {
    const cases: [string, number | null][] = [
      ['4N/5D', 5],
      ['6N/7D', 7],
      ['3D/4N', 3],
      ['7 days', 7],
      ['5 days 4 nights', 5],
      ['4 nights', 5],
      ['2 weeks', 14],
      ['1 month', 30],
      ['Flexible', null],
      ['custom', null],
    ];
    for (const [text, days] of cases) expect(searchDays(text), text).toBe(days);
  });

  it('matches a trip by its words, price, days, theme, seats and month', () => {
    const trip = {
      place: 'Kerala Backwaters',
      description: 'Houseboat nights.',
      price: 18500,
      days: '4N/5D',
      startDate: '2027-01-30',
      endDate: '2027-02-03',
      themes: ['she-travels'],
    };
    const departures = [{ startDate: '2027-03-10', seatsLeft: 0 }];
    const match = (query: string) => matchesTripSearch(trip, departures, tripSearchFromQueryString(query));
    expect(match('q=kerala+HOUSEBOAT&theme=she-travels&minPrice=18500&maxPrice=18500&minDays=5&maxDays=5')).toBe(true);
    expect(match('q=goa')).toBe(false);
    expect(match('month=2027-02')).toBe(true);
    expect(match('month=2027-03')).toBe(true);
    expect(match('month=2027-04')).toBe(false);
    expect(match('available=true')).toBe(false);
    expect(matchesTripSearch({ ...trip, days: 'Flexible' }, departures, tripSearchFromQueryString('maxDays=30'))).toBe(false);
  });

  it('matches words of the Hindi place and description, whichever Unicode form they were typed in', () => {
    const trip = {
      place: 'Hampi',
      placeHi: 'हम्पी',
      description: 'Boulders and temple ruins.',
      descriptionHi: 'पत्थरों और ख़ूबसूरत मंदिरों की सैर।',
      price: 10999,
      days: '3 days',
      startDate: null,
      endDate: null,
      themes: [],
    };
    const match = (q: string) => matchesTripSearch(trip, [], tripSearchFromQueryString(`q=${encodeURIComponent(q)}`));
    expect(match('हम्पी')).toBe(true);
    expect(match('hampi मंदिरों')).toBe(true);
    expect(match('ख़ूबसूरत'.normalize('NFD'))).toBe(true);
    expect(match('गोवा')).toBe(false);
    expect(matchesTripSearch({ ...trip, placeHi: null, descriptionHi: null }, [], tripSearchFromQueryString('q=hampi'))).toBe(true);
  });

  it('offers the next twelve months, across the year end', () => {
    expect(upcomingMonths('2026-11-26')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    expect(formatMonth('2027-01', { long: true })).toBe('January 2027');
  });

  it('keeps themes each once in the order of the six, and refuses others', () => {
    expect(parseTripThemes('thematic-tours, she-travels,she-travels')).toEqual(['she-travels', 'thematic-tours']);
    expect(parseTripThemes('')).toEqual([]);
    expect(parseTripThemes(['beach'])).toBeNull();
    expect(parseTripThemes(7)).toBeNull();
  });
});
