import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { testClock } from '../test/clock';
import { useTestApp } from '../test/harness';
import { startRazorpayFake } from '../test/razorpay-fake';
import { atShopTime, cakeLine, signUp } from '../test/shop';
import { createRazorpayProvider } from './razorpay';
import { paymentSignature } from './signatures';

const KEY_ID = 'rzp_test_roast';
const KEY_SECRET = 'razorpay-key-secret';
const fake = await startRazorpayFake(KEY_ID, KEY_SECRET);
afterAll(() => fake.close());

const t = useTestApp({
  env: {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
    RAZORPAY_API_BASE: fake.url,
  },
});
beforeEach(() => {
  atShopTime();
  fake.fail(false);
});

async function cartOfOne() {
  const customer = await signUp(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: (await cakeLine(t.db)).body,
    headers: { token: customer.token },
  });
  return customer;
}

describe('Razorpay', () => {
  it('creates the provider order with Basic auth, the server’s amount in paise and our reference as receipt', async () => {
    const { token } = await cartOfOne();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/createorder',
      payload: { amount: 1 },
      headers: { token },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: string; amount: number; orderId: string };
    const created = fake.orders.find((o) => o.id === body.id)!;
    expect(created).toMatchObject({ amount: body.amount, currency: 'INR', receipt: body.orderId });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/orders', authorized: true });
    const [order] = await t.db.select().from(orders);
    expect(order).toMatchObject({ provider: 'razorpay', providerOrderId: body.id, amountPaise: body.amount });
  });

  it('answers 502 and stores no order when Razorpay fails', async () => {
    const { token } = await cartOfOne();
    fake.fail(true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/createorder',
      payload: {},
      headers: { token },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'We could not reach the payment provider. Please try again in a moment.',
    });
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('hands the page Razorpay’s key and script, and lets the page load them', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/api/getkey' });
    expect(key.json()).toEqual({
      success: true,
      key: KEY_ID,
      script: 'https://checkout.razorpay.com/v1/checkout.js',
      provider: 'razorpay',
    });
    const csp = String(key.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain(
      'frame-src https://www.google.com https://maps.google.com https://checkout.razorpay.com https://api.razorpay.com',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('completes an order the reconciler finds captured at Razorpay', async () => {
    const { token } = await cartOfOne();
    const body = (
      await t.app.inject({ method: 'POST', url: '/api/order/createorder', payload: {}, headers: { token } })
    ).json() as {
      id: string;
      amount: number;
    };
    fake.payments.push({ id: 'pay_fake1', order_id: body.id, amount: body.amount, status: 'captured' });
    await t.db.update(orders).set({ createdAt: sql`now() - interval '10 minutes'` });
    testClock.reset();
    expect(await t.app.reconciler.runOnce()).toBe(1);
    expect((await t.db.select().from(orders))[0]).toMatchObject({ paid: true, paymentId: 'pay_fake1' });
    expect(fake.requests.some((r) => r.url === `/v1/orders/${body.id}/payments` && r.authorized)).toBe(true);
  });

  it('asks Razorpay what a signed payment was for, and leaves a short one unpaid', async () => {
    const { token } = await cartOfOne();
    const body = (
      await t.app.inject({ method: 'POST', url: '/api/order/createorder', payload: {}, headers: { token } })
    ).json() as { id: string; amount: number };
    const verify = (paymentId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/paymentverification',
        payload: {
          razorpay_order_id: body.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(KEY_SECRET, body.id, paymentId),
        },
      });
    fake.payments.push({ id: 'pay_rzp_short', order_id: body.id, amount: body.amount - 500, status: 'captured' });
    expect((await verify('pay_rzp_short')).statusCode).toBe(409);
    expect((await t.db.select().from(orders))[0]).toMatchObject({ paid: false });
    expect(fake.requests).toContainEqual({ method: 'GET', url: '/v1/payments/pay_rzp_short', authorized: true });

    // Razorpay cannot be asked: nothing is confirmed on the signature alone; the reconciler will.
    fake.payments.push({ id: 'pay_rzp_full', order_id: body.id, amount: body.amount, status: 'captured' });
    fake.fail(true);
    const unreachable = await verify('pay_rzp_full');
    expect(unreachable.statusCode).toBe(502);
    expect((await t.db.select().from(orders))[0]).toMatchObject({ paid: false });

    fake.fail(false);
    expect((await verify('pay_rzp_full')).statusCode).toBe(200);
    expect((await t.db.select().from(orders))[0]).toMatchObject({ paid: true, paymentId: 'pay_rzp_full' });
  });

  it('refunds a captured payment once per idempotency key, sent in X-Refund-Idempotency', async () => {
    fake.payments.push({ id: 'pay_refund_me', order_id: 'order_x', amount: 49_900, status: 'captured' });
    const provider = createRazorpayProvider({ apiBase: fake.url, keyId: KEY_ID, keySecret: KEY_SECRET });
    const refund = await provider.refund('pay_refund_me', 49_900, 'order-refund-key-1');
    expect(refund.id).toMatch(/^rfnd_fake/);
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_id: 'pay_refund_me',
      amount: 49_900,
      idempotencyKey: 'order-refund-key-1',
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', idempotencyKey: 'order-refund-key-1' });
    // Asked again with the same key (an answer lost on the way): the same refund, not a second one.
    const refundsBefore = fake.refunds.length;
    expect(await provider.refund('pay_refund_me', 49_900, 'order-refund-key-1')).toEqual(refund);
    expect(fake.refunds).toHaveLength(refundsBefore);
    await expect(provider.refund('pay_refund_me', 49_900, 'another-key-123')).rejects.toThrow(/has not been captured/);
    await expect(
      createRazorpayProvider({ apiBase: fake.url, keyId: KEY_ID, keySecret: 'wrong' }).refund('x', 1, 'any-key-12345'),
    ).rejects.toThrow(/401/);
  });
});
