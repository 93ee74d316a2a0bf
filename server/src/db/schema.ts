/**
 * The database as Kysely sees it (snake_case columns, CamelCasePlugin maps them): every table written
 * out column by column in ./tables, by area.
 */
import type { Selectable } from 'kysely';
import type { OtpCodesTable } from './tables/index.ts';

export type * from './tables/index.ts';

export type OtpCodeRow = Selectable<OtpCodesTable>;
