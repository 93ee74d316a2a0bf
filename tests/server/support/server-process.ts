/**
 * The real server process (`node server/src/main.ts`) as an operator starts it, on a free port, for
 * tests that need a process of its own: start-up output, crashes, restarts of what it depends on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const node = path.join(root, 'node_modules/.bin/node');

export interface RunningServer {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
  /** null while it runs. */
  exitCode: () => number | null | undefined;
}

const running = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function launchServer(env: Record<string, string>, port: number): RunningServer {
  let output = '';
  let exitCode: number | null | undefined;
  const child = spawn(node, ['server/src/main.ts'], {
    cwd: root,
    // Only what the test gives: no DATABASE_URL, JWT_SECRET or NODE_ENV leaks in from the runner.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      exitCode = code;
      resolve(code);
    }),
  );
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited, exitCode: () => exitCode };
}

/** Starts the server and waits for its health check's 200. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const server = launchServer(env, await freePort());
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode() !== undefined) throw new Error(`server exited with ${server.exitCode()}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.base}/api/health`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}

export async function stopServer(server: RunningServer): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** For afterAll: whatever a failed test left running. */
export function killRunningServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function callApi(server: RunningServer, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${server.base}${pathname}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}
