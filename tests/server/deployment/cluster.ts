/**
 * The deployment's parts as processes on this machine, beside the app replicas
 * (support/server-process.ts): nginx with deploy/nginx.conf as written, and HTTP requests from
 * chosen client addresses (any 127.x.y.z is this machine, so nginx sees distinct clients).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launchServer, type RunningServer } from '../support/server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true or `ms` pass; returns whether it came true. */
export async function eventually(check: () => Promise<boolean>, ms: number, every = 200): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await sleep(every);
  }
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: () => any;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's own address (127.x.y.z): what nginx puts in X-Forwarded-For. */
  from?: string;
  timeoutMs?: number;
}

/** One request on a fresh connection (so `from` holds for it); rejects only on a network error. */
export function request(url: string, options: RequestOptions = {}): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers, agent: false, localAddress: options.from, timeout: options.timeoutMs ?? 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits for /api/health to answer 200; throws with the replica's output if it exits or never does. */
export async function waitHealthy(replica: RunningServer, ms = 60_000): Promise<void> {
  const healthy = await eventually(async () => {
    if (replica.exitCode() !== undefined) return true;
    return (await request(`${replica.base}/api/health`, { timeoutMs: 2000 })).status === 200;
  }, ms);
  if (replica.exitCode() !== undefined) throw new Error(`${replica.base} exited with ${replica.exitCode()}:\n${replica.output()}`);
  if (!healthy) throw new Error(`${replica.base} not healthy within ${ms} ms:\n${replica.output()}`);
}

export interface ReplicaSettings {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** The proxy's origin: links and cache keys use it. */
  publicUrl: string;
  admin: { email: string; password: string };
  /** Settings of the test's own (storage, limits). */
  more?: Record<string, string>;
}

/** What each replica runs with, as docker-compose.yml's apps do: production mode behind one proxy hop, codes on the log. */
export function productionReplicaEnv(settings: ReplicaSettings): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: settings.redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: settings.admin.email,
    ADMIN_PASSWORD: settings.admin.password,
    PUBLIC_URL: settings.publicUrl,
    TRUST_PROXY: '1',
    SMS_PROVIDER: 'console',
    SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
    PAYMENT_UPI_ID: 'wanderindia@okhdfc',
    ASTRO_TELEMETRY_DISABLED: '1',
    ...settings.more,
  };
}

/**
 * Two replicas with the same settings, started one after the other: start-up is CPU-heavy and the first migrates an
 * empty database, and these tests must not depend on the machine's load (replicas started together on an empty
 * database are tests/server/bootstrap.test.ts's subject).
 */
export async function launchReplicaPair(env: Record<string, string>, ports: [number, number]): Promise<[RunningServer, RunningServer]> {
  const a = launchServer(env, ports[0]);
  await waitHealthy(a);
  const b = launchServer(env, ports[1]);
  await waitHealthy(b);
  return [a, b];
}

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate)) ?? null;

export interface Proxy {
  base: string;
  close(): Promise<void>;
}

/** nginx on `port` running deploy/nginx.conf with app1 and app2 at these ports; null when nginx is not installed. */
export async function startNginx(port: number, upstreamPorts: [number, number]): Promise<Proxy | null> {
  if (!nginxBinary) return null;
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'deploy-nginx-'));
  let site = await readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const replacements: [RegExp, string][] = [
    [/server app1:3000/, `server 127.0.0.1:${upstreamPorts[0]}`],
    [/server app2:3000/, `server 127.0.0.1:${upstreamPorts[1]}`],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
  ];
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(site)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update this test with it`);
    site = site.replace(pattern, replacement);
  }
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  const main = `pid ${path.join(prefix, 'nginx.pid')};
error_log stderr error;
worker_processes 1;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, main);
  const check = spawnSync(nginxBinary, ['-t', '-p', prefix, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused deploy/nginx.conf:\n${check.stderr}`);
  let output = '';
  const child = spawn(nginxBinary, ['-p', prefix, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const listening = await eventually(async () => (await request(`${base}/api/health`, { timeoutMs: 2000 })).status > 0, 10_000, 100);
  if (!listening) throw new Error(`nginx did not start:\n${output}`);
  return {
    base,
    async close() {
      child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
