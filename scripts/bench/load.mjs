// Throughput with wrk (one thread, 50 connections) against the product and against nginx serving
// the very bytes the product sent, in the same run: the ratio is what the product costs over a
// server that does nothing but send a file. nginx runs as our own process on a random port.
// On a shared machine req/s and p99 follow the load of others; the CPU time each server spent
// per request (from /proc) barely does, so it is printed beside them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, treeCpuMs, treeWaitMs } from './product.mjs';

/** The exact bytes and headers the product sends (fetch would decompress them). */
export function capture(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * A reference server once it answers `probe` (5 s at most): its URL, its process (for the CPU time per request), and a
 * stop that ends it with `stopSignal` and removes its directory.
 */
async function referenceServer({ name, child, port, dir, probe, stopSignal }) {
  const url = `http://127.0.0.1:${port}`;
  const answering = async () =>
    fetch(`${url}${probe}`)
      .then((r) => r.ok)
      .catch(() => false);
  for (let i = 0; !(await answering()); i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited`);
    if (i >= 100) throw new Error(`${name} did not answer ${url}${probe}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill(stopSignal);
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** nginx serving each captured response at its own path, with the same type and encoding. */
export async function startNginx(responses) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-nginx-'));
  const port = await freePort();
  const locations = [];
  for (const [i, { pathname, response }] of responses.entries()) {
    const file = path.join(dir, `body-${i}`);
    await writeFile(file, response.body);
    const encoding = response.headers['content-encoding'];
    locations.push(`location = ${pathname} {
      default_type "${response.headers['content-type']}";
      ${encoding ? `add_header Content-Encoding ${encoding};` : ''}
      add_header Vary Accept-Encoding;
      alias ${file};
    }`);
  }
  const server = `server {
    listen 127.0.0.1:${port};
    ${locations.join('\n    ')}
  }`;
  const child = await spawnNginx(dir, server, 'sendfile on;\n  tcp_nopush on;');
  return referenceServer({ name: 'nginx', child, port, dir, probe: responses[0].pathname, stopSignal: 'SIGQUIT' });
}

/**
 * nginx as our own process (no daemon, in a session of its own) with `server` (one or more blocks of nginx's http
 * context) and `httpSettings` in a main configuration of its own under `dir`.
 */
async function spawnNginx(dir, server, httpSettings = '') {
  const conf = `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  ${httpSettings}
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${server}
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  // In a session of its own, as the product (startProduct): with the kernel's autogroups each session gets its share of
  // the CPU, so nginx sharing the bench's session with the load generator would be scheduled unlike the product.
  return spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/**
 * nginx in front of the product's replicas (`upstreamUrls`) as deployed: deploy/nginx.conf as written, its upstream
 * servers and its listen port replaced (as tests/server/deployment/cluster.ts does), so the bench measures the
 * deployment's proxy shape (keepalive to the replicas, one proxy hop in X-Forwarded-For).
 */
export async function startProxy(upstreamUrls, port) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-proxy-'));
  let site = await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const upstreams = /(\n\s*)server app1:3000 max_fails=0;\s*server app2:3000 max_fails=0;/;
  if (!upstreams.test(site) || !/listen 80;/.test(site)) throw new Error('deploy/nginx.conf changed shape: update startProxy');
  site = site
    .replace(upstreams, (_, indent) => upstreamUrls.map((url) => `${indent}server ${new URL(url).host} max_fails=0;`).join(''))
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  const child = await spawnNginx(dir, site);
  return referenceServer({ name: 'nginx (deploy/nginx.conf)', child, port, dir, probe: '/nginx-health', stopSignal: 'SIGQUIT' });
}

/** A bare `node:http` server (bare-node.mjs) answering the captured responses with their headers, in a session of its own. */
export async function startBareNode(responses) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-bare-node-'));
  const port = await freePort();
  const file = path.join(dir, 'answers.json');
  const hopByHop = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const answers = responses.map(({ pathname, response }) => ({
    pathname,
    headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !hopByHop.has(name))),
    body: response.body.toString('base64'),
  }));
  await writeFile(file, JSON.stringify(answers));
  // The product's own V8 flags (package.json's start script), so the two differ only in the code that answers.
  const script = new URL('./bare-node.mjs', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    ['--no-allocation-site-pretenuring', '--max-semi-space-size=1', '--max-old-space-size=384', script, String(port), file],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  return referenceServer({ name: 'the bare node:http server', child, port, dir, probe: responses[0].pathname, stopSignal: 'SIGTERM' });
}

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

/** One wrk run: requests per second, p99 latency in ms, requests answered and non-2xx/3xx answers. */
export function wrk(url, { seconds = 10, headers = {} } = {}) {
  const args = ['-t1', '-c50', `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const result = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.error}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1] ?? 0);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(result.stdout);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(result.stdout);
  const requests = Number(/(\d+) requests in/.exec(result.stdout)?.[1] ?? 0);
  return { rps: Math.round(rps), p99: p99 ? toMs(p99[1], p99[2]) : Number.NaN, requests, errors: Number(errors?.[1] ?? 0) };
}

/** A wrk run with the CPU time the server's process tree spent per request, in microseconds. */
async function measured(url, pid, options) {
  const before = await treeCpuMs(pid);
  const waitedBefore = await treeWaitMs(pid);
  const started = performance.now();
  const run = wrk(url, options);
  const elapsedMs = performance.now() - started;
  const cpuMs = (await treeCpuMs(pid)) - before;
  const waitedMs = (await treeWaitMs(pid)) - waitedBefore;
  return {
    ...run,
    cpuUsPerRequest: run.requests ? (cpuMs * 1000) / run.requests : Number.NaN,
    /** Share of the run the server was ready to run but waiting for a core (others' work, wrk). */
    waitingShare: waitedMs / elapsedMs,
  };
}

/**
 * Alternates product, nginx and the bare node:http server (noise from other work hits all three); the best of `rounds`
 * each. `pids` are their processes, for the CPU time per request.
 */
export async function compareWithNginx(productUrl, nginxUrl, bareNodeUrl, { pids, rounds = 2, seconds = 10, headers = {} }) {
  for (const url of [productUrl, nginxUrl, bareNodeUrl]) wrk(url, { seconds: 2, headers });
  let ours = null;
  let nginx = null;
  let bareNode = null;
  for (let round = 0; round < rounds; round += 1) {
    const a = await measured(productUrl, pids.product, { seconds, headers });
    const b = await measured(nginxUrl, pids.nginx, { seconds, headers });
    const c = await measured(bareNodeUrl, pids.bareNode, { seconds, headers });
    if (!ours || a.rps > ours.rps) ours = a;
    if (!nginx || b.rps > nginx.rps) nginx = b;
    if (!bareNode || c.rps > bareNode.rps) bareNode = c;
  }
  return { ours, nginx, bareNode, ratio: ours.rps / nginx.rps };
}
