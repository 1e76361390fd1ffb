import type { PaymentMismatch } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiRoute } from '../../../test/network';
import { counter, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./payments-page');
});

const LIST = 'GET /api/staff/payment-mismatches?page=1&limit=25';

const secondPayment: PaymentMismatch = {
  paymentId: 'pay_NzQ2Second01',
  reason: 'second-payment',
  at: '2026-11-26T10:32:00.000Z',
  lastSeenAt: '2026-11-26T10:32:01.000Z',
  kind: 'order',
  reference: 'CCX-261126-0042',
  title: 'Roast CCX',
  customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  owed: 1354.5,
  received: { amount: 1354.5, currency: 'INR' },
  paidWith: 'pay_NzQ2First001',
  refund: {
    state: 'refunded',
    refundId: 'rfnd_NzQ2Back01',
    refundedAt: '2026-11-26T10:32:02.000Z',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    requestedBy: null,
  },
  needsAttention: false,
};

const failing: PaymentMismatch = {
  paymentId: 'pay_NzQ2Short001',
  reason: 'mismatch',
  at: '2026-11-26T09:00:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  kind: 'event',
  reference: 'EVT-261126-7K3Q9D',
  title: 'Latte art evening',
  customer: { name: 'Nila Das', email: 'nila@example.com', phone: null },
  owed: 1200,
  received: { amount: 600, currency: 'INR' },
  paidWith: null,
  refund: {
    state: 'failing',
    refundId: null,
    refundedAt: null,
    attempts: 2,
    lastError: 'Razorpay answered 500 to POST /v1/payments/pay_NzQ2Short001/refund: We are facing some trouble',
    nextAttemptAt: '2026-11-26T09:02:00.000Z',
    requestedBy: null,
  },
  needsAttention: true,
};

const leftForOwner: PaymentMismatch = {
  paymentId: 'pay_NzQ2Dollar01',
  reason: 'mismatch',
  at: '2026-11-25T04:00:00.000Z',
  lastSeenAt: '2026-11-25T04:00:00.000Z',
  kind: 'workshop',
  reference: 'WKS-261125-3F7H2K',
  title: 'Sourdough basics',
  customer: { name: 'Ravi Iyer', email: 'ravi.iyer@example.com', phone: null },
  owed: 1500,
  received: { amount: 18.5, currency: 'USD' },
  paidWith: null,
  refund: {
    state: 'owner',
    refundId: null,
    refundedAt: null,
    attempts: 10,
    lastError: 'Razorpay answered 400 to POST /v1/payments/pay_NzQ2Dollar01/refund: The payment has not been captured',
    nextAttemptAt: null,
    requestedBy: null,
  },
  needsAttention: true,
};

const page = (data: PaymentMismatch[], attention = data.filter((each) => each.needsAttention).length) => ({
  body: { success: true, data, page: 1, limit: 25, total: data.length, attention },
});

function servePayments(routes: Record<string, ApiRoute>) {
  return serveApi({ ...signedIn(owner), ...routes });
}

async function paymentsPage() {
  const view = renderConsole('/staff/payments');
  await screen.findByRole('heading', { name: 'Payments', level: 1 });
  return view;
}

const payment = (name: RegExp) => screen.getByRole('article', { name });

describe('the payments page', () => {
  it('shows each payment: when, what it was for and whose, what was owed and what arrived, and its refund', async () => {
    servePayments({ [LIST]: page([secondPayment, failing, leftForOwner]) });
    await paymentsPage();
    const twice = await screen.findByRole('article', { name: /CCX-261126-0042/ });

    expect(screen.getByText('3 payments')).toBeInTheDocument();
    expect(within(twice).getByRole('heading')).toHaveTextContent('Paid twice Order CCX-261126-0042 · Roast CCX');
    expect(within(twice).getByText('26 Nov 2026, 4:02 PM')).toBeInTheDocument();
    expect(within(twice).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(twice).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(within(twice).getByText('Owed').closest('div')).toHaveTextContent('₹1,354.50');
    expect(within(twice).getByText('Arrived').closest('div')).toHaveTextContent('₹1,354.50');
    expect(within(twice).getByText('This payment').closest('div')).toHaveTextContent('pay_NzQ2Second01');
    expect(within(twice).getByText('Paid for with').closest('div')).toHaveTextContent('pay_NzQ2First001');
    expect(within(twice).getByText('Refunded').closest('p')).toHaveTextContent(
      'Refunded ₹1,354.50 on 26 Nov 2026, 4:02 PM · rfnd_NzQ2Back01',
    );
    expect(within(twice).queryByRole('button')).not.toBeInTheDocument();

    const short = payment(/EVT-261126-7K3Q9D/);
    expect(within(short).getByRole('heading')).toHaveTextContent('Wrong amount Event booking EVT-261126-7K3Q9D');
    expect(within(short).getByText('Arrived').closest('div')).toHaveTextContent('₹600');
    expect(within(short).queryByText('Paid for with')).not.toBeInTheDocument();
    expect(within(short).getByText('Refund failing').closest('p')).toHaveTextContent(
      'Refund failing ₹600: tried 2 times, next try 26 Nov 2026, 2:32 PM.',
    );
    expect(within(short).getByText(/The provider said:/)).toHaveTextContent('We are facing some trouble');
    expect(within(short).getByRole('button', { name: 'Try the refund now' })).toBeEnabled();

    const dollars = payment(/WKS-261125-3F7H2K/);
    expect(within(dollars).getByRole('heading')).toHaveTextContent('Wrong currency Workshop enrollment');
    expect(within(dollars).getByText('Arrived').closest('div')).toHaveTextContent('USD 18.50');
    expect(within(dollars).getByText('Left for you').closest('p')).toHaveTextContent(
      'Left for you USD 18.50: the store stopped trying after 10 attempts.',
    );
    expect(within(dollars).getByText(/The provider said:/)).toHaveTextContent('The payment has not been captured');

    // What needs the owner is said at the top, and counted in the console's navigation.
    expect(screen.getByText(/2 payments need you/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Payments 2 need you' })).toHaveAttribute('aria-current', 'page');
  });

  it('refunds one the store stopped trying with the owner’s tap, and shows it refunded', async () => {
    let refunded = false;
    const calls = servePayments({
      [LIST]: () =>
        page([
          refunded
            ? {
                ...leftForOwner,
                refund: {
                  ...leftForOwner.refund,
                  state: 'refunded',
                  refundId: 'rfnd_NzQ2Dollar1',
                  refundedAt: '2026-11-26T11:00:00.000Z',
                  lastError: null,
                  requestedBy: 'Meera Iyer',
                },
                needsAttention: false,
              }
            : leftForOwner,
        ]),
      'POST /api/staff/payment-mismatches/pay_NzQ2Dollar01/refund': () => {
        refunded = true;
        return { body: { success: true, message: 'pay_NzQ2Dollar01 is refunded.', data: leftForOwner } };
      },
    });
    const { user } = await paymentsPage();
    const dollars = await screen.findByRole('article', { name: /WKS-261125-3F7H2K/ });
    expect(screen.getByRole('link', { name: 'Payments 1 needs you' })).toBeInTheDocument();

    await user.click(within(dollars).getByRole('button', { name: 'Refund USD 18.50' }));

    expect(await screen.findByText('pay_NzQ2Dollar01 is refunded.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(payment(/WKS-261125-3F7H2K/))
          .getByText('Refunded')
          .closest('p'),
      ).toHaveTextContent('Refunded USD 18.50 on 26 Nov 2026, 4:30 PM · rfnd_NzQ2Dollar1 · asked by Meera Iyer'),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/staff/payment-mismatches/pay_NzQ2Dollar01/refund',
    ]);
    // Nothing needs the owner now: the count goes from the navigation.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Payments' })).toBeInTheDocument());
    expect(screen.queryByText(/need you/)).not.toBeInTheDocument();
  });

  it('says why, when the provider refuses the refund again, and keeps the payment as it was', async () => {
    servePayments({
      [LIST]: page([failing]),
      'POST /api/staff/payment-mismatches/pay_NzQ2Short001/refund': {
        status: 502,
        body: {
          success: false,
          message: 'The payment provider did not refund pay_NzQ2Short001: We are facing some trouble',
        },
      },
    });
    const { user } = await paymentsPage();
    const short = await screen.findByRole('article', { name: /EVT-261126-7K3Q9D/ });
    await user.click(within(short).getByRole('button', { name: 'Try the refund now' }));
    const said = await screen.findByText(
      'The payment provider did not refund pay_NzQ2Short001: We are facing some trouble',
    );
    // Read out at once, as every failure is.
    expect(said.closest('[role="alert"]')).not.toBeNull();
    expect(within(payment(/EVT-261126-7K3Q9D/)).getByRole('button', { name: 'Try the refund now' })).toBeEnabled();
  });

  it('says so when no payment has gone wrong', async () => {
    servePayments({ [LIST]: page([]) });
    await paymentsPage();
    expect(await screen.findByText(/No payment has gone wrong/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payments' })).toBeInTheDocument();
  });

  it('is for owners only: a member of staff has no link to it, and is told so at its address', async () => {
    const calls = serveApi(signedIn(counter));
    renderConsole('/staff/payments');
    expect(
      await screen.findByText('Only an owner can see the payments that went wrong and their refunds.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: /Payments/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/staff/payment-mismatches'))).toBe(false);
  });
});
