/**
 * First start on an empty database: an admin from ADMIN_EMAIL / ADMIN_PASSWORD, or outside
 * production the documented default admin (printed once). In production a missing admin stops the start.
 * Replicas may run this at the same moment on one empty database: the insert is atomic, and only
 * the replica whose insert went through prints.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';
import type { Database } from './db/schema.ts';
import { firstError, validateAdminLogin } from './domain/index.ts';
import { countAdmins, insertAdminIfAbsent } from './repositories/admins.ts';

export const DEFAULT_ADMIN = { email: 'admin@example.com', password: 'admin12345' } as const;

export async function ensureAdmin(db: Kysely<Database>, config: Config, print: (line: string) => void): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  if (config.ADMIN_EMAIL || config.ADMIN_PASSWORD) {
    const error = firstError(validateAdminLogin({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }));
    if (error) throw new ConfigError(`ADMIN_EMAIL / ADMIN_PASSWORD: ${error}`);
    if (await insertAdminIfAbsent(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)) print(`Admin account created for ${config.ADMIN_EMAIL}.`);
    return;
  }
  if (config.isProduction) {
    throw new ConfigError('No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD for the first start.');
  }
  if (!(await insertAdminIfAbsent(db, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password))) return;
  print(
    `Default admin created (development only): ${DEFAULT_ADMIN.email} / ${DEFAULT_ADMIN.password} ` +
      '— sign in at /admin/login and change it with `npm run admin:create`.',
  );
}
