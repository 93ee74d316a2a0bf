/**
 * The international calling codes of the login page's dropdown (SPEC §2), computed on the server
 * while rendering so the phone-number metadata never ships to the browser.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { limits } from '@travel/server/domain';

export interface CountryCodeOption {
  /** ISO 3166 region, unique per option. */
  region: string;
  /** Calling code without '+', the value sent to the API. */
  code: string;
  label: string;
}

let cached: CountryCodeOption[] | null = null;

export function countryCodeOptions(): CountryCodeOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const options = getCountries().map((region) => {
    const code = getCountryCallingCode(region);
    return { region, code, label: `${names.of(region) ?? region} (+${code})` };
  });
  options.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  // India first: the default code (SPEC §9) and most of this company's travellers.
  const india = options.findIndex((o) => o.region === 'IN' && o.code === limits.defaultCountryCode);
  if (india > 0) options.unshift(...options.splice(india, 1));
  cached = options;
  return options;
}
