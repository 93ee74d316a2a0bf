/**
 * The landing cache's change signal across replicas, on the local PostgreSQL:
 * the notification comes from the write's own transaction whoever wrote (API or script), the
 * LISTEN connection comes back after being killed, and a check of the database's change counter
 * (and now and then of the content's hash) bounds staleness when no notification arrives at all.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from '../../../../server/src/db/connect.ts';
import { migrateToLatest } from '../../../../server/src/db/migrate.ts';
import { storeExpiredHolds } from '../../../../server/src/repositories/bookings.ts';
import { ContentEvents } from '../../../../server/src/services/catalogue/content-events.ts';
import { adminDatabaseUrl, databaseUrlFor } from '../../support/global-setup.ts';

const name = `travel_events_${randomBytes(4).toString('hex')}`;
const url = databaseUrlFor(name);
let admin: pg.Client;
let database: OpenedDatabase;
/** A separate connection, as a script or psql would write. */
let script: pg.Client;
const stops: (() => unknown)[] = [];
const quietLog = { warn: () => {}, info: () => {} };

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
  await migrateToLatest(database.db);
  script = new pg.Client({ connectionString: url });
  await script.connect();
}, 60_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  await script?.end();
  await database?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** A replica's ContentEvents with a counter of the changes it heard of. */
function replica() {
  const events = new ContentEvents();
  const heard = { count: 0 };
  events.onContentChanged(() => (heard.count += 1));
  return { events, heard };
}

async function eventually(check: () => boolean, ms: number, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/**
 * A TCP relay to PostgreSQL that cuts the first connection whose LISTEN passes through it, as a
 * restart or pg_terminate_backend landing mid-statement would; later connections pass untouched.
 */
async function relayCuttingFirstListen() {
  const target = new URL(url);
  let cut = false;
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    for (const end of [socket, upstream]) {
      end.on('error', close);
      end.on('close', close);
    }
    upstream.pipe(socket);
    socket.on('data', (chunk: Buffer) => {
      if (!cut && chunk[0] === 'Q'.charCodeAt(0) && chunk.includes('LISTEN')) {
        cut = true;
        close();
        return;
      }
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const relayed = new URL(url);
  relayed.host = `127.0.0.1:${address.port}`;
  return { url: relayed.toString(), wasCut: () => cut, close: () => new Promise((resolve) => server.close(resolve)) };
}

const touchStatistics = (client: pg.Client) => client.query('UPDATE statistics SET destinations = destinations + 1');

describe('content change notifications across replicas', () => {
  it('a committed write by a script reaches every listening replica; a rolled-back one reaches none', async () => {
    const first = replica();
    const second = replica();
    stops.push(await first.events.listenAcrossReplicas(database.db, url, quietLog));
    stops.push(await second.events.listenAcrossReplicas(database.db, url, quietLog));

    await script.query('BEGIN');
    await touchStatistics(script);
    await script.query('ROLLBACK');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([first.heard.count, second.heard.count]).toEqual([0, 0]);

    await script.query(
      `INSERT INTO trips (place, price, days, description, google_sheet_url) VALUES ('Goa', 100, '2 days', 'x', 'https://example.in')`,
    );
    await eventually(() => first.heard.count > 0 && second.heard.count > 0, 3_000, 'both replicas hear the insert');
  });

  it('a statement that changes no row (the hold sweep finding nothing, an update to the same values) drops no cache', async () => {
    const { events, heard } = replica();
    stops.push(await events.listenAcrossReplicas(database.db, url, quietLog));
    await storeExpiredHolds(database.db, new Date());
    await script.query(`UPDATE bookings SET status = 'expired' WHERE hold_expires_at <= now() AND status = 'pending_payment'`);
    await script.query('UPDATE statistics SET destinations = destinations');
    await script.query('DELETE FROM reviews WHERE false');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard.count).toBe(0);

    await touchStatistics(script);
    await eventually(() => heard.count === 1, 3_000, 'a real change');
    // Every row of a statement changed, one notification: PostgreSQL folds them within the transaction.
    await script.query(`INSERT INTO trips (place, price, days, description, google_sheet_url) VALUES
      ('Ooty', 100, '2 days', 'x', 'https://example.in'), ('Coorg', 100, '2 days', 'x', 'https://example.in')`);
    await eventually(() => heard.count === 2, 3_000, 'a two-row insert');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.count).toBe(2);
    await script.query('TRUNCATE reviews CASCADE');
    await eventually(() => heard.count === 3, 3_000, 'a truncate');
  });

  it('a killed LISTEN connection comes back by itself, counts as a change, and hears later writes', async () => {
    const { events, heard } = replica();
    stops.push(await events.listenAcrossReplicas(database.db, url, quietLog));
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN public_content_changed'`,
      [name],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    // Refreshed on reconnect: whatever happened while it was away is not known.
    await eventually(() => heard.count > 0, 5_000, 'a refresh on reconnect');
    const before = heard.count;
    const listening = async () =>
      (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN public_content_changed'`, [name])).rowCount;
    const started = Date.now();
    while ((await listening()) === 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 50));
    await touchStatistics(script);
    await eventually(() => heard.count > before, 3_000, 'a write after the reconnect');
  });

  it('a connection cut while its LISTEN runs is retried, without an uncaught error, and then hears writes', async () => {
    const relay = await relayCuttingFirstListen();
    const { events, heard } = replica();
    const stop = await events.listenAcrossReplicas(database.db, relay.url, quietLog);
    stops.push(async () => {
      await stop();
      await relay.close();
    });
    expect(relay.wasCut()).toBe(true);
    // The reconnect counts as a change; vitest fails the run on any uncaught 'error' event meanwhile.
    await eventually(() => heard.count > 0, 5_000, 'a refresh on reconnect');
    const before = heard.count;
    await touchStatistics(script);
    await eventually(() => heard.count > before, 3_000, 'a write after the reconnect');
  });

  it('a change heard by notification is not counted again by the check (no second render of every page)', async () => {
    const { events, heard } = replica();
    stops.push(await events.listenAcrossReplicas(database.db, url, quietLog));
    stops.push(events.watchForOutsideChanges(database.db, 200, quietLog));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard.count).toBe(0);
    await touchStatistics(script);
    await eventually(() => heard.count === 1, 3_000, 'the notification');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(heard.count).toBe(1);
    // Its own write too (the API's contentChanged): counted once.
    await touchStatistics(script);
    events.contentChanged();
    await eventually(() => heard.count === 3, 3_000, 'the write and its notification');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(heard.count).toBe(3);
  });

  it('with no notification at all, a change made outside the API is noticed within the check interval', async () => {
    const { events, heard } = replica();
    stops.push(events.watchForOutsideChanges(database.db, 200, quietLog));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard.count).toBe(0);
    // Even an update that leaves updated_at alone, as a restore or a hand-written script might.
    await script.query(`UPDATE trips SET description = 'changed by a script'`);
    // A generous bound (the check runs every 200 ms): on a loaded 2-core machine one check's query can take seconds.
    const took = await eventually(() => heard.count > 0, 10_000, 'the periodic check notices the change');
    expect(took).toBeLessThan(10_000);
    const after = heard.count;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(heard.count).toBe(after);
  });

  it('a change made with triggers off (a data-only restore) is noticed by the periodic hash of the content', async () => {
    const { events, heard } = replica();
    stops.push(events.watchForOutsideChanges(database.db, 200, quietLog, 2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard.count).toBe(0);
    // session_replication_role = replica switches triggers off, as pg_restore --disable-triggers does.
    await script.query(`BEGIN; SET LOCAL session_replication_role = replica; UPDATE trips SET description = 'restored'; COMMIT`);
    await eventually(() => heard.count > 0, 10_000, 'the hash check notices the change');
  });

  it('hashes the content once per full check, never per change heard (a sell-out is a change per booking)', async () => {
    const hashReads = { count: 0 };
    const countHashReads: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === 'RawNode' && node.sqlFragments.join('').includes('hashtext')) hashReads.count += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const { events, heard } = replica();
    stops.push(await events.listenAcrossReplicas(database.db, url, quietLog));
    stops.push(events.watchForOutsideChanges(database.db.withPlugin(countHashReads), 100, quietLog, 1_000));
    await eventually(() => hashReads.count === 1, 5_000, 'the first, full check');
    for (let change = 1; change <= 20; change += 1) {
      await touchStatistics(script);
      await eventually(() => heard.count >= change, 3_000, `change ${change} heard`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard.count).toBe(20);
    expect(hashReads.count).toBe(1);
  });
});

describe('a new day in the business calendar', () => {
  it('counts as a change once, at the first check after midnight in India, and never within a day', async () => {
    const events = new ContentEvents();
    let changes = 0;
    events.onContentChanged(() => (changes += 1));
    // 23:59:59.900 in India on 31 March.
    let now = new Date('2027-03-31T18:29:59.900Z');
    const stop = events.watchForNewDay(() => now, 'Asia/Kolkata', 10);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changes).toBe(0);
      now = new Date('2027-03-31T18:30:00.100Z');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changes).toBe(1);
      now = new Date('2027-04-01T18:00:00.000Z');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changes).toBe(1);
    } finally {
      stop();
    }
  });
});
