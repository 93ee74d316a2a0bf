/**
 * "Public content changed" signal: trips, reviews or statistics were written. The landing page
 * cache listens to it. Within one process it is an in-memory fan-out; with several replicas on
 * PostgreSQL, `listenAcrossReplicas` relays it through LISTEN/NOTIFY.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';

type Listener = () => void;
const CHANNEL = 'public_content_changed';

export class ContentEvents {
  private readonly listeners = new Set<Listener>();
  private relay: ((db: Kysely<any>) => Promise<void>) | null = null;
  private db: Kysely<any> | null = null;

  onContentChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call after a successful write to trips, reviews or statistics. */
  contentChanged(): void {
    this.emitLocally();
    if (this.relay && this.db) this.relay(this.db).catch(() => {});
  }

  private emitLocally() {
    for (const listener of this.listeners) listener();
  }

  /**
   * With PostgreSQL, other replicas learn of changes through NOTIFY. Returns a stop function.
   * A lost connection only means a replica serves its cached page until its own next write.
   */
  async listenAcrossReplicas(db: Kysely<any>, databaseUrl: string, log: { warn: (o: object, m: string) => void }) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', (error) => log.warn({ err: error }, 'content change listener lost its connection'));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    client.on('notification', () => this.emitLocally());
    this.db = db;
    this.relay = async (database) => {
      await sql`SELECT pg_notify(${CHANNEL}, '')`.execute(database);
    };
    return async () => {
      this.relay = null;
      await client.end().catch(() => {});
    };
  }
}
