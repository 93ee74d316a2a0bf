/**
 * Every setting the configuration reads is documented where operators look: a row of the README's
 * Configuration table and a line of .env.example. A setting added to config/schema.ts without them fails here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../server/src/config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const settings = Object.keys(configSchema.properties).sort();

/** The names in the first column of the README's Configuration table. */
async function readmeTableNames(): Promise<Set<string>> {
  const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  expect(section, 'README.md has a "## Configuration" section').toBeDefined();
  const names = new Set<string>();
  for (const line of section!.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name);
  }
  return names;
}

describe('configuration documented', () => {
  it('has a README table row for every setting', async () => {
    const names = await readmeTableNames();
    expect(settings.length).toBeGreaterThan(50);
    expect(settings.filter((setting) => !names.has(setting))).toEqual([]);
  });

  it('lists every setting in .env.example', async () => {
    const example = await readFile(path.join(repoRoot, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    expect(settings.filter((setting) => !listed.has(setting))).toEqual([]);
  });
});
