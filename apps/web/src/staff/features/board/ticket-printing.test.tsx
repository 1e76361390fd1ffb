import type { BoardOrder } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../test/network';
import { indiaToday } from '../../lib/dates';
import { standInEventSource } from '../../test/event-source';
import { board, boardOrder, boardPath, ccx, owner, signedIn, slotLoad, slotsPath } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

let stream: ReturnType<typeof standInEventSource>;
/** What each print took: the sheet's paper and the orders on its tickets. */
let printed: { paper: string | undefined; tickets: string[]; className: string; page: string }[];

beforeEach(() => {
  stream = standInEventSource();
  printed = [];
  // The browser's print dialog: it takes what the page shows, then says it is done.
  vi.stubGlobal(
    'print',
    vi.fn(() => {
      expect(document.documentElement).toHaveAttribute('data-printing-ticket');
      const sheet = document.querySelector<HTMLElement>('[data-ticket-sheet]');
      printed.push({
        paper: sheet?.dataset.ticketSheet,
        className: sheet?.className ?? '',
        page: sheet?.querySelector('style')?.textContent ?? '',
        tickets: [...document.querySelectorAll<HTMLElement>('[data-ticket]')].map((ticket) => ticket.dataset.ticket!),
      });
      window.dispatchEvent(new Event('afterprint'));
    }),
  );
});

const today = () => indiaToday();

function serveBoard(orders: BoardOrder[]) {
  return serveApi({
    ...signedIn(owner),
    [slotsPath(ccx, today())]: slotLoad(today()),
    [boardPath(ccx, today())]: board(orders),
  });
}

async function openBoard() {
  const view = renderConsole('/staff');
  await screen.findByRole('heading', { name: /^Today/, level: 1 });
  await waitFor(() => expect(screen.queryByText('Loading orders…')).not.toBeInTheDocument());
  return view;
}

const tools = () => screen.getByRole('region', { name: 'Kitchen tickets' });
const printNewSwitch = () => within(tools()).getByRole('switch', { name: 'Print each new order' });
const paperButton = (name: string) =>
  within(within(tools()).getByRole('group', { name: 'Ticket printer' })).getByRole('button', { name });
const card = (reference: string) => screen.getByRole('article', { name: reference });

describe('the ticket printer', () => {
  it('prints for an 80 mm roll until the tablet is told otherwise, and remembers a 58 mm one', async () => {
    const order = boardOrder();
    serveBoard([order]);
    const { user, unmount } = await openBoard();
    expect(paperButton('80 mm')).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Print ticket' }));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ paper: '80mm', tickets: [order.orderId] });
    expect(printed[0]!.className).toMatch(/_roll80_/);
    expect(printed[0]!.page).toContain('size: 80mm');

    await user.click(paperButton('58 mm'));
    expect(paperButton('58 mm')).toHaveAttribute('aria-pressed', 'true');
    expect(paperButton('80 mm')).toHaveAttribute('aria-pressed', 'false');
    unmount();

    const again = await openBoard();
    expect(paperButton('58 mm')).toHaveAttribute('aria-pressed', 'true');
    await again.user.click(within(card(order.orderId)).getByRole('button', { name: 'Print ticket' }));
    expect(printed).toHaveLength(2);
    expect(printed[1]).toMatchObject({ paper: '58mm', tickets: [order.orderId] });
    expect(printed[1]!.className).toMatch(/_roll58_/);
    expect(printed[1]!.page).toContain('size: 58mm');
    expect(document.querySelector('[data-ticket-sheet]')).toBeNull();
  });
});

describe('printing each new order', () => {
  it('is off until switched on: a new order then prints nothing', async () => {
    serveBoard([]);
    await openBoard();
    expect(printNewSwitch()).toHaveAttribute('aria-checked', 'false');
    stream.current().open();
    stream.current().send('order', boardOrder({ orderId: 'CCX-261126-0099' }));
    expect(await screen.findByRole('article', { name: 'CCX-261126-0099' })).toBeInTheDocument();
    expect(window.print).not.toHaveBeenCalled();
  });

  it('prints a new paid order’s ticket once, and not again after the board is opened afresh', async () => {
    serveBoard([]);
    const { user, unmount } = await openBoard();
    await user.click(printNewSwitch());
    expect(printNewSwitch()).toHaveAttribute('aria-checked', 'true');
    stream.current().open();

    const paid = boardOrder({ orderId: 'CCX-261126-0099' });
    stream.current().send('order', paid);
    expect(window.print).toHaveBeenCalledOnce();
    expect(printed[0]).toMatchObject({ paper: '80mm', tickets: ['CCX-261126-0099'] });

    // The same order moved on another tablet: it is not new, and prints nothing.
    stream.current().send('order', { ...paid, status: 'Preparing' });
    expect(window.print).toHaveBeenCalledOnce();
    unmount();

    // A reload: the switch is still on, and the stream tells of the order before the list has it.
    await openBoard();
    expect(printNewSwitch()).toHaveAttribute('aria-checked', 'true');
    stream.current().open();
    stream.current().send('order', paid);
    expect(window.print).toHaveBeenCalledOnce();

    const next = boardOrder({ orderId: 'CCX-261126-0100' });
    stream.current().send('order', next);
    expect(window.print).toHaveBeenCalledTimes(2);
    expect(printed[1]!.tickets).toEqual(['CCX-261126-0100']);
  });

  it('keeps an order that arrives while the print dialog is open for when it closes', async () => {
    serveBoard([]);
    const { user } = await openBoard();
    await user.click(printNewSwitch());
    stream.current().open();
    let close: (() => void) | undefined;
    vi.mocked(window.print).mockImplementationOnce(() => {
      close = () => window.dispatchEvent(new Event('afterprint'));
    });

    stream.current().send('order', boardOrder({ orderId: 'CCX-261126-0099' }));
    stream.current().send('order', boardOrder({ orderId: 'CCX-261126-0100' }));
    stream.current().send('order', boardOrder({ orderId: 'CCX-261126-0101' }));
    expect(window.print).toHaveBeenCalledOnce();

    close!();
    expect(window.print).toHaveBeenCalledTimes(2);
    expect(printed.map((each) => each.tickets)).toEqual([['CCX-261126-0100', 'CCX-261126-0101']]);
    await waitFor(() => expect(document.querySelector('[data-ticket-sheet]')).toBeNull());
    expect(document.documentElement).not.toHaveAttribute('data-printing-ticket');
  });
});

describe('the day’s tickets', () => {
  it('prints every order of the day still to make or hand over, one ticket each, in pickup order', async () => {
    const orders = [
      boardOrder({ pickupTime: '09:00', status: 'Picked up' }),
      boardOrder({ pickupTime: '09:30', status: 'Ready for pickup' }),
      boardOrder({ pickupTime: '10:00', status: 'Cancelled' }),
      boardOrder({ pickupTime: '11:00' }),
      boardOrder({ pickupTime: '12:00', status: 'No-show' }),
      boardOrder({ pickupTime: '16:30', status: 'Preparing' }),
    ];
    serveBoard(orders);
    const { user } = await openBoard();
    const button = within(tools()).getByRole('button', { name: /^Print the day’s tickets/ });
    expect(button).toHaveTextContent('3');

    await user.click(button);
    expect(window.print).toHaveBeenCalledOnce();
    expect(printed[0]!.tickets).toEqual([orders[1]!.orderId, orders[3]!.orderId, orders[5]!.orderId]);
    expect(document.querySelector('[data-ticket-sheet]')).toBeNull();
  });

  it('has nothing to print on a day without open orders', async () => {
    serveBoard([boardOrder({ status: 'Picked up' })]);
    await openBoard();
    expect(within(tools()).getByRole('button', { name: /^Print the day’s tickets/ })).toBeDisabled();
  });
});
