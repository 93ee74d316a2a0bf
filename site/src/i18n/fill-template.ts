/**
 * A translated message with the API's values put in (the error's `params`): `{0}` is the first value,
 * `{0|one|other}` the word for its count by the page language's Intl.PluralRules. Tiny on purpose: islands import it.
 */
export function fillTemplate(template: string, params: readonly string[], language = 'hi'): string {
  const plurals = new Intl.PluralRules(language);
  return template
    .replace(/\{(\d+)\|([^|}]*)\|([^}]*)\}/g, (_, index: string, one: string, other: string) =>
      plurals.select(Number(params[Number(index)])) === 'one' ? one : other,
    )
    .replace(/\{(\d+)\}/g, (_, index: string) => params[Number(index)] ?? '');
}
