import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { FileMigrationProvider, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase, openPglite, pgliteParsers } from '../../../server/src/db/connect.ts';
import { migrateToLatest, renamedMigrations } from '../../../server/src/db/migrate.ts';
import { migrationsDir } from '../../../server/src/paths.ts';
import { adminDatabaseUrl, databaseUrlFor } from '../support/global-setup.ts';
import { usingPostgres } from '../support/test-app.ts';

const migrationFiles = async () => (await readdir(migrationsDir)).filter((name) => name.endsWith('.ts')).sort();

describe('migration files', () => {
  it('are numbered without gaps within a day: <date>000100, <date>000200, ...', async () => {
    const byDay = new Map<string, number[]>();
    for (const name of await migrationFiles()) {
      const match = /^(\d{8})(\d{4})00_[a-z0-9_]+\.ts$/.exec(name);
      expect(match, name).not.toBeNull();
      byDay.set(match![1], [...(byDay.get(match![1]) ?? []), Number(match![2])]);
    }
    for (const numbers of byDay.values()) expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('are frozen in time: they import nothing but kysely', async () => {
    for (const name of await migrationFiles()) {
      const source = await readFile(path.join(migrationsDir, name), 'utf8');
      const imports = [...source.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
      expect(imports, name).toEqual(['kysely']);
    }
  });
});

describe('migrating a database', () => {
  let database: OpenedDatabase;
  const appliedNames = async () =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((row) => row.name);

  // An empty database, not the suite's migrated template: this file runs the migrations itself.
  const emptyPostgres = `travel_migrate_${randomBytes(4).toString('hex')}`;
  const postgresAdmin = new pg.Client({ connectionString: adminDatabaseUrl() });

  beforeAll(async () => {
    if (!usingPostgres()) {
      database = openPglite(await PGlite.create({ parsers: pgliteParsers }));
      return;
    }
    await postgresAdmin.connect();
    await postgresAdmin.query(`CREATE DATABASE ${emptyPostgres}`);
    database = await openDatabase({ databaseUrl: databaseUrlFor(emptyPostgres), dataDir: '' });
  });
  afterAll(async () => {
    await database.close();
    if (!usingPostgres()) return;
    await postgresAdmin.query(`DROP DATABASE IF EXISTS ${emptyPostgres} WITH (FORCE)`);
    await postgresAdmin.end();
  });

  it('applies every migration once, then nothing more', async () => {
    const files = (await migrationFiles()).map((name) => name.replace(/\.ts$/, ''));
    expect(await migrateToLatest(database.db)).toEqual(files);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await appliedNames()).toEqual(files);
    const { rows } = await sql<{ amazingTrips: number }>`select amazing_trips from statistics`.execute(database.db);
    expect(rows).toEqual([{ amazingTrips: 7 }]);
  });

  it('accepts a database that applied a migration under its old name, without running it again', async () => {
    for (const [oldName, newName] of Object.entries(renamedMigrations)) {
      await sql`update kysely_migration set name = ${oldName} where name = ${newName}`.execute(database.db);
    }
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await appliedNames()).toEqual(expect.arrayContaining(Object.values(renamedMigrations)));
    expect(await appliedNames()).not.toEqual(expect.arrayContaining(Object.keys(renamedMigrations)));
  });

  it('rolls every migration back and applies them again', async () => {
    const provider = new FileMigrationProvider({ fs, path, migrationFolder: migrationsDir });
    const migrator = new Migrator({ db: database.db, provider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const { rows } = await sql<{ tables: number }>`
      select count(*)::int as tables from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'
    `.execute(database.db);
    expect(rows).toEqual([{ tables: 0 }]);
    expect(await migrateToLatest(database.db)).toHaveLength((await migrationFiles()).length);
  });
});
