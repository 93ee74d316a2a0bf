/**
 * Builds the site and the admin app when their inputs changed since their last build, by the rule
 * `npm start` uses: scripts/build-if-missing.mjs compares a fingerprint of the inputs' contents
 * (site and admin sources, server/src/domain and site-data.ts that they import, the lockfile)
 * with the one kept beside each build, and always makes production builds.
 * Test files run in parallel workers: one builds at a time under a lock, the others wait for it
 * and then find the build current.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const lockDir = path.join(os.tmpdir(), `travel-build-lock-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}`);
// Longer than a build of both apps on a loaded machine: a lock this old was left by a killed run.
const staleLockMs = 10 * 60_000;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function acquireLock(): void {
  for (;;) {
    try {
      mkdirSync(lockDir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > staleLockMs) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      sleep(500);
    }
  }
}

export function ensureBuilt(): void {
  acquireLock();
  try {
    const build = spawnSync(process.execPath, ['scripts/build-if-missing.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
