// Chairly's service worker (docs/architecture.md, "Installable app"). It keeps one thing: the offline
// page. A page that cannot be loaded because the network failed gets that page instead of the
// browser's error. It never caches API answers or pages: booking data must never be stale.
// To change the offline page, edit offline.html / offline.js and bump VERSION (the old cache is
// dropped when the new worker activates).
var VERSION = 'chairly-offline-v1';
var OFFLINE_PAGE = '/offline.html';
var OFFLINE_FILES = [OFFLINE_PAGE, '/offline.js'];

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(VERSION)
      .then(function (cache) {
        return cache.addAll(OFFLINE_FILES.map(function (url) { return new Request(url, { cache: 'reload' }); }));
      })
      .then(function () { return self.skipWaiting(); }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (keys) {
        return Promise.all(keys.filter(function (key) { return key !== VERSION; }).map(function (key) { return caches.delete(key); }));
      })
      .then(function () { return self.clients.claim(); }),
  );
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  // Everything else (API calls, assets, other origins) goes to the network as if there were no worker.
  if (url.origin !== self.location.origin || url.pathname.indexOf('/api/') === 0) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(function () {
        return caches.match(OFFLINE_PAGE, { cacheName: VERSION });
      }),
    );
    return;
  }
  // The offline page's own script, from the network when there is one.
  if (url.pathname === '/offline.js') {
    event.respondWith(
      fetch(request).catch(function () {
        return caches.match('/offline.js', { cacheName: VERSION });
      }),
    );
  }
});
