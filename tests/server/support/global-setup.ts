/**
 * Before any test file runs, the site and admin builds are made current (when their inputs
 * changed): Vitest's main process keeps what it has read of site/dist/server, so a build made
 * while files run would leave later files importing chunks that no longer exist.
 *
 * With TEST_DATABASE=postgres, one migrated template database is made per run; every test file
 * then gets its own copy (CREATE DATABASE ... TEMPLATE), dropped when it is done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/src/db/connect.ts';
import { migrateToLatest } from '../../../server/src/db/migrate.ts';
import { ensureBuilt } from './site-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
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
    return;
  }
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
