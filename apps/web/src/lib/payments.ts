import type { PaymentKey, PaymentVerified } from '@roast/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson, postJson } from './api';
import type { Refusal } from './refusals';
import { queryKeys } from './query-keys';

/**
 * Paying, for cart orders, event bookings and workshop enrollments alike: the server makes a
 * provider order, the widget takes the payment (Razorpay's checkout.js in production, the server's
 * sandbox with the same API otherwise), and the server verifies what the widget says before
 * anything counts as paid.
 */

/** What the widget hands back after a payment: the server checks its signature. */
export interface PaymentResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface Prefill {
  name?: string;
  email?: string;
  contact?: string;
}

/** A provider order as the create-order calls answer it. */
export interface ProviderOrder {
  /** The provider's order id. */
  id: string;
  /** Paise. */
  amount: number;
  /** Our reference: an order's pickup reference, a booking's reference. */
  orderId: string;
}

/** The server's answer to a verification: what became of the payment (paid now, paid already, refunded). */
export type VerifiedPayment = Omit<PaymentVerified, 'success'>;

export type PaymentResult =
  | { status: 'paid'; verified: VerifiedPayment }
  | { status: 'refunded'; verified: VerifiedPayment }
  | { status: 'failed'; message: string; refusal?: Refusal }
  /** The customer closed the widget without paying. */
  | { status: 'dismissed' };

export const PAYMENT_FAILED = 'Payment failed. Please try again.';
/** The toffee of our buttons, so the widget looks like ours. */
const THEME = '#9A5B1E';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  theme: { color: string };
  prefill: Prefill;
  handler: (response: PaymentResponse) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayWidget {
  on(event: 'payment.failed', listener: (failure: unknown) => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayWidget;
  }
}

/** Which provider takes payments, its widget key and script (the server renders pages with it filled in). */
export const paymentKeyQuery = queryOptions({
  queryKey: queryKeys.paymentKey,
  queryFn: () => getJson<PaymentKey>('/api/getkey'),
  staleTime: Number.POSITIVE_INFINITY,
});

let loading: { src: string; ready: Promise<void> } | undefined;

/** Adds the checkout script once; a script that failed to load is tried again next time. */
function loadCheckoutScript(src: string): Promise<void> {
  if (loading?.src === src) return loading.ready;
  const ready = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error(`The payment script did not load (${src})`));
    };
    document.head.appendChild(script);
  });
  loading = { src, ready };
  return ready;
}

export interface PaymentRequest {
  order: ProviderOrder;
  /** A line under our name in the widget: what is being paid for. */
  description: string;
  prefill: Prefill;
  token?: string | null;
  /** The verification call of what is being paid for. */
  verifyUrl: string;
  /** The widget is open (a form behind it can close). */
  onOpened?: () => void;
}

/**
 * Opens the payment widget for a provider order and settles when the payment does: verified by
 * the server (paid or refunded), failed (declined, then the widget closed; or refused by the
 * server), or dismissed. Rejects only when the widget cannot open.
 */
export async function payFor(request: PaymentRequest): Promise<PaymentResult> {
  const { key, script } = await getJson<PaymentKey>('/api/getkey', { token: request.token });
  await loadCheckoutScript(script);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment script did not define Razorpay');
  return new Promise<PaymentResult>((settle) => {
    // After a declined attempt the widget stays open and the customer may pay again; only closing
    // it settles the attempt as failed.
    let declined = false;
    const widget = new Razorpay({
      key,
      amount: request.order.amount,
      currency: 'INR',
      order_id: request.order.id,
      name: 'Roast',
      description: request.description,
      theme: { color: THEME },
      prefill: request.prefill,
      handler: (response) => {
        postJson<VerifiedPayment>(request.verifyUrl, response, request.token).then(
          (verified) => settle({ status: verified.outcome === 'refunded' ? 'refunded' : 'paid', verified }),
          (error: unknown) =>
            settle({
              status: 'failed',
              message: PAYMENT_FAILED,
              refusal: error instanceof ApiError ? error.refusal : undefined,
            }),
        );
      },
      modal: {
        ondismiss: () => settle(declined ? { status: 'failed', message: PAYMENT_FAILED } : { status: 'dismissed' }),
      },
    });
    widget.on('payment.failed', () => {
      declined = true;
    });
    widget.open();
    request.onOpened?.();
  });
}

/** The customer's details for the widget, when they are signed in. */
export const prefillOf = (user: { name: string; email: string; phone: string } | undefined): Prefill =>
  user ? { name: user.name, email: user.email, contact: user.phone } : {};
