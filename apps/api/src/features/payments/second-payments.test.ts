import { randomUUID } from 'node:crypto';
import type { PaymentMismatch, PaymentMismatchesPage } from '@roast/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, events, orders, paymentMismatches, sandboxPayments, workshops } from '../../db/schema';
import { paymentSignature } from '../../payments/signatures';
import { SECOND_PAYMENT } from '../../payments/verification';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { paidEvent, sandboxPayment, sendWebhook } from '../../test/payments';
import { startRazorpayFake } from '../../test/razorpay-fake';
import { atShopTime, checkoutCart, customerWithCart, signUp, type ProviderOrderAnswer } from '../../test/shop';
import { signedInMember } from '../../test/staff';
import { REFUND_QUEUE } from './payment-mismatches';

/**
 * A payment that bought nothing goes back: a second payment for an order, an event booking or a
 * workshop enrollment already paid is refunded through the provider, once, however many times and
 * ways it is reported (the browser and the webhook at the same moment), and the owner sees it.
 */
const KEY_ID = 'rzp_test_roast';
const KEY_SECRET = 'razorpay-key-secret';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';
const fake = await startRazorpayFake(KEY_ID, KEY_SECRET);
afterAll(() => fake.close());

const t = useTestApp({
  env: {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: fake.url,
  },
});
beforeEach(() => {
  atShopTime();
  fake.failRefunds(0);
  fake.loseRefundAnswers(0);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A payment Razorpay took for one of its orders, for `amount` paise. */
function razorpayPayment(providerOrderId: string, amount: number): string {
  const id = `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  fake.payments.push({ id, order_id: providerOrderId, amount, status: 'captured' });
  return id;
}

/** What the checkout widget posts back for a payment. */
const widget = (url: string, providerOrderId: string, paymentId: string) =>
  post(url, {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(KEY_SECRET, providerOrderId, paymentId),
  });

const webhook = (providerOrderId: string, paymentId: string, amount: number, eventId = `evt_${paymentId}`) =>
  sendWebhook(t.app, paidEvent(providerOrderId, paymentId, amount), eventId, WEBHOOK_SECRET);

const refundCalls = (paymentId: string) =>
  fake.requests.filter((call) => call.method === 'POST' && call.url === `/v1/payments/${paymentId}/refund`);
const refundsOf = (paymentId: string) => fake.refunds.filter((refund) => refund.payment_id === paymentId);

/** Something paid for once already: a cart order, an event booking, a workshop enrollment. */
interface Paid {
  verifyUrl: string;
  providerOrder: ProviderOrderAnswer;
  firstPayment: string;
  /** Whether it is still paid, with its first payment. */
  stillPaidWithFirst: () => Promise<boolean>;
  kind: PaymentMismatch['kind'];
  customer: { name: string; email: string };
}

async function paidOrder(): Promise<Paid> {
  const { token, email } = await customerWithCart(t.app, t.db);
  const providerOrder = await checkoutCart(t.app, token);
  const verifyUrl = '/api/order/paymentverification';
  const firstPayment = razorpayPayment(providerOrder.id, providerOrder.amount);
  expect((await widget(verifyUrl, providerOrder.id, firstPayment)).statusCode).toBe(200);
  return {
    verifyUrl,
    providerOrder,
    firstPayment,
    kind: 'order',
    customer: { name: 'Asha Rao', email },
    stillPaidWithFirst: async () => {
      const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrder.id));
      return order?.paid === true && order.paymentId === firstPayment && order.refundStatus === null;
    },
  };
}

async function paidBooking(): Promise<Paid> {
  const [event] = await t.db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gt(events.slots, 5)))
    .limit(1);
  const created = await post('/api/event/create-order', {
    eventId: event!.id,
    name: 'Nila Das',
    email: 'nila@example.com',
    slotsBooked: 2,
  });
  const providerOrder = created.json() as ProviderOrderAnswer;
  const verifyUrl = '/api/event/payment-verification';
  const firstPayment = razorpayPayment(providerOrder.id, providerOrder.amount);
  expect((await widget(verifyUrl, providerOrder.id, firstPayment)).statusCode).toBe(200);
  return {
    verifyUrl,
    providerOrder,
    firstPayment,
    kind: 'event',
    customer: { name: 'Nila Das', email: 'nila@example.com' },
    stillPaidWithFirst: async () => {
      const [row] = await t.db.select().from(bookings).where(eq(bookings.providerOrderId, providerOrder.id));
      return row?.status === 'paid' && row.paymentId === firstPayment;
    },
  };
}

async function paidEnrollment(): Promise<Paid> {
  const [workshop] = await t.db
    .select()
    .from(workshops)
    .where(and(eq(workshops.isActive, true), gt(workshops.slots, 0)))
    .limit(1);
  const customer = await signUp(t.app, 'Ravi Iyer');
  const providerOrder = (
    await post('/api/enroll/createorder', { workshopId: workshop!.id }, { token: customer.token })
  ).json() as ProviderOrderAnswer;
  const verifyUrl = '/api/enroll/paymentverification';
  const firstPayment = razorpayPayment(providerOrder.id, providerOrder.amount);
  expect((await widget(verifyUrl, providerOrder.id, firstPayment)).statusCode).toBe(200);
  return {
    verifyUrl,
    providerOrder,
    firstPayment,
    kind: 'workshop',
    customer: { name: 'Ravi Iyer', email: customer.email },
    stillPaidWithFirst: async () => {
      const [row] = await t.db.select().from(bookings).where(eq(bookings.providerOrderId, providerOrder.id));
      return row?.status === 'paid' && row.paymentId === firstPayment;
    },
  };
}

async function ownersList() {
  const { console } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
  const response = await console.get('/api/staff/payment-mismatches');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PaymentMismatchesPage;
}

describe('a second payment for something already paid', () => {
  for (const [what, place] of [
    ['an order', paidOrder],
    ['an event booking', paidBooking],
    ['a workshop enrollment', paidEnrollment],
  ] as const) {
    it(`is refunded once for ${what}, though the browser and the webhook report it at the same moment`, async () => {
      const paid = await place();
      const { id: providerOrderId, amount } = paid.providerOrder;
      const second = razorpayPayment(providerOrderId, amount);

      const [browser, hook] = await Promise.all([
        widget(paid.verifyUrl, providerOrderId, second),
        webhook(providerOrderId, second, amount),
      ]);
      // The browser hears that the payment goes back (or, if the webhook got there first, that it has).
      expect(browser.statusCode, browser.body).toBe(409);
      expect([SECOND_PAYMENT, 'This payment has been refunded.']).toContain(
        (browser.json() as { message: string }).message,
      );
      expect(hook.statusCode).toBe(200);

      expect(refundCalls(second)).toHaveLength(1);
      expect(refundsOf(second)).toEqual([
        expect.objectContaining({ amount, idempotencyKey: `payment-refund-${second}` }),
      ]);
      // The first payment is kept, and still pays for it.
      expect(refundsOf(paid.firstPayment)).toHaveLength(0);
      expect(await paid.stillPaidWithFirst()).toBe(true);

      // Reported again later, by another webhook and the browser: nothing more is refunded.
      await webhook(providerOrderId, second, amount, `evt_again_${second}`);
      await widget(paid.verifyUrl, providerOrderId, second);
      expect(refundCalls(second)).toHaveLength(1);
      // Nothing is left for the job engine to try again.
      await retriesDueNow(t.db);
      expect(await t.app.jobs.drain([REFUND_QUEUE])).toBe(0);

      const rows = await t.db.select().from(paymentMismatches);
      expect(rows).toEqual([
        expect.objectContaining({
          paymentId: second,
          reason: 'second-payment',
          reference: paid.providerOrder.orderId,
          expectedPaise: amount,
          receivedAmount: amount,
          refundStatus: 'refunded',
          refundId: refundsOf(second)[0]!.id,
          refundAttempts: 1,
        }),
      ]);

      const list = await ownersList();
      expect(list).toMatchObject({ total: 1, attention: 0 });
      expect(list.data[0]).toMatchObject({
        paymentId: second,
        reason: 'second-payment',
        kind: paid.kind,
        reference: paid.providerOrder.orderId,
        customer: paid.customer,
        owed: amount / 100,
        received: { amount: amount / 100, currency: 'INR' },
        paidWith: paid.firstPayment,
        refund: { state: 'refunded', refundId: refundsOf(second)[0]!.id, lastError: null, nextAttemptAt: null },
        needsAttention: false,
      });
    });
  }

  it('is never taken to be a payment that paid for another order, whatever order it is reported under', async () => {
    const paid = await paidOrder();
    const { token } = await customerWithCart(t.app, t.db);
    const other = await checkoutCart(t.app, token);
    const hook = await webhook(other.id, paid.firstPayment, other.amount, 'evt_borrowed_payment');
    expect(hook.statusCode).toBe(200);
    expect(refundCalls(paid.firstPayment)).toHaveLength(0);
    expect(await paid.stillPaidWithFirst()).toBe(true);
    const [unpaid] = await t.db.select().from(orders).where(eq(orders.providerOrderId, other.id));
    expect(unpaid).toMatchObject({ paid: false, paymentId: null });
    expect(await t.db.select().from(paymentMismatches)).toHaveLength(0);
  });

  it('found by the reconciler among an unpaid order’s payments, is refunded once the first has paid', async () => {
    const { token } = await customerWithCart(t.app, t.db);
    const providerOrder = await checkoutCart(t.app, token);
    const first = razorpayPayment(providerOrder.id, providerOrder.amount);
    const second = razorpayPayment(providerOrder.id, providerOrder.amount);
    await t.db.update(orders).set({ createdAt: new Date(Date.now() - 10 * 60_000) });
    testClock.reset();
    expect(await t.app.reconciler.runOnce()).toBe(1);
    const [order] = await t.db.select().from(orders);
    expect(order).toMatchObject({ paid: true, paymentId: first });
    expect(refundsOf(second)).toHaveLength(1);
    expect(refundsOf(first)).toHaveLength(0);
  });
});

describe('the owner’s list of payments that bought nothing', () => {
  it('shows a payment for the wrong amount, refunded, with what was owed and what arrived', async () => {
    const { token } = await customerWithCart(t.app, t.db);
    const providerOrder = await checkoutCart(t.app, token);
    const short = razorpayPayment(providerOrder.id, providerOrder.amount - 500);
    expect((await widget('/api/order/paymentverification', providerOrder.id, short)).statusCode).toBe(409);
    expect(refundsOf(short)).toEqual([expect.objectContaining({ amount: providerOrder.amount - 500 })]);
    const list = await ownersList();
    expect(list.data[0]).toMatchObject({
      paymentId: short,
      reason: 'mismatch',
      kind: 'order',
      reference: providerOrder.orderId,
      owed: providerOrder.amount / 100,
      received: { amount: (providerOrder.amount - 500) / 100, currency: 'INR' },
      paidWith: null,
      refund: { state: 'refunded' },
    });
    expect(Date.parse(list.data[0]!.at)).toBeGreaterThan(0);
  });

  it('is the owner’s only: 403 for a member of staff, 401 for a customer’s token or nobody', async () => {
    const { console: staff } = await signedInMember(t.app, t.db, { role: 'staff' });
    const forbidden = await staff.get('/api/staff/payment-mismatches');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, message: 'Only an owner can do this.' });
    expect((await staff.post('/api/staff/payment-mismatches/pay_x/refund')).statusCode).toBe(403);

    const customer = await signUp(t.app);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/staff/payment-mismatches',
      headers: { token: customer.token },
    });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json()).toMatchObject({ success: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/payment-mismatches' })).statusCode).toBe(401);
  });
});

describe('with the sandbox provider', () => {
  const s = useTestApp();

  it('refunds a second payment for an order once, reported by the browser and the webhook at once', async () => {
    const { token } = await customerWithCart(s.app, s.db);
    const providerOrder = await checkoutCart(s.app, token);
    const verify = (fields: object) =>
      s.app.inject({ method: 'POST', url: '/api/order/paymentverification', payload: fields });
    expect((await verify(await sandboxPayment(s.db, providerOrder.id))).statusCode).toBe(200);
    const second = await sandboxPayment(s.db, providerOrder.id, { paymentId: 'pay_second_sbx' });
    const [browser, hook] = await Promise.all([
      verify(second),
      sendWebhook(s.app, paidEvent(providerOrder.id, 'pay_second_sbx', providerOrder.amount), 'evt_second_sbx'),
    ]);
    expect(browser.statusCode).toBe(409);
    expect(hook.statusCode).toBe(200);
    const payments = await s.db.select().from(sandboxPayments);
    expect(payments.find((p) => p.paymentId === 'pay_second_sbx')).toMatchObject({
      status: 'refunded',
      refundKey: 'payment-refund-pay_second_sbx',
    });
    expect(payments.filter((p) => p.status === 'refunded')).toHaveLength(1);
    expect(await s.db.select().from(paymentMismatches)).toEqual([
      expect.objectContaining({ paymentId: 'pay_second_sbx', reason: 'second-payment', refundStatus: 'refunded' }),
    ]);
  });
});
