import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { sandboxOrders, sandboxPayments } from '../db/schema';
import { paymentSignature, webhookSignature } from '../payments/signatures';

/** The sandbox's published keys, which the test configuration runs with. */
export const SANDBOX_SECRET = 'sandbox-secret';
const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/** The fields the widget posts back, signed with a key secret (the sandbox's unless another is given). */
export const signedFields = (orderId: string, paymentId: string, secret = SANDBOX_SECRET) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(secret, orderId, paymentId),
});

/**
 * A payment the sandbox provider took for one of its orders, as if a person had paid: for the
 * order's amount in rupees unless a test says otherwise (an underpayment, another currency).
 * Answers the signed fields the widget would post back.
 */
export async function sandboxPayment(
  db: Database,
  orderId: string,
  { paymentId, amount, currency = 'INR' }: { paymentId?: string; amount?: number; currency?: string } = {},
) {
  const id = paymentId ?? `pay_test_${randomBytes(6).toString('hex')}`;
  const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
  await db.insert(sandboxPayments).values({
    paymentId: id,
    orderId,
    amountPaise: amount ?? order?.amountPaise ?? 1,
    currency,
    status: 'captured',
  });
  return signedFields(orderId, id);
}

/** Razorpay's `order.paid` event for a payment. */
export const paidEvent = (orderId: string, paymentId: string, amount: number, currency = 'INR') => ({
  event: 'order.paid',
  payload: {
    order: { entity: { id: orderId } },
    payment: { entity: { id: paymentId, order_id: orderId, amount, currency } },
  },
});

/** Posts a webhook event signed with the sandbox's webhook secret (or another). */
export function sendWebhook(app: FastifyInstance, body: object, eventId: string, secret = SANDBOX_WEBHOOK_SECRET) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(secret, raw),
      'x-razorpay-event-id': eventId,
    },
  });
}
