/**
 * Before any test file runs, the site and admin builds are made current (when their inputs
 * changed): Vitest's main process keeps what it has read of site/dist/server, so a build made
 * while files run would leave later files importing chunks that no longer exist.
 *
 * With TEST_DATABASE=postgres, one migrated template database is made per run; every test file
 * then gets its own copy (CREATE DATABASE ... TEMPLATE), dropped when it is done. On PGlite, one
 * migrated data directory is made per run and written to a file every test app loads: starting
 * an empty PGlite (initdb in WebAssembly) cost 2–9 s per test file, loading the file ~0.3–1.3 s.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite, pgliteParsers } from '../../../server/src/db/connect.ts';
import { migrateToLatest } from '../../../server/src/db/migrate.ts';
import { ensureBuilt } from './site-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
    /** The migrated PGlite data directory, as a tarball (empty with TEST_DATABASE=postgres). */
    pgliteTemplateFile: string;
  }
}

export const adminDatabaseUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const databaseUrlFor = (name: string) => {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

export default async function setup(project: TestProject) {
  ensureBuilt();
  if (process.env.TEST_DATABASE !== 'postgres') {
    project.provide('postgresTemplate', '');
    const file = path.join(os.tmpdir(), `travel-pglite-template-${randomBytes(4).toString('hex')}.tar`);
    const template = await PGlite.create({ parsers: pgliteParsers });
    await migrateToLatest(openPglite(template).db);
    await writeFile(file, Buffer.from(await (await template.dumpDataDir('none')).arrayBuffer()));
    await template.close();
    project.provide('pgliteTemplateFile', file);
    return () => rm(file, { force: true });
  }
  project.provide('pgliteTemplateFile', '');
  const template = `travel_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(template), dataDir: '' });
  await migrateToLatest(database.db);
  await database.close();
  project.provide('postgresTemplate', template);

  return async () => {
    // Each file drops its copy; this also removes copies left by a crashed worker.
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${template}%`]);
    for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
  };
}
