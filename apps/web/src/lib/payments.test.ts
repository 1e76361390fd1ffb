import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutScriptFails,
  checkoutScriptLoads,
  openedWidget,
  paidResponse,
  standInCheckout,
} from '../test/checkout-widget';
import { serveApi, type ApiRoute } from '../test/network';
import { PAYMENT_FAILED, payFor, type PaymentRequest, type VerifiedPayment } from './payments';

const VERIFY = '/api/order/paymentverification';

const request = (change: Partial<PaymentRequest> = {}): PaymentRequest => ({
  order: { id: 'order_Q1w2E3r4T5y6U7', amount: 214_200, orderId: 'CCX-260310-0042' },
  description: 'Order CCX-260310-0042',
  prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
  token: 'token-payments',
  verifyUrl: VERIFY,
  ...change,
});

const paymentKey = (script: string) => ({
  body: { success: true, key: 'rzp_test_sandbox', script, provider: 'sandbox' },
});

const verified = (outcome: VerifiedPayment['outcome'], message = 'Payment verified'): VerifiedPayment => ({
  reference: 'pay_E3r4T5y6',
  orderId: 'CCX-260310-0042',
  message,
  outcome,
});

/** The network for one payment: the widget's key and script, and the verification's answer. */
function servePayment(verification: ApiRoute, script = '/payments/sandbox-checkout.js') {
  return serveApi({ 'GET /api/getkey': paymentKey(script), [`POST ${VERIFY}`]: verification });
}

afterEach(checkoutScriptLoads);

describe('payFor', () => {
  it('opens the widget for the provider order, in our name and colours, with what we know of the customer', async () => {
    servePayment({ body: verified('paid') });
    const widgets = standInCheckout();
    const onOpened = vi.fn();
    const paying = payFor(request({ onOpened }));

    const widget = await openedWidget(widgets);
    expect(widget.options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 214_200,
      currency: 'INR',
      order_id: 'order_Q1w2E3r4T5y6U7',
      name: 'Roast',
      description: 'Order CCX-260310-0042',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      theme: { color: '#9A5B1E' },
    });
    expect(onOpened).toHaveBeenCalledOnce();
    widget.close();
    await paying;
  });

  it.each([
    ['paid now', 'paid', 'paid'],
    ['paid already (the same payment verified twice)', 'already', 'paid'],
    ['refunded (the places went while the customer paid)', 'refunded', 'refunded'],
  ] as const)('settles %s as the server verified it', async (_case, outcome, status) => {
    const calls = servePayment({ body: verified(outcome) });
    const widgets = standInCheckout();
    const paying = payFor(request());

    (await openedWidget(widgets)).pay();
    await expect(paying).resolves.toEqual({ status, verified: verified(outcome) });
    expect(calls.filter((call) => call.path === VERIFY)).toEqual([
      {
        method: 'POST',
        path: VERIFY,
        token: 'token-payments',
        body: paidResponse('order_Q1w2E3r4T5y6U7'),
      },
    ]);
  });

  it('settles a payment the bank declined as failed once the customer closes the widget', async () => {
    const calls = servePayment({ body: verified('paid') });
    const widgets = standInCheckout();
    let settled = false;
    const paying = payFor(request()).finally(() => (settled = true));

    const widget = await openedWidget(widgets);
    widget.decline();
    // The widget stays open for another try: nothing is settled yet.
    await Promise.resolve();
    expect(settled).toBe(false);
    widget.close();
    await expect(paying).resolves.toEqual({ status: 'failed', message: PAYMENT_FAILED });
    expect(PAYMENT_FAILED).toBe('Payment failed. Please try again.');
    expect(calls.map((call) => call.path)).toEqual(['/api/getkey']);
  });

  it('settles as paid when another try goes through after a decline', async () => {
    servePayment({ body: verified('paid') });
    const widgets = standInCheckout();
    const paying = payFor(request());

    const widget = await openedWidget(widgets);
    widget.decline();
    widget.pay();
    await expect(paying).resolves.toEqual({ status: 'paid', verified: verified('paid') });
  });

  it('settles a verification the server refuses as failed, with its refusal for the page to tell', async () => {
    const refusal = { code: 'payment_unconfirmed', message: 'Payment verification failed.' };
    servePayment({ status: 400, body: { success: false, ...refusal } });
    const widgets = standInCheckout();
    const paying = payFor(request());

    (await openedWidget(widgets)).pay();
    await expect(paying).resolves.toEqual({ status: 'failed', message: PAYMENT_FAILED, refusal });
  });

  it('settles a verification that gets no answer as failed, in our words', async () => {
    servePayment(() => {
      throw new TypeError('Failed to fetch');
    });
    const widgets = standInCheckout();
    const paying = payFor(request());

    (await openedWidget(widgets)).pay();
    await expect(paying).resolves.toEqual({ status: 'failed', message: PAYMENT_FAILED });
  });

  it('settles as dismissed when the customer closes the widget', async () => {
    const calls = servePayment({ body: verified('paid') });
    const widgets = standInCheckout();
    const paying = payFor(request());

    (await openedWidget(widgets)).close();
    await expect(paying).resolves.toEqual({ status: 'dismissed' });
    expect(calls.map((call) => call.path)).toEqual(['/api/getkey']);
  });

  it('adds the checkout script once for any number of payments', async () => {
    const script = '/payments/once.js';
    servePayment({ body: verified('paid') }, script);
    const widgets = standInCheckout();
    for (let payment = 0; payment < 2; payment++) {
      const paying = payFor(request());
      (await openedWidget(widgets)).close();
      await paying;
    }
    expect(widgets).toHaveLength(2);
    expect(document.head.querySelectorAll(`script[src="${script}"]`)).toHaveLength(1);
  });

  it('rejects when the checkout script cannot load, and tries it again next time', async () => {
    const script = 'https://checkout.razorpay.com/v1/checkout.js';
    servePayment({ body: verified('paid') }, script);
    const widgets = standInCheckout();
    checkoutScriptFails();
    await expect(payFor(request())).rejects.toThrow(`The payment script did not load (${script})`);
    expect(widgets).toHaveLength(0);
    expect(document.head.querySelector(`script[src="${script}"]`)).toBeNull();

    checkoutScriptLoads();
    const paying = payFor(request());
    (await openedWidget(widgets)).pay();
    await expect(paying).resolves.toMatchObject({ status: 'paid' });
  });

  it('rejects when the script loads but no widget came with it', async () => {
    servePayment({ body: verified('paid') }, '/payments/empty.js');
    await expect(payFor(request())).rejects.toThrow('The payment script did not define Razorpay');
  });

  it("rejects when the server will not say which widget to open, in the server's words", async () => {
    serveApi({ 'GET /api/getkey': { status: 503, body: { success: false, message: 'Payments are paused.' } } });
    standInCheckout();
    await expect(payFor(request())).rejects.toThrow('Payments are paused.');
  });
});
