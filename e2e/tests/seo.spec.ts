import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { catalog } from './catalog';
import { expect, test } from './fixtures';
import { jsonLdBlocks, richResultProblems } from './rich-results';

/**
 * What a search engine and a link preview read: pages as the server sends them (no script run),
 * their JSON-LD held to Google's rich-result rules, their Open Graph picture, canonical address
 * and language versions, and the sitemap.
 */
type Head = {
  status: number;
  html: string;
  meta: (key: string) => string | undefined;
  links: (rel: string) => string[];
};

async function fetchPage(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = (name: string) => [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  return {
    status: response.status(),
    html,
    meta: (key) => {
      const tag = tags('meta').find((t) => attribute(t, 'property') === key || attribute(t, 'name') === key);
      return tag ? attribute(tag, 'content')?.replace(/&amp;/g, '&') : undefined;
    },
    links: (rel) =>
      tags('link')
        .filter((t) => attribute(t, 'rel') === rel)
        .map((t) => `${attribute(t, 'hreflang') ?? ''} ${attribute(t, 'href') ?? ''}`.trim()),
  };
}

/** A WebP's size from its header: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`not a WebP (${chunk})`);
}

/** Open Graph and Twitter tags present, and the picture they name answers at the size they say. */
async function expectSharePreview(request: APIRequestContext, head: Head, image?: string) {
  for (const key of ['og:title', 'og:description', 'og:type', 'og:image', 'twitter:card', 'twitter:image']) {
    expect(head.meta(key), key).toBeTruthy();
  }
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  const picture = head.meta('og:image')!;
  if (image) expect(picture).toBe(`${baseURL}/images/${image}`);
  const answer = await request.get(picture);
  expect(answer.status(), picture).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(webpSize(await answer.body())).toEqual({
    width: Number(head.meta('og:image:width')),
    height: Number(head.meta('og:image:height')),
  });
}

/** Canonical is the page's own address; the language links name all three and English as the default. */
function expectLanguages(head: Head, path: string, language: '' | '/kn' | '/hi' = '') {
  const at = (prefix: string) => `${baseURL}${prefix}${prefix && path === '/' ? '' : path}`;
  expect(head.links('canonical')).toEqual([at(language)]);
  expect(head.meta('og:url')).toBe(at(language));
  expect(head.links('alternate').sort()).toEqual(
    [`en-IN ${at('')}`, `kn-IN ${at('/kn')}`, `hi-IN ${at('/hi')}`, `x-default ${at('')}`].sort(),
  );
}

function expectRichResults(head: Head, types: string[]) {
  const blocks = jsonLdBlocks(head.html);
  expect(blocks.map((block) => block['@type'])).toEqual(types);
  for (const block of blocks) expect(richResultProblems(block), String(block['@type'])).toEqual([]);
  return blocks;
}

test('the rules catch a block Google would not take', () => {
  expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'Cake' })).toContain(
    'Product: required offers is missing',
  );
  expect(
    richResultProblems({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jazz',
      startDate: '2026-12-05',
      location: { '@type': 'Place', name: 'Roast CCX' },
    }),
  ).toEqual(expect.arrayContaining(['Event.location: required address is missing', 'Event: startDate 2026-12-05']));
});

test('each outlet page describes its bakery: address, map, phone, hours and where it is', async ({ request }) => {
  const { stores } = await catalog(request);
  const list = await fetchPage(request, '/outlets');
  expect(list.status).toBe(200);
  expectRichResults(list, ['Bakery', 'Bakery', 'Bakery']);
  expectLanguages(list, '/outlets');

  for (const store of stores) {
    const head = await fetchPage(request, store.pagePath);
    expect(head.status).toBe(200);
    const [bakery] = expectRichResults(head, ['Bakery']);
    expect(bakery).toMatchObject({
      name: store.outletName,
      telephone: store.phone,
      hasMap: store.mapUrl,
      url: `${baseURL}${store.pagePath}`,
      address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: store.hours.open,
          closes: store.hours.close === '24:00' ? '23:59' : store.hours.close,
        },
      ],
    });
    expect(String((bakery!.address as { postalCode: string }).postalCode)).toMatch(/^56\d{4}$/);
    const geo = store.geo;
    expect(geo, 'the public outlet carries its coordinates').toBeTruthy();
    expect(bakery!.geo).toEqual({ '@type': 'GeoCoordinates', latitude: geo!.latitude, longitude: geo!.longitude });
    expectLanguages(head, store.pagePath);
    await expectSharePreview(request, head, store.img);
  }
});

test('cake and hamper pages carry a Product with a rupee offer that says whether it can be had', async ({
  request,
}) => {
  const { cakes, offers } = await catalog(request);
  const active = cakes.filter((cake) => cake.isActive);
  const inStock = active.find((cake) => !cake.isSold)!;
  const soldOut = active.find((cake) => cake.isSold)!;
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold)!;

  for (const [path, item, availability] of [
    [`/cakeInfo/${inStock._id}`, inStock, 'InStock'],
    [`/cakeInfo/${soldOut._id}`, soldOut, 'SoldOut'],
    [`/offer-details/${hamper._id}`, hamper, 'InStock'],
  ] as const) {
    const head = await fetchPage(request, path);
    expect(head.status).toBe(200);
    const [product] = expectRichResults(head, ['Product']);
    expect(product).toMatchObject({
      name: item.name,
      image: [`${baseURL}/images/${item.img}`],
      offers: {
        price: item.price.toFixed(2),
        priceCurrency: 'INR',
        availability: `https://schema.org/${availability}`,
        url: `${baseURL}${path}`,
      },
    });
    expect(head.meta('og:type')).toBe('product');
    expectLanguages(head, path);
    await expectSharePreview(request, head, item.img);
  }

  // The Kannada page's Product points at the Kannada page.
  const kannada = await fetchPage(request, `/kn/cakeInfo/${inStock._id}`);
  expect(kannada.status).toBe(200);
  const [product] = expectRichResults(kannada, ['Product']);
  expect(product!.offers).toMatchObject({ url: `${baseURL}/kn/cakeInfo/${inStock._id}` });
  expect(kannada.meta('og:locale')).toBe('kn_IN');
  expectLanguages(kannada, `/cakeInfo/${inStock._id}`, '/kn');
});

test('event and workshop pages carry an Event starting in India time, sold out when no place is left', async ({
  request,
}) => {
  const { events, workshops, stores } = await catalog(request);
  const sessions = [
    ...events.map((session) => ({ session, path: `/event/${session._id}` })),
    ...workshops.map((session) => ({ session, path: `/workshop/${session._id}` })),
  ];
  const full = sessions.find(({ session }) => session.isActive && session.slots === 0);
  expect(full, 'the seeded catalog has a session with no place left').toBeTruthy();
  const open = sessions.filter(({ session }) => session.isActive && session.slots > 0);
  const workshop = open.find(({ path }) => path.startsWith('/workshop/'))!;
  const event = open.find(({ path }) => path.startsWith('/event/'))!;

  for (const { session, path } of [event, workshop, full!]) {
    const head = await fetchPage(request, path);
    expect(head.status).toBe(200);
    const [block] = expectRichResults(head, ['Event']);
    expect(block!.startDate).toMatch(new RegExp(`^${session.date}T\\d{2}:\\d{2}:00\\+05:30$`));
    expect(block!.endDate).toMatch(/T\d{2}:\d{2}:00\+05:30$/);
    expect(block!.offers).toMatchObject({
      price: session.price.toFixed(2),
      priceCurrency: 'INR',
      availability: session.slots > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    });
    const outlet = stores.find((store) => store.title === session.venue);
    expect(block!.location).toMatchObject({
      '@type': 'Place',
      name: session.venue,
      ...(outlet ? { url: `${baseURL}${outlet.pagePath}` } : {}),
    });
    expectLanguages(head, path);
    await expectSharePreview(request, head, session.image);
  }
});

test('every other page has a share preview and its canonical address; private pages are kept out', async ({
  request,
}) => {
  const { blogs, jobs } = await catalog(request);
  for (const path of ['/', '/cakes', '/events', '/aboutus', '/contact', `/blogs/${blogs[0]!._id}`]) {
    const head = await fetchPage(request, path);
    expect(head.status, path).toBe(200);
    expect(head.meta('robots'), path).toBeUndefined();
    expectLanguages(head, path);
    await expectSharePreview(request, head);
  }
  const job = jobs.find((j) => j.isActive)!;
  await expectSharePreview(request, await fetchPage(request, `/careers/${job._id}`), job.image ?? undefined);

  // Paths are matched without regard to case: the canonical spells the page one way.
  expectLanguages(await fetchPage(request, '/AboutUs/'), '/aboutus');
  // The Kannada and Hindi pages name themselves, and the English page as the default.
  expectLanguages(await fetchPage(request, '/kn/cakes'), '/cakes', '/kn');
  expectLanguages(await fetchPage(request, '/hi'), '/', '/hi');

  for (const path of [
    '/cart',
    '/myorders',
    '/paymentsuccess',
    '/forgot-password',
    '/reset-password/abc',
    '/verify-email/abc',
    '/no-such-page',
  ]) {
    const head = await fetchPage(request, path);
    expect(head.meta('robots'), path).toBe('noindex');
    expect(head.links('canonical'), path).toEqual([]);
    expect(jsonLdBlocks(head.html), path).toEqual([]);
  }
});

test('the sitemap lists every public page in all three languages, each with its versions', async ({ request }) => {
  const { cakes, events, workshops } = await catalog(request);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(m[1]!)?.[1],
    alternates: [...m[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => `${a[1]} ${a[2]}`),
  }));
  const locs = new Set(entries.map((entry) => entry.loc));
  const paths = [
    '/',
    '/cakes',
    '/outlets',
    '/roast-24-seven',
    '/workshop',
    `/cakeInfo/${cakes.find((c) => c.isActive)!._id}`,
    `/event/${events[0]!._id}`,
    `/workshop/${workshops[0]!._id}`,
  ];
  for (const path of paths) {
    const en = `${baseURL}${path}`;
    const kn = `${baseURL}/kn${path === '/' ? '' : path}`;
    const hi = `${baseURL}/hi${path === '/' ? '' : path}`;
    for (const loc of [en, kn, hi]) {
      expect(locs.has(loc), loc).toBe(true);
      expect(entries.find((entry) => entry.loc === loc)!.alternates.sort()).toEqual(
        [`en-IN ${en}`, `kn-IN ${kn}`, `hi-IN ${hi}`, `x-default ${en}`].sort(),
      );
    }
  }
  for (const inactive of cakes.filter((c) => !c.isActive)) expect(xml).not.toContain(inactive._id);
  for (const privatePath of [
    '/cart',
    '/myorders',
    '/paymentsuccess',
    '/reset-password',
    '/forgot-password',
    '/staff',
  ]) {
    expect(xml).not.toContain(`${baseURL}${privatePath}`);
    expect(xml).not.toContain(`/kn${privatePath}`);
  }
  // Every address in it is a page that answers.
  for (const loc of [...locs].filter((loc) => loc?.includes('/hi/'))) {
    expect((await request.get(loc!)).status(), loc).toBe(200);
  }
});

test('a page keeps its head tags once the browser has taken over', async ({ page, request }) => {
  const { cakes } = await catalog(request);
  const cake = cakes.find((c) => c.isActive)!;
  await page.goto(`/cakeInfo/${cake._id}`);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/images/${cake.img}`,
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/cakeInfo/${cake._id}`);
});
