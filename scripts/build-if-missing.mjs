// `npm start` builds the public site and the admin app once, when their build output is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const builds = [
  { workspace: 'site', output: 'site/dist/server/entry.mjs' },
  { workspace: 'admin', output: 'admin/dist/index.html' },
];
for (const { workspace, output } of builds) {
  if (existsSync(new URL(`../${output}`, import.meta.url))) continue;
  console.log(`Building ${workspace} (first start)...`);
  execSync(`npm run build -w ${workspace}`, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
}
