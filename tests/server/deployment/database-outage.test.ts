/**
 * The deployment's shape while its database is away: two production replicas behind nginx running
 * deploy/nginx.conf as written, on a private PostgreSQL cluster (support/private-services.ts; the machine's
 * own is never stopped) that is stopped and started again. Pages and public reads keep coming from each
 * replica's memory through the proxy, health and writes answer 503 in the error shape, nginx never answers
 * with its own error page, and everything answers 200 again within 5 s of the database's return.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-services.ts';
import { ensureBuilt } from '../support/site-build.ts';
import { freePort, killRunningServers, type RunningServer as Replica } from '../support/server-process.ts';
import { eventually, launchReplicaPair, nginxBinary, productionReplicaEnv, type Proxy, request, startNginx } from './cluster.ts';

const ADMIN = { email: 'ops@example.in', password: 'outage-admin-password-1' };
// Limits count in Redis as deployed; keys are per client address and per admin, so sharing replicas.test.ts's database is safe.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

let database: PrivatePostgres;
let dataDir: string;
let a: Replica;
let b: Replica;
let proxy: Proxy | null = null;
let adminToken: string;

const bearer = () => ({ authorization: `Bearer ${adminToken}` });

function addTrip(base: string, place: string) {
  return request(`${base}/api/admin/trips`, {
    method: 'POST',
    headers: bearer(),
    body: {
      place,
      price: 21000,
      days: '5N/6D',
      description: 'Listed while the database comes and goes.',
      googleSheetUrl: 'https://docs.google.com/d',
      images: ['https://cdn.example.in/outage.jpg'],
    },
  });
}

const landingShows = async (replica: Replica, text: string) => (await request(`${replica.base}/trips`)).text.includes(text);

describe.skipIf(!nginxBinary)('two replicas behind nginx while PostgreSQL is stopped and started', () => {
  beforeAll(async () => {
    ensureBuilt();
    database = await createPrivatePostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'outage-data-'));
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const env = productionReplicaEnv({
      databaseUrl: database.url(),
      redisUrl: REDIS_URL,
      dataDir,
      publicUrl: `http://127.0.0.1:${proxyPort}`,
      admin: ADMIN,
    });
    [a, b] = await launchReplicaPair(env, [portA, portB]);
    proxy = await startNginx(proxyPort, [portA, portB]);

    const login = await request(`${proxy!.base}/api/auth/login`, { method: 'POST', body: ADMIN });
    expect(login.status, login.text).toBe(200);
    adminToken = login.json().token;
    expect((await addTrip(proxy!.base, 'Spiti Valley')).status).toBe(201);
    // Both replicas have the page made with the trip before the database goes.
    for (const replica of [a, b]) expect(await eventually(() => landingShows(replica, 'Spiti Valley'), 5_000)).toBe(true);
  }, 180_000);

  // Each step even if one before it failed: a private cluster left behind keeps running on the machine.
  afterAll(async () => {
    try {
      await proxy?.close();
    } finally {
      killRunningServers();
      try {
        await database?.drop();
      } finally {
        if (dataDir) await rm(dataDir, { recursive: true, force: true });
      }
    }
  }, 60_000);

  it('stopped: pages and public reads answer 200 from memory, health and writes 503 {error}, never a proxy error page', async () => {
    await database.stop();
    expect(await eventually(async () => (await request(`${proxy!.base}/api/health`)).status === 503, 5_000)).toBe(true);

    const outcomes = new Map<string, number>();
    const count = (what: string, status: number) => outcomes.set(`${what} ${status}`, (outcomes.get(`${what} ${status}`) ?? 0) + 1);
    for (let round = 0; round < 10; round += 1) {
      const page = await request(`${proxy!.base}/trips`);
      count('page', page.status);
      expect(page.text).toContain('Spiti Valley');
      const trips = await request(`${proxy!.base}/api/public/trips`);
      count('trips', trips.status);
      expect(trips.json().trips.map((trip: { place: string }) => trip.place)).toContain('Spiti Valley');
      const health = await request(`${proxy!.base}/api/health`);
      count('health', health.status);
      expect(health.json()).toEqual({ status: 'unavailable', error: messages.databaseUnavailable });
    }
    const write = await addTrip(proxy!.base, 'Zanskar');
    count('write', write.status);
    expect(write.json()).toMatchObject({ error: messages.databaseUnavailable });
    expect([...outcomes]).toEqual([
      ['page 200', 10],
      ['trips 200', 10],
      ['health 503', 10],
      ['write 503', 1],
    ]);
    // Each replica answers from its own memory, not only one of them.
    for (const replica of [a, b]) expect((await request(`${replica.base}/trips`)).status).toBe(200);
  }, 60_000);

  it('started again: health 200 through the proxy within 5 s, writes are taken and reach both replicas', async () => {
    await database.start();
    const started = Date.now();
    expect(await eventually(async () => (await request(`${proxy!.base}/api/health`)).status === 200, 5_000, 100)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    const write = await addTrip(proxy!.base, 'Zanskar');
    expect(write.status, write.text).toBe(201);
    // The LISTEN connections come back too and the change reaches both replicas' pages. The replica that did not take
    // the write learns of it when its listener's retry (0.5 s, doubling: services/content-events.ts) reconnects, which
    // counts as a change; after an outage of several seconds on a loaded machine that retry can be 8 s away.
    for (const replica of [a, b]) {
      expect(await eventually(() => landingShows(replica, 'Zanskar'), 20_000)).toBe(true);
      expect(replica.exitCode(), replica.output()).toBeUndefined();
    }
  }, 60_000);
});
