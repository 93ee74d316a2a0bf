/**
 * Column types several tables share. Each names how PostgreSQL stores a value and how db/connect.ts
 * reads it back: timestamptz as Date, numeric and int8 as number, date as 'YYYY-MM-DD' text.
 */
import type { ColumnType } from 'kysely';

/** `created_at timestamptz NOT NULL DEFAULT now()`: left out on insert, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** `updated_at timestamptz NOT NULL DEFAULT now()`: each write sets it. */
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** `numeric`: parsed to a number on read, written as number or string. */
export type Numeric = ColumnType<number, number | string, number | string>;
