/**
 * The first admin on an empty database: replicas started together all run the
 * bootstrap at once; none may fail, exactly one admin is created, and only one replica says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN, ensureAdmin } from '../../server/src/bootstrap.ts';
import { loadConfig } from '../../server/src/config.ts';
import { checkAdminPassword, countAdmins } from '../../server/src/repositories/admins.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('ensureAdmin on an empty database', () => {
  it('three replicas at once with ADMIN_EMAIL / ADMIN_PASSWORD: none fails, one admin, printed once', async () => {
    t = await createTestApp();
    expect(await countAdmins(t.db)).toBe(0);
    const config = loadConfig({ DATA_DIR: t.dataDir, ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'owner-password' });
    const printed: string[] = [];
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => ensureAdmin(t!.db, config, (line) => printed.push(line))));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await countAdmins(t.db)).toBe(1);
    expect(printed).toEqual(['Admin account created for owner@example.in.']);
    expect(await checkAdminPassword(t.db, 'owner@example.in', 'owner-password')).not.toBeNull();
  });

  it('three replicas at once with the development default admin: none fails, printed once', async () => {
    t = await createTestApp();
    const config = loadConfig({ DATA_DIR: t.dataDir });
    const printed: string[] = [];
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => ensureAdmin(t!.db, config, (line) => printed.push(line))));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await countAdmins(t.db)).toBe(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(DEFAULT_ADMIN.email);
  });

  it('an existing admin is left alone: its password is not reset by a restart', async () => {
    t = await createTestApp();
    const config = loadConfig({ DATA_DIR: t.dataDir, ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'owner-password' });
    await ensureAdmin(t.db, config, () => {});
    const printed: string[] = [];
    await ensureAdmin(
      t.db,
      loadConfig({ DATA_DIR: t.dataDir, ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'changed-password' }),
      (line) => printed.push(line),
    );
    expect(printed).toEqual([]);
    expect(await checkAdminPassword(t.db, 'owner@example.in', 'owner-password')).not.toBeNull();
  });
});
