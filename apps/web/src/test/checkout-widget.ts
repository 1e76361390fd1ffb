import { vi } from 'vitest';
import type { PaymentResponse } from '../lib/payments';
import { expectConsoleError } from './console';

/**
 * A stand-in for the payment widget that the checkout script defines (Razorpay's checkout.js, or
 * the server's sandbox with the same API): `new Razorpay(options)`, `.on('payment.failed', fn)`,
 * `.open()`; the widget calls `options.handler(response)` after a payment and
 * `options.modal.ondismiss()` when the customer closes it. A test plays the customer.
 */
type WidgetOptions = ConstructorParameters<NonNullable<Window['Razorpay']>>[0];

export interface StandInWidget {
  options: WidgetOptions;
  isOpen: boolean;
  /** The customer pays: the widget hands the signed response to our handler. */
  pay(response?: PaymentResponse): void;
  /** The bank declines: the widget tells its 'payment.failed' listeners and stays open for another try. */
  decline(): void;
  /** The customer closes the widget without paying. */
  close(): void;
}

export const paidResponse = (orderId: string): PaymentResponse => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: `pay_${orderId.slice(-8)}`,
  razorpay_signature: 'f3a1c0de5ign4ture',
});

/** Puts the stand-in where the checkout script puts the widget; returns every widget opened. */
export function standInCheckout(): StandInWidget[] {
  const widgets: StandInWidget[] = [];
  class Razorpay {
    readonly failed: ((failure: unknown) => void)[] = [];
    readonly widget: StandInWidget;
    constructor(options: WidgetOptions) {
      const failed = this.failed;
      this.widget = {
        options,
        isOpen: false,
        pay: (response = paidResponse(options.order_id)) => {
          this.widget.isOpen = false;
          options.handler(response);
        },
        decline: () => {
          for (const listener of failed) {
            listener({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment was declined by the bank.' } });
          }
        },
        close: () => {
          this.widget.isOpen = false;
          options.modal.ondismiss();
        },
      };
      widgets.push(this.widget);
    }
    on(event: 'payment.failed', listener: (failure: unknown) => void) {
      if (event === 'payment.failed') this.failed.push(listener);
    }
    open() {
      this.widget.isOpen = true;
    }
  }
  vi.stubGlobal('Razorpay', Razorpay);
  return widgets;
}

/** The widget once the app has opened it. */
export async function openedWidget(widgets: StandInWidget[]): Promise<StandInWidget> {
  return vi.waitFor(() => {
    const widget = widgets.at(-1);
    if (!widget?.isOpen) throw new Error('The payment widget has not opened');
    return widget;
  });
}

interface HappyDomSettings {
  enableJavaScriptEvaluation: boolean;
  suppressInsecureJavaScriptEnvironmentWarning: boolean;
  fetch: { interceptor: unknown };
}

const settings = () => (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;

/**
 * The checkout script does not load this time (offline, blocked): the browser asks for it and the
 * network answers 404, and the script element fails a moment later, as in a browser.
 */
export function checkoutScriptFails(): void {
  const browser = settings();
  browser.enableJavaScriptEvaluation = true;
  browser.suppressInsecureJavaScriptEnvironmentWarning = true;
  browser.fetch.interceptor = {
    beforeAsyncRequest: async () => new Response('Not found', { status: 404 }),
  };
  expectConsoleError(/Failed to perform request to .* Status 404/);
}

/** The checkout script loads (without being fetched), as it does unless a test says otherwise. */
export function checkoutScriptLoads(): void {
  const browser = settings();
  browser.enableJavaScriptEvaluation = false;
  browser.fetch.interceptor = null;
}
