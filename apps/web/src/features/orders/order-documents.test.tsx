import type { Order } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session';
import { serveApi } from '../../test/network';
import { renderInApp } from '../../test/render';
import { OrderDocuments } from './order-documents';

const TOKEN = 'customer-token';
const ID = '0b0a6b4e-5a43-4b59-9b7c-6d3f0f1a2b3c';

const order = (overrides: Partial<Order>) =>
  ({ _id: ID, orderId: 'CCX-261125-0007', orderStatus: 'Confirmed', paymentStatus: true, ...overrides }) as Order;

/** The files the page handed to the browser to save: each link's file name when it was clicked. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  // jsdom keeps no blobs for links.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:invoice';
      static override revokeObjectURL = () => {};
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function show(value: Order) {
  signIn(TOKEN);
  const user = userEvent.setup();
  renderInApp(<OrderDocuments order={value} />, { path: '/myorders' });
  return user;
}

describe('an order’s tax documents', () => {
  it('offer a paid order’s GST invoice, fetched with the customer’s token', async () => {
    const calls = serveApi({ [`GET /api/order/invoice/${ID}`]: { body: {} } });
    const user = show(order({}));
    expect(screen.queryByRole('button', { name: /credit note/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download GST invoice (PDF), order CCX-261125-0007' }));
    await vi.waitFor(() => expect(saved).toEqual([`Roast-invoice-${ID}.pdf`]));
    expect(calls).toMatchObject([{ method: 'GET', path: `/api/order/invoice/${ID}`, token: TOKEN }]);
  });

  it('offer a cancelled order’s credit note beside its invoice, and say why one cannot be had', async () => {
    serveApi({
      [`GET /api/order/credit-note/${ID}`]: {
        status: 404,
        body: { success: false, message: 'That order has no credit note.' },
      },
    });
    const user = show(order({ orderStatus: 'Cancelled' }));
    expect(screen.getByRole('button', { name: /GST invoice/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /credit note/ }));
    expect(await screen.findByText('That order has no credit note.')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('are not offered before the order is paid', () => {
    serveApi({});
    show(order({ paymentStatus: false }));
    expect(within(document.body).queryByRole('button')).not.toBeInTheDocument();
  });
});
