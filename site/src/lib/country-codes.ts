/**
 * The international calling codes of the login page's dropdown (docs/product.md#screens), one option per code,
 * computed on the server while rendering so the phone-number metadata never ships to the browser.
 */
import metadata from 'libphonenumber-js/metadata.min.json' with { type: 'json' };
import { formatCallingCode, limits } from '@travel/server/domain';
import type { Language } from '@travel/server/domain';

export interface CountryCodeOption {
  /** Calling code without '+', the value sent to the API. */
  code: string;
  /** '+91 India', or '+1 United States, Canada and 23 more' for shared codes. */
  label: string;
}

const cached = new Map<Language, CountryCodeOption[]>();
/** ' and 2 more' after the first two countries sharing a code, in each language. */
const more: Record<Language, (count: number) => string> = { en: (count) => ` and ${count} more`, hi: (count) => ` और ${count} अन्य` };

/** The options with the countries named in `language` (Intl's names), sorted in its order; India first. */
export function countryCodeOptions(language: Language = 'en'): CountryCodeOption[] {
  const known = cached.get(language);
  if (known) return known;
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const byCode = (metadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes;
  const options = Object.entries(byCode).map(([code, regions]) => {
    // The first region is the code's main country in the metadata.
    const countries = regions.map((region) => names.of(region) ?? region);
    const shown = countries.slice(0, 2).join(', ');
    const others = countries.length > 2 ? more[language](countries.length - 2) : '';
    return { code, label: `${formatCallingCode(code)} ${shown}${others}`, main: countries[0] ?? code };
  });
  options.sort((a, b) => a.main.localeCompare(b.main, language));
  // India first: the default code (docs/product.md#limits) and most of this company's travellers.
  const india = options.findIndex((o) => o.code === limits.defaultCountryCode);
  if (india > 0) options.unshift(...options.splice(india, 1));
  const shown = options.map(({ code, label }) => ({ code, label }));
  cached.set(language, shown);
  return shown;
}
