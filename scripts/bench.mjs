// `npm run bench`: speed and size budgets, printed as figures (never a timed test).
// Each part is its own script: the public site's (JS weight, Lighthouse, cached landing page
// throughput) and the admin's (JavaScript of the first screen).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const parts = ['scripts/bench-site.mjs', 'scripts/bench-admin.mjs'];
let failed = false;
for (const part of parts) {
  if (!existsSync(part)) {
    console.error(`missing ${part}`);
    failed = true;
    continue;
  }
  console.log(`\n=== ${part} ===`);
  const result = spawnSync(process.execPath, [part, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
