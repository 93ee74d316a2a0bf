/**
 * The leader page's phone-side store: the session (handed over by the back office's sign-in too), the
 * departures and their rosters kept in IndexedDB (through idb) so they open with no signal, and the
 * queue of changes, each with its uuid, sent to POST /api/leader/sync whenever the network is back.
 * A queued change is applied to the kept roster at once, so the leader sees it before it is sent.
 * The page and its service worker (service-workers/leader-sw.ts) both send the queue with this module:
 * the page when it opens or sees the network come back, the worker on Background Sync, even with the
 * page closed. The parts the worker uses touch neither `window` nor `localStorage`.
 */
import { leaderSessionKey, paiseToRupees, rupeesToPaise, type SyncOpType, syncOpsMax } from '@travel/server/domain';
import type { Admin, LeaderDeparture, Roster, SyncResult } from '@travel/server/entities';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface LeaderSession {
  token: string;
  member: Admin;
}

export interface QueuedChange {
  id: string;
  type: SyncOpType;
  at: string;
  departureId: string;
  payload: Record<string, unknown>;
  /** What the leader did, in words, for the list of refused changes. */
  label: string;
}

export interface RefusedChange extends QueuedChange {
  reason: string;
}

interface LeaderDb extends DBSchema {
  /** The session again, for the service worker (it cannot read localStorage). */
  session: { key: string; value: LeaderSession & { key: string } };
  departures: { key: string; value: { key: string; list: LeaderDeparture[] } };
  rosters: { key: string; value: Roster };
  queue: { key: string; value: QueuedChange & { queuedAt: number } };
  refused: { key: string; value: RefusedChange };
}

let opened: Promise<IDBPDatabase<LeaderDb>> | null = null;
const db = () =>
  (opened ??= openDB<LeaderDb>('leader', 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('departures', { keyPath: 'key' });
        database.createObjectStore('rosters', { keyPath: 'departure.id' });
        database.createObjectStore('queue', { keyPath: 'id' });
        database.createObjectStore('refused', { keyPath: 'id' });
      }
      if (oldVersion < 2) database.createObjectStore('session', { keyPath: 'key' });
    },
  }));

/** The tag the page registers for Background Sync and its worker answers. */
export const leaderSyncTag = 'leader-sync';

export function readSession(): LeaderSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(leaderSessionKey) ?? 'null') as LeaderSession | null;
    return session?.token && session.member?.role === 'leader' ? session : null;
  } catch {
    return null;
  }
}

export function saveSession(session: LeaderSession) {
  localStorage.setItem(leaderSessionKey, JSON.stringify(session));
  void keepSessionForWorker(session);
}
export function forgetSession() {
  localStorage.removeItem(leaderSessionKey);
  void keepSessionForWorker(null);
}

/** Hands the page's session to its service worker (or takes it back), so the worker can send the queue alone. */
export async function keepSessionForWorker(session: LeaderSession | null): Promise<void> {
  const store = await db();
  if (session) await store.put('session', { ...session, key: 'current' });
  else await store.delete('session', 'current');
}

const sessionKeptForWorker = async (): Promise<LeaderSession | null> => (await (await db()).get('session', 'current')) ?? null;

export class SignedOut extends Error {}

async function api<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (response.status === 401 && token) throw new SignedOut(json.error);
  if (!response.ok) throw new Error(json.error ?? `HTTP ${response.status}`);
  return json;
}

export async function signIn(email: string, password: string): Promise<LeaderSession> {
  const { token, admin } = await api<{ token: string; admin: Admin }>('/auth/login', null, { email, password });
  return { token, member: admin };
}

export async function keptDepartures(): Promise<LeaderDeparture[]> {
  return (await (await db()).get('departures', 'assigned'))?.list ?? [];
}

export const keptRoster = async (departureId: string) => (await db()).get('rosters', departureId);
export const waitingChanges = async () => (await (await db()).getAll('queue')).sort((a, b) => a.queuedAt - b.queuedAt);
export const refusedChanges = async () => (await db()).getAll('refused');
export const dismissRefused = async (id: string) => (await db()).delete('refused', id);

/** Reads the assigned departures and each roster from the server and keeps them, with the queued changes laid over. */
export async function refresh(session: LeaderSession): Promise<void> {
  const { departures } = await api<{ departures: LeaderDeparture[] }>('/leader/departures', session.token);
  const rosters = await Promise.all(departures.map((d) => api<Roster>(`/leader/departures/${d.id}/roster`, session.token)));
  const store = await db();
  const queue = await waitingChanges();
  await store.put('departures', { key: 'assigned', list: departures });
  for (const roster of rosters) await store.put('rosters', queue.reduce(applyChange, roster));
}

/** A change laid over a kept roster: what the office will see once it is sent. */
function applyChange(roster: Roster, change: QueuedChange): Roster {
  if (change.departureId !== roster.departure.id) return roster;
  const by = null;
  if (change.type === 'check_in') {
    const { travellerId, point, present } = change.payload as { travellerId: string; point: string; present: boolean };
    return {
      ...roster,
      travellers: roster.travellers.map((t) =>
        t.id !== travellerId
          ? t
          : { ...t, checkIns: [...t.checkIns.filter((c) => c.point !== point), { point, present, at: change.at, by }] },
      ),
    };
  }
  if (change.type === 'incident') {
    const { text, travellerId } = change.payload as { text: string; travellerId: string | null };
    if (roster.incidents.some((incident) => incident.id === change.id)) return roster;
    return { ...roster, incidents: [...roster.incidents, { id: change.id, text, travellerId, at: change.at, by }] };
  }
  const { bookingId, amount } = change.payload as { bookingId: string; amount: number };
  return {
    ...roster,
    travellers: roster.travellers.map((t) =>
      t.bookingId === bookingId && t.lead && t.balanceDue !== null
        ? { ...t, balanceDue: paiseToRupees(Math.max(0, rupeesToPaise(t.balanceDue) - rupeesToPaise(amount))) }
        : t,
    ),
  };
}

/** Background Sync is not in every browser (nor in TypeScript's DOM types yet). */
type SyncingRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Queues a change (a new uuid) and lays it over the kept roster at once. */
export async function queueChange(change: Omit<QueuedChange, 'id' | 'at'>): Promise<void> {
  const queued = { ...change, id: crypto.randomUUID(), at: new Date().toISOString(), queuedAt: Date.now() };
  const store = await db();
  await store.put('queue', queued);
  const roster = await store.get('rosters', change.departureId);
  if (roster) await store.put('rosters', applyChange(roster, queued));
  // Where the browser has Background Sync, it wakes the page's worker when the network is back, even with the page closed.
  const registration: SyncingRegistration | undefined = await navigator.serviceWorker?.getRegistration('/leader').catch(() => undefined);
  await registration?.sync?.register(leaderSyncTag).catch(() => undefined);
}

let sending: Promise<void> | null = null;

/**
 * One send at a time in this page or worker, and, through the Web Locks API where the browser has it,
 * one at a time between the page and its worker. Two sends at once would still be harmless (each change's
 * uuid makes the second `duplicate`), only wasteful.
 */
async function oneSendAtATime(send: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) await navigator.locks.request(leaderSyncTag, send);
  else await send();
}

/** Sends the queue, oldest first, at most syncOpsMax a call; refused changes are kept with their reason. */
export function sendQueue(session: LeaderSession): Promise<void> {
  sending ??= oneSendAtATime(async () => {
    try {
      const store = await db();
      for (;;) {
        const batch = (await waitingChanges()).slice(0, syncOpsMax);
        if (!batch.length) break;
        const ops = batch.map(({ id, type, at, departureId, payload }) => ({ id, type, at, departureId, payload }));
        const { results } = await api<{ results: SyncResult[] }>('/leader/sync', session.token, { ops });
        for (const result of results) {
          const change = batch.find((c) => c.id === result.id);
          if (!change) continue;
          await store.delete('queue', change.id);
          if (result.status === 'rejected') await store.put('refused', { ...change, reason: result.error ?? '' });
        }
        if (results.length < batch.length) break;
      }
      await refresh(session);
    } finally {
      sending = null;
    }
  });
  return sending;
}

/**
 * The service worker's send (Background Sync): with the session the page handed over. 'signed-out' when
 * there is none or the server refused it (the worker's session is dropped; the page asks to sign in again).
 * A network failure rejects, so the browser tries the sync again later.
 */
export async function sendQueueFromWorker(): Promise<'sent' | 'signed-out'> {
  const session = await sessionKeptForWorker();
  if (!session) return 'signed-out';
  try {
    await sendQueue(session);
    return 'sent';
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    await keepSessionForWorker(null);
    return 'signed-out';
  }
}

/** Keeps the page and every file it loaded in the worker's cache, so a reload with no network opens it. */
export async function keepPageOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  await navigator.serviceWorker.register('/leader-sw.js', { scope: '/leader' });
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/_astro/`) || url.startsWith(`${location.origin}/leader`));
  const cache = await caches.open('leader-page-v1');
  await cache.addAll([...new Set(['/leader', ...files])]);
}
