/**
 * Building blocks of the entity modules. Each entity is one TypeBox schema (what the API sends); its
 * TypeScript type is `Static` of it, and `fieldReader` copies its fields out of a row of its table
 * (the tables are written out in db/tables, as PostgreSQL holds them).
 */
import Type, { type Static, type TObject } from 'typebox';

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const Instant = Type.String({ format: 'date-time' });
export const Rupees = (description = 'INR, exact to the paisa') => Type.Number({ description });
/** A string from a fixed list, typed as that list's union. */
export const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

type AsSent<Value> = Value extends Date ? string : Value;
/** The entity's fields a row holds, as the API sends them. */
export type RowFields<Row, Entity> = { [K in keyof Entity & keyof Row]: AsSent<Row[K]> };

/**
 * Copies the entity's own fields out of a row, timestamps as ISO text: private columns (hashes,
 * token versions, notification state) never leave. The caller adds what the row holds differently.
 */
export function fieldReader<S extends TObject>(schema: S) {
  const keys = Object.keys(schema.properties);
  return <Row extends object>(row: Row): RowFields<Row, Static<S>> => {
    const fields: Record<string, unknown> = {};
    for (const key of keys) {
      if (!(key in row)) continue;
      const value = (row as Record<string, unknown>)[key];
      fields[key] = value instanceof Date ? value.toISOString() : value;
    }
    return fields as RowFields<Row, Static<S>>;
  };
}
