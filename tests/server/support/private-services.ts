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
