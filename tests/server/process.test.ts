/**
 * The process as an operator starts it (DESIGN.md operability contract): `node server/src/main.ts`
 * with a fresh DATA_DIR prints the default admin once, seeds the demo catalogue, keeps data and
 * the JWT secret across restarts, and refuses to start in production without JWT_SECRET.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const node = path.join(root, 'node_modules/.bin/node');

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
const dirs: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-process-'));
  dirs.push(dir);
  return dir;
}

function launch(env: Record<string, string>, port: number): Running {
  let output = '';
  const child = spawn(node, ['server/src/main.ts'], {
    cwd: root,
    // Only what the test gives: no DATABASE_URL, JWT_SECRET or NODE_ENV leaks in from the runner.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    running.delete(child);
    resolve(code);
  }));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function start(env: Record<string, string>): Promise<Running> {
  const server = launch(env, await freePort());
  const deadline = Date.now() + 60_000;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.base}/api/health`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /api/health within 60 s:\n${server.output()}`);
}

async function stop(server: Running): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

const api = async (server: Running, pathname: string, init: RequestInit = {}) => {
  const response = await fetch(`${server.base}${pathname}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, body: await response.json() };
};

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
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
    const server = await start({ DATA_DIR: await tempDir(), SEED_DEMO: 'false', ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'owner-password' });
    expect(server.output()).not.toMatch(/Default admin created/);
    expect((await api(server, '/api/public/trips')).body).toEqual({ success: true, trips: [] });
    expect((await api(server, '/api/public/reviews')).body).toEqual({ success: true, reviews: [] });
    const login = await api(server, '/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'owner@example.in', password: 'owner-password' }) });
    expect(login.status).toBe(200);
    const fallback = await api(server, '/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }) });
    expect(fallback.status).toBe(401);
    expect(await stop(server)).toBe(0);
  }, 120_000);

  it('NODE_ENV=production without JWT_SECRET stops with a clear message and a non-zero exit', async () => {
    const server = launch({ DATA_DIR: await tempDir(), NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'owner-password', SMS_PROVIDER: 'console', SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true' }, await freePort());
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(server.output()).toMatch(/JWT_SECRET/);
    expect(server.output()).not.toMatch(/\n\s+at .+:\d+:\d+/);
  }, 60_000);
});
