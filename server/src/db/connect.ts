/**
 * Opens the database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise an embedded
 * PGlite database in DATA_DIR/db. Both drivers return the same JS values (numeric → number,
 * date → 'YYYY-MM-DD' string, int8 → number), so the API sends the same JSON on either.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { databaseTemplateDir } from '../paths.ts';
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
  /** What the job engine opens its own connection over (services/jobs.ts). */
  jobs: JobDatabase;
  close(): Promise<void>;
}

/** PostgreSQL by address (the job engine keeps a small pool of its own), or the one embedded PGlite shared with Kysely. */
export type JobDatabase = { connectionString: string } | { pglite: PGlite };

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
    return { db, driver: 'postgres', created: false, jobs: { connectionString: options.databaseUrl }, close: () => db.destroy() };
  }
  const dir = path.join(options.dataDir, 'db');
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  if (created) copyDatabaseTemplate(dir);
  const pglite = await PGlite.create(dir, { parsers: pgliteParsers, startParams: pgliteStartParams });
  return openPglite(pglite, created);
}

/**
 * PGlite's own start parameters, with a buffer pool sized for this app's database (tens of megabytes) rather than
 * PostgreSQL's default 128 MB: PGlite touches its pool as it opens, and 16 MB took the opened database from ~300 MB of
 * memory to ~180 MB; pages beyond it are read again through the operating system's file cache. Index builds
 * (migrations) get the same bound.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * An empty database cluster, made once per PGlite version by the build (`npm run build -w server`, run by `npm start`
 * like the site's build: cli/make-database-template.ts). PGlite makes a new cluster by running initdb in two further
 * WebAssembly instances beside its own, which took the server's first start from ~380 MB to ~760 MB of memory
 * (VmHWM); copying the cluster made by the build and opening it costs what a restart costs.
 */
const TEMPLATE_VERSION_FILE = 'pglite-version';

/** The installed PGlite's version (its package.json is not exported: read beside its entry, dist/index.js). */
export const pgliteVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')), 'utf8')) as { version: string })
    .version;

/** Copies the build's empty cluster into a new database directory; without one (or an older one) PGlite runs initdb. */
function copyDatabaseTemplate(dir: string): void {
  const versionFile = path.join(databaseTemplateDir, TEMPLATE_VERSION_FILE);
  if (!existsSync(path.join(databaseTemplateDir, 'PG_VERSION')) || !existsSync(versionFile)) return;
  if (readFileSync(versionFile, 'utf8').trim() !== pgliteVersion()) return;
  cpSync(databaseTemplateDir, dir, { recursive: true, filter: (source) => path.basename(source) !== TEMPLATE_VERSION_FILE });
}

/** Makes the empty cluster copied by new embedded databases (cli/make-database-template.ts). */
export async function makeDatabaseTemplate(): Promise<string> {
  const staging = `${databaseTemplateDir.replace(/\/$/, '')}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const pglite = await PGlite.create(staging);
  await pglite.close();
  writeFileSync(path.join(staging, TEMPLATE_VERSION_FILE), `${pgliteVersion()}\n`);
  rmSync(databaseTemplateDir, { recursive: true, force: true });
  renameSync(staging, databaseTemplateDir);
  return databaseTemplateDir;
}

/** Wraps an already open PGlite (tests clone a migrated template). */
export function openPglite(pglite: PGlite, created = false): OpenedDatabase {
  const db = createKysely(new PGliteDialect({ pglite }));
  return {
    db,
    driver: 'pglite',
    created,
    jobs: { pglite },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
