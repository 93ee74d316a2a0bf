/**
 * PostgreSQL restarting or stopping under write load: the real server process on
 * a private cluster keeps running, requests during the outage answer 503 in the error shape,
 * /api/health answers 503 while the database is away and 200 within 5 s of its return.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-services.ts';
import { callApi, killRunningServers, type RunningServer, startServer, stopServer } from '../support/server-process.ts';

let database: PrivatePostgres;
let server: RunningServer;
let token: string;

beforeAll(async () => {
  database = await createPrivatePostgres();
  server = await startServer({
    DATABASE_URL: database.url(),
    DATABASE_POOL_SIZE: '4',
    SEED_DEMO: 'false',
    JWT_SECRET: 'restart-test-secret-that-is-long-enough-0123',
    ADMIN_EMAIL: 'owner@example.in',
    ADMIN_PASSWORD: 'owner-password',
  });
  const login = await callApi(server, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'owner@example.in', password: 'owner-password' }),
  });
  expect(login.status).toBe(200);
  token = login.body.token;
}, 120_000);

afterAll(async () => {
  if (server?.exitCode() === undefined) await stopServer(server);
  killRunningServers();
  await database?.drop();
});

const writeStatistics = (n: number) =>
  callApi(server, '/api/statistics', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ amazingTrips: n, happyTravelers: n, destinations: n }),
  });

async function healthWithin(status: number, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await callApi(server, '/api/health')).status === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`health did not answer ${status} within ${ms} ms:\n${server.output()}`);
}

describe('PostgreSQL restarts and outages under write load', () => {
  it('restarts with writes in flight: the process survives, every answer is 200 or 503 {error}, and writes resume', async () => {
    const statuses = new Map<number, number>();
    let writing = true;
    let written = 0;
    const writer = async () => {
      while (writing) {
        const response = await writeStatistics((written += 1));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status !== 200) {
          expect(response.body, JSON.stringify(response.body)).toMatchObject({ error: messages.databaseUnavailable });
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await database.restart();
      await healthWithin(200, 5_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    writing = false;
    await Promise.all(writers);

    expect(server.exitCode(), server.output()).toBeUndefined();
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(10);
    expect((await writeStatistics(7)).status).toBe(200);
  }, 120_000);

  it('stopped: health and writes answer 503 in the error shape; started again: health 200 within 5 s, no restart of ours', async () => {
    await database.stop();
    await healthWithin(503, 5_000);
    const health = await callApi(server, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.error).toBe(messages.databaseUnavailable);
    const write = await writeStatistics(8);
    expect(write.status).toBe(503);
    expect(write.body).toMatchObject({ error: messages.databaseUnavailable });
    const read = await callApi(server, '/api/admin/users', { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(503);

    await database.start();
    expect(await healthWithin(200, 5_000)).toBeLessThan(5_000);
    expect((await writeStatistics(9)).status).toBe(200);
    expect((await callApi(server, '/api/statistics')).body.statistics).toEqual({ amazingTrips: 9, happyTravelers: 9, destinations: 9 });
    expect(server.exitCode(), server.output()).toBeUndefined();
  }, 120_000);
});
