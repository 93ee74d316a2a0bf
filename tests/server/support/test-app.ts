/**
 * A real app over a real, freshly migrated database for one test file: PGlite by default, the
 * local PostgreSQL with TEST_DATABASE=postgres. Each file builds its own; nothing is shared.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { type Config, loadConfig } from '../../../server/src/config.ts';
import { type OpenedDatabase, openDatabase, openPglite, pgliteParsers } from '../../../server/src/db/connect.ts';
import { upsertAdmin } from '../../../server/src/repositories/admins.ts';
import { insertUser } from '../../../server/src/repositories/users.ts';
import { isErrorAnswer } from '../../../server/src/plugins/error-handler.ts';
import { businessTimeZone } from './business-time.ts';
import { adminDatabaseUrl, databaseUrlFor } from './global-setup.ts';

export const usingPostgres = () => process.env.TEST_DATABASE === 'postgres';

/** A clone of the run's migrated PGlite (made once by global-setup.ts), in memory. */
async function freshPglite(): Promise<OpenedDatabase> {
  // Not PGlite's clone(): a clone loses the type parsers, and the app would then see numeric
  // columns as strings and dates as Date objects, unlike the production database.
  const dump = new Blob([await readFile(inject('pgliteTemplateFile'))]);
  const clone = await PGlite.create({ loadDataDir: dump, parsers: pgliteParsers });
  return openPglite(clone);
}

async function freshPostgres(): Promise<OpenedDatabase> {
  const template = inject('postgresTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const opened = await openDatabase({ databaseUrl: databaseUrlFor(name), dataDir: '', poolSize: 5 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: OpenedDatabase['db'];
  /** What the job engine runs over (a second app over the same database passes it on). */
  jobDatabase: OpenedDatabase['jobs'];
  config: Config;
  dataDir: string;
  /** Closes the database under the running app (health and error handling tests). */
  simulateDatabaseOutage(): Promise<void>;
  /** Moves the app's clock (code expiry, "today"); runFrom keeps it ticking from another moment. */
  clock: { now: Date; advance(ms: number): void; runFrom(at: Date): void };
  /** A real admin and its token, made through the same code as the login. */
  adminToken(email?: string): Promise<string>;
  /** A real traveller account and its token (the code flow's own issuing is tested in mobile-auth). */
  travellerToken(
    values?: Partial<{ username: string; mobileNumber: string; countryCode: string }>,
  ): Promise<{ token: string; userId: string }>;
  /**
   * Request headers of a signed-in browser: the signed-in cookie the API set beside `token` (its GET verify renews
   * it), for a new traveller's token when none is given. Pages that need sign-in answer these.
   */
  signedInHeaders(token?: string): Promise<{ cookie: string }>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    TIME_ZONE: businessTimeZone,
    ...env,
  });
  const database = usingPostgres() ? await freshPostgres() : await freshPglite();
  let offsetMs = 0;
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    runFrom(at: Date) {
      offsetMs = at.getTime() - Date.now();
      ticking = true;
    },
  };
  let ticking = true;
  // The clock follows real time until a test moves it.
  const now = () => (ticking ? new Date(Date.now() + offsetMs) : clock.now);
  const originalAdvance = clock.advance;
  clock.advance = (ms: number) => {
    if (ticking) clock.now = new Date(Date.now() + offsetMs);
    ticking = false;
    originalAdvance(ms);
  };
  const app = await buildApp({ config, db: database.db, now, jobDatabase: database.jobs });
  // Every error answer of every test carries its code: one without fails the file at close().
  const uncoded: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string' && String(reply.getHeader('content-type')).includes('json')) {
      const body: unknown = JSON.parse(payload);
      if (isErrorAnswer(reply.statusCode, body) && typeof body.code !== 'string')
        uncoded.push(`${request.method} ${request.url} ${reply.statusCode}: ${payload}`);
    }
    return payload;
  });
  await app.ready();
  let counter = 0;
  const testApp: TestApp = {
    app,
    db: database.db,
    jobDatabase: database.jobs,
    config,
    dataDir,
    clock,
    async adminToken(email = `admin${(counter += 1)}@example.in`) {
      return app.signAdminToken(await upsertAdmin(database.db, email, 'secret-password'));
    },
    async travellerToken(values = {}) {
      counter += 1;
      const traveller = await insertUser(database.db, {
        username: values.username ?? `traveller_${counter}`,
        mobileNumber: values.mobileNumber ?? `98765${String(10000 + counter).slice(-5)}`,
        countryCode: values.countryCode ?? '91',
      });
      return { token: await app.signTravellerToken(traveller), userId: traveller.account.id };
    },
    async signedInHeaders(token) {
      const signedIn = token ?? (await testApp.travellerToken()).token;
      const role = app.jwt.decode<{ role?: string }>(signedIn)?.role;
      const verify = await app.inject({
        url: role === 'admin' ? '/api/auth/verify' : '/api/mobile/auth/verify',
        headers: bearer(signedIn),
      });
      const setCookie = verify.headers['set-cookie'];
      if (verify.statusCode !== 200 || typeof setCookie !== 'string')
        throw new Error(`verify answered ${verify.statusCode} without a cookie`);
      return { cookie: setCookie.split(';')[0] };
    },
    simulateDatabaseOutage: () => database.close(),
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
      if (uncoded.length) throw new Error(`error answers without a code:\n${uncoded.join('\n')}`);
    },
  };
  return testApp;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
