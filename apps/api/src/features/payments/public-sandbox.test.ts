import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { paidEvent, sandboxPayment, sendWebhook, signedFields } from '../../test/payments';
import { atShopTime, checkoutCart, customerWithCart } from '../../test/shop';

/**
 * A sandbox demo on a public address runs only when asked for by name, and with secrets of its
 * own: the published ones then open nothing.
 */
const t = useTestApp({
  env: {
    PUBLIC_URL: 'https://demo.roastcafe.in',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    RAZORPAY_KEY_ID: 'rzp_test_demo',
    RAZORPAY_KEY_SECRET: 'the-demo-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'the-demo-webhook-secret',
  },
});

describe('a public sandbox demo', () => {
  it('refuses payments signed with the published sandbox secrets', async () => {
    atShopTime();
    const { token } = await customerWithCart(t.app, t.db);
    const order = await checkoutCart(t.app, token);

    // A payment the sandbox did take, signed with the secret printed in the README.
    const published = await sandboxPayment(t.db, order.id);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      payload: published,
    });
    expect(verified.statusCode).toBe(400);
    const hook = await sendWebhook(t.app, paidEvent(order.id, published.razorpay_payment_id, order.amount), 'evt_1');
    expect(hook.statusCode).toBe(400);
    expect((await t.db.select().from(orders))[0]?.paid).toBe(false);

    // Signed with the demo's own secret, the same payment goes through.
    const own = signedFields(order.id, published.razorpay_payment_id, 'the-demo-key-secret');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/order/paymentverification', payload: own })).statusCode,
    ).toBe(200);
    expect((await t.db.select().from(orders))[0]?.paid).toBe(true);
    // And the pages say that no money moves.
    expect((await t.app.inject({ method: 'GET', url: '/api/getkey' })).json()).toMatchObject({ provider: 'sandbox' });
  });
});
