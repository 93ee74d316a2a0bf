/** Builds the site and the admin app when missing or older than their sources (scripts/build-if-missing.mjs). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-missing.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
}
