/**
 * The process as an operator starts it (docs/product.md#beyond-the-specification, one process): `node server/src/main.ts`
 * with a fresh DATA_DIR prints the default admin once, seeds the demo catalogue, keeps data and
 * the JWT secret across restarts, and refuses to start in production without JWT_SECRET.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN } from '../../server/src/bootstrap.ts';
import {
  callApi as api,
  freePort,
  killRunningServers,
  launchServer as launch,
  startServer as start,
  stopServer as stop,
} from './support/server-process.ts';

const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-process-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  killRunningServers();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('node server/src/main.ts', () => {
  it('first start on a fresh DATA_DIR: default admin printed and working, 12 demo trips; a restart keeps data and tokens', async () => {
    const dataDir = await tempDir();
    const first = await start({ DATA_DIR: dataDir });
    const printed = /Default admin created[^:]*: (\S+@\S+) \/ (\S+)/.exec(first.output());
    expect(printed, first.output()).not.toBeNull();
    const [, email, password] = printed!;

    const login = await api(first, '/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ admin: { email }, message: 'Login Successful!', token: expect.any(String) });
    const token = login.body.token as string;

    const trips = await api(first, '/api/public/trips');
    expect(trips.status).toBe(200);
    expect(trips.body.trips).toHaveLength(12);
    for (const trip of trips.body.trips) {
      expect(typeof trip.price).toBe('number');
      expect(trip.images.length).toBeGreaterThan(0);
    }
    const image = await fetch(`${first.base}${trips.body.trips[0].images[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await api(first, '/api/public/reviews')).body.reviews.length).toBeGreaterThan(0);

    const saved = await api(first, '/api/statistics', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ amazingTrips: 321, happyTravelers: 6543, destinations: 87 }),
    });
    expect(saved.status).toBe(200);
    expect(await stop(first)).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toMatch(/Default admin created/);
    const verify = await api(second, '/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
    expect(verify.status).toBe(200);
    expect(verify.body.admin.email).toBe(email);
    expect((await api(second, '/api/public/trips')).body.trips).toHaveLength(12);
    expect((await api(second, '/api/statistics')).body.statistics).toEqual({ amazingTrips: 321, happyTravelers: 6543, destinations: 87 });
    expect(await stop(second)).toBe(0);
  }, 120_000);

  it('SEED_DEMO=false starts with an empty catalogue, and ADMIN_EMAIL / ADMIN_PASSWORD replace the default admin', async () => {
    const server = await start({
      DATA_DIR: await tempDir(),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@example.in',
      ADMIN_PASSWORD: 'owner-password',
    });
    expect(server.output()).not.toMatch(/Default admin created/);
    expect((await api(server, '/api/public/trips')).body).toEqual({ success: true, trips: [] });
    expect((await api(server, '/api/public/reviews')).body).toEqual({ success: true, reviews: [] });
    const login = await api(server, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'owner@example.in', password: 'owner-password' }),
    });
    expect(login.status).toBe(200);
    const fallback = await api(server, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify(DEFAULT_ADMIN),
    });
    expect(fallback.status).toBe(401);
    expect(await stop(server)).toBe(0);
  }, 120_000);

  it('NODE_ENV=production without JWT_SECRET stops with a clear message and a non-zero exit', async () => {
    const server = launch(
      {
        DATA_DIR: await tempDir(),
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'owner@example.in',
        ADMIN_PASSWORD: 'owner-password',
        SMS_PROVIDER: 'console',
        SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
      },
      await freePort(),
    );
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(server.output()).toMatch(/JWT_SECRET/);
    expect(server.output()).not.toMatch(/\n\s+at .+:\d+:\d+/);
  }, 60_000);
});
