/**
 * The console's service worker, built by vite.config.ts into /staff-sw.js (production builds only)
 * and registered for the console's addresses alone. It keeps the console's shell, so the console
 * opens on the counter's tablet without a connection, and the last answer of the reads the board is
 * drawn from (see rules.ts): network first, the kept copy when the network fails or is too slow,
 * marked with the time it was kept so the board can say it is not live. The store's worker
 * (src/sw) keeps nothing of the console; this one keeps nothing of the store.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  CONSOLE_CACHE_PREFIX,
  endsKeptReads,
  isAnotherMember,
  isConsolePage,
  isKeptRead,
  isSessionCall,
  KEPT_READS_CACHE,
  keptHeaders,
  ME_PATH,
  MEMBER_HEADER,
  memberOf,
  staleHeaders,
} from './rules';

/** Filled in by the build: the files to keep from the start, and every file the console may load. */
declare const __PRECACHE__: { url: string; revision: string | null }[];
declare const __CONSOLE_ASSETS__: string[];
declare const __VERSION__: string;

interface WaitingEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

/** The console's page: every address of the console is drawn from it in the browser. */
const SHELL = '/staff.html';
/** How long a page or a read waits for the network before the kept copy is shown instead. */
const NETWORK_TIMEOUT_MS = 5_000;
/** Kept reads at most: a board per outlet and day looked at lately, and the two the layout needs. */
const MOST_KEPT_READS = 24;

// Named apart from the store's caches: its worker clears any cache whose name holds '-precache-'.
setCacheNameDetails({ prefix: 'roast-console', precache: 'shell', runtime: 'runtime', suffix: '' });

void worker.skipWaiting();
clientsClaim();

// Only exact files: the console's addresses are pages, answered below.
precacheAndRoute(__PRECACHE__, { directoryIndex: '', cleanURLs: false });

/** The network's answer, or null when it has not come within `ms`. */
function within(answer: Promise<Response>, ms: number): Promise<Response | null> {
  return Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** A page of the console: the server's page when it answers in time, else the kept shell. */
registerRoute(
  ({ request, url }) => isConsolePage(request, url, origin),
  async ({ request }) => {
    const network = fetch(request);
    try {
      const answer = await within(network, NETWORK_TIMEOUT_MS);
      if (answer) return answer;
    } catch {
      // No connection: the kept shell below.
    }
    return (await matchPrecache(SHELL)) ?? network;
  },
);

// A page's code, kept once loaded (the precache holds the board and everything it needs).
const consoleAssets = new Set(__CONSOLE_ASSETS__);
const ASSETS_CACHE = `${CONSOLE_CACHE_PREFIX}assets-${__VERSION__}`;
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === origin && consoleAssets.has(url.pathname),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    ],
  }),
);

const forgetKeptReads = () => caches.delete(KEPT_READS_CACHE);

/**
 * Keeps a good answer of a kept read, as this member's. A fresh `/me` naming another member (or
 * nobody) first drops everything kept: one member's board is never shown to the next.
 */
async function keep(request: Request, answer: Response): Promise<void> {
  if (answer.status !== 200) return;
  const isMe = new URL(request.url).pathname === ME_PATH;
  const body = await answer.arrayBuffer();
  let member: string | null = null;
  if (isMe) {
    try {
      member = memberOf(JSON.parse(new TextDecoder().decode(body)));
    } catch {
      member = null;
    }
    const keptMe = await (await caches.open(KEPT_READS_CACHE)).match(ME_PATH, { ignoreVary: true });
    if (isAnotherMember(keptMe?.headers.get(MEMBER_HEADER) ?? null, member)) await forgetKeptReads();
    if (!member) return;
  }
  const cache = await caches.open(KEPT_READS_CACHE);
  const kept = new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: keptHeaders(answer.headers, new Date(), member),
  });
  await cache.put(request, kept);
  // The oldest first: a replaced copy moves to the end.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MOST_KEPT_READS)).map((key) => cache.delete(key)));
}

/** The kept copy of a read, marked as such; undefined when none is kept. */
async function keptCopy(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(KEPT_READS_CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (!kept) return undefined;
  return new Response(kept.body, {
    status: kept.status,
    statusText: kept.statusText,
    headers: staleHeaders(kept.headers),
  });
}

/**
 * A read the board is drawn from: the server's answer when it comes in time, kept for later (or,
 * when it says the session is over, everything kept forgotten); else the kept copy, marked stale.
 */
registerRoute(
  ({ request, url }) => isKeptRead(request, url, origin),
  async ({ request, url, event }) => {
    let settled: Promise<void> = Promise.resolve();
    const network = fetch(request).then((answer) => {
      // Kept even when the kept copy was shown meanwhile because the network was slow.
      settled = endsKeptReads(request, url, origin, answer.status)
        ? forgetKeptReads().then(() => undefined)
        : keep(request, answer.clone());
      return answer;
    });
    (event as WaitingEvent).waitUntil(
      network.then(
        () => settled,
        () => undefined,
      ),
    );
    try {
      const answer = await within(network, NETWORK_TIMEOUT_MS);
      if (answer) return answer;
    } catch {
      // No connection: the kept copy below.
    }
    return (await keptCopy(request)) ?? network;
  },
);

/** A login or a logout: once it went through, what was kept is another session's. */
registerRoute(
  ({ request, url }) => isSessionCall(request, url, origin),
  async ({ request, url }) => {
    const answer = await fetch(request);
    if (endsKeptReads(request, url, origin, answer.status)) await forgetKeptReads();
    return answer;
  },
  'POST',
);

// The files another build kept once loaded.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(`${CONSOLE_CACHE_PREFIX}assets-`) && name !== ASSETS_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
