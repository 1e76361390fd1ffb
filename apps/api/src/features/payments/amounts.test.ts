import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, events, mailOutbox, orders, paymentMismatches, sandboxPayments, workshops } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { paidEvent, sandboxPayment, sendWebhook } from '../../test/payments';
import { atShopTime, checkoutCart, customerWithCart, signUp, type ProviderOrderAnswer } from '../../test/shop';
import { AMOUNT_MISMATCH } from '../../payments/verification';

/**
 * The amount paid must be the amount owed: a payment for less (or more), or in another currency,
 * never marks an order, a booking or an enrollment paid, whichever path reports it. It is kept in
 * payment_mismatches for the owner, logged, and refunded.
 */
const t = useTestApp();
beforeEach(atShopTime);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function placedOrder(): Promise<ProviderOrderAnswer> {
  const { token } = await customerWithCart(t.app, t.db);
  return checkoutCart(t.app, token);
}

const orderRow = async () => (await t.db.select().from(orders))[0]!;
const mismatches = () => t.db.select().from(paymentMismatches);

describe('an order paid for the wrong amount', () => {
  it('is not marked paid by an order.paid webhook for one paisa less, and the mismatch is kept', async () => {
    const order = await placedOrder();
    const response = await sendWebhook(t.app, paidEvent(order.id, 'pay_short_1', order.amount - 1), 'evt_short_1');
    // Acknowledged, so the provider stops sending it; nothing else happens.
    expect(response.statusCode).toBe(200);
    expect(await orderRow()).toMatchObject({ paid: false, status: 'Placed', paymentId: null });
    // Only the sign-up's confirmation link went out.
    expect((await t.db.select().from(mailOutbox)).map((mail) => mail.kind)).toEqual(['email-verification']);
    expect(await mismatches()).toEqual([
      expect.objectContaining({
        paymentId: 'pay_short_1',
        providerOrderId: order.id,
        kind: 'order',
        reference: order.orderId,
        expectedPaise: order.amount,
        receivedAmount: order.amount - 1,
        receivedCurrency: 'INR',
        firstSource: 'webhook order.paid',
      }),
    ]);
  });

  it('is not marked paid for the same number in another currency, or for more than owed', async () => {
    const order = await placedOrder();
    await sendWebhook(t.app, paidEvent(order.id, 'pay_usd', order.amount, 'USD'), 'evt_usd');
    await sendWebhook(t.app, paidEvent(order.id, 'pay_over', order.amount + 100), 'evt_over');
    expect((await orderRow()).paid).toBe(false);
    const kept = await mismatches();
    expect(kept.map((row) => [row.paymentId, row.receivedCurrency]).sort()).toEqual([
      ['pay_over', 'INR'],
      ['pay_usd', 'USD'],
    ]);
  });

  it('is not marked paid by a widget verification signed with the key secret when the provider took less', async () => {
    const order = await placedOrder();
    const signed = await sandboxPayment(t.db, order.id, { paymentId: 'pay_short_2', amount: order.amount - 100 });
    const response = await post('/api/order/paymentverification', signed);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: AMOUNT_MISMATCH });
    expect((await orderRow()).paid).toBe(false);

    // Refunded at once: the money bought nothing.
    const [refunded] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, 'pay_short_2'));
    expect(refunded).toMatchObject({ status: 'refunded', refundKey: 'payment-refund-pay_short_2' });

    // Reported again, by the provider's form callback: the payment is refunded, so the browser goes
    // back to the cart; still unpaid, still one record.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/order/paymentverification',
      payload: new URLSearchParams(signed).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/cart?payment=failed');
    expect((await orderRow()).paid).toBe(false);
    expect(await mismatches()).toEqual([
      expect.objectContaining({ paymentId: 'pay_short_2', firstSource: 'widget', refundStatus: 'refunded' }),
    ]);
  });

  it('is left by the reconciler until a payment for the full amount turns up', async () => {
    const order = await placedOrder();
    await sandboxPayment(t.db, order.id, { paymentId: 'pay_short_3', amount: 100 });
    // Unpaid for a while, on the database's clock, which the reconciler reads.
    await t.db.update(orders).set({ createdAt: sql`now() - interval '10 minutes'` });
    testClock.reset();
    expect(await t.app.reconciler.runOnce()).toBe(0);
    expect((await orderRow()).paid).toBe(false);
    expect(await mismatches()).toEqual([
      expect.objectContaining({ paymentId: 'pay_short_3', firstSource: 'reconciler' }),
    ]);

    await sandboxPayment(t.db, order.id, { paymentId: 'pay_full' });
    expect(await t.app.reconciler.runOnce()).toBe(1);
    expect(await orderRow()).toMatchObject({ paid: true, paymentId: 'pay_full' });
  });
});

describe('a booking or an enrollment paid for the wrong amount', () => {
  it('keeps an event booking a hold when the webhook reports less than price × places', async () => {
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.isActive, true), gt(events.slots, 5)))
      .limit(1);
    const held = (
      await post('/api/event/create-order', {
        eventId: event!.id,
        name: 'Nila Das',
        email: 'nila@example.com',
        slotsBooked: 3,
      })
    ).json() as ProviderOrderAnswer;
    expect(held.amount).toBe(event!.pricePaise * 3);
    // The price of one place, for three.
    await sendWebhook(t.app, paidEvent(held.id, 'pay_one_place', event!.pricePaise), 'evt_one_place');
    const [row] = await t.db.select().from(bookings);
    expect(row).toMatchObject({ status: 'held', paymentId: null });
    expect(await mismatches()).toEqual([
      expect.objectContaining({ kind: 'booking', reference: held.orderId, expectedPaise: held.amount }),
    ]);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('does not enroll a customer whose payment was short, whichever way it is reported', async () => {
    const [workshop] = await t.db
      .select()
      .from(workshops)
      .where(and(eq(workshops.isActive, true), gt(workshops.slots, 0)))
      .limit(1);
    const customer = await signUp(t.app);
    const held = (
      await post('/api/enroll/createorder', { workshopId: workshop!.id }, { token: customer.token })
    ).json() as ProviderOrderAnswer;
    const signed = await sandboxPayment(t.db, held.id, { amount: 1 });
    const response = await post('/api/enroll/paymentverification', signed, { token: customer.token });
    expect(response.statusCode).toBe(409);
    expect((await t.db.select().from(bookings))[0]).toMatchObject({ status: 'held', paymentId: null });
    const list = (await post('/api/enroll/userList', {}, { token: customer.token })).json() as {
      data: { data: { status: string }[] };
    };
    expect(list.data.data.map((enrollment) => enrollment.status)).toEqual(['Pending']);
  });
});
