// `npm start` (and the e2e tests and the bench) build what the server runs (the embedded database's template,
// the server compiled to JavaScript, the public site, the admin app) when a build is missing or was made
// from other sources: a fingerprint of each build's inputs (its sources, server/src/domain, the lockfile,
// the compression script) is kept beside the build and compared at each start, so `git pull && npm start`
// serves what the code says. `--force` (npm run build) builds them all and records their fingerprints.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['server/src/domain', 'server/src/site-data.ts', 'package-lock.json', 'scripts/compress-build.mjs'];
const builds = [
  {
    // The empty database cluster new embedded databases copy (server/src/db/connect.ts); made again for another PGlite.
    name: 'server',
    output: 'server/dist/database-template/PG_VERSION',
    inputs: ['server/src/cli/make-database-template.ts', 'server/src/db/connect.ts', 'server/package.json'],
    command: 'npm run build -w server',
    stamp: 'server/dist/.inputs-fingerprint',
  },
  {
    // The server and the migrations compiled to JavaScript, as `npm start` runs them (scripts/compile-server.mjs).
    name: "the server's code",
    output: 'server/dist/code/main.js',
    inputs: ['server/src', 'migrations', 'scripts/compile-server.mjs'],
    // Node marks its TypeScript stripper experimental and says so on every use: a line that would only alarm.
    // On this Node (the pinned one under npm), whatever `node` the shell would find.
    command: `"${process.execPath}" --disable-warning=ExperimentalWarning scripts/compile-server.mjs`,
    stamp: 'server/dist/code/.inputs-fingerprint',
  },
  {
    name: 'site',
    output: 'site/dist/server/entry.mjs',
    inputs: ['site/src', 'site/public', 'site/adapter', 'site/astro.config.mjs', 'site/package.json', 'site/tsconfig.json'],
    command: 'npm run build -w site',
    stamp: 'site/dist/.inputs-fingerprint',
  },
  {
    name: 'admin',
    output: 'admin/dist/index.html',
    inputs: ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json', 'admin/tsconfig.json'],
    command: 'npm run build -w admin',
    stamp: 'admin/dist/.inputs-fingerprint',
  },
];

function* filesOf(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    yield* filesOf(path.join(relative, entry.name));
  }
}

/** A hash of the inputs' paths and contents (not their times: a fresh checkout must not rebuild). */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of [...inputs, ...shared]) {
    for (const file of filesOf(input))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
for (const { name, output, inputs, command, stamp } of builds) {
  const stampFile = path.join(root, stamp);
  const current = fingerprint(inputs);
  const built = existsSync(path.join(root, output));
  const previous = built && existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (built && previous === current && !force) continue;
  if (!force) console.log(built ? `Rebuilding ${name}: its sources changed since the last build...` : `Building ${name} (first start)...`);
  // Always a production build: one made under NODE_ENV=test or development compiles React's
  // development JSX runtime, which a production server cannot run ("jsxDEV is not a function").
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  execSync(command, { cwd: root, stdio: 'inherit', env });
  writeFileSync(stampFile, `${current}\n`);
}
