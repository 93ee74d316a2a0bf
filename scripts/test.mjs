// `npm test`: every test. Server tests on embedded PGlite and on PostgreSQL (TEST_POSTGRES_URL,
// default the local server), component tests, the deployment's shape (two replicas behind nginx),
// then end-to-end tests in Chromium against fresh builds.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const runs = [
  {
    title: 'server and components on PGlite',
    args: ['--project', 'server', '--project', 'components', '--project', 'page-scripts'],
    env: {},
  },
  { title: 'server on PostgreSQL', args: ['--project', 'server'], env: { TEST_DATABASE: 'postgres' } },
  { title: 'deployment: two replicas on PostgreSQL, Redis and S3 behind nginx', args: ['--project', 'deployment'], env: {} },
  // Two e2e files at once even on two cores (Vitest's default there is one): a file mostly waits on its own
  // server and Chromium, and each has its own data directory, port and browser. The server passes keep the
  // default: their timing checks were measured to hold on one worker.
  { title: 'end-to-end in Chromium', args: ['--project', 'e2e', '--maxWorkers', '2'], env: {}, build: true },
];
const only = process.argv.slice(2);
const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
mkdirSync('tmp', { recursive: true });

// Types and lint first, side by side (each is one single-threaded process; together they take the
// longer one's time): a type error is a defect even where no test reaches it, and a lint error
// (ESLint's type-aware rules, Prettier's layout) fails the run too. Each one's output is printed
// whole when it ends, so the two never interleave.
function runCollected(title, args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      process.stdout.write(output);
      if (status !== 0) console.error(`${title} failed`);
      resolve({ status });
    });
  });
}
const [typecheck, lint] = only.length
  ? [{ status: 0 }, { status: 0 }]
  : await Promise.all([runCollected('typecheck', ['run', 'typecheck', '--silent']), runCollected('lint', ['run', 'lint', '--silent'])]);

let passed = 0;
let failed = 0;
// Failed tests are named again at the very end, where a truncated log still shows them.
const failures = [];
let exitCode = typecheck.status === 0 && lint.status === 0 ? 0 : 1;
for (const [index, run] of runs.entries()) {
  if (only.length && !only.some((word) => run.title.includes(word))) continue;
  console.log(`\n=== ${run.title} ===`);
  if (run.build) {
    // Builds whatever is not current (`npm start`'s rule: a fingerprint of each build's inputs). The
    // server project's global setup already made them from these sources earlier in this run; a
    // forced second build of all four cost ~1.5 min of CI for the same files.
    const build = spawnSync(process.execPath, ['scripts/build-if-missing.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) {
      console.error('build failed');
      exitCode = 1;
      failed += 1;
      continue;
    }
  }
  const report = `tmp/vitest-report-${index}.json`;
  rmSync(report, { force: true });
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    },
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    for (const file of summary.testResults) {
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
        failures.push(`${run.title}: ${file.name}: ${String(file.message).split('\n')[0]}`);
      }
      for (const test of file.assertionResults.filter((each) => each.status === 'failed')) {
        const reason = String(test.failureMessages[0] ?? '').split('\n')[0];
        failures.push(`${run.title}: ${file.name} > ${test.fullName}: ${reason.slice(0, 300)}`);
      }
    }
    if (summary.numTotalTests === 0) {
      console.error(`${run.title}: no test ran`);
      exitCode = 1;
    }
  } catch {
    failed += 1;
  }
  if (result.status !== 0) exitCode = 1;
}
if (failures.length) console.log(`\nfailed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
