/**
 * Building blocks of the entity modules. Each entity is one TypeBox schema (what the API sends);
 * its TypeScript type is `Static` of it, its Kysely table is `EntityTable` of that type (plus the
 * private columns, declared as the only additions), and `fieldReader` copies its fields out of a row.
 */
import type { ColumnType, Generated } from 'kysely';
import Type, { type Static, type TObject } from 'typebox';

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const Instant = Type.String({ format: 'date-time' });
export const Rupees = (description = 'INR, exact to the paisa') => Type.Number({ description });
/** A string from a fixed list, typed as that list's union. */
export const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns: parsed to numbers on read (see db/connect.ts), written as number or string. */
export type Numeric = ColumnType<number, number | string, number | string>;

/** How an entity's fields are stored; each names fields of the entity. Fields not named are columns as they are. */
export interface Storage<Entity> {
  /** Computed by the query or the mapping (joins, rupees from paise, seats left): no column of that name. */
  derived?: keyof Entity;
  /** Filled by the database when an insert leaves them out. */
  generated?: keyof Entity;
  /** `numeric` columns. */
  numeric?: keyof Entity;
  /** Timestamps besides createdAt and updatedAt: ISO text in the API, Date in the database. */
  instants?: keyof Entity;
  /** jsonb columns: read as the value, written as JSON text. */
  json?: keyof Entity;
}

type Named<S, Kind extends keyof Storage<unknown>> = S extends Record<Kind, infer Keys> ? Keys : never;
type WithNull<Value, Column> = null extends Value ? Column | null : Column;

type Column<Entity, K extends keyof Entity, S> = K extends 'createdAt'
  ? CreatedAt
  : K extends 'updatedAt'
    ? UpdatedAt
    : K extends Named<S, 'instants'>
      ? WithNull<Entity[K], Date>
      : K extends Named<S, 'numeric'>
        ? WithNull<Entity[K], Numeric>
        : K extends Named<S, 'json'>
          ? ColumnType<Entity[K], WithNull<Entity[K], string>, WithNull<Entity[K], string>>
          : K extends Named<S, 'generated'>
            ? Generated<Entity[K]>
            : Entity[K];

type Flat<T> = { [K in keyof T]: T[K] };

/** The Kysely table of an entity: its stored fields as columns, then the private columns the API never sends. */
export type EntityTable<Entity, S extends Storage<Entity> = object, PrivateColumns extends object = object> = Flat<
  { [K in Exclude<keyof Entity, Named<S, 'derived'>>]: Column<Entity, K, S> } & PrivateColumns
>;

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
