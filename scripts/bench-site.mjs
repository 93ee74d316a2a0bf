// The public site's speed budgets, printed as figures (never a timed test). Run by `npm run bench`.
//
// 1. Starts the real server (server/src/main.ts) on a fresh data directory and fills it through the
//    admin API with a realistic catalogue: 24 trips with 3 photos each, 20 reviews, statistics.
// 2. JavaScript of the landing page on first load, gzip, React included (budget: 100 KB): every
//    module the page's scripts and islands import, and what Chromium actually fetched after
//    scrolling the whole page.
// 3. Lighthouse (mobile, Debian's Chromium) on the landing page: performance >= 95,
//    accessibility, best practices and SEO 100.
// 4. Throughput of the cached landing page against the same bytes from @fastify/static, with
//    autocannon, one after the other in this run.
//
// Options: --skip-lighthouse, --skip-load, --duration=<seconds> (default 10).
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const durationArg = process.argv.find((a) => a.startsWith('--duration='));
const loadSeconds = durationArg ? Number(durationArg.split('=')[1]) : 10;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const admin = { email: 'bench-admin@example.in', password: 'bench-admin-password' };
const budgets = { jsGzipKb: 100, performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

let failures = 0;
const report = (label, value, ok) => {
  if (ok === false) failures += 1;
  console.log(`${ok === undefined ? '  ' : ok ? 'ok' : 'XX'} ${label.padEnd(60)} ${value}`);
};

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startProduct() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
      SMS_PROVIDER: 'console',
      SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server not healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(url, method, pathname, token, body) {
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
  const palettes = [['#87b5e5', '#f4d7a1', '#3f6b3a'], ['#f6a96b', '#ffe0b2', '#6d4c41'], ['#9fd3c7', '#e0f2f1', '#00695c'], ['#c5cae9', '#fff9c4', '#4e342e']];
  const files = [];
  for (let i = 0; i < count; i += 1) {
    const [sky, haze, hill] = palettes[i % palettes.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/><circle cx="${300 + (i * 97) % 1000}" cy="220" r="90" fill="#fff3c4"/><path d="M0 700 L${200 + (i * 53) % 400} ${420 + (i * 31) % 120} L800 650 L${1100 + (i * 41) % 300} 380 L1600 640 L1600 1000 L0 1000Z" fill="${hill}"/></svg>`;
    const file = path.join(directory, `photo-${i}.jpg`);
    await sharp(Buffer.from(svg))
      .composite([{ input: { create: { width: 1600, height: 1000, channels: 4, background: '#00000000', noise: { type: 'gaussian', mean: 128, sigma: 22 } } }, blend: 'soft-light' }])
      .jpeg({ quality: 82 })
      .toFile(file);
    files.push(`/uploads/bench/photo-${i}.jpg`);
  }
  return files;
}

async function fillCatalogue(product) {
  const { token } = await call(product.url, 'POST', '/api/auth/login', undefined, admin);
  const photos = await makePhotos(product.dataDir, 24);
  const places = ['Spiti Valley', 'Kerala Backwaters', 'Hampi', 'Meghalaya', 'Rishikesh', 'Jaisalmer', 'Andaman Islands', 'Varanasi', 'Coorg', 'Ladakh', 'Sikkim', 'Goa', 'Udaipur', 'Munnar', 'Kasol', 'Pondicherry', 'Darjeeling', 'Ranthambore', 'Gokarna', 'Tawang', 'Khajuraho', 'Kutch', 'Mcleodganj', 'Ziro Valley'];
  for (const [i, place] of places.entries()) {
    await call(product.url, 'POST', '/api/admin/trips', token, {
      place,
      price: 8999 + i * 1500,
      days: `${3 + (i % 5)}N/${4 + (i % 5)}D`,
      groupSize: 8 + (i % 10),
      startDate: `2030-0${1 + (i % 9)}-1${i % 8}`,
      endDate: `2030-0${1 + (i % 9)}-2${i % 8}`,
      description: `${place}: small-group departure with local guides, handpicked stays, all transfers and most meals included.`,
      googleSheetUrl: 'https://docs.google.com/spreadsheets/d/bench-booking',
      images: [photos[i], photos[(i + 7) % 24], photos[(i + 13) % 24]],
    });
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
}

/** Every module reachable from the landing page's scripts and islands, with gzip sizes. */
async function landingModuleGraph(url, html) {
  const entries = new Set();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) entries.add(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+\.js)"/g)) entries.add(m[1]);
  for (const m of html.matchAll(/<script type="module"[^>]*>([^<]*)<\/script>/g)) {
    for (const i of m[1].matchAll(/(?:import\s*\(|from\s*|import\s*)["']([^"']+\.js)["']/g)) entries.add(i[1]);
  }
  const seen = new Map();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    const body = await (await fetch(new URL(file, url), { headers: { 'accept-encoding': 'identity' } })).text();
    seen.set(file, gzipSync(body, { level: 9 }).length);
    for (const m of body.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(new URL(m[1], new URL(file, url)).pathname);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/application\/ld\+json/.test(m[0]))
    .map((m) => m[1])
    .join('\n');
  return { modules: seen, inlineGzip: gzipSync(inline, { level: 9 }).length };
}

async function chromiumScriptBytes(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((f) => f !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let bytes = 0;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes().catch(() => null);
      bytes += sizes?.responseBodySize ?? 0;
    });
    await page.goto(`${url}/trips`, { waitUntil: 'networkidle' });
    for (let y = 0; y < 30; y += 1) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(80);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return bytes;
  } finally {
    await browser.close();
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is tried again. */
async function lighthouse(url, tries = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`   lighthouse run failed (${String(error.message).split('\n')[0].slice(0, 120)}), trying again`);
    }
  }
}

function lighthouseOnce(url) {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [url, '--output=json', `--output-path=${out}`, '--quiet', '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${chromiumFlags.join(' ')}`],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', timeout: 240_000 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr}`);
  return readFile(out, 'utf8').then(async (text) => {
    await rm(out, { force: true });
    return JSON.parse(text);
  });
}

async function throughput(url, headers, seconds = loadSeconds) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * The same landing bytes served by @fastify/static from files in its own process: index.html and
 * its brotli form index.html.br (preCompressed, as a static server would serve a prepared page).
 * It runs on the same stack as the product (Fastify with a warn-level logger and @fastify/helmet),
 * so the figures compare the two handlers, not two framework setups.
 */
async function startStaticTwin(html, brotli) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-static-'));
  await writeFile(path.join(dir, 'index.html'), html);
  await writeFile(path.join(dir, 'index.html.br'), brotli);
  const port = await freePort();
  const script = `
    import Fastify from 'fastify';
    import fastifyHelmet from '@fastify/helmet';
    import fastifyStatic from '@fastify/static';
    const app = Fastify({ logger: { level: 'warn' } });
    await app.register(fastifyHelmet);
    await app.register(fastifyStatic, { root: ${JSON.stringify(dir)}, preCompressed: true, prefix: '/trips/' });
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(root, 'server'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => String(c).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`static twin exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/trips/`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Alternates the two servers so that noise from other work on the machine hits both; best of each. */
async function compare(label, ourUrl, staticUrl, headers) {
  const best = { ours: null, static: null };
  await throughput(ourUrl, headers, 2).catch(() => null);
  await throughput(staticUrl, headers, 2).catch(() => null);
  for (let round = 0; round < 3; round += 1) {
    const ours = await throughput(ourUrl, headers);
    const other = await throughput(staticUrl, headers);
    if (!best.ours || ours.rps > best.ours.rps) best.ours = ours;
    if (!best.static || other.rps > best.static.rps) best.static = other;
  }
  report(`${label}: cached landing page`, `${best.ours.rps} req/s (p99 ${best.ours.p99} ms, errors ${best.ours.errors})`);
  report(`${label}: same bytes from @fastify/static`, `${best.static.rps} req/s (p99 ${best.static.p99} ms, errors ${best.static.errors})`);
  return best;
}

const product = await startProduct();
try {
  await fillCatalogue(product);
  const html = await (await fetch(`${product.url}/trips`, { headers: { 'accept-encoding': 'identity' } })).text();
  // fetch() decompresses: the wire size is the Content-Length of the compressed variant.
  const wireSize = async (encoding) => {
    const response = await fetch(`${product.url}/trips`, { headers: { 'accept-encoding': encoding } });
    await response.arrayBuffer();
    return Number(response.headers.get('content-length')) / 1024;
  };
  console.log('Landing page with 24 trips (3 photos each), 20 reviews');
  const sizes = [Buffer.byteLength(html) / 1024, await wireSize('gzip'), await wireSize('br')];
  report('HTML identity / gzip / brotli', sizes.map((kb) => `${kb.toFixed(1)} KB`).join(' / '));

  const { modules, inlineGzip } = await landingModuleGraph(product.url, html);
  const moduleGzip = [...modules.values()].reduce((a, b) => a + b, 0);
  const totalKb = (moduleGzip + inlineGzip) / 1024;
  report(`JS modules reachable from the page (${modules.size})`, `${(moduleGzip / 1024).toFixed(1)} KB gzip`);
  report('JS inline in the HTML', `${(inlineGzip / 1024).toFixed(1)} KB gzip`);
  report(`Landing JS, first load, gzip (budget ${budgets.jsGzipKb} KB)`, `${totalKb.toFixed(1)} KB`, totalKb <= budgets.jsGzipKb);
  const fetched = await chromiumScriptBytes(product.url);
  report('JS Chromium fetched (whole page scrolled, wire)', `${(fetched / 1024).toFixed(1)} KB`, fetched / 1024 <= budgets.jsGzipKb);

  if (!args.has('--skip-lighthouse')) {
    // Lighthouse's own advice: several runs, the median. Scores move with whatever else the machine runs.
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await lighthouse(`${product.url}/trips`));
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    report('Lighthouse performance of three runs', runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', '));
    const result = runs[1];
    for (const [id, category] of Object.entries(result.categories)) {
      const score = Math.round(category.score * 100);
      report(`Lighthouse mobile ${category.title}, median run (budget ${budgets[id]})`, String(score), score >= budgets[id]);
    }
    const audits = result.audits;
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      report(`  ${audits[id].title}`, audits[id].displayValue ?? '');
    }
    const failed = Object.values(result.categories)
      .flatMap((c) => c.auditRefs.map((ref) => audits[ref.id]))
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'metricSavings');
    for (const audit of failed) report(`  below 1: ${audit.id}`, String(audit.score));
    for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
      report(`  main thread: ${item.groupLabel}`, `${Math.round(item.duration)} ms`);
    }
    for (const task of (audits['long-tasks']?.details?.items ?? []).slice(0, 5)) {
      report(`  long task: ${String(task.url).replace(/^https?:\/\/[^/]+/, '')}`, `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms`);
    }
  }

  if (!args.has('--skip-load')) {
    // The exact bytes the server sends for 'br' (fetch would decompress them).
    const brotliBody = await new Promise((resolve, reject) => {
      http.get(`${product.url}/trips`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    if (brotliDecompressSync(brotliBody).toString() !== html) throw new Error('brotli form differs from the page');
    const twin = await startStaticTwin(html, brotliBody);
    try {
      console.log(`Throughput, 50 connections, ${loadSeconds} s runs, alternating, best of three`);
      const compressed = await compare('brotli (what browsers get)', `${product.url}/trips`, twin.url, { 'accept-encoding': 'br' });
      report(
        'Cached landing at least as fast as static (brotli)',
        `${(compressed.ours.rps / compressed.static.rps).toFixed(2)}x`,
        compressed.ours.rps >= compressed.static.rps && compressed.ours.errors === 0,
      );
      const identity = await compare('uncompressed', `${product.url}/trips`, twin.url, { 'accept-encoding': 'identity' });
      report('Cached landing vs static (uncompressed, bandwidth-bound)', `${(identity.ours.rps / identity.static.rps).toFixed(2)}x`);
    } finally {
      await twin.stop();
    }
  }
} finally {
  await product.stop();
}
process.exit(failures ? 1 : 0);
