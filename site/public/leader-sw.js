/**
 * The leader page's service worker (scope /leader): after one visit online the page and its files open
 * with no network. The page itself stores what it loaded in the cache (lib/leader-offline.ts), since
 * those files were fetched before this worker controlled it; the worker answers from that cache when the
 * network fails. The page is asked for fresh first, so a new build is seen as soon as there is signal.
 * The API is never cached here: rosters and the queue of changes live in IndexedDB.
 */
const CACHE = 'leader-page-v1';
const PAGE = '/leader';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function pageFromNetwork(request) {
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

async function fileFromCache(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === PAGE) event.respondWith(pageFromNetwork(request));
  else if (url.pathname.startsWith('/_astro/') || /^\/leader[-.]/.test(url.pathname)) event.respondWith(fileFromCache(request));
});

// Background Sync: the browser says the network is back; the open page sends the queue (it holds the token).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'leader-sync') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((client) => client.postMessage({ type: 'leader-sync' }))),
  );
});
