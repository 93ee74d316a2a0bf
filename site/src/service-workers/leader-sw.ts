/**
 * The leader page's service worker (scope /leader), bundled to /leader-sw.js at build time (the
 * `service-workers` integration in astro.config.mjs).
 * - After one visit online the page and its files open with no network. The page itself stores what
 *   it loaded in the cache (lib/leader-offline.ts `keepPageOffline`), since those files were fetched
 *   before this worker controlled it; the worker answers from that cache when the network fails. The
 *   page is asked for fresh first, so a new build is seen as soon as there is signal. The API is never
 *   cached here: rosters and the queue of changes live in IndexedDB.
 * - Background Sync: when the browser says the network is back, the worker sends the queue itself,
 *   with the same code as the page, even if the leader closed the page at the trailhead.
 */
import { leaderSyncTag, sendQueueFromWorker } from '../lib/leader-offline.ts';

// The few worker types used here, written out: this file shares the site's DOM types with the module it
// imports, and TypeScript's "webworker" library cannot be loaded beside "dom" (they declare the same names).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
/** Background Sync's event. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface WorkerEvents {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  sync: SyncEvent;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}
const worker = self as unknown as ServiceWorkerScope;

const CACHE = 'leader-page-v1';
const PAGE = '/leader';

worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

async function pageFromNetwork(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(CACHE)).put(PAGE, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(PAGE);
    if (cached) return cached;
    throw error;
  }
}

async function fileFromCache(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === PAGE) event.respondWith(pageFromNetwork(request));
  else if (url.pathname.startsWith('/_astro/') || /^\/leader[-.]/.test(url.pathname)) event.respondWith(fileFromCache(request));
});

async function tellPages(type: 'leader-synced' | 'leader-signed-out'): Promise<void> {
  for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage({ type });
}

// A failed send rejects waitUntil, so the browser tries this sync again later.
worker.addEventListener('sync', (event) => {
  if (event.tag !== leaderSyncTag) return;
  event.waitUntil(sendQueueFromWorker().then((outcome) => tellPages(outcome === 'sent' ? 'leader-synced' : 'leader-signed-out')));
});
