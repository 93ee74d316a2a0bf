/** `npm run admin:create -- --email a@b.in --password secret1`: creates an admin or resets its password. */
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { firstError, validateAdminLogin } from '../domain/index.ts';
import { upsertAdmin } from '../repositories/admins.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const error = firstError(validateAdminLogin({ email: values.email, password: values.password }));
if (error) {
  console.error(`${error}\nUsage: npm run admin:create -- --email admin@example.in --password 'a long secret'`);
  process.exit(1);
}
loadDotEnv();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  const { account } = await upsertAdmin(database.db, values.email!, values.password!);
  console.log(`Admin ${account.email} is ready.`);
} finally {
  await database.close();
}
