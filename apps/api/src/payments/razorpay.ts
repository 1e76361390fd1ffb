import type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider';
import { PaymentProviderError } from './provider';

interface RazorpayOptions {
  apiBase: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
}

interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
}

const toPayment = (payment: RazorpayPayment): ProviderPayment => ({
  id: payment.id,
  orderId: payment.order_id,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
});

/** Razorpay's Orders, Payments and Refunds APIs, with Basic auth. */
export function createRazorpayProvider({
  apiBase,
  keyId,
  keySecret,
  timeoutMs = 10_000,
}: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => ({}))) as { error?: { description?: string } };
    const failure = () =>
      new PaymentProviderError(
        `Razorpay answered ${response.status} to ${method} ${path}: ${payload.error?.description ?? 'no description'}`,
      );
    return { status: response.status, ok: response.ok, payload, failure };
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> {
    const answer = await send(method, path, body, headers);
    if (!answer.ok) throw answer.failure();
    return answer.payload as T;
  }

  /** A GET of one entity: undefined when Razorpay knows no such id (it answers 400 or 404). */
  async function find<T>(path: string): Promise<T | undefined> {
    const answer = await send('GET', path);
    if (answer.status === 400 || answer.status === 404) return undefined;
    if (!answer.ok) throw answer.failure();
    return answer.payload as T;
  }

  return {
    name: 'razorpay',
    keyId,
    checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<{ id: string; amount: number; currency: string; receipt: string }>(
        'POST',
        '/v1/orders',
        { amount: amountPaise, currency: 'INR', receipt, notes },
      );
      if (order.amount !== amountPaise || order.currency !== 'INR') {
        throw new PaymentProviderError(`Razorpay made order ${order.id} for ${order.amount} ${order.currency}`);
      }
      return { id: order.id, amount: order.amount, currency: 'INR', receipt: order.receipt } satisfies ProviderOrder;
    },
    async orderPayments(orderId) {
      const list = await call<{ items: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items.map(toPayment);
    },
    async payment(paymentId) {
      const payment = await find<RazorpayPayment>(`/v1/payments/${encodeURIComponent(paymentId)}`);
      return payment && toPayment(payment);
    },
    async refund(paymentId, amountPaise, idempotencyKey) {
      // Razorpay makes one refund per key, so a retry after a lost answer never refunds twice.
      const refund = await call<{ id: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}
