import type { Order } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../lib/session';
import { serveApi } from '../../test/network';
import { renderInApp, toastsShown } from '../../test/render';
import { MyOrders } from './my-orders';

const TOKEN = 'customer-token';
const PAGE = 'GET /api/order/all?page=1&limit=5';

function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: '0b0a6b4e-5a43-4b59-9b7c-6d3f0f1a2b3c',
    orderId: 'CCX-261125-0007',
    userId: { _id: 'u1', name: 'Asha Rao', email: 'asha@example.com' },
    orderStatus: 'Confirmed',
    paymentStatus: true,
    paymentMethod: 'ONLINE',
    amount: 1260,
    itemsTotal: 1200,
    gst: 60,
    store: { _id: 's1', outletName: 'Roast CCX' },
    items: [
      {
        itemId: 'c1',
        itemType: 'cake',
        itemName: 'Belgian Truffle',
        img: 'belgian-truffle',
        quantity: 1,
        size: '1-kg',
        price: 1200,
        store: 's1',
        pickupAt: 'Roast CCX',
        pickupDate: '2026-11-28',
        pickupTime: '12:00',
        requestNote: '',
        additionalData: 'EGG',
        preparationTime: 24,
        status: 'Confirmed',
      },
    ],
    createdAt: '2026-11-25T04:30:00.000Z',
    paidAt: '2026-11-25T04:31:00.000Z',
    pickupCode: '4821',
    history: [{ status: 'Confirmed', at: '2026-11-25T04:31:00.000Z', by: 'Payment' }],
    refund: null,
    ...overrides,
  };
}

const page = (...orders: Order[]) => ({
  body: { success: true, data: { data: orders, page: 1, limit: 5, total: orders.length } },
});

function openMyOrders() {
  signIn(TOKEN);
  const user = userEvent.setup();
  renderInApp(<MyOrders />, { path: '/myorders' });
  return user;
}

describe('My Orders', () => {
  it('shows the pickup code while the order is to be collected, and its history', async () => {
    serveApi({
      [PAGE]: page(
        order({
          orderStatus: 'Ready for pickup',
          history: [
            { status: 'Confirmed', at: '2026-11-25T04:31:00.000Z', by: 'Payment' },
            { status: 'Preparing', at: '2026-11-28T03:00:00.000Z', by: 'Roast' },
            { status: 'Ready for pickup', at: '2026-11-28T06:15:00.000Z', by: 'Roast' },
          ],
        }),
      ),
    });
    const user = openMyOrders();
    const card = await screen.findByRole('article', { name: 'Order CCX-261125-0007' });
    expect(within(card).getByText('4821')).toBeVisible();
    expect(within(card).getByText('Tell us this code at the counter when you collect your order.')).toBeVisible();
    // Already being made: too late to cancel online.
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await user.click(within(card).getByText('Order history'));
    const steps = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Confirmed 25 Nov, 10:01 AM, payment received',
      'Preparing 28 Nov, 8:30 AM, by Roast',
      'Ready for pickup 28 Nov, 11:45 AM, by Roast',
    ]);
  });

  it('cancels a confirmed order after asking, and shows it cancelled with its refund', async () => {
    let cancelled = false;
    const calls = serveApi({
      [PAGE]: () =>
        cancelled
          ? page(
              order({
                orderStatus: 'Cancelled',
                refund: { status: 'refunded', amount: 1260 },
                history: [
                  { status: 'Confirmed', at: '2026-11-25T04:31:00.000Z', by: 'Payment' },
                  {
                    status: 'Cancelled',
                    at: '2026-11-25T05:00:00.000Z',
                    by: 'You',
                    reason: 'Cancelled by the customer.',
                  },
                ],
              }),
            )
          : page(order()),
      'POST /api/order/cancel/0b0a6b4e-5a43-4b59-9b7c-6d3f0f1a2b3c': () => {
        cancelled = true;
        return {
          body: {
            success: true,
            message: 'Order CCX-261125-0007 is cancelled. The full amount is on its way back to you.',
            data: order(),
          },
        };
      },
    });
    const user = openMyOrders();
    const card = await screen.findByRole('article', { name: 'Order CCX-261125-0007' });
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order CCX-261125-0007?' });
    expect(dialog).toHaveTextContent('We will refund the full ₹1,260.00 to the way you paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(within(card).getAllByText('Cancelled')[0]).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ token: TOKEN });
    expect(toastsShown()).toContainEqual({
      role: 'status',
      message: 'Order CCX-261125-0007 is cancelled. The full amount is on its way back to you.',
    });
    expect(within(card).getByText(/Your ₹1,260.00 has been refunded to the way you paid/)).toBeVisible();
    expect(within(card).queryByText('4821')).toBeNull();
  });

  it('says why when the kitchen started before the customer pressed', async () => {
    const refusal =
      'The kitchen has started on this order (it is Preparing), so it can no longer be cancelled online. Please call Roast CCX on 080 4912 3301.';
    serveApi({
      [PAGE]: page(order()),
      'POST /api/order/cancel/0b0a6b4e-5a43-4b59-9b7c-6d3f0f1a2b3c': {
        status: 409,
        body: { success: false, message: refusal },
      },
    });
    const user = openMyOrders();
    const card = await screen.findByRole('article', { name: 'Order CCX-261125-0007' });
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});
