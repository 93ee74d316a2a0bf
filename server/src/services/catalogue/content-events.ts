/**
 * "Public content changed" signal: trips, reviews or statistics were written. The landing page
 * cache listens to it. Within one process it is an in-memory fan-out. Across replicas, a trigger
 * notifies `public_content_changed` inside each write's transaction (migrations), and
 * `listenAcrossReplicas` keeps a LISTEN connection open, re-opening it with backoff after a drop.
 * Notifications can still be missed (while reconnecting, or for a restore with triggers off), so
 * `watchForOutsideChanges` also compares the database's count of changes now and then.
 */
import type { Kysely } from 'kysely';
import pg from 'pg';
import pLimit from 'p-limit';
import { calendarDay } from '../../domain/index.ts';
import { publicContentChangeCount, publicContentFingerprint } from '../../repositories/public-content.ts';

type Listener = () => void;
interface Log {
  warn: (o: object, m: string) => void;
  info: (m: string) => void;
}

const CHANNEL = 'public_content_changed';
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export class ContentEvents {
  private readonly listeners = new Set<Listener>();

  onContentChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call after a successful write to trips, reviews or statistics (other replicas hear of it from the database). */
  contentChanged(): void {
    this.emitLocally();
  }

  private emitLocally() {
    for (const listener of this.listeners) listener();
  }

  /**
   * What the public pages show can change with the calendar alone (an early-bird price ends at the
   * business's midnight, a departure starts): the first check of a new day in `timeZone` counts as a
   * change, on each replica by itself. Returns a stop function.
   */
  watchForNewDay(now: () => Date, timeZone: string, intervalMs = 60_000): () => void {
    let day = calendarDay(now(), timeZone);
    const timer = setInterval(() => {
      const today = calendarDay(now(), timeZone);
      if (today === day) return;
      day = today;
      this.emitLocally();
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * With PostgreSQL, other replicas' writes arrive as notifications. A lost connection is re-opened
   * with backoff, and each re-opening counts as a change (what was missed meanwhile is unknown).
   * Resolves after the first try (a failed one keeps retrying); returns a stop function.
   */
  async listenAcrossReplicas(_db: Kysely<any>, databaseUrl: string, log: Log): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: NodeJS.Timeout | null = null;

    const open = async () => {
      const next = new pg.Client({ connectionString: databaseUrl, application_name: 'content-listener' });
      let listening = false;
      let dropped = false;
      const drop = (error?: Error) => {
        if (dropped) return;
        dropped = true;
        if (client === next) client = null;
        next.end().catch(() => {});
        if (stopped) return;
        log.warn({ err: error }, `content change listener lost its connection; retrying in ${retryMs} ms`);
        scheduleReconnect();
      };
      // Heard from the start: a connection ended while LISTEN runs rejects the query and also emits
      // 'error', which unheard would end the process. Until LISTEN succeeds, the rejection is the news.
      next.on('error', (error) => {
        if (listening) drop(error);
      });
      next.on('end', () => {
        if (listening) drop();
      });
      next.on('notification', () => this.emitLocally());
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        dropped = true;
        next.end().catch(() => {});
        throw error;
      }
      listening = true;
      client = next;
    };

    const scheduleReconnect = () => {
      const reconnect = async () => {
        retryTimer = null;
        if (stopped) return;
        try {
          await open();
          retryMs = FIRST_RETRY_MS;
          log.info('content change listener reconnected');
          this.emitLocally();
        } catch (error) {
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          log.warn({ err: error }, `content change listener could not reconnect; retrying in ${retryMs} ms`);
          scheduleReconnect();
        }
      };
      retryTimer = setTimeout(() => void reconnect(), retryMs);
      retryTimer.unref();
    };

    try {
      await open();
    } catch (error) {
      log.warn({ err: error }, `content change listener could not connect; retrying in ${retryMs} ms`);
      scheduleReconnect();
    }
    return async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    };
  }

  /**
   * Bounds staleness whoever changed the content and whether or not a notification arrived. Every
   * `intervalMs` the database's change counter is read (one row, however large the content); a
   * move this process has not heard of by the next check counts as a change. Every `fullCheckEvery` checks the content
   * itself is hashed too, for writes made with triggers off (a data-only restore): a hash that moved
   * while the counter stood still counts as a change. A change this process heard of (its own
   * write, another replica's notification) is known already: the counter read right after it
   * becomes the one to compare with, so the next check does not count it again (every cached page
   * rendered twice, and a visitor waiting for the second render). Returns a stop function.
   */
  watchForOutsideChanges(db: Kysely<any>, intervalMs: number, log: Pick<Log, 'warn'>, fullCheckEvery = 20): () => void {
    let lastCount: string | null = null;
    let lastFull: { count: string; hash: string } | null = null;
    /** `heard` when the counter was last seen to move with no change heard of. */
    let unheardMove: number | null = null;
    let checks = 0;
    /** Changes heard of so far; a check queued before the latest one leaves the difference to it. */
    let heard = 0;
    let baselineQueued = false;
    // One read at a time, in order: a later read always has the last word.
    const oneAtATime = pLimit(1);
    const read = async (what: (db: Kysely<any>) => Promise<string>) => {
      try {
        return await what(db);
      } catch (error) {
        log.warn({ err: error }, 'public content check failed; trying again at the next interval');
        return null;
      }
    };
    const check = () => {
      if (oneAtATime.activeCount + oneAtATime.pendingCount > 0) return;
      const heardWhenQueued = heard;
      const full = checks % fullCheckEvery === 0;
      checks += 1;
      void oneAtATime(async () => {
        const count = await read(publicContentChangeCount);
        if (count === null) return;
        let changed = false;
        // The counter moves inside the writer's transaction, before its notification can arrive: a
        // move is an outside change only when it is still unheard of at the next check.
        if (unheardMove !== null) {
          changed = heard === unheardMove;
          unheardMove = null;
        }
        if (!changed && lastCount !== null && count !== lastCount && heard === heardWhenQueued) unheardMove = heard;
        lastCount = count;
        if (full) {
          const hash = await read(publicContentFingerprint);
          if (hash !== null) {
            if (lastFull !== null && hash !== lastFull.hash && count === lastFull.count) changed = true;
            lastFull = { count, hash };
          }
        }
        if (changed && heard === heardWhenQueued) this.emitLocally();
      });
    };
    const stopHearing = this.onContentChanged(() => {
      heard += 1;
      if (baselineQueued) return;
      baselineQueued = true;
      void oneAtATime(async () => {
        baselineQueued = false;
        lastCount = (await read(publicContentChangeCount)) ?? lastCount;
      });
    });
    check();
    const timer = setInterval(check, intervalMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      stopHearing();
    };
  }
}
