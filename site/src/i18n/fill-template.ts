/**
 * A translated message with the API's values put in (the error's `params`): `{0}` is the first value,
 * `{0|one|other}` the word for its count by the page language's plural rules (the domain's `pluralForm`).
 * Tiny on purpose: islands import it.
 */
import { type Language, pluralForm } from '@travel/server/domain';

export function fillTemplate(template: string, params: readonly string[], language: Language = 'hi'): string {
  return template
    .replace(/\{(\d+)\|([^|}]*)\|([^}]*)\}/g, (_, index: string, one: string, other: string) =>
      pluralForm(Number(params[Number(index)]), { one, other }, language),
    )
    .replace(/\{(\d+)\}/g, (_, index: string) => params[Number(index)] ?? '');
}
