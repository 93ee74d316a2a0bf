/**
 * Two replicas over the local PostgreSQL, for races: two apps, each with its own pool of
 * connections to one fresh database, as two processes of the deployment would be. Always
 * PostgreSQL (real concurrency), whatever TEST_DATABASE says. Register it in a test file's top
 * level: it opens in beforeAll and drops the database in afterAll.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { type OpenedDatabase, openDatabase } from '../../../server/src/db/connect.ts';
import { migrateToLatest } from '../../../server/src/db/migrate.ts';
import { upsertAdmin } from '../../../server/src/repositories/admins.ts';
import { insertUser } from '../../../server/src/repositories/users.ts';
import { adminDatabaseUrl, databaseUrlFor } from './global-setup.ts';
import { bearer } from './test-app.ts';

export interface TwoReplicas {
  a: FastifyInstance;
  b: FastifyInstance;
  adminAuth: Record<string, string>;
  /** The database both share, for reading what the race stored. */
  db: OpenedDatabase['db'];
  /** A signed-in traveller, numbered from `mobilePrefix` (five digits) so files never share a number. */
  newTraveller(): Promise<{ headers: Record<string, string>; userId: string }>;
}

type Method = 'GET' | 'POST';
export const call = async (app: FastifyInstance, method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** `env`: more settings for both replicas (Razorpay against a fake, a GSTIN). */
export function twoReplicasOnPostgres(label: string, mobilePrefix: string, env: () => Record<string, string> = () => ({})): TwoReplicas {
  const name = `travel_${label}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let dataDir: string;
  const databases: OpenedDatabase[] = [];
  let travellers = 0;
  const replicas = {} as TwoReplicas;
  replicas.newTraveller = async () => {
    travellers += 1;
    const traveller = await insertUser(databases[0].db, {
      username: `${label}_${travellers}`,
      mobileNumber: `${mobilePrefix}${String(10000 + travellers).slice(-5)}`,
      countryCode: '91',
    });
    return { headers: bearer(await replicas.a.signTravellerToken(traveller)), userId: traveller.account.id };
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), `${label}-`));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      ...env(),
    });
    const replica = async () => {
      const database = await openDatabase({ databaseUrl: databaseUrlFor(name), dataDir: '', poolSize: 5 });
      databases.push(database);
      const app = await buildApp({ config, db: database.db, jobDatabase: database.jobs });
      await app.ready();
      return app;
    };
    const first = await openDatabase({ databaseUrl: databaseUrlFor(name), dataDir: '', poolSize: 1 });
    await migrateToLatest(first.db);
    await first.close();
    replicas.a = await replica();
    replicas.b = await replica();
    replicas.db = databases[0].db;
    const boss = await upsertAdmin(databases[0].db, `${label}@example.in`, 'secret-password');
    replicas.adminAuth = bearer(await replicas.a.signAdminToken(boss));
  }, 60_000);

  afterAll(async () => {
    for (const app of [replicas.a, replicas.b]) await app?.close();
    for (const database of databases) await database.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return replicas;
}
