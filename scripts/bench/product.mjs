// Starts the real product as a newcomer does (`npm start`: npm, sh, node) on a fresh data directory, fills a catalogue
// through the admin API (24 trips x 4 photos, 20 reviews, statistics; scripts/bench/catalogue.mjs) and measures the
// memory of its process tree: the kernel's high-water mark (VmHWM) of every process, from its first instruction.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const admin = { email: 'bench-admin@example.in', password: 'bench-admin-password' };

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A process and all its descendants, read from /proc. */
async function processTree(pid) {
  const children = new Map();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift();
    tree.push(current);
    queue.push(...(children.get(current) ?? []));
  }
  return tree;
}

/** Sums `read(pid)` over a process tree; a process that ended meanwhile counts 0. */
async function sumOverTree(pid, read) {
  let total = 0;
  for (const member of await processTree(pid)) {
    try {
      total += read(member);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** RSS in bytes of a process and all its descendants. */
export const treeRss = (pid) =>
  sumOverTree(pid, (member) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0) * 1024);

/** CPU time (user + system) in ms used so far by one process; throws when it has ended. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (user + system) in ms used so far by a process and all its descendants. */
export const treeCpuMs = (pid) => sumOverTree(pid, cpuMs);

/**
 * Time in ms the processes' main threads were ready to run but waited for a core (/proc/<pid>/schedstat, second field,
 * in ns): on a machine shared with other work, req/s follows this more than the server's own cost.
 */
export const treeWaitMs = (pid) =>
  sumOverTree(pid, (member) => Number(readFileSync(`/proc/${member}/schedstat`, 'utf8').split(' ')[1]) / 1e6);

/** Whether a process still runs (the processes of the tree that serve, as opposed to the start's short steps). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** VmHWM (the most RSS the process ever had) and its command name, from /proc. */
function highWaterMark(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { name: /Name:\s+(\S+)/.exec(status)?.[1] ?? '?', bytes: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024 };
}

/**
 * The high-water mark of a process tree: every process's VmHWM, read every 100 ms (a process that ends between two
 * reads keeps its last value) and once more when stopped, which must be before the processes exit. Returns the sum and
 * each process's part.
 */
export function highWaterMarks(pid) {
  const seen = new Map();
  const read = async () => {
    for (const member of await processTree(pid)) {
      try {
        const mark = highWaterMark(member);
        if (mark.bytes >= (seen.get(member)?.bytes ?? 0)) seen.set(member, mark);
      } catch {
        // ended meanwhile: its last value stays
      }
    }
  };
  let running = true;
  const loop = (async () => {
    while (running) {
      await read();
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const marks = () => {
    const parts = [...seen.entries()].map(([member, mark]) => ({ pid: member, ...mark }));
    return { total: parts.reduce((sum, part) => sum + part.bytes, 0), parts };
  };
  return {
    /** The marks so far, reading them again first (the processes keep running). */
    async current() {
      await read();
      return marks();
    },
    async stop() {
      running = false;
      await loop;
      await read();
      return marks();
    },
  };
}

/**
 * Starts the product with `npm start` (npm, sh, node: what a newcomer runs), in its own process group;
 * `databaseUrl` empty means the embedded database, `dataDir` reuses a data directory, `production` sets
 * NODE_ENV=production (otherwise unset: the default mode), `onStdoutLine(line)` is called with each whole line of the
 * server's stdout as it arrives (the console providers' messages). Returns its URL, the time from spawn to the first
 * 200 of /api/health, and the process (npm's pid: the root of the tree).
 */
export async function startProduct({
  databaseUrl = '',
  dataDir: existingDataDir = '',
  production = false,
  extraEnv = {},
  onStdoutLine = null,
} = {}) {
  const dataDir = existingDataDir || (await mkdtemp(path.join(os.tmpdir(), 'travel-bench-')));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const env = { ...process.env };
  delete env.NODE_ENV;
  // As typed in a shell: without the directories `npm run bench` put first on PATH, npm itself runs on the
  // system's Node, as a newcomer's does (on the pinned Node 24 it takes ~8 MB more); `npm start` puts them back for
  // the server.
  env.PATH = (env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`) && !dir.includes('node-gyp-bin'))
    .join(path.delimiter);
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: {
      ...env,
      ...(production ? { NODE_ENV: 'production' } : {}),
      PUBLIC_URL: url,
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
      SMS_PROVIDER: 'console',
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
      PAYMENT_UPI_ID: 'wanderindia@okhdfc',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // From the spawn: the short-lived processes of `npm start` (its check and build steps) are seen too.
  const marks = highWaterMarks(child.pid);
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  if (onStdoutLine) createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', onStdoutLine);
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server not healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const startSeconds = (performance.now() - started) / 1000;
  return {
    url,
    dataDir,
    pid: child.pid,
    startSeconds,
    /** The processes' high-water marks so far (read them before `stop`). */
    highWaterMarks: () => marks.stop(),
    /** The same, while the processes keep running: after each step, to see which one set the mark. */
    highWaterMarksSoFar: () => marks.current(),
    output: () => output,
    async stop({ keepData = false } = {}) {
      await marks.stop();
      // A process ended by a signal keeps exitCode null: signalCode says it ended.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // The whole group: npm, its shell and the server.
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // the group ended meanwhile
        }
        await exited;
        await waitForGroupExit(child.pid);
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Until no process of the group is left (the server closes its database after npm has exited). */
async function waitForGroupExit(pgid) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
  }
}
