// Starts the real product (server/src/main.ts) on a fresh data directory, fills a catalogue through
// the admin API (24 trips x 4 photos, 20 reviews, statistics) and measures the RSS of its process tree.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

/** CPU time (user + system) in ms used so far by a process and all its descendants. */
export const treeCpuMs = (pid) =>
  sumOverTree(pid, (member) => {
    const stat = readFileSync(`/proc/${member}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  });

/** Samples the tree's RSS every 100 ms until stopped; returns the peak. */
export function rssSampler(pid) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRss(pid));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    get peak() {
      return peak;
    },
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/**
 * Starts the product; `databaseUrl` empty means the embedded database, `dataDir` reuses a data
 * directory. Returns its URL, the time from spawn to the first 200 of /api/health, and the process.
 */
export async function startProduct({ databaseUrl = '', dataDir: existingDataDir = '', extraEnv = {} } = {}) {
  const dataDir = existingDataDir || (await mkdtemp(path.join(os.tmpdir(), 'travel-bench-')));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: url,
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
      SMS_PROVIDER: 'console',
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
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
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
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
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(url, method, pathname, token, body) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Photo-like JPEGs (gradient sky, hills, grain) at a camera-ish 1600 px, so sizes are realistic. */
async function makePhotos(dataDir, count) {
  const { default: sharp } = await import('sharp');
  const directory = path.join(dataDir, 'uploads', 'bench');
  await mkdir(directory, { recursive: true });
  const palettes = [
    ['#87b5e5', '#f4d7a1', '#3f6b3a'],
    ['#f6a96b', '#ffe0b2', '#6d4c41'],
    ['#9fd3c7', '#e0f2f1', '#00695c'],
    ['#c5cae9', '#fff9c4', '#4e342e'],
  ];
  const files = [];
  for (let i = 0; i < count; i += 1) {
    const [sky, haze, hill] = palettes[i % palettes.length];
    const ridge = `M0 700 L${200 + ((i * 53) % 400)} ${420 + ((i * 31) % 120)} L800 650 L${1100 + ((i * 41) % 300)} 380`;
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">',
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">',
      `<stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient></defs>`,
      '<rect width="1600" height="1000" fill="url(#g)"/>',
      `<circle cx="${300 + ((i * 97) % 1000)}" cy="220" r="90" fill="#fff3c4"/>`,
      `<path d="${ridge} L1600 640 L1600 1000 L0 1000Z" fill="${hill}"/></svg>`,
    ].join('');
    const file = path.join(directory, `photo-${i}.jpg`);
    await sharp(Buffer.from(svg))
      .composite([
        {
          input: {
            create: { width: 1600, height: 1000, channels: 4, background: '#00000000', noise: { type: 'gaussian', mean: 128, sigma: 22 } },
          },
          blend: 'soft-light',
        },
      ])
      .jpeg({ quality: 82 })
      .toFile(file);
    files.push(`/uploads/bench/photo-${i}.jpg`);
  }
  return files;
}

const places = [
  'Spiti Valley',
  'Kerala Backwaters',
  'Hampi',
  'Meghalaya',
  'Rishikesh',
  'Jaisalmer',
  'Andaman Islands',
  'Varanasi',
  'Coorg',
  'Ladakh',
  'Sikkim',
  'Goa',
  'Udaipur',
  'Munnar',
  'Kasol',
  'Pondicherry',
  'Darjeeling',
  'Ranthambore',
  'Gokarna',
  'Tawang',
  'Khajuraho',
  'Kutch',
  'Mcleodganj',
  'Ziro Valley',
];

/** 24 trips with 4 photos each, 20 reviews, statistics. Returns the admin token and the trip ids. */
export async function fillCatalogue(product) {
  const { token } = await call(product.url, 'POST', '/api/auth/login', undefined, admin);
  const photos = await makePhotos(product.dataDir, 24);
  const tripIds = [];
  for (const [i, place] of places.entries()) {
    const { trip } = await call(product.url, 'POST', '/api/admin/trips', token, {
      place,
      price: 8999 + i * 1500,
      days: `${3 + (i % 5)}N/${4 + (i % 5)}D`,
      groupSize: 8 + (i % 10),
      startDate: `2030-0${1 + (i % 9)}-1${i % 8}`,
      endDate: `2030-0${1 + (i % 9)}-2${i % 8}`,
      description: `${place}: small-group departure with local guides, handpicked stays, all transfers and most meals included.`,
      googleSheetUrl: 'https://docs.google.com/spreadsheets/d/bench-booking',
      images: [photos[i], photos[(i + 7) % 24], photos[(i + 13) % 24], photos[(i + 19) % 24]],
    });
    tripIds.push(trip.id);
  }
  for (let i = 0; i < 20; i += 1) {
    await call(product.url, 'POST', '/api/admin/reviews', token, {
      reviewerName: `Traveller ${i + 1}`,
      rating: 4 + (i % 2),
      reviewText: 'Wonderfully organised trip: the guide knew every story, the stays were lovely and the group became friends.',
      images: i % 4 === 0 ? [photos[i]] : [],
    });
  }
  await call(product.url, 'PUT', '/api/statistics', token, { amazingTrips: 240, happyTravelers: 5200, destinations: 64 });
  return { token, tripIds };
}
