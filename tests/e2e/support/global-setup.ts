/**
 * Once per e2e run: an embedded database migrated to the latest schema, in a data directory each
 * file's server copies (support/index.ts). Migrating an empty database cost every server start
 * ~1.8 s of CPU (4.8 s against 3.0 s to answer /api/health); every file still gets its own copy, so
 * no file sees another's data, and the server still applies any migration the copy lacks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory whose `db` is migrated and holds nothing else (no admin, no content). */
    e2eDataTemplate: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

/** Opened and migrated by the built server's own code, in a Node of its own (as the server runs it, outside Vite). */
const migrate = `
const { openDatabase } = await import('./server/dist/code/db/connect.js');
const { migrateToLatest } = await import('./server/dist/code/db/migrate.js');
const database = await openDatabase({ dataDir: process.argv[1] });
await migrateToLatest(database.db);
await database.close();
`;

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travel-e2e-template-'));
  execFileSync(process.execPath, ['--input-type=module', '-e', migrate, dataDir], { cwd: root, stdio: 'inherit' });
  project.provide('e2eDataTemplate', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
