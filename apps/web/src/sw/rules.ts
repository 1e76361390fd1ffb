/**
 * What the service worker keeps, decided by plain functions of the request: the store's pages, the
 * public catalog reads and the catalog's images. Nothing signed in (a `token` header), nothing that
 * is not a GET, nothing of the staff console, and no page whose address carries a secret.
 */

/** An optional language prefix: the Kannada and Hindi pages live under /kn/… and /hi/…. */
const LANGUAGE = '(?:/(?:kn|hi))?';

/**
 * Pages that are the customer's own or carry a secret in their address (a reset or confirmation link's token): the
 * worker leaves them to the network, never keeps them. The staff console is among them.
 */
const PRIVATE_PAGE = new RegExp(
  `^${LANGUAGE}/(?:staff|cart|myorders|paymentsuccess|pay|reset-password|forgot-password|verify-email)(?:/|$)`,
);

/** The catalog's public reads: lists and single items of cakes, hampers, outlets, events and more. */
const CATALOG_READ =
  /^\/api\/(?:cake\/(?:list|categories|cake-details\/[^/]+)|offers(?:\/[^/]+)?|stores\/[^/]+|events\/list(?:\/[^/]+)?|workshop\/list(?:\/[^/]+)?|blogs\/list|careers\/list(?:\/[^/]+)?)$/;

/** Headers that sign a request in: its answer belongs to one person. */
const SIGNED_IN_HEADERS = ['token', 'authorization'];

interface RequestLike {
  readonly method: string;
  readonly mode: string;
  readonly headers: Headers;
}

const sameOrigin = (url: URL, origin: string) => url.origin === origin;
const isSignedIn = (request: RequestLike) => SIGNED_IN_HEADERS.some((name) => request.headers.has(name));

/** A GET of this site, with no sign-in: the only kind of request anything is kept for. */
function isPublicGet(request: RequestLike, url: URL, origin: string): boolean {
  return request.method === 'GET' && sameOrigin(url, origin) && !isSignedIn(request);
}

/** A page of the store (any language) that can be kept and shown again offline. */
export function isStorePage(request: RequestLike, url: URL, origin: string): boolean {
  return (
    request.mode === 'navigate' &&
    isPublicGet(request, url, origin) &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/images/') &&
    !PRIVATE_PAGE.test(url.pathname)
  );
}

/** A public read of the catalog that the menu, the outlets and the listings are drawn from. */
export function isCatalogRead(request: RequestLike, url: URL, origin: string): boolean {
  return isPublicGet(request, url, origin) && CATALOG_READ.test(url.pathname);
}

/** A picture of the catalog (its names never change, so a kept copy is always right). */
export function isCatalogImage(request: RequestLike, url: URL, origin: string): boolean {
  return isPublicGet(request, url, origin) && url.pathname.startsWith('/images/');
}

/** One of the store's built files (never the console's) that is fetched only when needed. */
export function isStoreAsset(
  request: RequestLike,
  url: URL,
  origin: string,
  storeAssets: ReadonlySet<string>,
): boolean {
  return isPublicGet(request, url, origin) && storeAssets.has(url.pathname);
}
