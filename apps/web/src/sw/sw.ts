/**
 * The store's service worker, built by vite.config.ts into /sw.js (production builds only). It
 * keeps the shell (scripts, styles, fonts, the bare page), the pages a person has opened, the
 * catalog's public reads and its pictures, so the menu and the outlets can be read offline. A new
 * build takes over at once (skipWaiting, clientsClaim) and drops what the old one kept.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isCatalogImage, isCatalogRead, isStoreAsset, isStorePage } from './rules';

/** Filled in by the build: the files to keep from the start, and every file the store may load. */
declare const __PRECACHE__: { url: string; revision: string | null }[];
declare const __STORE_ASSETS__: string[];
declare const __VERSION__: string;

interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

/** The bare page: what a page never opened before is drawn from offline, in the browser. */
const SHELL = '/index.html';
/** Pages rendered by one build name that build's scripts: another build's copies are dropped. */
const PAGES_CACHE = `roast-pages-${__VERSION__}`;
const DAY_SECONDS = 86_400;
/** How long a page or a read waits for the network before the kept copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;

void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Only exact files: '/' and '/cakes' are pages, never the bare index.html.
precacheAndRoute(__PRECACHE__, { directoryIndex: '', cleanURLs: false });

const onlyGood = new CacheableResponsePlugin({ statuses: [200] });

/** Where the catalog's public reads are kept. */
const CATALOG_CACHE = 'roast-catalog';
/**
 * The reads the menu and the outlets are drawn from, kept as soon as the worker is installed: a
 * page whose text the server rendered does not fetch them, yet an unopened page needs them offline.
 */
const MENU_READS = ['/api/cake/list', '/api/cake/categories', '/api/offers', '/api/stores/list'];

worker.addEventListener('install', (event) => {
  // A read that fails now is fetched later, when a page asks for it: installing goes on anyway.
  event.waitUntil(
    caches
      .open(CATALOG_CACHE)
      .then((cache) => cache.addAll(MENU_READS))
      .catch(() => undefined),
  );
});

registerRoute(
  ({ request, url }) => isStorePage(request, url, origin),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      onlyGood,
      new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
      { handlerDidError: async () => matchPrecache(SHELL) },
    ],
  }),
);

registerRoute(
  ({ request, url }) => isCatalogRead(request, url, origin),
  new NetworkFirst({
    cacheName: CATALOG_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyGood, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

registerRoute(
  ({ request, url }) => isCatalogImage(request, url, origin),
  new CacheFirst({
    cacheName: 'roast-images',
    plugins: [
      onlyGood,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// A page's code or a language's texts, kept once loaded (the precache holds the rest).
const storeAssets = new Set(__STORE_ASSETS__);
registerRoute(
  ({ request, url }) => isStoreAsset(request, url, origin, storeAssets),
  new CacheFirst({
    cacheName: `roast-assets-${__VERSION__}`,
    plugins: [onlyGood, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// Pages and files another build kept.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^roast-(?:pages|assets)-/.test(name) && !name.endsWith(`-${__VERSION__}`))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
