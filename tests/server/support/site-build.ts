/** The public site's build (site/dist), made once if missing, for tests that render its pages. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function ensureSiteBuilt(): void {
  if (existsSync(path.join(repoRoot, 'site/dist/server/entry.mjs'))) return;
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  const build = spawnSync('npm', ['run', 'build', '-w', 'site'], { cwd: repoRoot, encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`site build failed:\n${build.stdout}\n${build.stderr}`);
}
