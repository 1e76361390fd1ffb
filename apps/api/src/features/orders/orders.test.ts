import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { totalWithGst } from '@roast/domain';
import { cakes, cartLines, mailOutbox, orderItems, orders, sandboxPayments } from '../../db/schema';
import { paymentSignature } from '../../payments/signatures';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { paidEvent, SANDBOX_SECRET, sandboxPayment, sendWebhook, signedFields } from '../../test/payments';
import { atShopTime, cakeLine, EASY_PICKUP, signUp } from '../../test/shop';

const t = useTestApp();
beforeEach(atShopTime);

const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(token ? { token } : {}), ...headers },
  });

async function customerWithCart(quantity = 2) {
  const customer = await signUp(t.app);
  const { cake, body } = await cakeLine(t.db, { quantity });
  await post('/api/cart/add', body, customer.token);
  return { ...customer, cake, body };
}

async function checkout(token: string, body: unknown = { paymentMethod: 'ONLINE' }) {
  return post('/api/order/createorder', body, token);
}

const signed = (orderId: string, paymentId: string) => signedFields(orderId, paymentId);
/** The sandbox takes the order's amount, as a person paying would. */
const paid = (orderId: string, paymentId?: string) => sandboxPayment(t.db, orderId, { paymentId });

describe('checkout', () => {
  it('orders the cart at the server’s prices, whatever the request says, and answers the amount in paise', async () => {
    const { token, cake } = await customerWithCart(2);
    const response = await checkout(token, { amount: 1, items: [{ price: 1 }], paymentMethod: 'ONLINE' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: string; amount: number; currency: string; orderId: string };
    const itemsTotal = cake.priceMediumPaise! * 2;
    expect(body).toMatchObject({ success: true, amount: totalWithGst(itemsTotal), currency: 'INR' });
    expect(body.id).toMatch(/^order_sbx_/);
    expect(body.orderId).toMatch(/^[A-Z0-9]{2,4}-261125-\d{4}$/);
    const [order] = await t.db.select().from(orders);
    expect(order).toMatchObject({
      status: 'Placed',
      paid: false,
      itemsTotalPaise: itemsTotal,
      amountPaise: totalWithGst(itemsTotal),
    });
    const items = await t.db.select().from(orderItems);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      itemName: cake.name,
      quantity: 2,
      size: '750-grms',
      vegType: 'EGG',
      ...EASY_PICKUP,
    });
  });

  it('numbers each outlet’s orders of a day in sequence', async () => {
    const { token } = await customerWithCart(1);
    const first = (await checkout(token)).json() as { orderId: string };
    // Another cake in the cart, so the checkout is a new order rather than the open one again.
    await post('/api/cart/add', (await cakeLine(t.db)).body, token);
    const second = (await checkout(token)).json() as { orderId: string };
    const [prefix, day, n] = first.orderId.split('-');
    expect(second.orderId).toBe(`${prefix}-${day}-${String(Number(n) + 1).padStart(4, '0')}`);
  });

  it("answers 'No items in the cart.' for an empty cart", async () => {
    const { token } = await signUp(t.app);
    const response = await checkout(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'No items in the cart.' });
  });

  it('refuses to order for someone else, and without a token', async () => {
    const { token } = await customerWithCart();
    const other = await signUp(t.app, 'Ravi');
    expect((await checkout(token, { userId: other.id })).statusCode).toBe(403);
    expect((await checkout(undefined as unknown as string)).statusCode).toBe(401);
  });

  it('checks every rule again: a cake sold out since, a pickup now too soon', async () => {
    const { token, cake } = await customerWithCart();
    await t.db.update(cakes).set({ isSold: true }).where(eq(cakes.id, cake.id));
    const soldOut = await checkout(token);
    expect(soldOut.statusCode).toBe(409);
    expect((soldOut.json() as { message: string }).message).toMatch(/sold out.*Update or remove this item/);
    await t.db.update(cakes).set({ isSold: false }).where(eq(cakes.id, cake.id));
    testClock.set('2026-11-27T20:00:00Z');
    expect((await checkout(token)).statusCode).toBe(400);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });
});

describe('paying', () => {
  async function placed() {
    const customer = await customerWithCart();
    const order = (await checkout(customer.token)).json() as { id: string; amount: number; orderId: string };
    return { ...customer, order };
  }

  it('gives the checkout widget the key and the script to load', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getkey' });
    expect(response.json()).toEqual({
      success: true,
      key: 'rzp_test_sandbox',
      script: '/payments/sandbox-checkout.js',
      provider: 'sandbox',
    });
  });

  it('marks the order paid on a correct signature: Confirmed, the cart emptied, two mails queued', async () => {
    const { order, token, email } = await placed();
    const response = await post('/api/order/paymentverification', await paid(order.id, 'pay_test_1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      reference: 'pay_test_1',
      orderId: order.orderId,
      message: 'Payment received. Thank you!',
      outcome: 'paid',
    });
    const [row] = await t.db.select().from(orders);
    expect(row).toMatchObject({ paid: true, status: 'Confirmed', paymentId: 'pay_test_1' });
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
    const mails = await t.db.select().from(mailOutbox);
    const confirmation = mails.find((m) => m.kind === 'order-confirmation')!;
    expect(confirmation.toAddress).toBe(email);
    expect(confirmation.text).toContain(order.orderId);
    expect(confirmation.text).toMatch(/Total paid: ₹[\d,]+\.\d{2}/);
    const ticket = mails.find((m) => m.kind === 'kitchen-ticket')!;
    expect(ticket.toAddress).toMatch(/kitchen@roastcafe\.in$/);
    expect(ticket.text).toContain('with egg');
    expect((await post('/api/cart/get', {}, token)).json()).toEqual({ success: true, cartData: [] });
  });

  it('changes nothing on a wrong signature', async () => {
    const { order } = await placed();
    const forged = {
      ...signed(order.id, 'pay_test_1'),
      razorpay_signature: paymentSignature('guess', order.id, 'pay_test_1'),
    };
    const response = await post('/api/order/paymentverification', forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('verification failed') });
    const tampered = { ...signed(order.id, 'pay_test_1'), razorpay_payment_id: 'pay_test_2' };
    expect((await post('/api/order/paymentverification', tampered)).statusCode).toBe(400);
    const [row] = await t.db.select().from(orders);
    expect(row).toMatchObject({ paid: false, status: 'Placed', paymentId: null });
    // Only the sign-up's confirmation link went out.
    expect((await t.db.select().from(mailOutbox)).map((mail) => mail.kind)).toEqual(['email-verification']);
  });

  it('is idempotent: a replay, and five verifications at once, make one paid order and one set of mails', async () => {
    const { order } = await placed();
    const payment = await paid(order.id, 'pay_test_1');
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/api/order/paymentverification', payment)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // One of them paid the order; the others found it paid with this same payment.
    expect(results.map((r) => (r.json() as { outcome: string }).outcome).sort()).toEqual([
      'already',
      'already',
      'already',
      'already',
      'paid',
    ]);
    const replay = await post('/api/order/paymentverification', payment);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({
      success: true,
      reference: 'pay_test_1',
      orderId: order.orderId,
      message: 'Payment received. Thank you!',
      outcome: 'already',
    });
    expect((await t.db.select().from(orders)).filter((o) => o.paid)).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.kind === 'order-confirmation')).toHaveLength(1);
  });

  it('refuses a second, different payment for an order already paid', async () => {
    const { order } = await placed();
    await post('/api/order/paymentverification', await paid(order.id, 'pay_test_1'));
    const second = await post('/api/order/paymentverification', await paid(order.id, 'pay_test_2'));
    expect(second.statusCode).toBe(409);
    expect((await t.db.select().from(orders))[0]?.paymentId).toBe('pay_test_1');
  });

  it('answers a form POST (callback_url) with a redirect to the payment success page', async () => {
    const { order } = await placed();
    const form = new URLSearchParams(await paid(order.id, 'pay_form_1')).toString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/paymentsuccess?reference=pay_form_1');
    expect((await t.db.select().from(orders))[0]?.paid).toBe(true);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      payload: 'razorpay_order_id=x&razorpay_payment_id=y&razorpay_signature=z',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/cart?payment=failed');
  });

  it('answers a verification for an order nobody knows with 404', async () => {
    expect((await post('/api/order/paymentverification', await paid('order_unknown', 'pay_x'))).statusCode).toBe(404);
  });

  it('refuses a signed payment the provider never took', async () => {
    const { order } = await placed();
    // Signed with the key secret, but the provider has no such payment (a forged or made-up id).
    const response = await post('/api/order/paymentverification', signed(order.id, 'pay_never_taken'));
    expect(response.statusCode).toBe(400);
    expect((await t.db.select().from(orders))[0]?.paid).toBe(false);
  });
});

describe('the webhook', () => {
  const webhook = (body: object, eventId: string, secret?: string) => sendWebhook(t.app, body, eventId, secret);

  it('completes an order whose browser never came back, once, however often it is told', async () => {
    const customer = await customerWithCart();
    const order = (await checkout(customer.token)).json() as { id: string; amount: number };
    expect((await webhook(paidEvent(order.id, 'pay_hook_1', order.amount), 'evt_1')).json()).toEqual({
      success: true,
    });
    expect((await webhook(paidEvent(order.id, 'pay_hook_1', order.amount), 'evt_1')).json()).toEqual({
      success: true,
      duplicate: true,
    });
    expect(
      (
        await webhook(
          { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_hook_1', order_id: order.id } } } },
          'evt_2',
        )
      ).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(orders);
    expect(row).toMatchObject({ paid: true, status: 'Confirmed', paymentId: 'pay_hook_1' });
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.kind === 'order-confirmation')).toHaveLength(1);
  });

  it('never un-pays an order on payment.failed', async () => {
    const customer = await customerWithCart();
    const order = (await checkout(customer.token)).json() as { id: string; amount: number };
    await webhook(paidEvent(order.id, 'pay_hook_1', order.amount), 'evt_1');
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_hook_2', order_id: order.id } } },
    };
    expect((await webhook(failed, 'evt_3')).statusCode).toBe(200);
    expect((await t.db.select().from(orders))[0]).toMatchObject({ paid: true, paymentId: 'pay_hook_1' });
  });

  it('refuses a wrong signature and changes nothing', async () => {
    const customer = await customerWithCart();
    const order = (await checkout(customer.token)).json() as { id: string; amount: number };
    const response = await webhook(paidEvent(order.id, 'pay_hook_1', order.amount), 'evt_9', 'not-the-secret');
    expect(response.statusCode).toBe(400);
    expect((await t.db.select().from(orders))[0]?.paid).toBe(false);
  });
});

describe('the reconciler', () => {
  it('finds a payment the provider took while nobody told the store', async () => {
    const customer = await customerWithCart();
    const order = (await checkout(customer.token)).json() as { id: string };
    // The person paid in the sandbox, then their browser closed before it reported back.
    await post('/api/payments/sandbox/pay', { order_id: order.id });
    expect(await t.app.reconciler.runOnce()).toBe(0);
    await t.db.update(orders).set({ createdAt: sql`now() - interval '5 minutes'` });
    testClock.reset();
    expect(await t.app.reconciler.runOnce()).toBe(1);
    const [payment] = await t.db.select().from(sandboxPayments);
    expect((await t.db.select().from(orders))[0]).toMatchObject({ paid: true, paymentId: payment?.paymentId });
    expect(await t.app.reconciler.runOnce()).toBe(0);
  });

  it('leaves an order whose payment failed unpaid', async () => {
    const customer = await customerWithCart();
    const order = (await checkout(customer.token)).json() as { id: string };
    await post('/api/payments/sandbox/fail', { order_id: order.id });
    await t.db.update(orders).set({ createdAt: sql`now() - interval '5 minutes'` });
    testClock.reset();
    expect(await t.app.reconciler.runOnce()).toBe(0);
    expect((await t.db.select().from(orders))[0]?.paid).toBe(false);
  });
});

describe('My Orders', () => {
  async function paidOrders(token: string, count: number) {
    const references: string[] = [];
    const { body } = await cakeLine(t.db);
    for (let i = 0; i < count; i += 1) {
      await post('/api/cart/add', body, token);
      const order = (await checkout(token)).json() as { id: string; orderId: string };
      await post('/api/order/paymentverification', await paid(order.id, `pay_${i}_${order.id}`));
      references.push(order.orderId);
    }
    return references;
  }

  it('answers only the caller’s paid orders, newest first, in the storefront’s shape', async () => {
    const asha = await signUp(t.app);
    const ravi = await signUp(t.app, 'Ravi');
    const references = await paidOrders(asha.token, 3);
    await paidOrders(ravi.token, 1);
    await post('/api/cart/add', (await cakeLine(t.db)).body, asha.token);
    await checkout(asha.token);

    const response = await t.app.inject({ method: 'GET', url: '/api/order/all', headers: { token: asha.token } });
    expect(response.statusCode).toBe(200);
    const page = (
      response.json() as {
        data: {
          data: {
            orderId: string;
            userId: { _id: string };
            paymentStatus: boolean;
            orderStatus: string;
            items: { status: string; pickupAt: string }[];
          }[];
          total: number;
        };
      }
    ).data;
    expect(page.total).toBe(3);
    expect(page.data.map((o) => o.orderId)).toEqual([...references].reverse());
    for (const order of page.data) {
      expect(order.userId._id).toBe(asha.id);
      expect(order).toMatchObject({ paymentStatus: true, orderStatus: 'Confirmed' });
      expect(order.items[0]).toMatchObject({ status: 'Confirmed', pickupAt: expect.stringMatching(/^Roast /) });
    }

    const withPending = await t.app.inject({
      method: 'GET',
      url: '/api/order/all?include=pending',
      headers: { token: asha.token },
    });
    expect((withPending.json() as { data: { total: number } }).data.total).toBe(4);
  });

  it('pages them', async () => {
    const { token } = await signUp(t.app);
    const references = (await paidOrders(token, 7)).reverse();
    const get = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/order/all?${query}`, headers: { token } })).json() as {
          data: { data: { orderId: string }[]; page: number; limit: number; total: number };
        }
      ).data;
    const first = await get('page=1&limit=5');
    const second = await get('page=2&limit=5');
    expect(first).toMatchObject({ page: 1, limit: 5, total: 7 });
    expect(first.data.map((o) => o.orderId)).toEqual(references.slice(0, 5));
    expect(second.data.map((o) => o.orderId)).toEqual(references.slice(5));
    expect(second.total).toBe(7);
    const past = await get('page=3&limit=5');
    expect(past).toMatchObject({ data: [], total: 7 });
    expect((await get('page=1&limit=7')).total).toBe(7);
    expect((await get('page=2&limit=3')).total).toBe(7);
  });

  it.each(['limit=51', 'limit=0', 'page=0', 'page=x', 'include=all'])('refuses %s with 400', async (query) => {
    const { token } = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/order/all?${query}`, headers: { token } });
    expect(response.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/order/all' })).statusCode).toBe(401);
  });

  it('tells a customer the status of their own order only', async () => {
    const asha = await signUp(t.app);
    const ravi = await signUp(t.app, 'Ravi');
    await paidOrders(asha.token, 1);
    const [order] = await t.db.select().from(orders);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/order/status/${order!.id}`,
      headers: { token: asha.token },
    });
    expect(own.json()).toEqual({
      success: true,
      orderId: order!.reference,
      orderStatus: 'Confirmed',
      paymentStatus: true,
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/order/status/${order!.id}`,
      headers: { token: ravi.token },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the sandbox provider', () => {
  it('serves a checkout script with Razorpay’s shape, and signs payments with the key secret', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/payments/sandbox-checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.Razorpay = Razorpay');
    const customer = await customerWithCart();
    const order = (await checkout(customer.token)).json() as { id: string };
    const taken = (await post('/api/payments/sandbox/pay', { order_id: order.id })).json() as Record<string, string>;
    expect(taken.razorpay_signature).toBe(paymentSignature(SANDBOX_SECRET, order.id, taken.razorpay_payment_id!));
    expect((await post('/api/order/paymentverification', taken)).statusCode).toBe(200);
  });
});
