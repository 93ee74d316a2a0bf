// `npm test`: every test. Server tests on embedded PGlite and on PostgreSQL (TEST_POSTGRES_URL,
// default the local server), component tests, the deployment's shape (two replicas behind nginx),
// then end-to-end tests in Chromium against fresh builds.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const runs = [
  {
    title: 'server and components on PGlite',
    args: ['--project', 'server', '--project', 'components', '--project', 'page-scripts'],
    env: {},
  },
  { title: 'server on PostgreSQL', args: ['--project', 'server'], env: { TEST_DATABASE: 'postgres' } },
  { title: 'deployment: two replicas on PostgreSQL, Redis and S3 behind nginx', args: ['--project', 'deployment'], env: {} },
  { title: 'end-to-end in Chromium', args: ['--project', 'e2e'], env: {}, build: true },
];
const only = process.argv.slice(2);
const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
mkdirSync('tmp', { recursive: true });

// Types first: a type error is a defect even where no test reaches it.
const typecheck = only.length ? { status: 0 } : spawnSync('npm', ['run', 'typecheck', '--silent'], { stdio: 'inherit' });
if (typecheck.status !== 0) console.error('typecheck failed');
// Then lint (ESLint's type-aware rules and Prettier's layout): a lint error fails the run too.
const lint = only.length ? { status: 0 } : spawnSync('npm', ['run', 'lint', '--silent'], { stdio: 'inherit' });
if (lint.status !== 0) console.error('lint failed');

let passed = 0;
let failed = 0;
// Failed tests are named again at the very end, where a truncated log still shows them.
const failures = [];
let exitCode = typecheck.status === 0 && lint.status === 0 ? 0 : 1;
for (const [index, run] of runs.entries()) {
  if (only.length && !only.some((word) => run.title.includes(word))) continue;
  console.log(`\n=== ${run.title} ===`);
  if (run.build) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
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
