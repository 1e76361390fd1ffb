import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cakes, cartLines, hampers } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, cakeLine, EASY_PICKUP, shelf, signUp } from '../../test/shop';

const t = useTestApp();
beforeEach(atShopTime);

const call = (url: string, token: string | undefined, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cart/${url}`,
    payload: payload as object,
    headers: token ? { token } : {},
  });

type Line = {
  itemId: string;
  size: string;
  quantity: number;
  price: number;
  isveg: string | null;
  note: string;
  pickupTime: string;
  name: string;
  store: string;
};
const cartOf = async (token: string) => ((await call('get', token)).json() as { cartData: Line[] }).cartData;

describe('adding to the cart', () => {
  it('prices the line from the catalog, whatever price the request sends', async () => {
    const { token, id } = await signUp(t.app);
    const { cake, body } = await cakeLine(t.db, { price: 1, userId: id });
    const response = await call('add', token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Item added to cart successfully!' });
    const [line] = (response.json() as { updatedCart: Line[] }).updatedCart;
    expect(line).toMatchObject({
      itemId: cake.id,
      size: '750-grms',
      quantity: 1,
      price: cake.priceMediumPaise! / 100,
      unitPrice: cake.priceMediumPaise! / 100,
      isveg: 'EGG',
      name: cake.name,
      img: cake.image,
      userId: id,
    });
  });

  it('prices N kg at N times the kilo price', async () => {
    const { token } = await signUp(t.app);
    const { cake, body } = await cakeLine(t.db, { size: '3-kg' });
    const [line] = (await call('add', token, body)).json().updatedCart as Line[];
    expect(line?.price).toBe((cake.priceLargePaise * 3) / 100);
  });

  it('adds to the line of the same item and size, taking the new pickup, note and egg choice', async () => {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db);
    await call('add', token, body);
    const again = await call('add', token, {
      ...body,
      quantity: 2,
      note: 'Happy birthday, Meera',
      pickupTime: '15:30',
      isveg: 'EGGLESS',
    });
    const lines = (again.json() as { updatedCart: Line[] }).updatedCart;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      quantity: 3,
      note: 'Happy birthday, Meera',
      pickupTime: '15:30',
      isveg: 'EGGLESS',
    });
  });

  it('keeps other sizes of the same cake on their own lines', async () => {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db);
    await call('add', token, body);
    await call('add', token, { ...body, size: '1-kg' });
    expect((await cartOf(token)).map((l) => l.size).sort()).toEqual(['1-kg', '750-grms']);
  });

  it('takes a hamper at 0-kg only', async () => {
    const { token } = await signUp(t.app);
    const hamper = (await shelf(t.db)).hampers.find((h) => h.isActive && !h.isSold)!;
    const body = { itemType: 'other', itemId: hamper.id, size: '0-kg', store: hamper.outlets[0]!, ...EASY_PICKUP };
    expect((await call('add', token, { ...body, size: '1-kg' })).statusCode).toBe(400);
    const added = await call('add', token, body);
    expect(added.statusCode).toBe(200);
    expect((added.json() as { updatedCart: Line[] }).updatedCart[0]).toMatchObject({
      price: hamper.pricePaise / 100,
      isveg: null,
    });
  });

  it('strips control characters from a note', async () => {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db, { note: 'Write\u0001 "Shubh\u0007 Vivah"\n please' });
    const [line] = (await call('add', token, body)).json().updatedCart as Line[];
    expect(line?.note).toBe('Write "Shubh Vivah"\n please');
  });
});

describe('what the cart refuses, leaving the cart as it was', () => {
  async function refused(payloadChange: Record<string, unknown>, status: number, message: string | RegExp) {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db);
    await call('add', token, body);
    const before = await cartOf(token);
    const response = await call('add', token, { ...body, ...payloadChange });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false });
    expect((response.json() as { message: string }).message).toMatch(message);
    expect(await cartOf(token)).toEqual(before);
  }

  it('refuses a size the cake does not come in', () => refused({ size: '6-kg' }, 400, /size/));
  it('refuses a note with a NUL character, naming it', () =>
    refused({ note: 'Write\u0000 Shubh Vivah' }, 400, /^This text has a character we cannot keep/));
  it('refuses 750 g for a cake without a medium price', async () => {
    const items = await shelf(t.db);
    const cake = items.cakeAt((c) => c.priceMediumPaise === null);
    await refused({ itemId: cake.id, store: cake.outlets[0]! }, 400, /does not come in that size/);
  });
  it('refuses a pickup sooner than the preparation time', () =>
    refused({ pickupDate: '2026-11-25', pickupTime: '18:00' }, 400, /needs \d+ hours; the earliest pickup is/));
  it('refuses a pickup in the past', () => refused({ pickupDate: '2026-11-20', pickupTime: '12:00' }, 400, /needs/));
  it('refuses a pickup more than 60 days ahead', () =>
    refused({ pickupDate: '2027-03-01' }, 400, /up to 60 days ahead/));
  it('refuses a date that does not exist', () => refused({ pickupDate: '2026-02-30' }, 400, /valid pickup date/));
  it.each([0, -1, 1.5, 21, 'two'])('refuses the quantity %s', (quantity) =>
    refused({ quantity }, 400, /Quantity|at most 20/),
  );
  it('refuses more than 20 of one line in all', () =>
    refused({ quantity: 20 }, 400, 'You can order at most 20 of one item at a time.'));
  it('refuses an outlet that does not make the cake', async () => {
    const items = await shelf(t.db);
    const cake = items.cakeAt((_c, outlets) => outlets.length < items.stores.length);
    const other = items.notSellingStore(cake.outlets)!;
    await refused({ itemId: cake.id, size: '1-kg', isveg: undefined, store: other.id }, 409, /is not made at/);
  });
  it('refuses an outlet that does not exist', () =>
    refused({ store: '00000000-0000-4000-8000-000000000000' }, 400, 'Please select a store before proceeding.'));
  it('refuses a note longer than 300 characters', () =>
    refused({ note: 'x'.repeat(301) }, 400, /under 300 characters/));
  it('refuses Both as an egg choice', () => refused({ isveg: 'Both' }, 400, /Choose egg or eggless/));

  it('refuses a sold-out cake, an inactive one and one that does not exist', async () => {
    const { token } = await signUp(t.app);
    const { cake, body } = await cakeLine(t.db);
    await t.db.update(cakes).set({ isSold: true }).where(eq(cakes.id, cake.id));
    expect((await call('add', token, body)).json()).toMatchObject({
      success: false,
      message: `${cake.name} is sold out for now.`,
    });
    await t.db.update(cakes).set({ isSold: false, isActive: false }).where(eq(cakes.id, cake.id));
    expect((await call('add', token, body)).statusCode).toBe(404);
    expect((await call('add', token, { ...body, itemId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect(await cartOf(token)).toEqual([]);
  });

  it('refuses a sold-out hamper', async () => {
    const { token } = await signUp(t.app);
    const hamper = (await shelf(t.db)).hampers.find((h) => h.isActive && h.isSold)!;
    const response = await call('add', token, {
      itemType: 'other',
      itemId: hamper.id,
      size: '0-kg',
      store: hamper.outlets[0]!,
      ...EASY_PICKUP,
    });
    expect(response.statusCode).toBe(409);
    await t.db.update(hampers).set({ isSold: false }).where(eq(hampers.id, hamper.id));
  });

  it('refuses an item from a second outlet', async () => {
    const { token } = await signUp(t.app);
    const items = await shelf(t.db);
    const first = items.cakeAt((_c, outlets) => outlets.length >= 1);
    const second = items.cakeAt((_c, outlets) => outlets.some((o) => o !== first.outlets[0]));
    await call('add', token, {
      itemType: 'cake',
      itemId: first.id,
      size: '1-kg',
      store: first.outlets[0]!,
      ...EASY_PICKUP,
    });
    const response = await call('add', token, {
      itemType: 'cake',
      itemId: second.id,
      size: '1-kg',
      store: second.outlets.find((o) => o !== first.outlets[0])!,
      ...EASY_PICKUP,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: 'Please select items from the same store.' });
    expect(await cartOf(token)).toHaveLength(1);
  });
});

describe('whose cart it is', () => {
  it('needs a token', async () => {
    expect((await call('get', undefined)).statusCode).toBe(401);
    expect((await call('add', undefined, (await cakeLine(t.db)).body)).statusCode).toBe(401);
  });

  it('refuses a userId that is someone else’s', async () => {
    const asha = await signUp(t.app);
    const ravi = await signUp(t.app, 'Ravi');
    const { body } = await cakeLine(t.db);
    for (const url of ['get', 'add', 'remove', 'delete']) {
      const response = await call(url, asha.token, { ...body, userId: ravi.id });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: 'You can only change your own cart.' });
    }
  });

  it('keeps each customer’s cart their own', async () => {
    const asha = await signUp(t.app);
    const ravi = await signUp(t.app, 'Ravi');
    await call('add', asha.token, (await cakeLine(t.db)).body);
    expect(await cartOf(ravi.token)).toEqual([]);
    expect(await cartOf(asha.token)).toHaveLength(1);
  });
});

describe('removing', () => {
  it('lowers the quantity by one and drops the line at one', async () => {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db, { quantity: 2 });
    await call('add', token, body);
    const once = await call('remove', token, { itemId: body.itemId, itemType: 'cake', size: body.size });
    expect(once.json()).toMatchObject({ success: true, message: 'Item removed from cart!' });
    expect((once.json() as { updatedCart: Line[] }).updatedCart[0]?.quantity).toBe(1);
    const twice = await call('remove', token, { itemId: body.itemId, itemType: 'cake', size: body.size });
    expect((twice.json() as { updatedCart: Line[] }).updatedCart).toEqual([]);
    const missing = await call('remove', token, { itemId: body.itemId, itemType: 'cake', size: body.size });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Item not found in cart!' });
  });

  it('deletes a whole line', async () => {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db, { quantity: 5 });
    await call('add', token, body);
    const response = await call('delete', token, { itemId: body.itemId, size: body.size });
    expect((response.json() as { updatedCart: Line[] }).updatedCart).toEqual([]);
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
  });
});

describe('merging a guest cart at login', () => {
  it('adds the guest lines, quantities adding up on the same item and size', async () => {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db);
    await call('add', token, body);
    const response = await call('merge', token, {
      lines: [
        { ...body, quantity: 2 },
        { ...body, size: '2-kg' },
      ],
    });
    expect(response.json()).toMatchObject({ success: true, merged: true });
    const lines = await cartOf(token);
    expect(lines.map((l) => [l.size, l.quantity]).sort()).toEqual([
      ['2-kg', 1],
      ['750-grms', 3],
    ]);
  });

  it('keeps the saved cart when the guest cart is for another outlet, and says so', async () => {
    const { token } = await signUp(t.app);
    const items = await shelf(t.db);
    const first = items.cakeAt(() => true);
    const second = items.cakeAt((_c, outlets) => outlets.some((o) => o !== first.outlets[0]));
    await call('add', token, {
      itemType: 'cake',
      itemId: first.id,
      size: '1-kg',
      store: first.outlets[0]!,
      ...EASY_PICKUP,
    });
    const before = await cartOf(token);
    const otherStore = second.outlets.find((o) => o !== first.outlets[0])!;
    const response = await call('merge', token, {
      lines: [{ itemType: 'cake', itemId: second.id, size: '1-kg', store: otherStore, ...EASY_PICKUP }],
    });
    expect(response.json()).toMatchObject({
      success: true,
      merged: false,
      message: expect.stringContaining('we kept it'),
    });
    expect(await cartOf(token)).toEqual(before);
  });

  it('adds nothing when one guest line breaks a rule', async () => {
    const { token } = await signUp(t.app);
    const { body } = await cakeLine(t.db);
    const response = await call('merge', token, {
      lines: [body, { ...body, size: '2-kg', pickupDate: '2026-11-25', pickupTime: '11:00' }],
    });
    expect(response.statusCode).toBe(400);
    expect(await cartOf(token)).toEqual([]);
  });
});
