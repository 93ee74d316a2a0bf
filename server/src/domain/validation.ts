/**
 * Every validation rule of docs/product.md#rules with its exact message, one file per job: sign-in
 * (sign-in-validation.ts), trips, reviews, statistics (trip-, review-, statistics-validation.ts), customization
 * requests (customization-validation.ts), bookings (booking-validation.ts). Each validator returns
 * the errors of the fields that fail, in the specification's checking order; `firstError` gives the
 * one the API answers with.
 */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** What a form or a body holds for an entity's fields, leaving out those the server computes: any value until checked. */
export type InputOf<Entity, Computed extends keyof Entity = never> = { [K in Exclude<keyof Entity, Computed>]?: unknown };

export const firstError = (errors: FieldErrors): string | null => Object.values(errors).find(Boolean) ?? null;

export { isHttpUrl, isMediaUrl, isValidDate, parseDecimal } from './field-values.ts';
