import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  /** INR when not given. */
  currency?: string;
  status: 'captured' | 'failed' | 'refunded';
}

const withCurrency = (payment: FakePayment) => ({ entity: 'payment', currency: 'INR', ...payment });

/**
 * A loopback server that speaks the parts of Razorpay's documented API the store uses: orders,
 * an order's payments, and refunds, behind Basic auth.
 */
export async function startRazorpayFake(keyId: string, keySecret: string) {
  const orders: { id: string; amount: number; currency: string; receipt: string; notes: unknown }[] = [];
  const payments: FakePayment[] = [];
  const refunds: { id: string; payment_id: string; amount: number; idempotencyKey: string | undefined }[] = [];
  const requests: { method: string; url: string; authorized: boolean; idempotencyKey: string | undefined }[] = [];
  let failing = false;
  /** Refund calls still to fail, as when Razorpay is having trouble. */
  let refundFailures = 0;
  /** Refunds still to be made whose answer is then lost on the way back. */
  let lostRefundAnswers = 0;
  /** How long making an order takes, as when Razorpay is slow. */
  let orderDelayMs = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const authorized = request.headers.authorization === expectedAuth;
      const idempotencyKey = request.headers['x-refund-idempotency'] as string | undefined;
      requests.push({ method: request.method ?? '', url: request.url ?? '', authorized, idempotencyKey });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!authorized) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (failing) return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/v1/orders') {
        if (typeof body.amount !== 'number' || body.currency !== 'INR' || typeof body.receipt !== 'string') {
          return send(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'amount, currency and receipt are required' },
          });
        }
        const order = {
          id: `order_fake${orders.length + 1}`,
          amount: body.amount,
          currency: 'INR',
          receipt: body.receipt,
          notes: body.notes,
        };
        orders.push(order);
        const answer = () => send(200, { ...order, entity: 'order', status: 'created', amount_paid: 0 });
        if (orderDelayMs > 0) setTimeout(answer, orderDelayMs);
        else answer();
        return;
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
      if (request.method === 'GET' && orderPayments) {
        const items = payments.filter((p) => p.order_id === orderPayments[1]).map(withCurrency);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      const onePayment = /^\/v1\/payments\/([^/]+)$/.exec(url);
      if (request.method === 'GET' && onePayment) {
        const payment = payments.find((p) => p.id === onePayment[1]);
        if (!payment)
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        return send(200, withCurrency(payment));
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (request.method === 'POST' && refund) {
        if (refundFailures > 0) {
          refundFailures -= 1;
          return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
        }
        // Razorpay's X-Refund-Idempotency: the same key answers the refund already made.
        const earlier = idempotencyKey && refunds.find((r) => r.idempotencyKey === idempotencyKey);
        if (earlier) {
          if (earlier.payment_id !== refund[1] || earlier.amount !== Number(body.amount)) {
            return send(400, {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'Different request with the same idempotency key has already been processed.',
              },
            });
          }
          return send(200, { ...earlier, entity: 'refund', status: 'processed' });
        }
        const payment = payments.find((p) => p.id === refund[1] && p.status === 'captured');
        if (!payment)
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' } });
        payment.status = 'refunded';
        const made = {
          id: `rfnd_fake${refunds.length + 1}`,
          payment_id: payment.id,
          amount: Number(body.amount),
          idempotencyKey,
        };
        refunds.push(made);
        if (lostRefundAnswers > 0) {
          lostRefundAnswers -= 1;
          return send(504, { error: { code: 'GATEWAY_ERROR', description: 'The answer was lost' } });
        }
        return send(200, { ...made, entity: 'refund', status: 'processed' });
      }
      return send(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    requests,
    fail: (on: boolean) => {
      failing = on;
    },
    /** The next `count` refund calls answer 500. */
    failRefunds: (count: number) => {
      refundFailures = count;
    },
    /** Every order is made, then answered after `ms` (0: at once). */
    delayOrders: (ms: number) => {
      orderDelayMs = ms;
    },
    /** The next `count` refunds are made, but their answers never arrive (504). */
    loseRefundAnswers: (count: number) => {
      lostRefundAnswers = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
