// @vitest-environment node
/**
 * The Hindi error catalogue by code (site/src/i18n/api-errors-hi.ts): every code the API may answer with has
 * Hindi words, walked from the domain's catalogues at run time (the type check covers the keys, this covers
 * the texts); every message with values has a Hindi template with exactly the English one's placeholders;
 * and the templates' plurals follow Hindi's rules.
 */
import { describe, expect, it } from 'vitest';
import { computedErrors, errorCatalogues, errorTemplates } from '@travel/server/domain';
import { hindiErrorCatalogues, hindiErrorTemplates } from '../../../site/src/i18n/api-errors-hi.ts';
import { fillTemplate } from '../../../site/src/i18n/fill-template.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/** A bare code or identifier (a parameter's name, a status value), which stays the same in Hindi. */
const IDENTIFIER = /^[\w.-]+$/;

type Catalogues = Record<string, Record<string, unknown>>;

/** The codes whose Hindi is missing, empty, or not Hindi (the English copied where it has words). */
function codesWithoutHindi(hindiCatalogues: Catalogues): string[] {
  const codes: string[] = [];
  for (const [name, catalogue] of Object.entries(errorCatalogues)) {
    for (const [key, english] of Object.entries(catalogue)) {
      if (typeof english !== 'string') continue;
      const hindi = hindiCatalogues[name]?.[key];
      const isHindi =
        typeof hindi === 'string' && hindi.trim() !== '' && (DEVANAGARI.test(hindi) || (hindi === english && IDENTIFIER.test(english)));
      if (!isHindi) codes.push(`${name}.${key}`);
    }
  }
  return codes;
}

/** The value indexes a template uses: `{0}` and `{0|one|other}` both use the first value. */
const placeholdersOf = (template: string): number[] =>
  [...new Set([...template.matchAll(/\{(\d+)(?:\|[^}]*)?\}/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);

describe('the Hindi error catalogue', () => {
  it('has Hindi words for every code of every catalogue', () => {
    const codes = Object.entries(errorCatalogues).flatMap(([name, catalogue]) =>
      Object.entries(catalogue).flatMap(([key, text]) => (typeof text === 'string' ? [`${name}.${key}`] : [])),
    );
    expect(codes.length).toBeGreaterThan(200);
    expect(codesWithoutHindi(hindiErrorCatalogues)).toEqual([]);
  });

  it('fails for a code left out, left empty or left in English (the check above is not vacuous)', () => {
    const { notEnoughSeats: _dropped, ...booking } = hindiErrorCatalogues.booking;
    const broken = {
      ...hindiErrorCatalogues,
      booking,
      share: { ...hindiErrorCatalogues.share, leadOnly: ' ' },
      staff: { ...hindiErrorCatalogues.staff, memberNotFound: errorCatalogues.staff.memberNotFound },
    };
    expect(codesWithoutHindi(broken)).toEqual(['booking.notEnoughSeats', 'share.leadOnly', 'staff.memberNotFound']);
  });

  it('has a Hindi template for every message with values, using exactly the values its English takes', () => {
    const arity: Record<string, number> = {
      ...Object.fromEntries(Object.entries(errorTemplates).map(([code, template]) => [code, template.length])),
      ...Object.fromEntries(Object.keys(computedErrors).map((code) => [code, 0])),
    };
    expect(Object.keys(hindiErrorTemplates).sort()).toEqual(Object.keys(arity).sort());
    for (const [code, template] of Object.entries(hindiErrorTemplates)) {
      expect(template, code).toMatch(DEVANAGARI);
      expect(placeholdersOf(template), code).toEqual(Array.from({ length: arity[code] }, (_, index) => index));
    }
  });

  it('fills a template with the values, the noun of a count by Hindi’s plural rules', () => {
    const files = '{0} {0|फ़ाइल|फ़ाइलें}';
    expect(new Intl.PluralRules('hi').select(1)).toBe('one');
    expect(fillTemplate(files, ['1'])).toBe('1 फ़ाइल');
    expect(fillTemplate(files, ['3'])).toBe('3 फ़ाइलें');
    // Hindi counts 0 as "one", English does not: the page's language picks the rule.
    expect(fillTemplate(files, ['0'])).toBe('0 फ़ाइल');
    expect(fillTemplate(files, ['0'], 'en')).toBe('0 फ़ाइलें');
    expect(fillTemplate(hindiErrorTemplates['common.tooLong'], ['नाम', '100'])).toBe('नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं');
  });
});
