import {
  CATALOG_INPUTS,
  CATALOG_KINDS,
  CATALOG_PATCHES,
  totalWithGst,
  rupeesToPaise,
  type CatalogKind,
} from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cakes, orderItems } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, EASY_PICKUP, paidOrder, signUp } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

/** Where each kind shows in public, and how to find the list in its answer. */
const PUBLIC: Record<CatalogKind, { url: string; items: (body: unknown) => { _id: string }[] }> = {
  cakes: { url: '/api/cake/list', items: (body) => (body as { data: { _id: string }[] }).data },
  offers: { url: '/api/offers', items: (body) => (body as { data: { _id: string }[] }).data },
  events: { url: '/api/events/list', items: (body) => (body as { data: { _id: string }[] }).data },
  workshops: { url: '/api/workshop/list', items: (body) => (body as { data: { _id: string }[] }).data },
  blogs: { url: '/api/blogs/list', items: (body) => (body as { data: { _id: string }[] }).data },
  jobs: { url: '/api/careers/list', items: (body) => body as { _id: string }[] },
};

const lines = ['A first line.', 'A second line.'];

/** A whole, valid body for each kind (its photos are pre-rendered artwork the store ships). */
const NEW: Record<CatalogKind, Record<string, unknown>> = {
  cakes: {
    name: 'Filter Coffee Tres Leches',
    category: 6,
    smalldesc: 'Three milks and a decoction of South Indian coffee.',
    description: 'A sponge soaked in three milks and strong filter coffee, finished with a coffee cream.',
    content: ['Coffee-soaked sponge', 'Coffee cream'],
    pricePermedium: 950,
    pricePerlarge: 1250,
    weightPermedium: '750 g',
    weightPerlarge: '1 kg',
    portions: '8 to 10 slices',
    preparationTime: 24,
    storeSelect: ['Roast CCX', 'Roast 24 Seven'],
    isveg: 'EGGLESS',
    img: 'cake-belgian-truffle-800.webp',
    imgAlt: 'A coffee-coloured cake on a stand',
  },
  offers: {
    name: 'Monsoon Chai Hamper',
    img: 'hamper-festive-800.webp',
    imgAlt: 'A basket of chai, rusks and a cake',
    smalldesc: 'Chai masala, rusks and a loaf cake.',
    price: 1499,
    content: ['Chai masala', 'Rusks', 'A loaf cake'],
    description: ['Order a day ahead.'],
    storeSelect: ['Roast Caffeine Capital'],
    preparationTime: 24,
  },
  events: {
    title: 'Jazz on the Terrace',
    image: 'event-jazz-800.webp',
    imageAlt: 'A saxophone player at dusk',
    date: '2026-12-12',
    time: '7:00 PM – 9:00 PM',
    venue: 'Roast CCX terrace',
    price: 599,
    slots: 40,
    description: lines,
    expectations: lines,
    terms: lines,
  },
  workshops: {
    title: 'Latte Art for Beginners',
    image: 'workshop-latte-art-800.webp',
    imageAlt: 'A rosetta poured in a cup',
    date: '2026-12-14',
    time: '10:00 AM – 12:00 PM',
    venue: 'Roast 24 Seven',
    price: 1800,
    slots: 8,
    description: lines,
    expectations: lines,
    terms: lines,
  },
  blogs: {
    headline: 'Roast opens its third outlet',
    description: 'Caffeine Capital brings our cakes to the city centre.',
    viewMoreLink: 'https://example.com/roast-third-outlet',
    blogimage: 'blog-third-outlet-800.webp',
    blogimageAlt: 'The new outlet at night',
    logo: 'logo-roast-journal-192.webp',
    publishedOn: '2026-11-20',
    source: 'The Roast Journal',
  },
  jobs: {
    title: 'Pastry Chef',
    jobtype: 'Full time',
    location: 'Roast CCX',
    image: null,
    imageAlt: null,
    jobdescription: lines,
    qualifications: lines,
    skills: lines,
    expectations: lines,
    terms: lines,
    linkedinUrl: 'https://www.linkedin.com/company/roast',
  },
};

/** Photos the seed uses, so the bodies above name images the store really has. */
async function withRealImages() {
  const list = async (url: string) => ((await t.app.inject({ url })).json() as { data: Record<string, string>[] }).data;
  const [cake] = await list('/api/cake/list');
  const [hamper] = await list('/api/offers');
  const [event] = await list('/api/events/list');
  const [blog] = await list('/api/blogs/list');
  NEW.cakes.img = cake!.img;
  NEW.offers.img = hamper!.img;
  NEW.events.image = event!.image;
  NEW.workshops.image = event!.image;
  NEW.blogs.blogimage = blog!.blogimage;
  NEW.blogs.logo = blog!.logo;
}

const publicItems = async (kind: CatalogKind) =>
  PUBLIC[kind].items((await t.app.inject({ url: PUBLIC[kind].url })).json());

describe('the catalog as seeded', () => {
  it('meets every rule of the console’s forms, so any seeded item can be edited', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    for (const kind of CATALOG_KINDS) {
      const { data } = (await console.get(`/api/staff/catalog/${kind}`)).json() as { data: Record<string, unknown>[] };
      expect(data.length, kind).toBeGreaterThan(0);
      for (const item of data) {
        const { _id, price, ...fields } = item;
        const body = kind === 'cakes' ? fields : { ...fields, ...(price === undefined ? {} : { price }) };
        const checked = CATALOG_INPUTS[kind].safeParse(body);
        expect(checked.success, `${kind} ${String(_id)}: ${JSON.stringify(checked.error?.issues[0])}`).toBe(true);
      }
    }
  });
});

describe.each(CATALOG_KINDS)('%s in the console', (kind) => {
  beforeEach(withRealImages);

  it('is created (201), shows in the public list at once, and the audit says who', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
    await publicItems(kind); // the list is cached before the change
    const created = await console.post(`/api/staff/catalog/${kind}`, NEW[kind]);
    expect(created.statusCode, created.body).toBe(201);
    const item = (created.json() as { data: { _id: string } & Record<string, unknown> }).data;
    expect(item).toMatchObject(kind === 'jobs' ? { title: 'Pastry Chef', isActive: true } : { isActive: true });
    expect((await publicItems(kind)).some((listed) => listed._id === item._id)).toBe(true);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.itemId, item._id));
    expect(entry).toMatchObject({ action: 'created', staffName: 'Anita Kulkarni', kind });
  });

  it('is edited field by field, the audit keeping only what changed, before and after', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const { data } = (await console.post(`/api/staff/catalog/${kind}`, NEW[kind])).json() as { data: { _id: string } };
    const field =
      kind === 'blogs' ? 'headline' : kind === 'events' || kind === 'workshops' || kind === 'jobs' ? 'title' : 'name';
    const edited = await console.patch(`/api/staff/catalog/${kind}/${data._id}`, { [field]: 'A better name' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { data: Record<string, unknown> }).data[field]).toBe('A better name');
    const listed = (await publicItems(kind)).find((item) => item._id === data._id) as unknown as Record<
      string,
      unknown
    >;
    expect(listed[field]).toBe('A better name');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'updated'));
    expect(entry!.before).toEqual({ [field]: NEW[kind][field] });
    expect(entry!.after).toEqual({ [field]: 'A better name' });
  });

  it('keeps the owner’s Kannada and Hindi texts, shows them with the item, and names a wrong one', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const field =
      kind === 'blogs' ? 'headline' : kind === 'events' || kind === 'workshops' || kind === 'jobs' ? 'title' : 'name';
    const created = await console.post(`/api/staff/catalog/${kind}`, {
      ...NEW[kind],
      translations: { kn: { [field]: 'ಕನ್ನಡದ ಹೆಸರು' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = (created.json() as { data: { _id: string } }).data;
    const translationsOf = async () =>
      ((await publicItems(kind)).find((item) => item._id === _id) as unknown as { translations?: unknown })
        .translations;
    expect(await translationsOf()).toEqual({ kn: { [field]: 'ಕನ್ನಡದ ಹೆಸರು' } });
    const both = { kn: { [field]: 'ಕನ್ನಡದ ಹೆಸರು' }, hi: { [field]: 'हिन्दी नाम' } };
    const edited = await console.patch(`/api/staff/catalog/${kind}/${_id}`, { translations: both });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await translationsOf()).toEqual(both);
    // Another edit leaves them as they are.
    expect((await console.patch(`/api/staff/catalog/${kind}/${_id}`, { [field]: 'Another name' })).statusCode).toBe(
      200,
    );
    expect(await translationsOf()).toEqual(both);
    const wrong = await console.patch(`/api/staff/catalog/${kind}/${_id}`, { translations: { kn: { [field]: 5 } } });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { message: string }).message).toMatch(/^translations/);
    expect(await translationsOf()).toEqual(both);
  });

  it('saves every item the store has, translated or not, as the console sends it', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const listed = await console.get(`/api/staff/catalog/${kind}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const items = (listed.json() as { data: Record<string, unknown>[] }).data.filter((item) => item.isActive);
    expect(items.length).toBeGreaterThan(0);
    const editable = Object.keys(CATALOG_PATCHES[kind].shape as object);
    for (const item of items) {
      // The whole item back, its own texts untouched: whatever the store holds can be saved again.
      const whole = Object.fromEntries(editable.filter((field) => item[field] !== undefined).map((f) => [f, item[f]]));
      const saved = await console.patch(`/api/staff/catalog/${kind}/${item._id as string}`, whole);
      expect(saved.statusCode, `${String(item._id)}: ${saved.body}`).toBe(200);
    }
    // An item without Kannada or Hindi texts saves whether an edit sends none, an empty set or null.
    const [first] = items;
    const path = `/api/staff/catalog/${kind}/${first!._id as string}`;
    for (const translations of [{}, null]) {
      const saved = await console.patch(path, { translations });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as { data: { translations: unknown } }).data.translations).toEqual({});
    }
  });

  it('is refused with a 400 naming the field when a field is wrong, and nothing changes', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const wrong = {
      cakes: ['pricePerlarge', -5, 'rupees_not_positive', 'The 1 kg price must be more than ₹0.'],
      offers: ['price', 12.345, 'rupees_paisa', 'Give the price to the paisa at most.'],
      events: ['date', '2026-02-30', 'date_not_real', 'That date does not exist.'],
      workshops: ['slots', -1, 'places_left_negative', 'Places left cannot be fewer than none.'],
      blogs: [
        'viewMoreLink',
        'javascript:alert(1)',
        'web_address_invalid',
        'Give a full web address, starting with https://.',
      ],
      jobs: ['title', '', 'text_missing', 'Write the title.'],
    } as const;
    const [field, value, code, message] = wrong[kind];
    const created = await console.post(`/api/staff/catalog/${kind}`, { ...NEW[kind], [field]: value });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ success: false, code, message, field });
    const { data } = (await console.post(`/api/staff/catalog/${kind}`, NEW[kind])).json() as { data: { _id: string } };
    const edited = await console.patch(`/api/staff/catalog/${kind}/${data._id}`, { [field]: value });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ success: false, code, message, field });
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });

  it('is deactivated, never deleted, by an owner only', async () => {
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    const counter = await signedInMember(t.app, t.db, { role: 'staff' });
    const { data } = (await owner.console.post(`/api/staff/catalog/${kind}`, NEW[kind])).json() as {
      data: { _id: string };
    };
    expect((await counter.console.call('DELETE', `/api/staff/catalog/${kind}/${data._id}`)).statusCode).toBe(403);
    const gone = await owner.console.call('DELETE', `/api/staff/catalog/${kind}/${data._id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ data: { _id: data._id, isActive: false } });
    const item = await owner.console.get(`/api/staff/catalog/${kind}/${data._id}`);
    expect(item.json()).toMatchObject({ data: { isActive: false } });
    const listed = (await publicItems(kind)).find((entry) => entry._id === data._id) as
      { isActive?: boolean } | undefined;
    // Blogs taken down leave the public list; the other lists show inactive items for the pages to hide.
    if (kind === 'blogs') expect(listed).toBeUndefined();
    else expect(listed?.isActive).toBe(false);
    const actions = (await t.db.select().from(auditLog)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['created', 'deactivated']);
  });
});

describe('the owner’s catalog', () => {
  beforeEach(withRealImages);

  it('names the field of an outlet or a photo it does not know', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const unknownOutlet = await console.post('/api/staff/catalog/cakes', { ...NEW.cakes, storeSelect: ['Roast Mars'] });
    expect(unknownOutlet.json()).toEqual({
      success: false,
      code: 'outlet_name_unknown',
      message: "'Roast Mars' is not one of our outlets.",
      field: 'storeSelect',
      params: { name: 'Roast Mars' },
    });
    const unknownPhoto = await console.post('/api/staff/catalog/cakes', { ...NEW.cakes, img: 'u-nothere-800.webp' });
    expect(unknownPhoto.json()).toMatchObject({
      success: false,
      message: 'We have no photo called u-nothere-800.webp. Upload it first.',
      field: 'img',
    });
    const category = await console.post('/api/staff/catalog/cakes', { ...NEW.cakes, category: 9 });
    expect(category.json()).toEqual({
      success: false,
      code: 'category_unknown',
      message: 'Choose one of the eight categories.',
      field: 'category',
    });
    const half = await console.post('/api/staff/catalog/cakes', { ...NEW.cakes, weightPermedium: undefined });
    expect(half.json()).toMatchObject({
      success: false,
      code: 'medium_size_half',
      message: 'Give both the 750 g price and its weight, or neither.',
      field: 'weightPermedium',
    });
    expect((await console.patch(`/api/staff/catalog/cakes/${crypto.randomUUID()}`, { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('takes the 750 g size away with null, and the cake then sells by the kilo', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const { data } = (await console.post('/api/staff/catalog/cakes', NEW.cakes)).json() as { data: { _id: string } };
    const edited = await console.patch(`/api/staff/catalog/cakes/${data._id}`, {
      pricePermedium: null,
      weightPermedium: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const cake = (edited.json() as { data: Record<string, unknown> }).data;
    expect(cake).toMatchObject({ price: 1250, pricePerlarge: 1250 });
    expect(cake.pricePermedium).toBeUndefined();
  });

  it('charges the new price from the next checkout on', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const [cake] = await t.db.select().from(cakes).where(eq(cakes.isActive, true));
    const customer = await signUp(t.app);
    const store = (
      (await console.get('/api/staff/catalog/cakes')).json() as { data: { _id: string; storeSelect: string[] }[] }
    ).data.find((item) => item._id === cake!.id)!.storeSelect[0]!;
    const stores = (
      (await t.app.inject({ url: '/api/stores/list' })).json() as { stores: { _id: string; outletName: string }[] }
    ).stores;
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token: customer.token },
      payload: {
        itemType: 'cake',
        itemId: cake!.id,
        size: '1-kg',
        store: stores.find((s) => s.outletName === store)!._id,
        ...EASY_PICKUP,
        isveg: cake!.vegType === 'EGGLESS' ? 'EGGLESS' : 'EGG',
      },
    });
    expect((await console.patch(`/api/staff/catalog/cakes/${cake!.id}`, { pricePerlarge: 2222 })).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order/createorder',
      headers: { token: customer.token },
      payload: {},
    });
    expect((order.json() as { amount: number }).amount).toBe(totalWithGst(rupeesToPaise(2222)));
  });

  it('keeps an ordered cake in its order when it is taken off the menu', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const paid = await paidOrder(t.app, t.db);
    await console.call('DELETE', `/api/staff/catalog/cakes/${paid.cake.id}`);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.itemId, paid.cake.id));
    expect(item).toMatchObject({ itemName: paid.cake.name });
    const mine = await t.app.inject({ url: '/api/order/all', headers: { token: paid.customer.token } });
    expect(
      (mine.json() as { data: { data: { items: { itemName: string }[] }[] } }).data.data[0]!.items[0]!.itemName,
    ).toBe(paid.cake.name);
  });
});

describe('a member of staff', () => {
  it('marks a cake or a hamper sold out and back, and the store stops selling it meanwhile', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'staff', name: 'Kavya Menon' });
    const [cake] = await t.db.select().from(cakes).where(eq(cakes.isSold, false));
    const sold = await console.patch(`/api/staff/catalog/cakes/${cake!.id}`, { isSold: true });
    expect(sold.statusCode, sold.body).toBe(200);
    const detail = (await t.app.inject({ url: `/api/cake/cake-details/${cake!.id}` })).json() as {
      data: { isSold: boolean };
    };
    expect(detail.data.isSold).toBe(true);
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ staffName: 'Kavya Menon', before: { isSold: false }, after: { isSold: true } });
    expect((await console.patch(`/api/staff/catalog/cakes/${cake!.id}`, { isSold: false })).statusCode).toBe(200);
  });

  it('may change nothing else (403), and never events, workshops, blogs, jobs or outlets', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'staff' });
    const [cake] = await t.db.select().from(cakes);
    const lists = Object.fromEntries(
      await Promise.all(
        CATALOG_KINDS.map(async (kind) => [
          kind,
          ((await console.get(`/api/staff/catalog/${kind}`)).json() as { data: { _id: string }[] }).data[0]!._id,
        ]),
      ),
    ) as Record<CatalogKind, string>;
    const store = ((await t.app.inject({ url: '/api/stores/list' })).json() as { stores: { _id: string }[] })
      .stores[0]!;
    const refused = await Promise.all([
      console.patch(`/api/staff/catalog/cakes/${cake!.id}`, { name: 'Cheaper cake' }),
      console.patch(`/api/staff/catalog/cakes/${cake!.id}`, { isSold: true, pricePerlarge: 1 }),
      console.post('/api/staff/catalog/cakes', NEW.cakes),
      console.patch(`/api/staff/catalog/events/${lists.events}`, { title: 'Mine now' }),
      console.patch(`/api/staff/catalog/workshops/${lists.workshops}`, { isActive: false }),
      console.patch(`/api/staff/catalog/blogs/${lists.blogs}`, { headline: 'Mine now' }),
      console.patch(`/api/staff/catalog/jobs/${lists.jobs}`, { title: 'Mine now' }),
      console.patch(`/api/staff/outlets/${store._id}`, { takingOrders: false }),
      console.post('/api/staff/images', {}),
    ]);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(refused.length).fill(403));
    const [after] = await t.db.select().from(cakes).where(eq(cakes.id, cake!.id));
    expect(after).toMatchObject({ name: cake!.name, priceLargePaise: cake!.priceLargePaise, isSold: cake!.isSold });
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
  });
});
