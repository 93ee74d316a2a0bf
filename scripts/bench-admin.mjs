#!/usr/bin/env node
/**
 * The admin's first-screen budget: the JavaScript (gzip) a signed-in admin's browser loads for
 * /admin/dashboard. It follows admin/dist/index.html's entry script through Vite's build manifest:
 * the entry and every chunk it imports statically, plus the lazily loaded dashboard chunk and its
 * static imports. Prints one line per chunk group and the total; exits 1 over the budget.
 *
 *   node scripts/bench-admin.mjs [--json] [--budget-kb 350]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'admin/dist');
const args = process.argv.slice(2);
const json = args.includes('--json');
const budgetIndex = args.indexOf('--budget-kb');
const budgetKb = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : 350;
const DASHBOARD_SOURCE = 'src/dashboard/Dashboard.tsx';

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('admin/dist/.vite/manifest.json is missing: run `npm run build -w admin` first.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');

// The entry named by index.html (not assumed): <script type="module" src="/admin/assets/index-*.js">.
const entryFile = /<script[^>]+type="module"[^>]+src="\/admin\/([^"]+)"/.exec(indexHtml)?.[1];
const entryKey = Object.keys(manifest).find((key) => manifest[key].file === entryFile);
if (!entryKey) {
  console.error(`index.html's entry script (${entryFile}) is not in the manifest.`);
  process.exit(2);
}
if (!manifest[DASHBOARD_SOURCE]) {
  console.error(`${DASHBOARD_SOURCE} is not a chunk of its own: the dashboard is not lazy-loaded.`);
  process.exit(2);
}

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const entryChunks = staticClosure(entryKey);
const dashboardChunks = [...staticClosure(DASHBOARD_SOURCE)].filter((key) => !entryChunks.has(key));
const measure = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
const entryBytes = measure(entryChunks);
const dashboardBytes = measure(dashboardChunks);
const totalBytes = entryBytes + dashboardBytes;

// The largest lazily loaded page, for context: what opening it adds on top of the entry.
const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const pageWeights = pages
  .map((key) => ({ page: key, kb: kb(measure([...staticClosure(key)].filter((k) => !entryChunks.has(k)))) }))
  .sort((a, b) => b.kb - a.kb);

const result = {
  firstScreenJsGzipKb: kb(totalBytes),
  entryJsGzipKb: kb(entryBytes),
  dashboardChunksJsGzipKb: kb(dashboardBytes),
  budgetKb,
  withinBudget: kb(totalBytes) <= budgetKb,
  lazyPages: pageWeights,
};

if (json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`admin first screen (/admin/dashboard): ${result.firstScreenJsGzipKb} KB JS gzip (budget ${budgetKb} KB)`);
  console.log(`  entry + static imports: ${result.entryJsGzipKb} KB in ${entryChunks.size} chunk(s)`);
  console.log(`  dashboard chunks:       ${result.dashboardChunksJsGzipKb} KB in ${dashboardChunks.length} chunk(s)`);
  for (const page of pageWeights) console.log(`  lazy ${page.page}: +${page.kb} KB`);
}
process.exit(result.withinBudget ? 0 : 1);
