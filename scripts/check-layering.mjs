// `npm run lint` runs this: the server's layering rules (server/src/routes/README.md), checked on the
// source text so a break fails the build instead of waiting for a review.
// - SQL (Kysely's query builder, `sql`) only in server/src/repositories and server/src/db;
// - no HTTP error below the routes: services, repositories and domain throw domain errors;
// - types flow one way: server/src/domain imports nothing from server/src/entities;
// - request bodies are typed: no `Type.Unknown`, no `request.body as`, no `as never`, no `request.traveller!` or `request.admin!`;
// - no literal UTC offset (`+05:30`) in date code;
// - only Node's public API (no `_header`, `_headerSent`, `_httpMessage` and the like);
// - no source file over 250 lines (tests excepted), no import cycle (dpdm);
// - no comment or test title pointing at an issue number: a newcomer cannot read the tracker, so say what it means.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|astro|css)$/.test(file))
  .filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });

const rules = [
  {
    why: 'no literal UTC offset in date code: the business zone is TIME_ZONE (calendarNoon, atLocalHour, endOfCalendarDay)',
    applies: (file) => /^(server|site|admin)\/src\//.test(file),
    pattern: /T\d\d:\d\d(:\d\d)?[+-]\d\d:\d\d/,
  },
  {
    why: "only Node's public API: its objects' private fields change between releases without notice",
    applies: (file) => /^(server|scripts)\//.test(file) && !file.endsWith('check-layering.mjs'),
    pattern:
      /\._(header|headerSent|httpMessage|contentLength|last|removedConnection|defaultKeepAlive|keepAliveTimeout|maxRequestsPerSocket)\b/,
  },
  {
    why: 'SQL belongs in server/src/repositories (or server/src/db)',
    applies: (file) => file.startsWith('server/src/') && !/^server\/src\/(repositories|db)\//.test(file),
    pattern:
      /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\bsql\.(raw|ref|lit|id|join|table|val)\(|import \{[^}]*\bsql\b[^}]*\} from 'kysely'/,
  },
  {
    why: 'services, repositories and domain throw domain errors, not HTTP ones',
    applies: (file) => /^server\/src\/(services|repositories|domain)\//.test(file),
    pattern: /\bHttpError\b|from '[./]*errors\.ts'|\b(badRequest|notFound|conflict|forbidden|unauthorized|tooLarge)\(/,
  },
  {
    why:
      'types flow one way: domain (shared with the site and the admin) imports nothing from entities; ' +
      'declare in domain the shape its rule reads, or move an API-shape function out of domain',
    applies: (file) => file.startsWith('server/src/domain/'),
    pattern:
      /from ['"](\.\.?\/)+entities\/|from ['"]@travel\/server\/entities|import\(['"]((\.\.?\/)+entities\/|@travel\/server\/entities)/,
  },
  {
    why: 'request bodies are parsed into typed values, never left unknown or cast',
    applies: (file) => file.startsWith('server/src/'),
    pattern: /Type\.Unknown\(|request\.body( \?\? \{\}\))? as\b|\bas never\b|request\.(traveller|admin)!/,
  },
  {
    why: 'comments and test titles say what they mean, not an issue number',
    applies: (file) => /^(server|site\/src|admin\/src|tests|scripts|migrations)\//.test(file),
    pattern: /\bissues? ?#?\d+\b/i,
  },
];

const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  for (const rule of rules) {
    if (!rule.applies(file)) continue;
    lines.forEach((line, index) => {
      if (rule.pattern.test(line)) problems.push(`${file}:${index + 1}: ${rule.why}: ${line.trim().slice(0, 100)}`);
    });
  }
  const isTest = file.startsWith('tests/');
  const lineCount = text.endsWith('\n') ? lines.length - 1 : lines.length;
  if (!isTest && lineCount > 250) problems.push(`${file}: ${lineCount} lines, over 250: split it by job`);
}

// Import cycles (type-only imports aside, which vanish at run time).
const dpdm = spawnSync(
  process.execPath,
  [
    'node_modules/dpdm/lib/bin/dpdm.js',
    '--no-warning',
    '--no-tree',
    '-T',
    '--exit-code',
    'circular:1',
    'server/src/**/*.ts',
    'site/src/**/*.{ts,tsx}',
    'admin/src/**/*.{ts,tsx}',
  ],
  { encoding: 'utf8' },
);
if (dpdm.status !== 0) problems.push(`import cycles:\n${dpdm.stdout.slice(dpdm.stdout.indexOf('Circular'))}${dpdm.stderr}`);

if (problems.length) {
  console.error(`Layering check: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Layering check: clean');
