/**
 * Opens the database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise an embedded
 * PGlite database in DATA_DIR/db. Both drivers return the same JS values (numeric → number,
 * date → 'YYYY-MM-DD' string, int8 → number), so the API sends the same JSON on either.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

const toNumber = (value: string) => (value === null ? null : Number(value));
const asText = (value: string) => value;

export const pgliteParsers = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.date]: asText,
};

let pgTypesConfigured = false;
function configurePgTypes() {
  if (pgTypesConfigured) return;
  pg.types.setTypeParser(OID.int8, toNumber);
  pg.types.setTypeParser(OID.numeric, toNumber);
  pg.types.setTypeParser(OID.date, asText);
  pgTypesConfigured = true;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  driver: 'postgres' | 'pglite';
  /** True when an embedded database directory was created by this call. */
  created: boolean;
  close(): Promise<void>;
}

export const createKysely = (dialect: PostgresDialect | PGliteDialect) =>
  new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    configurePgTypes();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 });
    // A database restart must not kill the process. pg-pool's own listener covers idle clients only
    // (it is removed while a client is checked out), so every client gets one for its whole life;
    // the failed query rejects on its own and the pool drops the broken client.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = createKysely(new PostgresDialect({ pool }));
    return { db, driver: 'postgres', created: false, close: () => db.destroy() };
  }
  const dir = path.join(options.dataDir, 'db');
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { parsers: pgliteParsers });
  return openPglite(pglite, created);
}

/** Wraps an already open PGlite (tests clone a migrated template). */
export function openPglite(pglite: PGlite, created = false): OpenedDatabase {
  const db = createKysely(new PGliteDialect({ pglite }));
  return {
    db,
    driver: 'pglite',
    created,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
