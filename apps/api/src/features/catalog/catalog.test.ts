import {
  CAKE_CATEGORIES,
  blogSchema,
  cakeSchema,
  categorySchema,
  eventSchema,
  jobSchema,
  offerSchema,
  storeSchema,
  workshopSchema,
} from '@roast/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ reset: 'once' });

async function getJson(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Each list with its envelope, and its detail call when it has one. */
const RESOURCES = [
  { list: '/api/cake/list', detail: '/api/cake/cake-details/', schema: cakeSchema, key: 'data', missing: 'cake' },
  { list: '/api/offers', detail: '/api/offers/', schema: offerSchema, key: 'data', missing: 'hamper' },
  {
    list: '/api/stores/list',
    detail: '/api/stores/',
    schema: storeSchema,
    key: 'stores',
    detailKey: 'store',
    missing: 'outlet',
  },
  { list: '/api/events/list', detail: '/api/events/list/', schema: eventSchema, key: 'data', missing: 'event' },
  {
    list: '/api/workshop/list',
    detail: '/api/workshop/list/',
    schema: workshopSchema,
    key: 'data',
    missing: 'workshop',
  },
  { list: '/api/careers/list', detail: '/api/careers/list/', schema: jobSchema, key: null, missing: 'job' },
] as const;

describe.each(RESOURCES)('$list', (resource) => {
  const itemsOf = (body: unknown): { _id: string }[] => {
    const list = resource.key === null ? body : (body as Record<string, unknown>)[resource.key];
    return z.array(resource.schema).parse(list) as { _id: string }[];
  };

  it('answers the whole list in its envelope, every item in the contract shape', async () => {
    const { status, body } = await getJson(resource.list);
    expect(status).toBe(200);
    if (resource.key === null) expect(Array.isArray(body)).toBe(true);
    else expect(body).toMatchObject({ success: true });
    expect(itemsOf(body).length).toBeGreaterThan(0);
  });

  it('answers each item by its id, the same as in the list', async () => {
    const items = itemsOf((await getJson(resource.list)).body);
    for (const item of items.slice(0, 3)) {
      const { status, body } = await getJson(resource.detail + item._id);
      expect(status).toBe(200);
      const detail =
        resource.key === null
          ? body
          : (body as Record<string, unknown>)['detailKey' in resource ? resource.detailKey : 'data'];
      expect(detail).toEqual(item);
    }
  });

  it('answers 404 JSON for an id that does not exist', async () => {
    const { status, body } = await getJson(resource.detail + UNKNOWN_ID);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: `We could not find that ${resource.missing}.` });
  });

  it.each(['not-an-id', '123', "1' or '1'='1", '%00', 'a'.repeat(150)])(
    'answers 400 JSON for the malformed id %s',
    async (id) => {
      const { status, body } = await getJson(resource.detail + encodeURIComponent(id));
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: 'Malformed id' });
    },
  );
});

describe('cakes', () => {
  it('lists inactive and sold-out cakes too, for the client to filter', async () => {
    const cakes = z.array(cakeSchema).parse(((await getJson('/api/cake/list')).body as { data: unknown }).data);
    expect(cakes.some((cake) => !cake.isActive)).toBe(true);
    expect(cakes.some((cake) => cake.isActive && cake.isSold)).toBe(true);
  });

  it('has at least three active cakes in every category', async () => {
    const cakes = z.array(cakeSchema).parse(((await getJson('/api/cake/list')).body as { data: unknown }).data);
    for (const category of CAKE_CATEGORIES) {
      const active = cakes.filter((cake) => cake.category === category._id && cake.isActive);
      expect(active.length, category.catname).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows the 750 g price as the card price when there is one, else the 1 kg price', async () => {
    const cakes = z.array(cakeSchema).parse(((await getJson('/api/cake/list')).body as { data: unknown }).data);
    const withMedium = cakes.filter((cake) => cake.pricePermedium !== undefined);
    const withoutMedium = cakes.filter((cake) => cake.pricePermedium === undefined);
    expect(withMedium.length).toBeGreaterThan(0);
    expect(withoutMedium.length).toBeGreaterThan(0);
    for (const cake of withMedium) expect(cake.price).toBe(cake.pricePermedium);
    for (const cake of withoutMedium) expect(cake.price).toBe(cake.pricePerlarge);
  });

  it('names only real outlets in storeSelect, and offers egg, eggless and both', async () => {
    const cakes = z.array(cakeSchema).parse(((await getJson('/api/cake/list')).body as { data: unknown }).data);
    const stores = z.array(storeSchema).parse(((await getJson('/api/stores/list')).body as { stores: unknown }).stores);
    const outletNames = new Set(stores.map((store) => store.outletName));
    for (const cake of cakes) {
      expect(cake.storeSelect.length, cake.name).toBeGreaterThan(0);
      for (const name of cake.storeSelect) expect(outletNames.has(name), name).toBe(true);
    }
    expect(new Set(cakes.map((cake) => cake.isveg))).toEqual(new Set(['EGG', 'EGGLESS', 'Both']));
  });
});

describe('categories', () => {
  it('answers the eight categories in menu order, ids 1 to 8', async () => {
    const { status, body } = await getJson('/api/cake/categories');
    expect(status).toBe(200);
    const data = z.array(categorySchema).parse((body as { data: unknown }).data);
    expect(data).toEqual(CAKE_CATEGORIES);
  });
});

describe('outlets', () => {
  it('has the three outlets with their page data', async () => {
    const stores = z.array(storeSchema).parse(((await getJson('/api/stores/list')).body as { stores: unknown }).stores);
    expect(stores.map((store) => [store.outletName, store.pagePath])).toEqual([
      ['Roast CCX', '/roast-ccx'],
      ['Roast 24 Seven', '/roast-24-seven'],
      ['Roast Caffeine Capital', '/roast-caffeine-capital'],
    ]);
    expect(stores.map((store) => store.deliveryLinks.length)).toEqual([1, 2, 2]);
    expect(stores.map((store) => store.gallery.length)).toEqual([6, 1, 0]);
    expect(stores[1]?.hours).toEqual({ open: '00:00', close: '24:00' });
  });
});

describe('hampers, sessions, blogs and jobs', () => {
  it('has at least six hampers, one sold out, one seasonal', async () => {
    const offers = z.array(offerSchema).parse(((await getJson('/api/offers')).body as { data: unknown }).data);
    expect(offers.length).toBeGreaterThanOrEqual(6);
    expect(offers.some((offer) => offer.isSold)).toBe(true);
    expect(offers.some((offer) => offer.seasonal && offer.isActive && !offer.isSold)).toBe(true);
  });

  it.each(['/api/events/list', '/api/workshop/list'])(
    '%s has four or more, one sold out, one inactive',
    async (url) => {
      const sessions = z.array(eventSchema).parse(((await getJson(url)).body as { data: unknown }).data);
      expect(sessions.length).toBeGreaterThanOrEqual(4);
      expect(sessions.some((session) => session.slots <= 0 && session.isActive)).toBe(true);
      expect(sessions.some((session) => !session.isActive)).toBe(true);
    },
  );

  it('has four blogs, newest first', async () => {
    const blogs = z.array(blogSchema).parse(((await getJson('/api/blogs/list')).body as { data: unknown }).data);
    expect(blogs).toHaveLength(4);
    const dates = blogs.map((blog) => blog.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has five jobs, one closed, each with its own LinkedIn link', async () => {
    const jobs = z.array(jobSchema).parse((await getJson('/api/careers/list')).body);
    expect(jobs).toHaveLength(5);
    expect(jobs.filter((job) => !job.isActive)).toHaveLength(1);
    for (const job of jobs) expect(job.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });
});

describe('images', () => {
  it('serves every image the catalog names, with long cache headers', async () => {
    const cakes = z.array(cakeSchema).parse(((await getJson('/api/cake/list')).body as { data: unknown }).data);
    const stores = z.array(storeSchema).parse(((await getJson('/api/stores/list')).body as { stores: unknown }).stores);
    const names = [...cakes.map((cake) => cake.img), ...stores.flatMap((store) => [store.img, ...store.gallery])];
    for (const name of names) {
      const response = await t.app.inject({ method: 'HEAD', url: `/images/${name}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
