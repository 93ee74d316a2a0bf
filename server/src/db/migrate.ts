/** Applies the migrations in /migrations (timestamped, numbered without gaps, in name order). */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { migrationsDir } from '../paths.ts';

/**
 * Migrations renamed after databases had applied them (old name → new name). Kysely refuses to run when
 * an applied migration is missing, so the record is renamed first; the migration itself is not run again.
 * 0300 became 0200 to close a gap in the numbering.
 */
export const renamedMigrations: Readonly<Record<string, string>> = {
  '20261122000300_customization_notification_schedule': '20261122000200_customization_notification_schedule',
};

async function renameAppliedMigrations(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return;
  for (const [oldName, newName] of Object.entries(renamedMigrations)) {
    await db.updateTable('kysely_migration').set({ name: newName }).where('name', '=', oldName).execute();
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  await renameAppliedMigrations(db);
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: migrationsDir }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
