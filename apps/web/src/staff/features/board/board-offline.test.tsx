import { type BoardOrder } from '@roast/domain';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, type ApiAnswer, type ApiRoute } from '../../../test/network';
import { indiaToday } from '../../lib/dates';
import { STALE_HEADER } from '../../sw/rules';
import { standInEventSource } from '../../test/event-source';
import { board, boardOrder, boardPath, ccx, owner, signedIn, slotLoad, slotsPath } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

beforeEach(() => {
  standInEventSource();
});

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

const today = () => indiaToday();
/** 2:05 PM in India today, when the service worker kept the board in these tests. */
const keptAt = () => `${today()}T08:35:00.000Z`;

function serveBoard(orders: BoardOrder[] | ApiRoute, extra: Record<string, ApiRoute> = {}) {
  return serveApi({
    ...signedIn(owner),
    [slotsPath(ccx, today())]: slotLoad(today()),
    [boardPath(ccx, today())]: Array.isArray(orders) ? board(orders) : orders,
    ...extra,
  });
}

async function openBoard() {
  const view = renderConsole('/staff');
  await screen.findByRole('heading', { name: /^Today/, level: 1 });
  await waitFor(() => expect(screen.queryByText('Loading orders…')).not.toBeInTheDocument());
  return view;
}

const card = (reference: string) => screen.getByRole('article', { name: reference });
const offlineNotice = () => screen.queryByText(/^Offline:/)?.closest('[role="status"]') ?? null;
const button = (element: HTMLElement, name: string | RegExp) => within(element).getByRole('button', { name });

describe('the board offline', () => {
  it('says so when the board is the copy kept on the tablet, and takes no change but the quick moves', async () => {
    const order = boardOrder();
    const ready = boardOrder({ orderId: 'CCX-261127-0002', pickupTime: '17:00', status: 'Ready for pickup' });
    serveBoard({ ...board([order, ready]), headers: { [STALE_HEADER]: keptAt() } });
    await openBoard();

    expect(offlineNotice()).toHaveTextContent(
      'Offline: this is the board as it was at 2:05 PM. Moves will be sent when the connection is back.',
    );
    expect(within(offlineNotice() as HTMLElement).getByText('2:05 PM')).toHaveAttribute('datetime', keptAt());
    // Its orders are there to read, and to print.
    expect(within(card(order.orderId)).getByText('Asha Rao')).toBeInTheDocument();
    expect(button(card(order.orderId), 'Print ticket')).toBeEnabled();
    // A quick move is taken (to be sent later); handing over, cancelling and pausing online orders wait.
    expect(button(card(order.orderId), 'Start preparing')).toBeEnabled();
    expect(button(card(order.orderId), 'Cancel…')).toBeDisabled();
    expect(button(card(ready.orderId), 'Hand over…')).toBeDisabled();
    for (const pause of screen.getAllByRole('button', { name: /^(?:\d+ min|Until reopened)$/ })) {
      expect(pause).toBeDisabled();
    }
  });

  it('is live again, and says nothing, once the server answers', async () => {
    const order = boardOrder({ status: 'Ready for pickup' });
    let kept = true;
    serveBoard((): ApiAnswer => ({ ...board([order]), headers: kept ? { [STALE_HEADER]: keptAt() } : {} }));
    const { client } = await openBoard();
    expect(offlineNotice()).not.toBeNull();

    kept = false;
    await act(() => client.invalidateQueries({ queryKey: ['staff', 'board'] }));
    await waitFor(() => expect(offlineNotice()).toBeNull());
    expect(button(card(order.orderId), 'Hand over…')).toBeEnabled();
  });

  it('holds a move tapped offline as waiting to send, and sends it when the connection is back', async () => {
    const order = boardOrder();
    const other = boardOrder({ orderId: 'CCX-261127-0002', pickupTime: '17:00' });
    // The server as it is: the order moves when the move reaches it.
    let current = order;
    const calls = serveBoard(() => board([current, other]), {
      [`PATCH /api/staff/orders/${order.orderId}`]: () => {
        current = { ...order, status: 'Preparing' };
        return { body: { success: true, data: current } };
      },
    });
    const { user } = await openBoard();
    expect(offlineNotice()).toBeNull();

    act(() => onlineManager.setOnline(false));
    // The board the tablet read last, with the time it was read.
    expect(offlineNotice()).toHaveTextContent(
      /^Offline: this is the board as it was at \d{1,2}:\d{2} [AP]M\. Moves will be sent when the connection is back\.$/,
    );

    await user.click(button(card(order.orderId), 'Start preparing'));
    const waiting = await within(card(order.orderId)).findByText('Waiting to send');
    expect(waiting.closest('[role="status"]')).toHaveTextContent(
      'Waiting to send: Preparing. It goes when the connection is back.',
    );
    // Taken, not sent, and not tapped twice; the other card is untouched.
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(button(card(order.orderId), 'Start preparing')).toBeDisabled();
    expect(button(card(order.orderId), 'Cancel…')).toBeDisabled();
    expect(within(card(other.orderId)).queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(button(card(other.orderId), 'Start preparing')).toBeEnabled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(within(card(order.orderId)).getByText(/^State:/).parentElement).toHaveTextContent('State: Preparing'),
    );
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: `/api/staff/orders/${order.orderId}`, body: { status: 'Preparing' } },
    ]);
    expect(within(card(order.orderId)).queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(offlineNotice()).toBeNull();
  });

  it('still shows a move waiting on a card drawn again meanwhile', async () => {
    const order = boardOrder();
    serveBoard([order], {
      // Sent once the test is over and the connection is back.
      [`PATCH /api/staff/orders/${order.orderId}`]: {
        body: { success: true, data: { ...order, status: 'Preparing' } },
      },
    });
    const { user } = await openBoard();

    act(() => onlineManager.setOnline(false));
    await user.click(button(card(order.orderId), 'Start preparing'));
    await within(card(order.orderId)).findByText('Waiting to send');
    // Searching for another order takes the card away; clearing the search draws it afresh.
    const search = screen.getByRole('searchbox', { name: 'Find an order' });
    await user.type(search, 'nobody');
    expect(screen.queryByRole('article', { name: order.orderId })).not.toBeInTheDocument();
    await user.clear(search);
    expect(within(card(order.orderId)).getByText('Waiting to send')).toBeInTheDocument();
    expect(button(card(order.orderId), 'Start preparing')).toBeDisabled();
  });
});
