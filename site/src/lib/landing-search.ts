/**
 * The landing's filters (DESIGN.md Search) for /trips and /hi/trips: the trips meeting the address's filters, the
 * filter bar's state, and the status of the page (400 for a refused value). One definition for both languages.
 */
import {
  DomainError,
  isFiltered,
  messages,
  searchErrorParameter,
  tripSearchFromQueryString,
  type TripSearch,
  type TripSearchParameter,
} from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import type { SiteData } from '@travel/server/site-data';
import { searchValues } from './search-values.ts';

export interface LandingSearch {
  trips: Trip[] | { error: string };
  /** `errorField`: the filter the refusal is about (its message goes beside that field), null for the address as a whole. */
  search: { values: Record<string, string>; filtered: boolean; error: string | null; errorField: TripSearchParameter | null };
  status: 200 | 400;
  /** False when filtering failed: such a page must not be cached. */
  complete: boolean;
}

export async function landingSearch(url: URL, siteData: Pick<SiteData, 'searchTrips'>, landingTrips: LandingSearch['trips']) {
  let search: TripSearch = {};
  let error: string | null = null;
  try {
    search = tripSearchFromQueryString(url.search.slice(1));
  } catch (refused) {
    if (!(refused instanceof DomainError)) throw refused;
    error = refused.message;
  }
  const filtered = isFiltered(search);
  const found: LandingSearch = {
    trips: landingTrips,
    search: { values: searchValues(url.searchParams), filtered, error, errorField: error ? searchErrorParameter(error) : null },
    status: error ? 400 : 200,
    complete: true,
  };
  if (!filtered) return found;
  try {
    found.trips = await siteData.searchTrips(search);
  } catch (failure) {
    console.error('Landing page: trips could not be filtered', failure);
    found.trips = { error: messages.loadTripsFailed };
    found.complete = false;
  }
  return found;
}
