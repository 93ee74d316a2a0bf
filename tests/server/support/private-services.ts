/**
 * Private PostgreSQL clusters and Redis servers on free ports, for tests that stop and restart
 * them under a running app (the shared ones on 5432 / 6379 are never touched).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

async function installedPostgresMajor(): Promise<string> {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  const major = stdout.trim().split(/\s+/)[0];
  if (!major) throw new Error('pg_lsclusters lists no cluster: PostgreSQL is not installed');
  return major;
}

export interface PrivatePostgres {
  port: number;
  url(database?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  drop(): Promise<void>;
}

/** A new cluster (trust auth) with a `travel` database, started. */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const major = await installedPostgresMajor();
  const name = `travel_fault_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  await run('pg_createcluster', [major, name, '--port', String(port), '--', '--auth=trust']);
  const ctl = (action: string) => run('pg_ctlcluster', ['--skip-systemctl-redirect', major, name, action]).then(() => undefined);
  const url = (database = 'travel') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await ctl('start');
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE travel');
  await admin.end();
  return {
    port,
    url,
    start: () => ctl('start'),
    stop: () => ctl('stop'),
    restart: () => ctl('restart'),
    drop: () => run('pg_dropcluster', [major, name, '--stop']).then(() => undefined),
  };
}

export interface PrivateRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server without persistence on a free port; stop() and start() keep the port. */
export async function createPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      child!.stdout!.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
}

export interface PrivateNginx {
  port: number;
  stop(): Promise<void>;
}

/** Debian's nginx as a reverse proxy in front of `upstreamPort`, adding X-Forwarded-For as in deploy/. */
export async function startNginx(upstreamPort: number): Promise<PrivateNginx> {
  const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-nginx-'));
  const port = await freePort();
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
user root root;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 0.0.0.0:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}`;
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'pipe' });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
