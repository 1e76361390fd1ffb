/** A payment provider, as the store uses one: Razorpay, or the sandbox that stands in for it. */
export interface ProviderOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Paise (or the smallest unit of `currency`). */
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/** A payment the provider took: what it says was paid, to hold against what is owed. */
export const isTaken = (payment: ProviderPayment) => payment.status === 'authorized' || payment.status === 'captured';

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** The key the checkout widget opens with. */
  readonly keyId: string;
  /** The checkout script the page loads. */
  readonly checkoutScript: string;
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** The payments made against an order (for the reconciler). */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** One payment as the provider knows it, or undefined when it knows no such payment. */
  payment(paymentId: string): Promise<ProviderPayment | undefined>;
  /**
   * Refunds a payment. Asked again with the same idempotency key (10 to 100 letters, digits, '-'
   * or '_'), the provider answers the refund it already made rather than making another.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ id: string }>;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
