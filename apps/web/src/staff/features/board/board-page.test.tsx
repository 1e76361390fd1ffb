import { addDays, toIndiaSlot, type BoardOrder } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveApi, type ApiRoute } from '../../../test/network';
import { indiaToday } from '../../lib/dates';
import { standInEventSource } from '../../test/event-source';
import {
  board,
  boardOrder,
  boardPath,
  ccx,
  counter,
  owner,
  r24,
  signedIn,
  slotLoad,
  slotsPath,
} from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import { byPickup } from './api/board';

let stream: ReturnType<typeof standInEventSource>;
beforeEach(() => {
  stream = standInEventSource();
});

const today = () => indiaToday();

/** The day's slots at Roast CCX, all empty: every board asks for them beside its orders. */
const emptySlots = () => ({ [slotsPath(ccx, today())]: slotLoad(today()) });

function serveBoard(orders: BoardOrder[], extra: Record<string, ApiRoute> = {}) {
  return serveApi({ ...signedIn(owner), ...emptySlots(), [boardPath(ccx, today())]: board(orders), ...extra });
}

async function openBoard(path = '/staff') {
  const view = renderConsole(path);
  await screen.findByRole('heading', { name: /^Today/, level: 1 });
  await waitFor(() => expect(screen.queryByText('Loading orders…')).not.toBeInTheDocument());
  return view;
}

const card = (reference: string) => screen.getByRole('article', { name: reference });
/** The state a card's badge says ('State: ' is there for screen readers). */
const stateOf = (element: HTMLElement) => within(element).getByText(/^State:/).parentElement?.textContent;
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the order board', () => {
  it("shows the day's orders by pickup time, each with everything the counter needs", async () => {
    const cake = boardOrder({ pickupTime: '16:30' });
    const hamper = boardOrder({
      pickupTime: '11:00',
      status: 'Preparing',
      customer: { name: 'Kiran Shah', phone: '9123456780', email: 'kiran@example.com' },
      items: [
        {
          itemName: 'Festive Hamper',
          itemType: 'other',
          quantity: 2,
          size: '0-kg',
          isveg: null,
          note: '',
          price: 1500,
          pickupDate: today(),
          pickupTime: '11:00',
        },
        {
          itemName: 'Red Velvet',
          itemType: 'cake',
          quantity: 1,
          size: '750-grms',
          isveg: 'EGG',
          note: '',
          price: 950,
          pickupDate: today(),
          pickupTime: '11:00',
        },
      ],
    });
    serveBoard([hamper, cake]);
    await openBoard();

    // Side by side in pickup order, each card with its own time and its reference as its heading.
    const cards = screen.getAllByRole('article');
    expect(cards.map((each) => each.querySelector('time')?.textContent)).toEqual(['11:00 AM', '4:30 PM']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      hamper.orderId,
      cake.orderId,
    ]);
    expect(screen.getByText('Roast CCX · 2 orders · 1 to start')).toBeInTheDocument();

    const first = card(cake.orderId);
    expect(within(first).getByText('4:30 PM')).toBeInTheDocument();
    expect(stateOf(first)).toBe('State: Confirmed');
    expect(within(first).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(first).getByText('Belgian Chocolate Truffle')).toBeInTheDocument();
    expect(within(first).getByText('1 kg')).toBeInTheDocument();
    expect(within(first).getByText('Eggless')).toBeInTheDocument();
    expect(within(first).getByText('Note for the cake')).toBeInTheDocument();
    expect(within(first).getByText('Happy birthday Meera')).toBeInTheDocument();
    expect(within(first).getByText('4821')).toBeInTheDocument();
    expect(within(first).getByText('₹1,942.50')).toBeInTheDocument();

    const second = card(hamper.orderId);
    expect(within(second).getByText('Festive Hamper')).toBeInTheDocument();
    expect(within(second).getByText('750 g')).toBeInTheDocument();
    expect(within(second).getByText('With egg')).toBeInTheDocument();
    expect(within(second).queryByText('0 kg')).not.toBeInTheDocument();
  });

  it('finds an order by name, phone, number or pickup code, and folds away the finished ones', async () => {
    const asha = boardOrder({ pickupTime: '10:00' });
    const kiran = boardOrder({
      pickupTime: '11:00',
      pickupCode: '7310',
      customer: { name: 'Kiran Shah', phone: '9123456780', email: 'kiran@example.com' },
    });
    const done = boardOrder({ pickupTime: '09:00', status: 'Picked up' });
    serveBoard([done, asha, kiran]);
    const { user } = await openBoard();
    const visible = () =>
      screen
        .getAllByRole('article')
        .filter((each) => !each.closest('details:not([open])'))
        .map((each) => each.getAttribute('data-order'));
    // The picked-up order waits folded under the open ones.
    expect(visible()).toEqual([asha.orderId, kiran.orderId]);
    await user.click(screen.getByText(/^Done: picked up, no-show or cancelled \(1\)/));
    expect(visible()).toEqual([asha.orderId, kiran.orderId, done.orderId]);

    const search = screen.getByRole('searchbox', { name: 'Find an order' });
    for (const [typed, found] of [
      ['kiran', [kiran.orderId]],
      ['91234 5678', [kiran.orderId]],
      ['7310', [kiran.orderId]],
      [asha.orderId.slice(-4), [asha.orderId]],
    ] as const) {
      await user.clear(search);
      await user.type(search, typed);
      expect(visible(), typed).toEqual(found);
    }
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No order here matches ‘nobody’.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(search).toHaveValue('');
  });

  it('offers only the moves each state allows', async () => {
    const orders = [
      boardOrder({ pickupTime: '10:00', status: 'Confirmed' }),
      boardOrder({ pickupTime: '10:15', status: 'Preparing' }),
      // Its pickup time has passed, so it may be a no-show.
      boardOrder({ pickupDate: addDays(today(), -1), pickupTime: '10:30', status: 'Ready for pickup' }),
      boardOrder({ pickupTime: '10:45', status: 'Picked up' }),
      boardOrder({ pickupTime: '11:00', status: 'No-show' }),
      boardOrder({ pickupTime: '11:15', status: 'Cancelled' }),
    ];
    serveBoard([...orders].sort(byPickup));
    await openBoard();

    expect(orders.map((order) => buttonsOf(card(order.orderId)))).toEqual([
      ['Start preparing', 'Cancel…', 'Print ticket'],
      ['Ready for pickup', 'Cancel…', 'Print ticket'],
      ['Hand over…', 'No-show', 'Print ticket'],
      ['Print ticket'],
      ['Print ticket'],
      ['Print ticket'],
    ]);
  });

  it('offers No-show only once the pickup time has passed, and shows a cancelled order’s code struck through', async () => {
    const later = toIndiaSlot(new Date(Date.now() + 3 * 3_600_000));
    const early = boardOrder({ status: 'Ready for pickup', ...later });
    const cancelled = boardOrder({ status: 'Cancelled', pickupCode: '5512', ...later });
    serveApi({
      ...signedIn(owner),
      ...emptySlots(),
      [boardPath(ccx, today())]: board([]),
      [boardPath(ccx, later.pickupDate)]: board([early, cancelled]),
      [slotsPath(ccx, later.pickupDate)]: slotLoad(later.pickupDate),
    });
    renderConsole(`/staff?date=${later.pickupDate}`);
    await screen.findByRole('article', { name: early.orderId });
    expect(buttonsOf(card(early.orderId))).toEqual(['Hand over…', 'Print ticket']);
    await screen.findByText(/^Done: /);
    expect(within(card(cancelled.orderId)).getByText('5512')).toHaveClass(/codeVoid/);
  });

  it('says so when there are no orders for the day', async () => {
    serveBoard([]);
    await openBoard();
    expect(await screen.findByText('No orders for this day yet.')).toBeInTheDocument();
  });

  it('shows the history, and a cancelled order’s refund', async () => {
    const retrying = boardOrder({
      status: 'Cancelled',
      history: [
        { status: 'Confirmed', at: '2026-11-25T09:12:00.000Z', by: 'Payment' },
        { status: 'Cancelled', at: '2026-11-25T10:00:00.000Z', by: 'Meera Iyer', reason: 'Oven broke down' },
      ],
      refund: { status: 'pending', amount: 1942.5, refundId: null, attempts: 2, lastError: 'The bank did not answer.' },
    });
    const refunded = boardOrder({
      status: 'Cancelled',
      pickupTime: '17:00',
      refund: { status: 'refunded', amount: 1942.5, refundId: 'rfnd_29Qx', attempts: 1, lastError: null },
    });
    serveBoard([retrying, refunded]);
    const { user } = await openBoard();

    const first = card(retrying.orderId);
    expect(within(first).getByText('Refund pending, retrying')).toBeInTheDocument();
    expect(within(first).getByText('Last try (2 so far): The bank did not answer.')).toBeInTheDocument();
    const history = within(first).getByText('History').closest('details') as HTMLElement;
    expect(history).not.toHaveAttribute('open');
    await user.click(within(first).getByText('History'));
    expect(history).toHaveAttribute('open');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Confirmed25 Nov, 2:42 PM · Payment', 'Cancelled25 Nov, 3:30 PM · Meera Iyer“Oven broke down”']);

    expect(within(card(refunded.orderId)).getByText('Refunded')).toBeInTheDocument();
  });

  it('remembers the outlet this tablet shows', async () => {
    const other = boardOrder({ store: r24._id, pickupAt: r24.outletName, orderId: 'R24-261126-0007' });
    serveBoard([boardOrder()], {
      [boardPath(r24, today())]: board([other]),
      [slotsPath(r24, today())]: slotLoad(today(), {}, { storeId: r24._id }),
    });
    const { user, unmount } = await openBoard();

    await user.click(screen.getByRole('button', { name: 'Roast 24 Seven' }));
    expect(await screen.findByRole('article', { name: 'R24-261126-0007' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roast 24 Seven' })).toHaveAttribute('aria-pressed', 'true');

    unmount();
    await openBoard();
    expect(await screen.findByRole('article', { name: 'R24-261126-0007' })).toBeInTheDocument();
  });

  it('shows tomorrow, or the next seven days grouped by day', async () => {
    const tomorrow = addDays(today(), 1);
    const later = addDays(today(), 3);
    serveBoard([], {
      [slotsPath(ccx, tomorrow)]: slotLoad(tomorrow),
      [boardPath(ccx, tomorrow)]: board([boardOrder({ pickupDate: tomorrow, orderId: 'CCX-TOMORROW-1' })]),
      [boardPath(ccx, today(), 7)]: board([
        boardOrder({ pickupDate: tomorrow, orderId: 'CCX-TOMORROW-1' }),
        boardOrder({ pickupDate: later, orderId: 'CCX-LATER-1' }),
      ]),
    });
    const { user, router } = await openBoard();

    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(await screen.findByRole('heading', { name: /^Tomorrow/, level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'CCX-TOMORROW-1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?day=tomorrow');

    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(await screen.findByRole('heading', { name: /^Next 7 days/, level: 1 })).toBeInTheDocument();
    const days = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(days).toHaveLength(2);
    expect(days[0]).toMatch(/^Tomorrow/);
  });

  it('filters by state with the chips, which count each state', async () => {
    serveBoard([
      boardOrder({ pickupTime: '10:00', status: 'Confirmed' }),
      boardOrder({ pickupTime: '10:30', status: 'Preparing', orderId: 'CCX-PREP-1' }),
      boardOrder({ pickupTime: '11:00', status: 'Preparing', orderId: 'CCX-PREP-2' }),
    ]);
    const { user } = await openBoard();

    const chips = screen.getByRole('group', { name: 'Show orders' });
    expect(within(chips).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: 'Preparing 2' }));

    expect(screen.getAllByRole('article').map((each) => each.getAttribute('data-order'))).toEqual([
      'CCX-PREP-1',
      'CCX-PREP-2',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'No-show 0' }));
    expect(screen.getByText('Nothing in ‘No-show’ for this day.')).toBeInTheDocument();
  });
});

describe('the live board', () => {
  it('shows a new order as it is paid: highlighted, marked New and announced', async () => {
    const calls = serveBoard([boardOrder({ pickupTime: '10:00' })]);
    await openBoard();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    stream.current().open();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(stream.current().url).toBe(`/api/staff/orders/stream?outlet=${ccx._id}`);

    const paid = boardOrder({ orderId: 'CCX-261126-0099', pickupTime: '16:30' });
    stream.current().send('order', paid);

    const arrived = card('CCX-261126-0099');
    expect(within(arrived).getByText('New')).toBeInTheDocument();
    expect(arrived.className).toMatch(/fresh/);
    expect(screen.getByText('New order CCX-261126-0099 for 4:30 PM')).toHaveAttribute('role', 'status');
    // Opening the stream fetched the list again, for what happened before it opened.
    expect(calls.filter((call) => call.path.startsWith('/api/staff/orders?'))).toHaveLength(2);
  });

  it('updates a card in place when another tablet moves the order', async () => {
    const order = boardOrder();
    let now = order;
    serveApi({ ...signedIn(owner), ...emptySlots(), [boardPath(ccx, today())]: () => board([now]) });
    await openBoard();
    stream.current().open();

    now = {
      ...order,
      status: 'Preparing',
      history: [...order.history, { status: 'Preparing', at: '2026-11-25T10:00:00.000Z', by: 'Ravi Kumar' }],
    };
    stream.current().send('order', now);

    await waitFor(() => expect(stateOf(card(order.orderId))).toBe('State: Preparing'));
    expect(buttonsOf(card(order.orderId))).toEqual(['Ready for pickup', 'Cancel…', 'Print ticket']);
    expect(within(card(order.orderId)).queryByText('New')).not.toBeInTheDocument();
  });

  it('keeps what the stream said when a list asked for before it answers after it', async () => {
    const order = boardOrder();
    let answer: (() => void) | undefined;
    let asked = 0;
    serveApi({
      ...signedIn(owner),
      ...emptySlots(),
      [boardPath(ccx, today())]: async () => {
        asked += 1;
        // The second look (when the stream opens) is slow: the server answers it as it was then.
        if (asked === 2) await new Promise<void>((resolve) => (answer = resolve));
        return board([order]);
      },
    });
    const { client } = await openBoard();
    stream.current().open();
    await waitFor(() => expect(answer).toBeDefined());

    stream.current().send('order', { ...order, status: 'Preparing' });
    answer?.();

    await waitFor(() => expect(client.isFetching()).toBe(0));
    const [list] = client.getQueriesData<BoardOrder[]>({ queryKey: ['staff', 'board'] }).map(([, data]) => data);
    expect(list?.map((each) => each.status)).toEqual(['Preparing']);
    await waitFor(() => expect(stateOf(card(order.orderId))).toBe('State: Preparing'));
  });

  it('says it is reconnecting when the stream drops, and catches up when it is back', async () => {
    const calls = serveBoard([]);
    await openBoard();
    stream.current().open();
    stream.current().drop();
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();

    stream.current().open();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/staff/orders?'))).toHaveLength(3);
  });

  it('points out a new order for another day, and goes to it', async () => {
    const tomorrow = addDays(today(), 1);
    const later = boardOrder({ orderId: 'CCX-261127-0003', pickupDate: tomorrow, pickupTime: '11:00' });
    serveBoard([], { [boardPath(ccx, tomorrow)]: board([later]), [slotsPath(ccx, tomorrow)]: slotLoad(tomorrow) });
    const { user } = await openBoard();
    stream.current().open();
    stream.current().send('order', later);

    expect(screen.getByText('New order CCX-261127-0003 for tomorrow, 11:00 AM')).toBeInTheDocument();
    const notice = screen.getByText(/it is not on this view/).closest('[role="status"]') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Show it' }));

    expect(await screen.findByRole('article', { name: 'CCX-261127-0003' })).toBeInTheDocument();
  });
});

describe('moving an order', () => {
  it('starts preparing it, and the card follows the answer', async () => {
    const order = boardOrder();
    const calls = serveBoard([order], {
      [`PATCH /api/staff/orders/${order.orderId}`]: {
        body: { success: true, data: { ...order, status: 'Preparing' } },
      },
    });
    const { user } = await openBoard();
    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Start preparing' }));

    await waitFor(() => expect(stateOf(card(order.orderId))).toBe('State: Preparing'));
    // The board reads itself again after a move; the move is the one write.
    expect(calls.filter((call) => call.method !== 'GET')).toMatchObject([
      { method: 'PATCH', body: { status: 'Preparing' } },
    ]);
  });

  it('offers to undo a move for a while, and puts the card back when asked', async () => {
    const order = boardOrder();
    const calls = serveBoard([order], {
      [`PATCH /api/staff/orders/${order.orderId}`]: {
        body: { success: true, data: { ...order, status: 'Preparing' } },
      },
      [`POST /api/staff/orders/${order.orderId}/undo`]: { body: { success: true, data: order } },
    });
    const { user } = await openBoard();
    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Start preparing' }));
    const offer = await screen.findByText(`${order.orderId} moved to Preparing.`);
    await user.click(within(offer.parentElement!).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stateOf(card(order.orderId))).toBe('State: Confirmed'));
    expect(await screen.findByText(`${order.orderId} is back in Confirmed.`)).toBeInTheDocument();
    expect(screen.queryByText(`${order.orderId} moved to Preparing.`)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH /api/staff/orders/${order.orderId}`,
      `POST /api/staff/orders/${order.orderId}/undo`,
    ]);
  });

  it('says so when an undo comes too late, and reads the board again', async () => {
    const order = boardOrder();
    serveBoard([order], {
      [`PATCH /api/staff/orders/${order.orderId}`]: {
        body: { success: true, data: { ...order, status: 'Preparing' } },
      },
      [`POST /api/staff/orders/${order.orderId}/undo`]: {
        status: 409,
        body: {
          success: false,
          code: 'order_undo_too_late',
          message: 'A move can be undone for 30 seconds only: move the order on from where it is now.',
          params: { seconds: 30 },
        },
      },
    });
    const { user } = await openBoard();
    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Start preparing' }));
    const offer = await screen.findByText(`${order.orderId} moved to Preparing.`);
    await user.click(within(offer.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('A move can be undone for 30 seconds only: move the order on from where it is now.'),
    ).toBeInTheDocument();
  });

  it("shows a 409's message and fetches the board again", async () => {
    const order = boardOrder();
    let moved = false;
    const calls = serveApi({
      ...signedIn(owner),
      ...emptySlots(),
      [boardPath(ccx, today())]: () => board([moved ? { ...order, status: 'Preparing' } : order]),
      [`PATCH /api/staff/orders/${order.orderId}`]: () => {
        moved = true;
        return {
          status: 409,
          body: {
            success: false,
            message: 'This order is Preparing now, so it cannot go from Confirmed to Preparing.',
          },
        };
      },
    });
    const { user } = await openBoard();
    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Start preparing' }));

    expect(await within(card(order.orderId)).findByRole('alert')).toHaveTextContent(
      'This order is Preparing now, so it cannot go from Confirmed to Preparing.',
    );
    await waitFor(() => expect(stateOf(card(order.orderId))).toBe('State: Preparing'));
    expect(calls.filter((call) => call.path.startsWith('/api/staff/orders?'))).toHaveLength(2);
  });

  it('hands it over with the customer’s code, showing a wrong code’s refusal beside the field', async () => {
    const order = boardOrder({ status: 'Ready for pickup' });
    const calls = serveBoard([order], {
      [`PATCH /api/staff/orders/${order.orderId}`]: ({ body }) =>
        (body as { pickupCode?: string }).pickupCode === '4821'
          ? { body: { success: true, data: { ...order, status: 'Picked up' } } }
          : { status: 422, body: { success: false, message: 'That is not the pickup code of this order.' } },
    });
    const { user } = await openBoard();
    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Hand over…' }));

    const dialog = screen.getByRole('dialog', { name: `Hand over ${order.orderId}` });
    const code = within(dialog).getByLabelText('Pickup code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '48');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(code).toHaveAccessibleDescription('The pickup code is 4 digits.');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText('That is not the pickup code of this order.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(stateOf(card(order.orderId))).toBe('State: Picked up'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'Picked up', pickupCode: '1234' },
      { status: 'Picked up', pickupCode: '4821' },
    ]);
  });

  it('cancels it with a reason, saying the payment is refunded in full', async () => {
    const order = boardOrder({ status: 'Preparing' });
    const cancelled: BoardOrder = {
      ...order,
      status: 'Cancelled',
      refund: { status: 'pending', amount: order.amount, refundId: null, attempts: 0, lastError: null },
    };
    const calls = serveBoard([order], {
      [`PATCH /api/staff/orders/${order.orderId}`]: { body: { success: true, data: cancelled } },
    });
    const { user } = await openBoard();
    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Cancel…' }));

    const dialog = screen.getByRole('dialog', { name: `Cancel ${order.orderId}?` });
    expect(dialog).toHaveTextContent('Asha Rao’s payment of ₹1,942.50 will be refunded in full');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      "Kept in the order's history, for the team only. Say why the order is cancelled.",
    );

    await user.type(within(dialog).getByLabelText('Reason'), '  The customer called to cancel ');
    await user.type(
      within(dialog).getByLabelText('Message to the customer (optional)'),
      'As you asked on the phone. See you soon!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));

    expect(await within(card(order.orderId)).findByText('Refund pending')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      {
        status: 'Cancelled',
        reason: 'The customer called to cancel',
        messageToCustomer: 'As you asked on the phone. See you soon!',
      },
    ]);
    // The cancelled order's units went back to its slot: the slots are asked for again.
    await waitFor(() => expect(calls.filter((call) => call.path.startsWith('/api/staff/slots?'))).toHaveLength(2), {
      timeout: 5_000,
    });
  });

  it('prints a kitchen ticket of the one order', async () => {
    const order = boardOrder();
    serveBoard([order]);
    const { user } = await openBoard();
    const printed: string[] = [];
    window.print = () => {
      printed.push(document.querySelector('[data-ticket]')?.textContent ?? '');
      expect(document.documentElement).toHaveAttribute('data-printing-ticket');
      window.dispatchEvent(new Event('afterprint'));
    };

    await user.click(within(card(order.orderId)).getByRole('button', { name: 'Print ticket' }));

    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(order.orderId);
    expect(printed[0]).toContain('Roast · Roast CCX');
    expect(printed[0]).toContain('4:30 PM');
    expect(printed[0]).toContain('Asha Rao · 98765 43210');
    expect(printed[0]).toContain('1 × Belgian Chocolate Truffle');
    expect(printed[0]).toContain('1 kg · EGGLESS');
    expect(printed[0]).toContain('Note: Happy birthday Meera');
    expect(printed[0]).not.toContain('4821');
    expect(document.documentElement).not.toHaveAttribute('data-printing-ticket');
    expect(document.querySelector('[data-ticket]')).toBeNull();
  });
});

describe('a member of staff', () => {
  it('sees the one outlet they work at by name', async () => {
    serveApi({ ...signedIn(counter, [ccx]), ...emptySlots(), [boardPath(ccx, today())]: board([]) });
    await openBoard();
    expect(screen.queryByRole('group', { name: 'Outlet' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Roast CCX').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  });
});
