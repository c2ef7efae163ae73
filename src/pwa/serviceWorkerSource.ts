/**
 * The service worker's source, written by the build (vite.config.ts, offlineApp) with the list
 * of every file of that build. It precaches them all on install — the entry, the lazy lab
 * chunks, the workers, the icons — so after the first visit the app opens and plays offline;
 * answers a navigation (any ?query, a shared link) with the cached index.html when the network
 * fails; serves the app's own files from the cache first (whatever their Vary says: a module
 * script is fetched with an Origin header the precache's requests did not have); and takes over at once, deleting the
 * caches of older builds, since each build's cache holds the whole app.
 *
 * Plain JavaScript in a string, not a module the page imports: it runs in the service worker's
 * own scope, with no build step of its own and nothing evaluated from strings.
 */
export function serviceWorkerSource(files: readonly string[], version: string): string {
  return `const CACHE = ${JSON.stringify(`maze-${version}`)};
const FILES = ${JSON.stringify(['./', ...files])};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('maze-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('./', { cacheName: CACHE, ignoreVary: true })));
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE, ignoreSearch: true, ignoreVary: true }).then((hit) => hit || fetch(request)));
});
`;
}
