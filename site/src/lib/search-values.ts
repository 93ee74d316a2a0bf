/** The filter bar's values as the address gives them: each parameter's first value, cut to the field's length. */
import { searchLimits, tripSearchParameters } from '@travel/server/domain';

export function searchValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of tripSearchParameters) {
    const value = params.get(name);
    if (value) values[name] = value.slice(0, searchLimits.qMaxLength);
  }
  return values;
}
