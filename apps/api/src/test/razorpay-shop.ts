import { randomUUID } from 'node:crypto';
import type { PaymentMismatchesPage } from '@roast/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { paymentSignature } from '../payments/signatures';
import { startRazorpayFake } from './razorpay-fake';
import { checkoutCart, customerWithCart, type ProviderOrderAnswer } from './shop';
import { signedInMember } from './staff';

const KEY_ID = 'rzp_test_roast';
const KEY_SECRET = 'razorpay-key-secret';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';

type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;

/** The configuration of a store that takes its payments through the Razorpay fake. */
export const razorpayEnv = (fake: { url: string }) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_API_BASE: fake.url,
});

/** Starts the Razorpay fake with the keys `razorpayEnv` gives the store. */
export const startRazorpay = () => startRazorpayFake(KEY_ID, KEY_SECRET);

/**
 * A customer's payments through Razorpay, and what the fake saw of them: for tests of what the
 * store does with a payment (`t` is the test app, read when called).
 */
export function razorpayShop(fake: RazorpayFake, t: { app: FastifyInstance; db: Database }) {
  /** A payment Razorpay took for one of its orders, for `amount` paise. */
  function payment(providerOrderId: string, amount: number): string {
    const id = `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    fake.payments.push({ id, order_id: providerOrderId, amount, status: 'captured' });
    return id;
  }

  /** What the checkout widget posts back for a payment (to this app, or another). */
  const widget = (url: string, providerOrderId: string, paymentId: string, app = t.app) =>
    app.inject({
      method: 'POST',
      url,
      payload: {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(KEY_SECRET, providerOrderId, paymentId),
      },
    });

  return {
    payment,
    widget,
    refundCalls: (paymentId: string) =>
      fake.requests.filter((call) => call.method === 'POST' && call.url === `/v1/payments/${paymentId}/refund`),
    refundsOf: (paymentId: string) => fake.refunds.filter((refund) => refund.payment_id === paymentId),
    /** The store's questions about an order's payments (the reconciler's). */
    questionsAbout: (providerOrderId: string) =>
      fake.requests.filter((call) => call.method === 'GET' && call.url === `/v1/orders/${providerOrderId}/payments`),

    /** A cart order placed and paid once through the widget. */
    async paidOrder(): Promise<{ verifyUrl: string; providerOrder: ProviderOrderAnswer; firstPayment: string }> {
      const { token } = await customerWithCart(t.app, t.db);
      const providerOrder = await checkoutCart(t.app, token);
      const verifyUrl = '/api/order/paymentverification';
      const firstPayment = payment(providerOrder.id, providerOrder.amount);
      const paid = await widget(verifyUrl, providerOrder.id, firstPayment);
      if (paid.statusCode !== 200) throw new Error(`the first payment answered ${paid.statusCode}: ${paid.body}`);
      return { verifyUrl, providerOrder, firstPayment };
    },

    /** The owner's list of payments that bought nothing, read through this app or another. */
    async ownersList(app = t.app): Promise<PaymentMismatchesPage> {
      const { console } = await signedInMember(app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
      const response = await console.get('/api/staff/payment-mismatches');
      if (response.statusCode !== 200) throw new Error(`the list answered ${response.statusCode}: ${response.body}`);
      return response.json() as PaymentMismatchesPage;
    },
  };
}
