/**
 * A count with its noun in the right form, by the language's plural rules (Intl.PluralRules): the one
 * place the product decides between "1 seat" and "3 seats", so no text writes `=== 1 ?` by hand.
 */
import type { Language } from './languages.ts';

const rules = new Map<string, Intl.PluralRules>();
const rulesOf = (language: Language): Intl.PluralRules => {
  let found = rules.get(language);
  if (!found) rules.set(language, (found = new Intl.PluralRules(language)));
  return found;
};

export interface PluralForms {
  one: string;
  other: string;
}

/** The noun form for `count` in `language`. */
export const pluralForm = (count: number, forms: PluralForms, language: Language = 'en'): string =>
  rulesOf(language).select(count) === 'one' ? forms.one : forms.other;

/** "1 seat", "3 seats": the count and its noun. */
export const countOf = (count: number, forms: PluralForms, language: Language = 'en'): string =>
  `${count} ${pluralForm(count, forms, language)}`;
