/**
 * The process: configuration, database (migrated), first admin, demo content on a new embedded
 * database, then listen. SIGTERM / SIGINT close the server and the database cleanly.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureAdmin } from './bootstrap.ts';
import { seedDemoContent } from './seed/demo-content.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);

async function start() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: config.DATABASE_POOL_SIZE });
  const applied = await migrateToLatest(database.db);
  if (applied.length) print(`Database migrated: ${applied.join(', ')}`);
  await ensureAdmin(database.db, config, print);
  if (database.created && config.SEED_DEMO) {
    const seeded = await seedDemoContent(database.db, config.dataDir, config.DEPOSIT_PERCENT, config.BALANCE_DUE_DAYS, config.TIME_ZONE);
    const what = `${seeded.trips} trips, ${seeded.reviews} reviews, ${seeded.departures} departures`;
    print(`Demo content added: ${what} (SEED_DEMO=false skips this).`);
  }

  const app = await buildApp({ config, db: database.db, jobDatabase: database.jobs });
  let stopListening: (() => Promise<void>) | null = null;
  // Only PostgreSQL has other writers (replicas, scripts); the embedded database belongs to this process.
  if (config.DATABASE_URL) {
    const stopRelay = await app.contentEvents.listenAcrossReplicas(database.db, config.DATABASE_URL, app.log);
    const stopWatching = app.contentEvents.watchForOutsideChanges(database.db, config.CONTENT_CHECK_SECONDS * 1000, app.log);
    stopListening = async () => {
      stopWatching();
      await stopRelay();
    };
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await stopListening?.();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  print(`Travel app listening on http://${shownHost}:${config.PORT} (database: ${database.driver})`);
}

start().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
