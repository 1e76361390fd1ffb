/**
 * What the console's service worker keeps, decided by plain functions of the request: the console's
 * shell (its page and built files) and the last answer of the three reads the board needs to draw
 * itself (who is signed in, their outlets, the board's orders). Nothing else of the staff API, no
 * write, nothing of another site; and what is kept belongs to one member at a time.
 */

/** Where the console lives: `/staff` itself (every link to the board says so) and every page under it. */
export const CONSOLE_SCOPE = '/staff';
/** The worker's script, beside the store's `/sw.js` (the server sends both uncached). */
export const CONSOLE_WORKER = '/staff-sw.js';

/** Every cache of the console starts so, and none holds '-precache-', which the store's worker clears. */
export const CONSOLE_CACHE_PREFIX = 'roast-console-';
/** The kept reads: one member's, emptied at every login, logout and lapsed session. */
export const KEPT_READS_CACHE = `${CONSOLE_CACHE_PREFIX}reads`;

/** On an answer that comes from the kept copy, not the server: when that copy was kept (ISO time). */
export const STALE_HEADER = 'x-roast-stale';
/** On a kept copy: when it was kept. */
export const KEPT_AT_HEADER = 'x-roast-kept-at';
/** On the kept answer of `/me`: whose session the kept reads are. */
export const MEMBER_HEADER = 'x-roast-member';

const STAFF_API = '/api/staff/';
/** Who is signed in: its answer names the member every other kept read belongs to. */
export const ME_PATH = '/api/staff/me';
/**
 * The reads kept for offline: who is signed in, their outlets, and a board of orders (the board's
 * list, `/orders?outlet=…`, never an order's own path or the live stream at `/orders/stream`).
 */
const KEPT_READS = new Set([ME_PATH, '/api/staff/outlets', '/api/staff/orders']);
/** The calls that start or end a session: what was kept is another session's after them. */
const SESSION_CALLS = new Set(['/api/staff/login', '/api/staff/logout']);

interface RequestLike {
  readonly method: string;
  readonly mode: string;
}

const sameOrigin = (url: URL, origin: string) => url.origin === origin;

/** A page of the console (any of its addresses: the browser draws them all from the one shell). */
export function isConsolePage(request: RequestLike, url: URL, origin: string): boolean {
  return (
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    sameOrigin(url, origin) &&
    (url.pathname === CONSOLE_SCOPE || url.pathname.startsWith(`${CONSOLE_SCOPE}/`))
  );
}

/** A read the board needs to draw itself, kept so that it can be drawn offline. */
export function isKeptRead(request: RequestLike, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate' || !sameOrigin(url, origin)) return false;
  if (!KEPT_READS.has(url.pathname)) return false;
  // The board's list names its outlet; a bare `/orders` is not a read the console makes.
  return url.pathname !== '/api/staff/orders' || url.searchParams.has('outlet');
}

/** A login or a logout, which the worker watches go by. */
export function isSessionCall(request: RequestLike, url: URL, origin: string): boolean {
  return request.method === 'POST' && sameOrigin(url, origin) && SESSION_CALLS.has(url.pathname);
}

/**
 * Whether an answer means the kept reads are no longer this tablet's member's: a login or logout
 * went through, or the staff API says the session is over (a 401 from any of its calls).
 */
export function endsKeptReads(request: { readonly method: string }, url: URL, origin: string, status: number): boolean {
  if (!sameOrigin(url, origin) || !url.pathname.startsWith(STAFF_API)) return false;
  if (status === 401) return true;
  return request.method === 'POST' && SESSION_CALLS.has(url.pathname) && status >= 200 && status < 300;
}

/** The member an answer of `/me` names, or null when it names nobody. */
export function memberOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const staff = (answer as { staff?: unknown }).staff;
  if (typeof staff !== 'object' || staff === null) return null;
  const id = (staff as { _id?: unknown })._id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Whether what is kept must go before a fresh answer of `/me` is kept: it names another member than
 * the kept one, or nobody. Nothing kept yet is nobody else's.
 */
export function isAnotherMember(kept: string | null, fresh: string | null): boolean {
  return fresh === null || (kept !== null && kept !== fresh);
}

/** The kept copy of an answer, with when it was kept (and whose it is, for `/me`). */
export function keptHeaders(headers: Headers, keptAt: Date, member: string | null): Headers {
  const kept = new Headers(headers);
  kept.set(KEPT_AT_HEADER, keptAt.toISOString());
  if (member) kept.set(MEMBER_HEADER, member);
  else kept.delete(MEMBER_HEADER);
  return kept;
}

/** A kept copy as the page gets it offline: marked with the time it was kept. */
export function staleHeaders(kept: Headers): Headers {
  const answer = new Headers(kept);
  answer.set(STALE_HEADER, kept.get(KEPT_AT_HEADER) ?? new Date(0).toISOString());
  answer.delete(KEPT_AT_HEADER);
  answer.delete(MEMBER_HEADER);
  return answer;
}
