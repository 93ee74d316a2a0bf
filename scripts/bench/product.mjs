// Starts the real product (server/src/main.ts) on a fresh data directory, fills a catalogue through
// the admin API (24 trips x 4 photos, 20 reviews, statistics; scripts/bench/catalogue.mjs) and measures the RSS of its process tree.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as catalogue from './catalogue.mjs';

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

/**
 * Uploads a photo as the back office does (admin/src/providers/uploads.ts): a presigned URL from the
 * API, then a PUT of the file to it. Trip photos are named after the place (`place`), others after
 * the file name. Returns the stored file's URL (/uploads/<key>, the key ending in random bits).
 */
export async function uploadPhoto(url, token, photo, { fileName, place = null }) {
  const upload = await call(url, 'POST', '/api/admin/upload/presigned-url', token, {
    fileName,
    fileType: 'image/jpeg',
    fileSize: photo.length,
    tripId: 'new',
    place: place ?? undefined,
  });
  const put = await fetch(upload.presignedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'x-amz-acl': 'public-read' },
    body: photo,
  });
  if (!put.ok) throw new Error(`PUT ${fileName}: ${put.status} ${await put.text()}`);
  return upload.fileUrl;
}

/** A trip of the bench catalogue (`catalogue.trips[i]`, or a copy of one beyond them) with its 4 photos uploaded. */
export async function createTrip(url, token, i, grain) {
  const { place, description } = catalogue.trips[i % catalogue.trips.length];
  const images = [];
  for (let n = 0; n < 4; n += 1) {
    const photo = await catalogue.makePhoto(i * 4 + n, grain);
    images.push(await uploadPhoto(url, token, photo, { fileName: `IMG_${20240300 + i * 4 + n}.jpg`, place }));
  }
  const { trip } = await call(url, 'POST', '/api/admin/trips', token, {
    place: i < catalogue.trips.length ? place : `${place} ${Math.floor(i / catalogue.trips.length) + 1}`,
    price: 8999 + i * 1500,
    days: `${3 + (i % 5)}N/${4 + (i % 5)}D`,
    groupSize: 8 + (i % 10),
    startDate: `2030-0${1 + (i % 9)}-1${i % 8}`,
    endDate: `2030-0${1 + (i % 9)}-2${i % 8}`,
    description,
    googleSheetUrl: 'https://docs.google.com/spreadsheets/d/bench-booking',
    images,
  });
  return trip.id;
}

/**
 * The bench catalogue (scripts/bench/catalogue.mjs) through the admin API: 24 trips with 4 photos of their
 * own each, 20 reviews of those trips (every fourth with a photo), statistics. Returns the admin token and the trip ids.
 */
export async function fillCatalogue(product) {
  const { token } = await call(product.url, 'POST', '/api/auth/login', undefined, admin);
  const grain = catalogue.makeGrain();
  const tripIds = [];
  for (let i = 0; i < catalogue.trips.length; i += 1) tripIds.push(await createTrip(product.url, token, i, grain));
  for (const [i, review] of catalogue.reviews.entries()) {
    const photo = review.withPhoto ? await catalogue.makePhoto(500 + i, grain) : null;
    await call(product.url, 'POST', '/api/admin/reviews', token, {
      reviewerName: review.reviewerName,
      rating: review.rating,
      reviewText: review.reviewText,
      tripId: tripIds[catalogue.trips.findIndex((trip) => trip.place === review.trip)],
      images: photo ? [await uploadPhoto(product.url, token, photo, { fileName: `IMG_20240${410 + i}_0915${10 + i}.jpg` })] : [],
    });
  }
  await call(product.url, 'PUT', '/api/statistics', token, { amazingTrips: 240, happyTravelers: 5200, destinations: 64 });
  return { token, tripIds };
}
