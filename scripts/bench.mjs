// `npm run bench`: what a browser and a load generator receive, each figure beside its target;
// exits 1 when one is missed. A benchmark, not a test: kept out of `npm test`.
//
// 1. Start time of the product on an existing build, and RSS of its process tree (idle, loaded, peak).
// 2. Bytes on the wire as Chromium receives them (DevTools Network events): landing, trip page,
//    admin dashboard (signed in).
// 3. Throughput with wrk (1 thread, 50 connections) of /trips and /api/public/trips (brotli), beside
//    nginx serving the same captured bytes in the same run: req/s, ratio to nginx, p99, and the CPU
//    time per request of each server (steadier than req/s when other work shares the machine).
// 4. Lighthouse mobile, median of 3, on /trips (a guest) and on a trip page (a signed-in traveller).
// The same catalogue each time: 24 trips x 4 photos, 20 reviews. With DATABASE_URL set, the product
// runs on that PostgreSQL database (which it migrates; use an empty one) instead of the embedded one.
//
// Options: --skip-lighthouse, --skip-load, --seconds=<wrk run length> (default 10).
import os from 'node:os';
import { call, admin, fillCatalogue, rssSampler, startProduct, treeRss } from './bench/product.mjs';
import { capture, compareWithNginx, startNginx } from './bench/load.mjs';
import { adminSession, lighthouse, travellerSession, travellerStorage, wireBytes } from './bench/wire.mjs';

const args = new Set(process.argv.slice(2));
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 10);
const targets = {
  startSeconds: 3,
  adminScriptKb: 300,
  throughputRatio: 0.3,
  p99Ms: 10,
  peakRssMb: 700,
  lcpSeconds: 1.0,
  score: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
};

let missed = 0;
const report = (label, value, target, ok) => {
  if (ok === false) missed += 1;
  const mark = ok === undefined ? '  ' : ok ? 'ok' : 'XX';
  console.log(`${mark} ${label.padEnd(52)} ${String(value).padStart(16)}   ${target ? `target ${target}` : ''}`);
};
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mb = (bytes) => Math.round(bytes / 1048576);
const kb = (bytes) => (bytes / 1024).toFixed(1);

// A first start creates and migrates the database; the figure that matters is a start on existing data.
const first = await startProduct({ databaseUrl: process.env.DATABASE_URL ?? '' });
const { tripIds } = await fillCatalogue(first);
const dataDirKept = first.dataDir;
await first.stop({ keepData: true });
const product = await startProduct({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir: dataDirKept });
const peak = rssSampler(product.pid);
try {
  console.log(
    `Product on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}: 24 trips x 4 photos, 20 reviews`,
  );
  report(
    'Start on an existing build and data (s)',
    product.startSeconds.toFixed(2),
    `<= ${targets.startSeconds}`,
    product.startSeconds <= targets.startSeconds,
  );
  report('RSS of the process tree, idle (MB)', mb(await treeRss(product.pid)));

  const login = await call(product.url, 'POST', '/api/auth/login', undefined, admin);
  // Trip details need a signed-in traveller (docs/product.md): a guest would be measured on /login.
  const traveller = await travellerSession(product);
  const screens = [
    ['Landing /trips', `${product.url}/trips`, {}],
    ['Trip page (signed in)', `${product.url}/trip/${tripIds[0]}`, { prepare: travellerStorage(traveller) }],
    [
      'Admin dashboard (signed in)',
      `${product.url}/admin/dashboard`,
      { prepare: adminSession({ token: login.token, admin: login.admin }) },
    ],
  ];
  for (const [label, url, options] of screens) {
    const bytes = await wireBytes(url, options);
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    const script = bytes.script ?? 0;
    const isAdmin = label.startsWith('Admin');
    report(
      `${label}: JavaScript on the wire (KB)`,
      kb(script),
      isAdmin ? `<= ${targets.adminScriptKb}` : '',
      isAdmin ? script / 1024 <= targets.adminScriptKb : undefined,
    );
    report(`${label}: everything on the wire (KB)`, kb(total), '', undefined);
    console.log(
      `     by type: ${Object.entries(bytes)
        .map(([type, n]) => `${type} ${kb(n)}`)
        .join(', ')}`,
    );
  }

  if (!args.has('--skip-load')) {
    const br = { 'accept-encoding': 'br' };
    const paths = ['/trips', '/api/public/trips'];
    const responses = [];
    for (const pathname of paths) responses.push({ pathname, response: await capture(`${product.url}${pathname}`, br) });
    const nginx = await startNginx(responses);
    const load = os.loadavg().map((n) => n.toFixed(1));
    console.log(`   Machine load average before the runs: ${load.join(', ')} (${os.cpus().length} cores)`);
    try {
      for (const { pathname, response } of responses) {
        const {
          ours,
          nginx: other,
          ratio,
        } = await compareWithNginx(`${product.url}${pathname}`, `${nginx.url}${pathname}`, {
          pids: { product: product.pid, nginx: nginx.pid },
          seconds,
          headers: br,
        });
        console.log(`   ${pathname} (${response.headers['content-encoding']}, ${kb(response.body.length)} KB), nginx ${other.rps} req/s`);
        const neededRps = Math.ceil(targets.throughputRatio * other.rps);
        report(
          `${pathname}: req/s, ratio to nginx`,
          `${ours.rps} = ${ratio.toFixed(2)}x`,
          `>= ${targets.throughputRatio}x = ${neededRps} req/s`,
          ratio >= targets.throughputRatio,
        );
        report(
          `${pathname}: p99 latency (ms)`,
          ours.p99.toFixed(1),
          `<= ${targets.p99Ms} (nginx ${other.p99.toFixed(1)})`,
          ours.p99 <= targets.p99Ms,
        );
        report(`${pathname}: answers other than 2xx/3xx`, ours.errors, '= 0', ours.errors === 0);
        report(
          `${pathname}: CPU per request, ours / nginx (us)`,
          `${ours.cpuUsPerRequest.toFixed(1)} / ${other.cpuUsPerRequest.toFixed(1)}`,
        );
      }
    } finally {
      await nginx.stop();
    }
    report('RSS of the process tree, after load (MB)', mb(await treeRss(product.pid)));
  }

  if (!args.has('--skip-lighthouse')) {
    for (const [label, url, session] of [
      ['/trips', `${product.url}/trips`, undefined],
      ['trip page (signed in)', `${product.url}/trip/${tripIds[0]}`, traveller],
    ]) {
      const runs = [];
      for (let run = 0; run < 3; run += 1) runs.push(await lighthouse(url, { session }));
      runs.sort((a, b) => a.audits['largest-contentful-paint'].numericValue - b.audits['largest-contentful-paint'].numericValue);
      const median = runs[1];
      const lcp = median.audits['largest-contentful-paint'].numericValue / 1000;
      // Lighthouse's simulated timings follow CPU time: a busy machine shows as slower pages.
      const lcps = runs.map((r) => r.audits['largest-contentful-paint'].displayValue).join(', ');
      console.log(`   ${label}: Lighthouse mobile LCP of the 3 runs ${lcps}; load average ${loadAverage()}`);
      report(`${label}: LCP, median of 3 runs (s)`, lcp.toFixed(2), `<= ${targets.lcpSeconds}`, lcp <= targets.lcpSeconds);
      for (const [id, category] of Object.entries(median.categories)) {
        const score = Math.round(category.score * 100);
        report(`${label}: Lighthouse ${category.title}`, score, `>= ${targets.score[id]}`, score >= targets.score[id]);
      }
    }
  }
  const peakBytes = await peak.stop();
  report('RSS of the process tree, peak (MB)', mb(peakBytes), `<= ${targets.peakRssMb}`, mb(peakBytes) <= targets.peakRssMb);
} finally {
  await peak.stop();
  await product.stop();
}
console.log(missed ? `\n${missed} target(s) missed` : '\nevery target met');
process.exit(missed ? 1 : 0);
