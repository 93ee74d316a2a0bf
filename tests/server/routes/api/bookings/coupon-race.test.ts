/**
 * A limited coupon raced on TWO replicas over the local PostgreSQL: two apps, each with its own pool of
 * connections to one fresh database, as two processes of the deployment would be. A coupon's uses are
 * counted under its row lock in the reservation's transaction, so bookings sent to both replicas at
 * once on two departures never use it more than `maxUses`; the rest are told 'This code cannot be
 * used'. Always PostgreSQL (real concurrency), whatever TEST_DATABASE says.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../../server/src/app.ts';
import { loadConfig } from '../../../../../server/src/config.ts';
import { type OpenedDatabase, openDatabase } from '../../../../../server/src/db/connect.ts';
import { migrateToLatest } from '../../../../../server/src/db/migrate.ts';
import { pricingMessages } from '../../../../../server/src/domain/index.ts';
import { upsertAdmin } from '../../../../../server/src/repositories/admins.ts';
import { insertUser } from '../../../../../server/src/repositories/users.ts';
import { validTrip } from '../../../support/api.ts';
import { daysFromNow } from '../../../support/bookings.ts';
import { adminDatabaseUrl, databaseUrlFor } from '../../../support/global-setup.ts';
import { bearer } from '../../../support/test-app.ts';

const ROUNDS = 3;
const name = `travel_coupon_race_${randomBytes(4).toString('hex')}`;
let admin: pg.Client;
let dataDir: string;
const databases: OpenedDatabase[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'coupon-race-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
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
  [a, b] = [await replica(), await replica()];
  adminAuth = bearer(await a.signAdminToken(await upsertAdmin(databases[0].db, 'coupon-race@example.in', 'secret-password')));
}, 60_000);

afterAll(async () => {
  for (const app of [a, b]) await app?.close();
  for (const database of databases) await database.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.end();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST';
const call = async (app: FastifyInstance, method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

let travellers = 0;
async function newTraveller() {
  travellers += 1;
  const traveller = await insertUser(databases[0].db, {
    username: `coupon_racer_${travellers}`,
    mobileNumber: `98710${String(10000 + travellers).slice(-5)}`,
    countryCode: '91',
  });
  return bearer(await a.signTravellerToken(traveller));
}

async function departureOf(tripId: string, day: number): Promise<string> {
  const departure = await call(a, 'POST', '/api/admin/departures', adminAuth, { tripId, startDate: daysFromNow(40 + day), seatsTotal: 40 });
  expect(departure.statusCode, departure.body).toBe(201);
  return departure.json().departure.id;
}

describe('a limited coupon raced on two replicas over PostgreSQL', () => {
  it(`maxUses 3, 12 bookings at once through A and B on two departures (${ROUNDS} rounds): exactly 3 use it`, async () => {
    const trip = await call(a, 'POST', '/api/admin/trips', adminAuth, validTrip({ price: 10000 }));
    expect(trip.statusCode, trip.body).toBe(201);
    const tripId = trip.json().trip.id;
    for (let round = 0; round < ROUNDS; round++) {
      const departures = [await departureOf(tripId, round * 2), await departureOf(tripId, round * 2 + 1)];
      const code = `RACE-${round}-${Date.now().toString(36).toUpperCase()}`;
      const coupon = await call(b, 'POST', '/api/admin/coupons', adminAuth, { code, kind: 'flat', value: 1000, maxUses: 3 });
      expect(coupon.statusCode, coupon.body).toBe(201);
      const headers = await Promise.all(Array.from({ length: 12 }, () => newTraveller()));
      const answers = await Promise.all(
        headers.map((h, i) =>
          call(i % 2 ? b : a, 'POST', '/api/bookings', h, {
            departureId: departures[i % 4 < 2 ? 0 : 1],
            adults: 1,
            couponCode: code.toLowerCase(),
          }),
        ),
      );
      const made = answers.filter((answer) => answer.statusCode === 201);
      expect(made, answers.map((answer) => answer.body).join('\n')).toHaveLength(3);
      for (const answer of answers.filter((answer) => answer.statusCode !== 201)) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ error: pricingMessages.codeCannotBeUsed });
      }
      for (const answer of made) expect(answer.json().booking.totalAmount).toBe(9000);
      const stored = await databases[0].db.selectFrom('bookings').select('id').where('couponId', '=', coupon.json().coupon.id).execute();
      expect(stored).toHaveLength(3);
      expect((await call(a, 'GET', `/api/admin/coupons/${coupon.json().coupon.id}`, adminAuth)).json().coupon.uses).toBe(3);
    }
  });
});
