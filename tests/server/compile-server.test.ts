/**
 * The server as `npm start` runs it: server/src and the migrations compiled to JavaScript by
 * scripts/compile-server.mjs (into a directory of this test's own). Every source has its compiled
 * file, every relative import points at a compiled file that exists, and lines and columns are
 * those of the source, so a stack trace of the running server reads against the .ts files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let out = '';

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'travel-compiled-'));
  const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/compile-server.mjs', `--out=${out}`], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr).toBe('');
  await init();
}, 60_000);

afterAll(() => rm(out, { recursive: true, force: true }));

const sources = () => [
  ...globSync('**/*.ts', { cwd: path.join(root, 'server/src') }).map((file) => ({ source: path.join(root, 'server/src', file), file })),
  ...globSync('*.ts', { cwd: path.join(root, 'migrations') }).map((file) => ({
    source: path.join(root, 'migrations', file),
    file: path.join('migrations', file),
  })),
];

describe('scripts/compile-server.mjs', () => {
  it('compiles every source and migration, keeping each line where it was', () => {
    const all = sources();
    expect(all.length).toBeGreaterThan(200);
    for (const { source, file } of all) {
      const compiled = path.join(out, file.replace(/\.ts$/, '.js'));
      expect(existsSync(compiled), compiled).toBe(true);
      const sourceLines = readFileSync(source, 'utf8').split('\n');
      const compiledLines = readFileSync(compiled, 'utf8').split('\n');
      // Types are blanked out with spaces: the same number of characters on every line of the source.
      expect(
        compiledLines.slice(0, sourceLines.length).map((line) => line.length),
        file,
      ).toEqual(sourceLines.map((line) => line.length));
    }
    const main = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(main).not.toMatch(/:\s*(string|Promise<void>)\b/);
  });

  it('leaves no import of a .ts file: every relative import names a compiled file that exists', () => {
    let relative = 0;
    for (const file of globSync('**/*.js', { cwd: out })) {
      const [imports] = parse(readFileSync(path.join(out, file), 'utf8'), file);
      for (const { specifier } of imports) {
        if (!specifier?.startsWith('.')) continue;
        relative += 1;
        expect(specifier, file).toMatch(/\.js$/);
        expect(existsSync(path.resolve(out, path.dirname(file), specifier)), `${file}: ${specifier}`).toBe(true);
      }
    }
    expect(relative).toBeGreaterThan(500);
  });
});
