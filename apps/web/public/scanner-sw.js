/*
 * The ticket scanner's service worker (issue 23): the door pages open and work with no signal,
 * after a reload too. Only the scanner pages register it (/portal/scanticket, /portal/readticket,
 * /scan/{token}: scanner-service-worker.ts), each with its own path as scope, so no other page is
 * ever controlled by it or served from its cache. The door's data is in IndexedDB (door-store.ts);
 * this keeps only the code:
 * - the HTML shell (the same index.html for every scanner page): network first, the cached copy
 *   when the network fails or does not answer in time;
 * - the build's hashed files under /assets/ that a scanner page loads: cache first, since a hashed
 *   name never changes. A shell that differs from the cached one is a new deployment: the old
 *   build files are dropped then, and the new ones are cached as the pages load them.
 * Hand-written rather than Workbox: this is all it does, and the app has no build step for workers.
 */
const cacheName = 'sideline-scanner-v1';
const shellKey = '/scanner-shell';
const shellTimeoutMs = 4000;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith('sideline-scanner-') && n !== cacheName)
          .map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

const isBuildFile = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isCacheable = (response) => response.ok && response.type === 'basic' && !response.redirected;

/** Keeps a fresh shell; a changed shell means a new build, whose old files are no longer needed. */
async function keepShell(cache, response) {
  const cached = await cache.match(shellKey);
  const fresh = await response.clone().text();
  if (cached && (await cached.text()) !== fresh) {
    const keys = await cache.keys();
    await Promise.all(keys.filter((r) => isBuildFile(new URL(r.url))).map((r) => cache.delete(r)));
  }
  await cache.put(shellKey, response);
}

async function shellNetworkFirst(request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(shellKey);
  const fromNetwork = fetch(request).then(async (response) => {
    const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
    if (isCacheable(response) && isHtml) await keepShell(cache, response.clone());
    return response;
  });
  if (!cached) return fromNetwork;
  // A rink basement often has a signal that answers nothing: wait a little, then use the copy.
  const late = new Promise((resolve) => setTimeout(() => resolve(cached), shellTimeoutMs));
  return Promise.race([fromNetwork.catch(() => cached), late]);
}

/** True when the page asking is (still) a scanner page of this registration's scope. */
async function isFromScannerPage(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  return Boolean(client?.url.startsWith(self.registration.scope));
}

async function buildFileCacheFirst(event) {
  const cache = await caches.open(cacheName);
  if (!(await isFromScannerPage(event))) return fetch(event.request);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isCacheable(response)) await cache.put(event.request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(shellNetworkFirst(request));
    return;
  }
  if (isBuildFile(new URL(request.url))) event.respondWith(buildFileCacheFirst(event));
  // Anything else (the API above all) goes to the network untouched.
});

/**
 * A page that loaded before this worker controlled it sends its shell's address and the build
 * files it already loaded: they are cached now, so the first reload without signal works.
 */
self.addEventListener('message', (event) => {
  const { type, shellUrl, buildFiles } = event.data ?? {};
  if (type !== 'keep-scanner') return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      const shell = await fetch(shellUrl, { credentials: 'same-origin' });
      if (isCacheable(shell)) await keepShell(cache, shell);
      const files = (buildFiles ?? []).filter((url) => isBuildFile(new URL(url)));
      await Promise.all(
        files.map(async (url) => {
          if (await cache.match(url)) return;
          const response = await fetch(url);
          if (isCacheable(response)) await cache.put(url, response);
        }),
      );
    })().catch(() => undefined),
  );
});
