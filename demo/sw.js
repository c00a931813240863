// The platform page's service worker (issue 32 §2). scripts/sw.mjs writes it to dist/sw.js at build time
// with the build's version (a hash of the built files) and the list of files to keep; the reference server
// serves it as /sw.js (no-cache, so a deploy is seen on the next visit).
//
// What it keeps: the app shell (the page, its config script, icons, the manifest) and the built bundle's
// code (every .js / .css of dist/), so the report page opens without a network after one visit. What it
// never touches: /api/, /xjs-api/, /SYS/, /uploads/ and anything else not listed here go to the network as
// if there were no worker: patient data lives only in the device's draft store (IndexedDB), never here.
//
// Versions: each build is one cache (hos-shell-<version>). A new version installs beside the old one and
// waits; the page offers 有新版本 and, when the user takes it, posts SKIP_WAITING; the old caches go when
// the new version activates. The page never runs a mix of two builds.
/* eslint-disable */
const VERSION = '__HOS_VERSION__';
const PRECACHE = __HOS_PRECACHE__;
const CACHE = 'hos-shell-' + VERSION;
const SHELL = '/index.html';
/** same-origin paths this worker answers: the shell's files and the built bundle */
const SHELL_FILES = new Set(['/', SHELL, '/demo/page-config.js', '/favicon.svg', '/favicon.ico', '/manifest.webmanifest', '/icons/hos-192.png', '/icons/hos-512.png']);
const NEVER = /^\/(api|xjs-api|SYS|uploads)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
    // the first version takes the page at once; a later one waits for the user (the update prompt)
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('hos-shell-') && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The app's history routes (no file name, not the API or a static tree): answered with the shell. */
function isAppRoute(path) {
  return !/^\/(api|xjs-api|SYS|uploads|dist|demo)(\/|$)/.test(path) && !/\.[^/]*$/.test(path);
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (req.mode === 'navigate') {
    if (!isAppRoute(url.pathname) && !SHELL_FILES.has(url.pathname)) return;
    // network first: a deploy's page is seen at once; without a network, this version's shell
    event.respondWith((async () => {
      try {
        return await fetch(req);
      } catch (e) {
        const cached = await caches.match(SHELL, { cacheName: CACHE });
        if (cached) return cached;
        throw e;
      }
    })());
    return;
  }
  if (url.pathname.startsWith('/dist/')) {
    // this version's code: from its cache (it is the build the page runs), else the network
    event.respondWith((async () => (await caches.match(url.pathname, { cacheName: CACHE })) || fetch(req))());
    return;
  }
  if (SHELL_FILES.has(url.pathname)) {
    event.respondWith((async () => {
      try {
        return await fetch(req);
      } catch (e) {
        const cached = await caches.match(url.pathname, { cacheName: CACHE });
        if (cached) return cached;
        throw e;
      }
    })());
  }
});
