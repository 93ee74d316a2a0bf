/**
 * Finding a trip (DESIGN.md "Waitlist, search and Hindi", Search): the filters of GET /public/trips and of /trips, each
 * checked with a message naming its parameter, one normalized spelling of a filter set (the cache key and the page's
 * address), and the match of one trip. Pure: the server filters its cached catalogue with it.
 */
import { DomainError } from './domain-error.ts';
import { tripDurationDays } from './format.ts';
import { isTripTheme, type TripTheme, tripThemeSlugs } from './trip-themes.ts';

export interface TripSearch {
  /** Lower-case words (Unicode NFC), each found in the place or the description, in English or in Hindi. */
  words?: string[];
  /** YYYY-MM. */
  month?: string;
  minPrice?: number;
  maxPrice?: number;
  minDays?: number;
  maxDays?: number;
  theme?: TripTheme;
  available?: true;
}

/** The parameters, in the order of the normalized address. */
export const tripSearchParameters = ['q', 'month', 'minPrice', 'maxPrice', 'minDays', 'maxDays', 'theme', 'available'] as const;
export type TripSearchParameter = (typeof tripSearchParameters)[number];

export const searchLimits = {
  qMaxLength: 100,
  qMaxWords: 8,
  /** Rupees: a budget past this is no budget. */
  priceMax: 10_000_000,
  daysMax: 365,
  /** A query string longer than this is refused before it is read. */
  queryMaxLength: 1024,
} as const;

export const searchMessages = {
  q: `q must be at most ${searchLimits.qMaxLength} characters and ${searchLimits.qMaxWords} words`,
  month: 'month must be a month as YYYY-MM, such as 2027-01',
  minPrice: 'minPrice must be a number of rupees, 0 or more',
  maxPrice: 'maxPrice must be a number of rupees, 0 or more',
  minDays: 'minDays must be a whole number of days, 1 or more',
  maxDays: 'maxDays must be a whole number of days, 1 or more',
  theme: `theme must be one of ${tripThemeSlugs.join(', ')}`,
  available: 'available must be true or false',
  priceRange: 'minPrice must not be more than maxPrice',
  daysRange: 'minDays must not be more than maxDays',
  queryTooLong: `The query string must be at most ${searchLimits.queryMaxLength} characters`,
} as const;

/**
 * The filter a refusal is about, so the form can say it beside that field: the parameter the message names (a range
 * refused is its upper bound's); null when it is about the address as a whole.
 */
export function searchErrorParameter(message: string): TripSearchParameter | null {
  if (message === searchMessages.priceRange) return 'maxPrice';
  if (message === searchMessages.daysRange) return 'maxDays';
  return tripSearchParameters.find((name) => searchMessages[name] === message) ?? null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;
const WHOLE = /^\d{1,4}$/;

/** A parameter as given: absent, or blank as an empty form field sends it, is no filter. */
function given(query: Record<string, unknown>, name: TripSearchParameter): string | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new DomainError('invalid', searchMessages[name]);
  const text = value.trim();
  return text === '' ? undefined : text;
}

function amount(query: Record<string, unknown>, name: 'minPrice' | 'maxPrice'): number | undefined {
  const text = given(query, name);
  if (text === undefined) return undefined;
  if (!AMOUNT.test(text) || Number(text) > searchLimits.priceMax) throw new DomainError('invalid', searchMessages[name]);
  return Number(text);
}

function dayCount(query: Record<string, unknown>, name: 'minDays' | 'maxDays'): number | undefined {
  const text = given(query, name);
  if (text === undefined) return undefined;
  const days = Number(text);
  if (!WHOLE.test(text) || days < 1 || days > searchLimits.daysMax) throw new DomainError('invalid', searchMessages[name]);
  return days;
}

/**
 * Text as words are compared: one Unicode form (NFC; Devanagari typed on a phone keyboard may arrive decomposed, with
 * its nukta as a separate mark) and lower case.
 */
const searchText = (text: string): string => text.normalize('NFC').toLowerCase();

/** Checks every filter of a query (parsed query string): the filter set, or a DomainError naming the first bad parameter. */
export function parseTripSearch(query: Record<string, unknown>): TripSearch {
  const search: TripSearch = {};
  const q = given(query, 'q');
  if (q !== undefined) {
    const words = [...new Set(searchText(q).split(/\s+/).filter(Boolean))];
    if (q.length > searchLimits.qMaxLength || words.length > searchLimits.qMaxWords) throw new DomainError('invalid', searchMessages.q);
    search.words = words;
  }
  const month = given(query, 'month');
  if (month !== undefined) {
    if (!MONTH.test(month)) throw new DomainError('invalid', searchMessages.month);
    search.month = month;
  }
  search.minPrice = amount(query, 'minPrice');
  search.maxPrice = amount(query, 'maxPrice');
  if (search.minPrice !== undefined && search.maxPrice !== undefined && search.minPrice > search.maxPrice) {
    throw new DomainError('invalid', searchMessages.priceRange);
  }
  search.minDays = dayCount(query, 'minDays');
  search.maxDays = dayCount(query, 'maxDays');
  if (search.minDays !== undefined && search.maxDays !== undefined && search.minDays > search.maxDays) {
    throw new DomainError('invalid', searchMessages.daysRange);
  }
  const theme = given(query, 'theme');
  if (theme !== undefined) {
    if (!isTripTheme(theme)) throw new DomainError('invalid', searchMessages.theme);
    search.theme = theme;
  }
  const available = given(query, 'available');
  if (available !== undefined && available !== 'true' && available !== 'false') throw new DomainError('invalid', searchMessages.available);
  if (available === 'true') search.available = true;
  for (const key of Object.keys(search) as (keyof TripSearch)[]) if (search[key] === undefined) delete search[key];
  return search;
}

/**
 * The filters of an address's query string (what follows '?'), as the API and the /trips page read it: refused whole
 * past `searchLimits.queryMaxLength`, a parameter given twice refused as malformed, other parameters ignored.
 */
export function tripSearchFromQueryString(queryString: string): TripSearch {
  if (queryString.length > searchLimits.queryMaxLength) throw new DomainError('invalid', searchMessages.queryTooLong);
  const params = new URLSearchParams(queryString);
  const query: Record<string, unknown> = {};
  for (const name of tripSearchParameters) {
    const values = params.getAll(name);
    if (values.length > 0) query[name] = values.length === 1 ? values[0] : values;
  }
  return parseTripSearch(query);
}

/** The query string of a request URL ('' without one). */
export const queryStringOf = (url: string): string => {
  const mark = url.indexOf('?');
  return mark < 0 ? '' : url.slice(mark + 1);
};

/** The `count` months from the one of `today` ('YYYY-MM-DD'), as 'YYYY-MM': the month filter's choices. */
export function upcomingMonths(today: string, count = 12): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = month + i;
    return `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Whether a filter set filters anything: without, the whole catalogue is the answer. */
export const isFiltered = (search: TripSearch): boolean => Object.keys(search).length > 0;

/**
 * One spelling of a filter set, the same for every way of writing it (order, blanks, case of words, 10 or 10.00):
 * the key of its cached answers, and the query string of its address ('' without filters).
 */
export function normalizedSearch(search: TripSearch): string {
  const params = new URLSearchParams();
  if (search.words) params.set('q', search.words.join(' '));
  if (search.month) params.set('month', search.month);
  if (search.minPrice !== undefined) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  if (search.minDays !== undefined) params.set('minDays', String(search.minDays));
  if (search.maxDays !== undefined) params.set('maxDays', String(search.maxDays));
  if (search.theme) params.set('theme', search.theme);
  if (search.available) params.set('available', 'true');
  return params.toString();
}

const SPAN_DAYS = /^(\d{1,3})\s*(days?|d|nights?|n|weeks?|w|months?|years?)\b/i;
const UNIT_DAYS: Record<string, number> = { d: 1, n: 1, w: 7, m: 30, y: 365 };

/**
 * The number of days a duration text says, for minDays and maxDays: what the trip page counts (tripDurationDays), and
 * also '3D/4N', '5 days 4 nights', '4 nights' (5 days), '2 weeks', '1 month'; null for 'Flexible', 'Custom' and the like.
 */
export function searchDays(days: string | number | null | undefined): number | null {
  const counted = tripDurationDays(days);
  if (counted !== null) return counted;
  const text = String(days ?? '')
    .trim()
    .toLowerCase();
  const daysFirst = /^(\d{1,3})\s*d(?:ays?)?\b/.exec(text) ?? /\b(\d{1,3})\s*d(?:ays?)?$/.exec(text);
  if (daysFirst) return Number(daysFirst[1]) || null;
  const span = SPAN_DAYS.exec(text);
  if (!span) return null;
  const unit = span[2][0];
  const count = Number(span[1]) * UNIT_DAYS[unit] + (unit === 'n' ? 1 : 0);
  return count >= 1 ? count : null;
}

/** What matching a trip reads: its own fields and its upcoming open departures. */
export interface SearchableTrip {
  place: string;
  description: string;
  /** The Hindi place and description (null: none): a word in Hindi finds a trip as one in English does. */
  placeHi?: string | null;
  descriptionHi?: string | null;
  price: number;
  days: string;
  startDate: string | null;
  endDate: string | null;
  themes: readonly string[];
}

export interface SearchableDeparture {
  startDate: string;
  seatsLeft: number;
}

/** Whether a trip meets every filter; `departures` are its upcoming open ones (start today or later). */
export function matchesTripSearch(trip: SearchableTrip, departures: readonly SearchableDeparture[], search: TripSearch): boolean {
  if (search.words) {
    const text = searchText([trip.place, trip.description, trip.placeHi ?? '', trip.descriptionHi ?? ''].join('\n'));
    if (!search.words.every((word) => text.includes(word))) return false;
  }
  if (search.minPrice !== undefined && trip.price < search.minPrice) return false;
  if (search.maxPrice !== undefined && trip.price > search.maxPrice) return false;
  if (search.minDays !== undefined || search.maxDays !== undefined) {
    const days = searchDays(trip.days);
    if (days === null) return false;
    if (search.minDays !== undefined && days < search.minDays) return false;
    if (search.maxDays !== undefined && days > search.maxDays) return false;
  }
  if (search.theme && !trip.themes.includes(search.theme)) return false;
  if (search.available && !departures.some((departure) => departure.seatsLeft > 0)) return false;
  if (search.month) {
    const month = search.month;
    const first = `${month}-01`;
    const last = `${month}-31`;
    const ownStart = trip.startDate ?? trip.endDate;
    const ownEnd = trip.endDate ?? trip.startDate;
    const ownDates = ownStart !== null && ownEnd !== null && ownStart <= last && ownEnd >= first;
    if (!ownDates && !departures.some((departure) => departure.startDate.startsWith(month))) return false;
  }
  return true;
}
