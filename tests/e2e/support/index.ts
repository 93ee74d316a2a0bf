/**
 * End-to-end support: the real product started as `npm start` would (node server/dist/code/main.js, the
 * server compiled by the build, over the built site and admin), on a fresh DATA_DIR and a free port, and Debian's Chromium driven by
 * playwright-core. The server's stdout is kept, so tests read the console SMS line like a person
 * reads their phone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { DEFAULT_ADMIN as BOOTSTRAP_ADMIN } from '../../../server/src/bootstrap.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** The first admin a new development database gets (bootstrap.ts): the one definition. */
export const DEFAULT_ADMIN: { email: string; password: string } = { ...BOOTSTRAP_ADMIN };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the process printed on stdout so far. */
  output(): string;
  /** The 4-digit code of the latest console SMS to +<countryCode><mobile>, waiting for it to appear. */
  latestCode(countryCode: string, mobileNumber: string, options?: { after?: number; timeoutMs?: number }): Promise<string>;
  /** How many console SMS lines were printed so far (pass as `after` to wait for a newer one). */
  smsCount(): number;
  stop(): Promise<void>;
}

/**
 * Starts the product on a fresh data directory. `env` adds or overrides configuration. The database
 * is a copy of the run's migrated one (global-setup.ts), except with SEED_DEMO: the demo content is
 * added only to a database the server creates, so that server starts from an empty directory.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-e2e-'));
  if (env.SEED_DEMO !== 'true') await cp(path.join(inject('e2eDataTemplate'), 'db'), path.join(dataDir, 'db'), { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['server/dist/code/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stdout}\n${stderr}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${stdout}\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const smsLines = () => stdout.split('\n').filter((line) => line.startsWith('SMS to +'));
  return {
    url,
    dataDir,
    output: () => stdout,
    smsCount: () => smsLines().length,
    async latestCode(countryCode, mobileNumber, options = {}) {
      const prefix = `SMS to +${countryCode}${mobileNumber}: `;
      const until = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const lines = smsLines()
          .slice(options.after ?? 0)
          .filter((line) => line.startsWith(prefix));
        const code = lines.at(-1)?.match(/\b(\d{4})\b/)?.[1];
        if (code) return code;
        if (Date.now() > until) throw new Error(`no SMS to +${countryCode}${mobileNumber} in:\n${stdout}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

type ServerEnv = Record<string, string>;

/**
 * The fixture of every e2e file: the product (started as by `npm start`, `env` added) and a
 * browser, started before the file's tests and stopped after them; each file gets its own.
 * Call it at the top of the file; a `beforeAll` registered after it may already use both.
 * `env` may be a function when it depends on something a previous `beforeAll` started.
 */
export function useProduct(env: ServerEnv | (() => ServerEnv) = {}): { server: RunningServer; browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return { server: startedLater('server', () => server), browser: startedLater('browser', () => browser) };
}

/** Stands for what `current` returns once the hooks started it, so files name `server` and `browser` once. */
function startedLater<T extends object>(name: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_stand, property) {
      const target = current();
      if (!target) throw new Error(`the ${name} is used before useProduct's beforeAll started it`);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  return { context, page };
}

/** Islands hydrate after the HTML paints: wait for them before typing, or the input is lost. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 });
}

/** Signs in as admin through the API and returns the token (for arranging data quickly). */
export async function adminToken(server: RunningServer, credentials = DEFAULT_ADMIN): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Calls the API as the given bearer and returns the parsed JSON, failing loudly on an error status. */
export async function api<T = unknown>(
  server: RunningServer,
  method: string,
  pathname: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
