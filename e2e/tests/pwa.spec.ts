import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, test } from './fixtures';

// This file alone lets the store's service worker run (the others block it, see the config).
test.use({ serviceWorkers: 'allow' });

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  lang: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/**
 * Every URL the store's worker keeps in Cache Storage (the console's worker, registered when /staff
 * opens, keeps its own apart, in caches named roast-console-…).
 */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of (await caches.keys()).filter((each) => !each.startsWith('roast-console-'))) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
    }
    return urls;
  });

/** Opens a page and waits until the service worker is active and answers for it. */
async function whenControlled(page: Page) {
  await page.goto('/');
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(['activating', 'activated']).toContain(state);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

test('the store is installable: its manifest, theme colour and icons', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2B1A12');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as WebManifest;
  expect(manifest).toMatchObject({
    name: 'Roast — Cafe & Bakery',
    short_name: 'Roast',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2B1A12',
    background_color: '#F6EFE6',
    lang: 'en-IN',
  });
  const icons = await Promise.all(
    manifest.icons.map(async (icon) => {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
      return `${icon.sizes} ${icon.purpose ?? 'any'}`;
    }),
  );
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touch!)).body())).toBe('180x180');

  // A new worker is looked for on every visit: the browser must never keep an old one for an hour.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a signed-in read, a customer’s page and the console are never kept', async ({ page, consoleErrors }) => {
  await whenControlled(page);
  // Signed-in reads, even of a public address, and the console go past the worker's caches.
  const statuses = await page.evaluate(async () => {
    const signedIn = { headers: { token: 'a-customer-token' } };
    return Promise.all([
      fetch('/api/order/all', signedIn).then((r) => r.status),
      fetch('/api/stores/list?signed-in', signedIn).then((r) => r.status),
      fetch('/api/staff/orders').then((r) => r.status),
    ]);
  });
  expect(statuses).toEqual([401, 200, 400]);
  await page.goto('/staff');
  await page.goto('/cart');
  await page.goto('/outlets');
  // Those refusals were asked for (the console, opened without signing in, asks who is there).
  const refused = /status of 40[01] .*\/api\/(?:order\/all|staff\/orders|staff\/me)\)$/;
  expect(consoleErrors.filter((error) => !refused.test(error))).toEqual([]);
  consoleErrors.length = 0;

  const kept = await cachedUrls(page);
  expect(kept).toEqual(expect.arrayContaining(['/outlets', '/api/stores/list']));
  expect(
    kept.filter((url) => /^\/(?:staff|cart|api\/(?:order|staff|user))|signed-in|assets\/staff-/.test(url)),
  ).toEqual([]);
});

test('the menu and the outlets read offline, in English and in Kannada', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const { cakes, stores } = await catalog(request);
  const cake = cakes.find((c) => c.isActive && !c.isSold)!;

  await whenControlled(page);
  await page.goto('/cakes');
  await expect(page.getByRole('heading', { name: cake.name, exact: true })).toBeVisible();
  await page.goto('/outlets');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(stores.length);
  // The Kannada menu, whose texts are fetched only by someone who reads it.
  await page.goto('/kn/cakes');
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toContainText(/[\u0C80-\u0CFF]/); // Kannada script
  const kannadaCard = (await firstCard.textContent()) ?? '';

  const kept = await cachedUrls(page);
  expect(kept).toEqual(
    expect.arrayContaining(['/cakes', '/outlets', '/kn/cakes', '/api/cake/list', '/api/stores/list']),
  );
  expect(kept.some((url) => url.startsWith('/images/'))).toBe(true);

  await context.setOffline(true);
  // The worker is offline too: what is not kept cannot be fetched.
  const uncached = await page.evaluate(() =>
    fetch('/api/cake/list?not-kept').then(
      () => 'fetched',
      () => 'failed',
    ),
  );
  expect(uncached).toBe('failed');

  await page.goto('/cakes');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: cake.name, exact: true }) });
  await expect(card.getByText(`Rs. ${cake.price}/- Per ${cake.portions}`, { exact: true })).toBeVisible();
  // Its picture was seen online, so it is kept.
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await page.reload();
  await expect(card).toBeVisible();

  await page.goto('/outlets');
  const outlets = page.getByRole('main').getByRole('article');
  await expect(outlets).toHaveCount(stores.length);
  for (const [index, store] of stores.entries()) {
    await expect(outlets.nth(index).getByRole('heading', { name: store.title })).toBeVisible();
  }

  await page.goto('/kn/cakes');
  await expect(firstCard).toHaveText(kannadaCard);

  // A page never opened is drawn in the browser from the kept shell and the kept outlets.
  const [outlet] = stores;
  await page.goto(outlet!.pagePath, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: outlet!.title })).toBeVisible();
  await context.setOffline(false);
  // Offline, what was never fetched fails to load: pictures not yet scrolled to, the payment key.
  const offlineMiss =
    /net::ERR_(?:FAILED|INTERNET_DISCONNECTED) \(http:\/\/[^/]+\/(?:images\/|api\/getkey|api\/cake\/list\?not-kept)/;
  expect(consoleErrors.filter((error) => !offlineMiss.test(error))).toEqual([]);
  consoleErrors.length = 0;
});
