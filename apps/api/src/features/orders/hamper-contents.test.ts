import type { BoardOrder } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { hampers, orders } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { sandboxPayment } from '../../test/payments';
import { atShopTime, checkoutCart, EASY_PICKUP, shelf, signUp } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

/** A customer's paid order of a cake and a hamper at one outlet, picked up at EASY_PICKUP. */
async function cakeAndHamper() {
  const items = await shelf(t.db);
  const hamper = items.hampers.find((h) => h.isActive && !h.isSold && h.content.length > 0 && h.outlets.length > 0);
  if (!hamper) throw new Error('No seeded hamper fits this test');
  const storeId = hamper.outlets[0]!;
  const cake = items.cakeAt((_cake, outlets) => outlets.includes(storeId));
  const customer = await signUp(t.app);
  const lines = [
    { itemType: 'cake', itemId: cake.id, size: cake.priceMediumPaise === null ? '1-kg' : '750-grms' },
    { itemType: 'other', itemId: hamper.id, size: '0-kg', quantity: 2 },
  ];
  for (const line of lines) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token: customer.token },
      payload: { ...line, store: storeId, ...EASY_PICKUP },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const providerOrder = await checkoutCart(t.app, customer.token);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/order/paymentverification',
    payload: await sandboxPayment(t.db, providerOrder.id),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.reference, providerOrder.orderId));
  return { storeId, cake, hamper, id: order!.id, reference: providerOrder.orderId };
}

describe('hamper contents on the board', () => {
  it('lists what a hamper holds, from the catalog, on its line and not on a cake’s', async () => {
    const paid = await cakeAndHamper();
    const { console } = await signedInMember(t.app, t.db, { outlets: [paid.storeId] });

    const response = await console.get(`/api/staff/orders?outlet=${paid.storeId}&date=${EASY_PICKUP.pickupDate}`);
    expect(response.statusCode, response.body).toBe(200);
    const [order] = (response.json() as { data: BoardOrder[] }).data;
    expect(order!.orderId).toBe(paid.reference);
    const cakeLine = order!.items.find((item) => item.itemType === 'cake')!;
    const hamperLine = order!.items.find((item) => item.itemType === 'other')!;
    expect(hamperLine).toMatchObject({ itemName: paid.hamper.name, quantity: 2, contents: paid.hamper.content });
    expect(hamperLine.contents!.length).toBeGreaterThan(0);
    expect(cakeLine.itemName).toBe(paid.cake.name);
    expect(cakeLine).not.toHaveProperty('contents');
  });

  it('carries them on the order a move answers, as the catalog has them now', async () => {
    const paid = await cakeAndHamper();
    const { console } = await signedInMember(t.app, t.db, { outlets: [paid.storeId] });
    const packed = ['Plum cake, 500 g', 'Almond rocks (6)', 'Cold brew, 250 ml'];
    await t.db.update(hampers).set({ content: packed }).where(eq(hampers.id, paid.hamper.id));

    const moved = await console.patch(`/api/staff/orders/${paid.id}`, { status: 'Preparing' });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = (moved.json() as { data: BoardOrder }).data;
    expect(order.items.find((item) => item.itemType === 'other')!.contents).toEqual(packed);
    expect(order.items.find((item) => item.itemType === 'cake')).not.toHaveProperty('contents');
  });

  it('leaves them out for a hamper no longer in the catalog', async () => {
    const paid = await cakeAndHamper();
    const { console } = await signedInMember(t.app, t.db, { outlets: [paid.storeId] });
    await t.db.delete(hampers).where(eq(hampers.id, paid.hamper.id));

    const response = await console.get(`/api/staff/orders?outlet=${paid.storeId}&date=${EASY_PICKUP.pickupDate}`);
    expect(response.statusCode, response.body).toBe(200);
    const [order] = (response.json() as { data: BoardOrder[] }).data;
    const hamperLine = order!.items.find((item) => item.itemType === 'other')!;
    expect(hamperLine.itemName).toBe(paid.hamper.name);
    expect(hamperLine).not.toHaveProperty('contents');
  });
});
