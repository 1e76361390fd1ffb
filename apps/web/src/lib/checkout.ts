import type { PaymentKey } from '@roast/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson, postJson } from './api';

/**
 * The payment widget, for cart orders, event bookings and workshop enrollments alike: Razorpay's
 * checkout.js in production, the server's sandbox (the same API) otherwise. The server tells us
 * which script to load; the script defines `window.Razorpay`.
 */
export interface PaymentResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

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
}

export interface CheckoutHandlers {
  /** The widget says the customer paid; the server must still verify it. */
  onPaid: (response: PaymentResponse) => void;
  onFailed: () => void;
  /** The customer closed the widget without paying. */
  onDismiss: () => void;
}

/** The toffee of our buttons, so the widget looks like ours. */
const THEME = '#9A5B1E';

let loading: { src: string; ready: Promise<void> } | undefined;

/** Adds the checkout script once; a script that failed to load is tried again next time. */
export function loadCheckoutScript(src: string): Promise<void> {
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

/** The signed-in customer's name, email and phone for the widget; nothing when they cannot be had. */
export async function customerPrefill(token: string): Promise<Prefill> {
  try {
    const { data } = await getJson<{ data: { name: string; email: string; phone: string } }>('/api/user/details', {
      token,
    });
    return { name: data.name, email: data.email, contact: data.phone };
  } catch {
    return {};
  }
}

/** Which provider takes payments, its widget key and script (the server renders pages with it filled in). */
export const paymentKeyQuery = queryOptions({
  queryKey: ['payments', 'key'],
  queryFn: () => getJson<PaymentKey>('/api/getkey'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Loads the widget the server names and opens it for a provider order. */
export async function openCheckout(
  order: ProviderOrder,
  { description, prefill, token }: { description: string; prefill: Prefill; token?: string | null },
  handlers: CheckoutHandlers,
): Promise<void> {
  const { key, script } = await getJson<PaymentKey>('/api/getkey', { token });
  await loadCheckoutScript(script);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment script did not define Razorpay');
  const widget = new Razorpay({
    key,
    amount: order.amount,
    currency: 'INR',
    order_id: order.id,
    name: 'Roast',
    description,
    theme: { color: THEME },
    prefill,
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  });
  widget.on('payment.failed', () => handlers.onFailed());
  widget.open();
}

export interface VerifiedPayment {
  /** The payment id, our receipt's reference. */
  reference: string;
  orderId: string;
  message: string;
}

/** Has the server check the widget's signature and mark the order paid. */
export const verifyPayment = (url: string, response: PaymentResponse, token?: string | null) =>
  postJson<VerifiedPayment>(url, response, token);
