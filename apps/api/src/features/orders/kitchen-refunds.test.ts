import { randomUUID } from 'node:crypto';
import type { BoardOrder } from '@roast/domain';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, stores } from '../../db/schema';
import { paymentSignature } from '../../payments/signatures';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { startRazorpayFake } from '../../test/razorpay-fake';
import { atShopTime, cakeLine, checkoutCart, signUp } from '../../test/shop';
import { signedInMember } from '../../test/staff';

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
  fake.failRefunds(0);
  fake.loseRefundAnswers(0);
});

/** An order paid through Razorpay (the loopback fake), as the widget would report it. */
async function paidWithRazorpay() {
  const customer = await signUp(t.app);
  const line = await cakeLine(t.db);
  await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: line.body, headers: { token: customer.token } });
  const providerOrder = await checkoutCart(t.app, customer.token);
  const paymentId = `pay_rzp_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  fake.payments.push({ id: paymentId, order_id: providerOrder.id, amount: providerOrder.amount, status: 'captured' });
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/order/paymentverification',
    payload: {
      razorpay_order_id: providerOrder.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, providerOrder.id, paymentId),
    },
  });
  expect(verified.statusCode).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.reference, providerOrder.orderId));
  return { order: order!, paymentId };
}

async function cancelAsOwner(orderId: string) {
  const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
  const response = await console.patch(`/api/staff/orders/${orderId}`, {
    status: 'Cancelled',
    reason: 'We ran out of saffron.',
  });
  expect(response.statusCode).toBe(200);
  return { console, order: (response.json() as { data: BoardOrder }).data };
}

/** Runs the refunds due now; `backoffPassed` first makes those waiting for a retry due. */
async function retryRefunds({ backoffPassed = true } = {}) {
  if (backoffPassed) await retriesDueNow(t.db);
  return t.app.jobs.drain(['kitchen.refund']);
}
const refundCalls = (paymentId: string) => fake.requests.filter((r) => r.url === `/v1/payments/${paymentId}/refund`);

describe('refunds through Razorpay', () => {
  it('keeps a refund that fails pending on the board, tries it again later, and makes it once', async () => {
    const { order, paymentId } = await paidWithRazorpay();
    fake.failRefunds(2);
    const { console, order: cancelled } = await cancelAsOwner(order.id);
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.refund).toMatchObject({ status: 'pending', attempts: 1, refundId: null });
    expect(cancelled.refund!.lastError).toContain('500');

    // Not due yet: the retry waits at least 30 seconds.
    expect(await retryRefunds({ backoffPassed: false })).toBe(0);
    const [job] = await selectRows<{ state: string; wait: number }>(
      t.db,
      sql`select state::text, extract(epoch from start_after - now()) as wait from pgboss.job where name = 'kitchen.refund'`,
    );
    expect(job!.state).toBe('retry');
    expect(Number(job!.wait)).toBeGreaterThan(25);
    expect(await retryRefunds()).toBe(1);
    const [second] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(second).toMatchObject({ refundStatus: 'pending', refundAttempts: 2 });
    expect(await retryRefunds({ backoffPassed: false })).toBe(0);
    expect(await retryRefunds()).toBe(1);

    const [done] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(done).toMatchObject({ refundStatus: 'refunded', refundAttempts: 3, refundError: null });
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toEqual([
      {
        id: done!.refundId,
        payment_id: paymentId,
        amount: order.amountPaise,
        idempotencyKey: `order-refund-${order.id}`,
      },
    ]);
    expect(new Set(refundCalls(paymentId).map((r) => r.idempotencyKey))).toEqual(new Set([`order-refund-${order.id}`]));
    const store = (await t.db.select().from(stores).where(eq(stores.id, order.storeId)))[0]!;
    const board = (await console.get(`/api/staff/orders?outlet=${store.id}&date=${order.pickupDate}`)).json() as {
      data: BoardOrder[];
    };
    expect(board.data.find((o) => o._id === order.id)!.refund).toMatchObject({
      status: 'refunded',
      refundId: done!.refundId,
    });
  });

  it('never refunds twice when Razorpay made the refund but its answer was lost', async () => {
    const { order, paymentId } = await paidWithRazorpay();
    fake.loseRefundAnswers(1);
    const { order: cancelled } = await cancelAsOwner(order.id);
    expect(cancelled.refund).toMatchObject({ status: 'pending' });
    expect(await retryRefunds()).toBe(1);
    const [done] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(done!.refundStatus).toBe('refunded');
    expect(refundCalls(paymentId)).toHaveLength(2);
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(done!.refundId).toBe(fake.refunds.find((r) => r.payment_id === paymentId)!.id);
  });

  it('gives each due refund to one worker only, however many run at once', async () => {
    const paid = [await paidWithRazorpay(), await paidWithRazorpay(), await paidWithRazorpay()];
    fake.failRefunds(3);
    for (const { order } of paid) await cancelAsOwner(order.id);
    await retriesDueNow(t.db);
    const claimed = await Promise.all([
      t.app.jobs.drain(['kitchen.refund']),
      t.app.jobs.drain(['kitchen.refund']),
      t.app.jobs.drain(['kitchen.refund']),
    ]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(3);
    for (const { paymentId } of paid) expect(refundCalls(paymentId)).toHaveLength(2);
    const rows = await t.db.select().from(orders);
    expect(rows.every((row) => row.refundStatus === 'refunded')).toBe(true);
  });
});
