import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cakes, orderItems, orders, sandboxOrders } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import * as repository from './orders.repository';
import { sandboxPayment } from '../../test/payments';
import {
  atShopTime,
  cakeLine,
  checkoutCart,
  customerWithCart,
  signUp,
  type ProviderOrderAnswer,
} from '../../test/shop';

/**
 * Nobody piles up provider orders: checking out an unchanged cart again answers the same unpaid
 * order (one at a time or ten at once), checkout is rate limited per customer, and the reconciler
 * asks about every unpaid order, however many there are.
 */
const t = useTestApp();
beforeEach(atShopTime);

const post = (url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { token } });

const checkout = (token: string) => checkoutCart(t.app, token);

describe('checking out the same cart again', () => {
  it('answers the same unpaid order and provider order', async () => {
    const { token } = await customerWithCart(t.app, t.db);
    const first = await checkout(token);
    const again = await checkout(token);
    expect(again).toEqual(first);
    expect(await t.db.select().from(orders)).toHaveLength(1);
    expect(await t.db.select().from(sandboxOrders)).toHaveLength(1);
  });

  it('makes one order for ten checkouts of one cart at once', async () => {
    const { token } = await customerWithCart(t.app, t.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/order/createorder', {}, token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => (answer.json() as ProviderOrderAnswer).id)).size).toBe(1);
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });

  it('makes a new order when the cart or a price changes, and after the last one was paid', async () => {
    const { token, body, cake } = await customerWithCart(t.app, t.db);
    const first = await checkout(token);
    await post('/api/cart/add', body, token);
    const twoCakes = await checkout(token);
    expect(twoCakes.id).not.toBe(first.id);
    expect(twoCakes.amount).toBeGreaterThan(first.amount);

    await t.db
      .update(cakes)
      .set({ priceMediumPaise: cake.priceMediumPaise! + 10_000 })
      .where(eq(cakes.id, cake.id));
    const dearer = await checkout(token);
    expect(dearer.id).not.toBe(twoCakes.id);

    await post('/api/order/paymentverification', await sandboxPayment(t.db, dearer.id), token);
    await post('/api/cart/add', body, token);
    const afterPaying = await checkout(token);
    expect([first.id, twoCakes.id, dearer.id]).not.toContain(afterPaying.id);
  });

  it('makes a new order when the open one is too old to pay, and keeps the old one unpaid', async () => {
    const { token } = await customerWithCart(t.app, t.db);
    const stale = await checkout(token);
    await t.db.update(orders).set({ createdAt: new Date('2026-11-24T10:00:00Z') });
    const fresh = await checkout(token);
    expect(fresh.id).not.toBe(stale.id);
    const old = await t.db.select().from(orders).where(eq(orders.providerOrderId, stale.id));
    expect(old[0]).toMatchObject({ paid: false, cartHash: null });
  });
});

describe('checkout rate limit', () => {
  const limited = useTestApp({ env: { RATE_LIMIT_CHECKOUT_PER_USER: '3/hour' } });

  it('refuses a fourth checkout by one customer within the hour, changed cart or not', async () => {
    const customer = await signUp(limited.app);
    const { body } = await cakeLine(limited.db);
    const send = () =>
      limited.app.inject({ method: 'POST', url: '/api/order/createorder', payload: {}, headers: customer });
    await limited.app.inject({ method: 'POST', url: '/api/cart/add', payload: body, headers: customer });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await send()).statusCode).toBe(200);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: 'You have started checkout many times in a short while. Please wait a little and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the reconciler, with many unpaid orders', () => {
  /** One real checkout, then copies of its order with provider orders of their own, unpaid for ten minutes. */
  async function unpaidOrders(count: number): Promise<string[]> {
    const { token } = await customerWithCart(t.app, t.db);
    await checkout(token);
    const [template] = await t.db.select().from(orders);
    const items = await t.db.select().from(orderItems);
    const ids = [template!.providerOrderId!];
    for (let index = 1; index < count; index += 1) {
      const providerOrderId = `order_sbx_bulk${index}`;
      await t.db
        .insert(sandboxOrders)
        .values({ id: providerOrderId, amountPaise: template!.amountPaise, receipt: `bulk-${index}` });
      const id = randomUUID();
      await t.db.insert(orders).values({
        ...template!,
        id,
        reference: `${template!.reference}-${index}`,
        providerOrderId,
        cartHash: null,
      });
      await t.db.insert(orderItems).values(items.map((item) => ({ ...item, id: randomUUID(), orderId: id })));
      ids.push(providerOrderId);
    }
    await t.db.update(orders).set({ createdAt: sql`now() - interval '10 minutes'` });
    testClock.reset();
    return ids;
  }

  it('asks about every unpaid order in one round, not only the oldest 25', async () => {
    const ids = await unpaidOrders(60);
    for (const id of ids) await sandboxPayment(t.db, id);
    expect(await t.app.reconciler.runOnce()).toBe(60);
    expect(await t.db.select().from(orders).where(eq(orders.paid, false))).toHaveLength(0);
  });

  it('asks first about the orders never asked about, then the least recently asked', async () => {
    const ids = await unpaidOrders(6);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // Asked 4, 2 and 3 minutes ago; the other three never.
    for (const [index, minutes] of [
      [0, 4],
      [1, 2],
      [2, 3],
    ] as const) {
      await t.db
        .update(orders)
        .set({ lastCheckedAt: at(minutes) })
        .where(eq(orders.providerOrderId, ids[index]!));
    }
    const window = { olderThan: at(3), newerThan: at(24 * 60) };
    // A round marks what it takes as asked a minute ago, and leaves alone what was asked since 1.5.
    const due = (askedBefore: Date, limit: number) => repository.dueUnpaid(t.db, window, askedBefore, at(1), limit);
    expect((await due(at(1.5), 3)).sort()).toEqual([ids[3], ids[4], ids[5]].sort());
    expect(await due(at(1.5), 1)).toEqual([ids[0]]);
    expect(await due(at(1.5), 1)).toEqual([ids[2]]);
    // Asked about after `askedBefore`: left alone.
    expect(await due(at(2.5), 10)).toEqual([]);
    expect(await due(at(1.5), 10)).toEqual([ids[1]]);
    // Everything taken is marked asked.
    expect(await due(at(1.5), 10)).toEqual([]);
  });
});
