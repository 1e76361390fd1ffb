import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { sandboxOrders, sandboxPayments } from '../db/schema';
import type { PaymentProvider, ProviderPayment } from './provider';
import { PaymentProviderError } from './provider';
import { paymentSignature } from './signatures';

const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

const toPayment = (row: typeof sandboxPayments.$inferSelect): ProviderPayment => ({
  id: row.paymentId,
  orderId: row.orderId,
  amount: row.amountPaise,
  currency: row.currency,
  status: row.status,
});

const paymentById = preparedQuery('sandbox_payment_by_id', (db) =>
  db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentId, sql.placeholder('paymentId'))),
);

/**
 * A provider that works offline, in the shape of Razorpay: it makes orders, takes payments
 * (signed with the same key secret, so verification is the real code path) and records refunds.
 * No money moves.
 */
export function createSandboxProvider(db: Database, keyId: string, keySecret: string) {
  const provider: PaymentProvider & {
    pay(orderId: string): Promise<{ orderId: string; paymentId: string; signature: string; amount: number }>;
    fail(orderId: string): Promise<{ paymentId: string }>;
  } = {
    name: 'sandbox',
    keyId,
    checkoutScript: '/payments/sandbox-checkout.js',
    async createOrder({ amountPaise, receipt }) {
      const id = randomId('order_sbx');
      await db.insert(sandboxOrders).values({ id, amountPaise, receipt });
      return { id, amount: amountPaise, currency: 'INR', receipt };
    },
    async orderPayments(orderId) {
      const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
      return rows.map(toPayment);
    },
    async payment(paymentId) {
      const [row] = await paymentById(db, { paymentId });
      return row && toPayment(row);
    },
    async refund(paymentId, amountPaise, idempotencyKey) {
      const refundId = randomId('rfnd_sbx');
      const [refunded] = await db
        .update(sandboxPayments)
        .set({ status: 'refunded', refundId, refundKey: idempotencyKey })
        .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, 'captured')))
        .returning();
      if (!refunded) {
        // Asked again with the same key: the refund already made, as Razorpay answers.
        const [earlier] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId));
        if (earlier?.status === 'refunded' && earlier.refundKey === idempotencyKey && earlier.refundId) {
          return { id: earlier.refundId };
        }
        throw new PaymentProviderError(`The sandbox has no captured payment ${paymentId} to refund`);
      }
      if (refunded.amountPaise !== amountPaise) {
        throw new PaymentProviderError(`Refund of ${amountPaise} for a payment of ${refunded.amountPaise}`);
      }
      return { id: refundId };
    },
    /** A person pressed 'Pay now'. */
    async pay(orderId) {
      const paymentId = randomId('pay_sbx');
      const [payment] = await selectRows<{ amount_paise: number }>(
        db,
        sql`insert into ${sandboxPayments} (payment_id, order_id, amount_paise, status)
            select ${paymentId}, id, amount_paise, 'captured' from ${sandboxOrders} where id = ${orderId}
            returning amount_paise`,
      );
      if (!payment) throw new PaymentProviderError(`The sandbox has no order ${orderId}`);
      return {
        orderId,
        paymentId,
        signature: paymentSignature(keySecret, orderId, paymentId),
        amount: payment.amount_paise,
      };
    },
    /** A person pressed 'Fail payment'. */
    async fail(orderId) {
      const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      if (!order) throw new PaymentProviderError(`The sandbox has no order ${orderId}`);
      const paymentId = randomId('pay_sbx');
      await db.insert(sandboxPayments).values({ paymentId, orderId, amountPaise: order.amountPaise, status: 'failed' });
      return { paymentId };
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
