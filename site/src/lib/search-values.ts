/** The filter bar's values as the address gives them: each parameter's first value, cut to the field's length. */
import { searchLimits, type TripSearchParameter, tripSearchParameters } from '@travel/server/domain';

export function searchValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of tripSearchParameters) {
    const value = params.get(name);
    if (value) values[name] = value.slice(0, searchLimits.qMaxLength);
  }
  return values;
}

/** The filter bar's field of each parameter (the error summary links to it). */
export const filterFieldIds: Record<TripSearchParameter, string> = {
  q: 'filter-q',
  month: 'filter-month',
  theme: 'filter-theme',
  minPrice: 'filter-min-price',
  maxPrice: 'filter-max-price',
  minDays: 'filter-min-days',
  maxDays: 'filter-max-days',
  available: 'filter-available',
};
