// The site's service worker: the page opens and plays without a network (against the computer, at
// one screen, the rules, decks, replays, statistics; online play needs one and says so).
// scripts/service-worker.mjs writes the deployed copy from this file, with the list of the site's
// files and a version made from their contents, so every deployment gets a cache of its own.
// A new deployment is fetched in the background into its own cache; it takes over only when the page
// says so (the menu's "A new version is ready: reload", never in the middle of a game): until then
// the page keeps the version it started with. Saves, decks and statistics live in the page's
// storage, not here, and are never touched.
'use strict';
var VERSION = '__FF_VERSION__';
var FILES = ['./'].concat(/*__FF_FILES__*/[]);
var CACHE = 'fivefronts-' + VERSION;

self.addEventListener('install', function (event) {
  // Fetched past the browser's HTTP cache, so the cache holds this deployment's files.
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(FILES.map(function (f) { return new Request(f, { cache: 'reload' }); }));
  }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.indexOf('fivefronts-') === 0 && k !== CACHE; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener('message', function (event) {
  if (event.data === 'take-over') self.skipWaiting();
});

// The site's own files from this deployment's cache (a page address with its ?game=... parameters
// is the page itself); anything else (the signalling server, a relay) goes to the network as is.
self.addEventListener('fetch', function (event) {
  var req = event.request;
  if (req.method !== 'GET') return;
  var url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  var scope = new URL(self.registration.scope);
  if (url.pathname.indexOf(scope.pathname) !== 0) return;
  var name = req.mode === 'navigate' ? './' : url.pathname.slice(scope.pathname.length);
  if (name !== './' && FILES.indexOf(name) < 0) return;
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(name === './' ? './' : name, { ignoreSearch: true }).then(function (hit) {
      return hit || fetch(req);
    });
  }));
});
