/**
 * The embedded database as the server opens it (server/src/db/connect.ts): a new data directory starts from the build's
 * empty cluster when there is one (else PGlite's initdb), with the small buffer pool, and is found again on
 * the next start.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/connect.ts';
import { databaseTemplateDir } from '../../../server/src/paths.ts';
import { migrateToLatest } from '../../../server/src/db/migrate.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'travel-connect-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('is created in a new data directory, migrated, and found again with its data on the next start', async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(first.created).toBe(true);
      // The cluster copied from the build leaves no trace of the template's own bookkeeping.
      if (existsSync(databaseTemplateDir)) expect(existsSync(path.join(dataDir, 'db', 'pglite-version'))).toBe(false);
      expect((await migrateToLatest(first.db)).length).toBeGreaterThan(0);
      const { rows } = await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(first.db);
      expect(rows[0].sharedBuffers).toBe('16MB');
      await first.db.updateTable('statistics').set({ destinations: 9 }).execute();
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      expect(again.created).toBe(false);
      expect(await migrateToLatest(again.db)).toEqual([]);
      const stored = await again.db.selectFrom('statistics').select('destinations').executeTakeFirstOrThrow();
      expect(stored.destinations).toBe(9);
    } finally {
      await again.close();
    }
  });
});
