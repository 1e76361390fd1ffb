import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, pickupSlotLoads, sandboxOrders } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { startRazorpayFake } from '../../test/razorpay-fake';
import { atShopTime, customerWithCart, type ProviderOrderAnswer } from '../../test/shop';

/**
 * One provider order per cart, however many checkouts of it arrive at once: the order is stored
 * first (one per cart), only the checkout that stored it asks the provider, and the others wait
 * for its provider order. On PostgreSQL the requests really run side by side, on the pool the
 * harness gives; on PGlite they interleave while the provider is being asked.
 */
const AT_ONCE = 15;

const checkoutsAtOnce = (app: { inject: typeof t.app.inject }, token: string, count = AT_ONCE) =>
  Promise.all(
    Array.from({ length: count }, () =>
      app.inject({ method: 'POST', url: '/api/order/createorder', payload: {}, headers: { token } }),
    ),
  );

/** Every answer is 200 and names one provider order, one amount and one reference. */
function expectOneAnswer(answers: Awaited<ReturnType<typeof checkoutsAtOnce>>) {
  expect(answers.map((answer) => [answer.statusCode, answer.statusCode === 200 ? '' : answer.body])).toEqual(
    Array(answers.length).fill([200, '']),
  );
  const bodies = answers.map((answer) => answer.json() as ProviderOrderAnswer);
  expect(new Set(bodies.map((body) => JSON.stringify([body.id, body.amount, body.orderId]))).size).toBe(1);
  return bodies[0]!;
}

const t = useTestApp();
beforeEach(atShopTime);

describe('checkouts of one cart at once, with the sandbox provider', () => {
  it(`make one provider order for ${AT_ONCE} checkouts, and every answer carries it`, async () => {
    const { token } = await customerWithCart(t.app, t.db);
    const answer = expectOneAnswer(await checkoutsAtOnce(t.app, token));
    // The sandbox keeps every order it makes.
    expect(await t.db.select().from(sandboxOrders)).toEqual([
      expect.objectContaining({ id: answer.id, amountPaise: answer.amount, receipt: answer.orderId }),
    ]);
    expect(await t.db.select().from(orders)).toEqual([
      expect.objectContaining({ providerOrderId: answer.id, amountPaise: answer.amount, reference: answer.orderId }),
    ]);
  });
});

const KEY_ID = 'rzp_test_roast';
const KEY_SECRET = 'razorpay-key-secret';
const fake = await startRazorpayFake(KEY_ID, KEY_SECRET);
afterAll(() => fake.close());

describe('checkouts of one cart at once, with Razorpay', () => {
  const r = useTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      RAZORPAY_API_BASE: fake.url,
    },
  });
  beforeEach(() => {
    fake.fail(false);
    fake.delayOrders(0);
  });
  const orderCalls = () => fake.requests.filter((call) => call.method === 'POST' && call.url === '/v1/orders').length;

  it(`ask Razorpay once for ${AT_ONCE} checkouts, however slowly it answers`, async () => {
    const { token } = await customerWithCart(r.app, r.db);
    // Slow enough that every checkout has started before the first provider order comes back.
    fake.delayOrders(400);
    const before = orderCalls();
    const answer = expectOneAnswer(await checkoutsAtOnce(r.app, token));
    expect(orderCalls() - before).toBe(1);
    expect(fake.orders.filter((order) => order.receipt === answer.orderId)).toEqual([
      expect.objectContaining({ id: answer.id, amount: answer.amount }),
    ]);
    expect(await r.db.select().from(orders)).toHaveLength(1);

    // And once the answer is in, a checkout of the same cart answers it again, asking nobody.
    const again = await r.app.inject({
      method: 'POST',
      url: '/api/order/createorder',
      payload: {},
      headers: { token },
    });
    expect(again.json()).toMatchObject({ id: answer.id, amount: answer.amount, orderId: answer.orderId });
    expect(orderCalls() - before).toBe(1);
  });

  it('leave no order and no held slot when Razorpay cannot be reached, and the next checkout starts afresh', async () => {
    const { token } = await customerWithCart(r.app, r.db);
    fake.fail(true);
    const answers = await checkoutsAtOnce(r.app, token);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({
        success: false,
        message: 'We could not reach the payment provider. Please try again in a moment.',
      });
    }
    expect(await r.db.select().from(orders)).toHaveLength(0);
    const loads = await r.db.select().from(pickupSlotLoads);
    expect(loads.every((load) => load.taken === 0)).toBe(true);

    fake.fail(false);
    const before = orderCalls();
    const answer = expectOneAnswer(await checkoutsAtOnce(r.app, token, 5));
    expect(orderCalls() - before).toBe(1);
    expect(await r.db.select().from(orders)).toEqual([expect.objectContaining({ providerOrderId: answer.id })]);
  });

  it('wait for a checkout still asking for its provider order, then take over one whose checkout went away', async () => {
    const { token } = await customerWithCart(r.app, r.db);
    const first = expectOneAnswer(await checkoutsAtOnce(r.app, token, 1));
    // As if the checkout that stored the order were still waiting for Razorpay, for a while yet.
    const [order] = await r.db
      .update(orders)
      .set({ providerOrderId: null, providerOrderLeaseUntil: new Date(Date.parse('2026-11-25T04:30:20Z')) })
      .returning();
    const before = orderCalls();
    const started = Date.now();
    const waited = await r.app.inject({
      method: 'POST',
      url: '/api/order/createorder',
      payload: {},
      headers: { token },
    });
    expect(waited.statusCode).toBe(409);
    expect(waited.json()).toMatchObject({
      success: false,
      message: 'We are still preparing your payment. Please try again in a moment.',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(orderCalls()).toBe(before);

    // Its lease ran out (the server that stored it went away): the next checkouts make the
    // provider order, once, for the same order and reference.
    await r.db
      .update(orders)
      .set({ providerOrderLeaseUntil: new Date(Date.parse('2026-11-25T04:29:59Z')) })
      .where(eq(orders.id, order!.id));
    const answer = expectOneAnswer(await checkoutsAtOnce(r.app, token, 5));
    expect(orderCalls() - before).toBe(1);
    expect(answer).toMatchObject({ orderId: first.orderId, amount: first.amount });
    expect(answer.id).not.toBe(first.id);
    expect(await r.db.select().from(orders)).toEqual([
      expect.objectContaining({ id: order!.id, providerOrderId: answer.id, providerOrderLeaseUntil: null }),
    ]);
  });
});
