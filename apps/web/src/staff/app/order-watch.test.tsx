import { MAX_BOARD_DAYS, type BoardOrder } from '@roast/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, type ApiRoute } from '../../test/network';
import { RING_AGAIN_MS } from '../features/alerts/use-order-alerts';
import { indiaToday } from '../lib/dates';
import { announceTakenHere } from '../lib/taken-here';
import { standInAudio } from '../test/audio';
import { standInEventSource } from '../test/event-source';
import { board, boardOrder, boardPath, ccx, counter, signedIn, slotLoad, slotsPath } from '../test/fixtures';
import { renderConsole } from '../test/render-console';

/** The new-order chime's notes (each with its octave), and the tone of a customer's cancellation. */
const CHIME = [783.99, 1567.98, 1046.5, 2093];
const CANCELLED = [880, 1760, 698.46, 1396.92, 880, 1760, 698.46, 1396.92];

let stream: ReturnType<typeof standInEventSource>;
let audio: ReturnType<typeof standInAudio>;
beforeEach(() => {
  stream = standInEventSource();
  audio = standInAudio();
});
afterEach(() => {
  vi.useRealTimers();
});

const today = () => indiaToday();
/** What the console looks at away from the board when the stream opens: the coming days. */
const comingDays = () => boardPath(ccx, today(), MAX_BOARD_DAYS);

/** A page with nothing of the orders on it. */
const ACCOUNT = '/staff/account';

function serveConsole(routes: Record<string, ApiRoute> = {}) {
  return serveApi({ ...signedIn(counter, [ccx]), ...routes });
}

async function openPage(path: string) {
  const view = renderConsole(path);
  await screen.findByRole('navigation', { name: 'Console' });
  // The stream opens once the console knows the member's outlets.
  await waitFor(() => expect(stream.current()).toBeDefined());
  return view;
}

/** This tablet had the sound on before the page loaded. */
const soundWasOn = () => window.localStorage.setItem('roast-console:sound', 'on');

const tapToTurnSoundOn = () => screen.getByRole('button', { name: 'Tap to turn sound on' });

/** A paid order, paid just now. */
const paidNow = (change: Partial<BoardOrder> = {}) => {
  const at = new Date().toISOString();
  return boardOrder({ paidAt: at, history: [{ status: 'Confirmed', at, by: 'Payment' }], ...change });
};

/** The order as the stream sends it once the customer has cancelled it from My Orders. */
const cancelledByCustomer = (order: BoardOrder): BoardOrder => ({
  ...order,
  status: 'Cancelled',
  history: [
    ...order.history,
    { status: 'Cancelled', at: new Date().toISOString(), by: 'Customer', reason: 'Cancelled by the customer.' },
  ],
});

const waitingPanel = () => screen.getByRole('region', { name: 'Orders waiting for you' });
const waitingRows = () =>
  within(waitingPanel())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);

/** Lets the console's timers run for `ms` (the ring's repeat, the banner's count). */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('a new order, on any page', () => {
  it('rings on a page other than the board, again every few seconds until someone acknowledges it', async () => {
    soundWasOn();
    const calls = serveConsole({ [comingDays()]: board([]) });
    const { user } = await openPage(ACCOUNT);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(tapToTurnSoundOn());
    stream.current().open();
    // One stream for the whole console, for the outlet this tablet stands in.
    expect(stream.current().url).toBe(`/api/staff/orders/stream?outlet=${ccx._id}`);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(comingDays().slice(4)));

    const order = paidNow({ orderId: 'CCX-261127-0007', pickupTime: '16:30' });
    stream.current().send('order', order);

    expect(audio.played).toEqual(CHIME);
    expect(waitingRows()).toEqual(['New order CCX-261127-0007 Asha Rao pickup 4:30 PM']);

    wait(RING_AGAIN_MS);
    expect(audio.played).toEqual([...CHIME, ...CHIME]);
    wait(RING_AGAIN_MS);
    expect(audio.played).toEqual([...CHIME, ...CHIME, ...CHIME]);

    await user.click(within(waitingPanel()).getByRole('button', { name: 'Acknowledge CCX-261127-0007' }));
    expect(screen.queryByRole('region', { name: 'Orders waiting for you' })).not.toBeInTheDocument();
    wait(3 * RING_AGAIN_MS);
    expect(audio.played).toEqual([...CHIME, ...CHIME, ...CHIME]);

    // The same order heard again (a retried event) stays acknowledged.
    stream.current().send('order', order);
    expect(audio.played).toHaveLength(3 * CHIME.length);
  });

  it('does not ring for an order this tablet took itself at the counter, before or after the stream brings it', async () => {
    soundWasOn();
    serveConsole({ [comingDays()]: board([]) });
    const { user } = await openPage(ACCOUNT);
    await user.click(tapToTurnSoundOn());
    stream.current().open();
    const first = paidNow({ orderId: 'CCX-261127-0021' });
    act(() => announceTakenHere(first._id));
    stream.current().send('order', first);
    expect(screen.queryByRole('region', { name: 'Orders waiting for you' })).not.toBeInTheDocument();

    // The stream was quicker than the answer: the ring stops as the answer comes.
    const second = paidNow({ orderId: 'CCX-261127-0022' });
    stream.current().send('order', second);
    expect(waitingRows()).toEqual(['New order CCX-261127-0022 Asha Rao pickup 4:30 PM']);
    act(() => announceTakenHere(second._id));
    expect(screen.queryByRole('region', { name: 'Orders waiting for you' })).not.toBeInTheDocument();
  });

  it('after a reload, rings for what nobody acknowledged and for what was paid meanwhile, not for the rest', async () => {
    soundWasOn();
    let server: BoardOrder[] = [];
    serveConsole({ [comingDays()]: () => board(server) });
    const first = await openPage(ACCOUNT);
    const seen = paidNow({ orderId: 'CCX-261127-0011' });
    const unseen = paidNow({ orderId: 'CCX-261127-0012' });
    await first.user.click(tapToTurnSoundOn());
    stream.current().open();
    stream.current().send('order', seen);
    stream.current().send('order', unseen);
    await first.user.click(screen.getByRole('button', { name: 'Acknowledge CCX-261127-0011' }));
    expect(waitingRows()).toEqual(['New order CCX-261127-0012 Asha Rao pickup 4:30 PM']);
    first.unmount();

    // The page loads again; one more order is paid while it does.
    audio = standInAudio();
    const meanwhile = paidNow({ orderId: 'CCX-261127-0013' });
    // Paid two days ago, before this console ever opened: on the board, not news.
    const before = boardOrder({ orderId: 'CCX-261125-0010' });
    server = [before, seen, unseen, meanwhile];
    const second = await openPage(ACCOUNT);
    await second.user.click(tapToTurnSoundOn());
    stream.current().open();

    await waitFor(() =>
      expect(waitingRows()).toEqual([
        'New order CCX-261127-0012 Asha Rao pickup 4:30 PM',
        'New order CCX-261127-0013 Asha Rao pickup 4:30 PM',
      ]),
    );
    // Once for both: they came together.
    await waitFor(() => expect(audio.played).toEqual(CHIME));
  });

  it('asks for one tap after a reload with the sound on, which lets it ring', async () => {
    soundWasOn();
    serveConsole({ [comingDays()]: board([]) });
    const { user } = await openPage(ACCOUNT);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stream.current().open();
    stream.current().send('order', paidNow({ orderId: 'CCX-261127-0021' }));
    // The browser keeps the page silent until it is tapped: the console says so, over everything.
    expect(audio.played).toEqual([]);
    expect(tapToTurnSoundOn()).toHaveAccessibleDescription(/New orders will not ring until then/);

    await user.click(tapToTurnSoundOn());
    expect(screen.queryByRole('button', { name: 'Tap to turn sound on' })).not.toBeInTheDocument();
    stream.current().send('order', paidNow({ orderId: 'CCX-261127-0022' }));
    expect(audio.played).toEqual(CHIME);
  });

  it('does not ask for a tap when the sound is off', async () => {
    serveConsole();
    await openPage(ACCOUNT);
    expect(screen.queryByRole('button', { name: 'Tap to turn sound on' })).not.toBeInTheDocument();
  });
});

describe("a customer's cancellation", () => {
  it('rings with a sound of its own, and waits beside the new orders until acknowledged', async () => {
    soundWasOn();
    serveConsole({ [comingDays()]: board([]) });
    const { user } = await openPage(ACCOUNT);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(tapToTurnSoundOn());
    stream.current().open();

    const order = boardOrder({
      orderId: 'CCX-261127-0031',
      customer: { ...boardOrder().customer, name: 'Kiran Shah' },
    });
    stream.current().send('order', cancelledByCustomer(order));
    expect(audio.played).toEqual(CANCELLED);
    expect(waitingRows()).toEqual(['Cancelled by the customer: CCX-261127-0031 Kiran Shah was for 4:30 PM']);
    expect(within(waitingPanel()).getByRole('listitem')).toHaveAttribute('data-alert', 'cancelled');

    // One the kitchen cancelled itself is no news to the counter.
    const byStaff = boardOrder({ orderId: 'CCX-261127-0032' });
    stream.current().send('order', {
      ...byStaff,
      status: 'Cancelled',
      history: [...byStaff.history, { status: 'Cancelled', at: new Date().toISOString(), by: 'Ravi Kumar' }],
    });
    expect(audio.played).toEqual(CANCELLED);

    audio.played.length = 0;
    stream.current().send('order', paidNow({ orderId: 'CCX-261127-0033' }));
    expect(audio.played).toEqual(CHIME);
    expect(waitingRows()).toHaveLength(2);

    // Both wait: each round plays the chime, then the cancellation's tone.
    audio.played.length = 0;
    wait(RING_AGAIN_MS);
    expect(audio.played).toEqual([...CHIME, ...CANCELLED]);

    await user.click(screen.getByRole('button', { name: 'Acknowledge CCX-261127-0031' }));
    audio.played.length = 0;
    wait(RING_AGAIN_MS);
    expect(audio.played).toEqual(CHIME);
  });
});

describe('an order paid while the connection was down', () => {
  it('rings once the stream is back and the board is read again, and shows as new until it is started', async () => {
    soundWasOn();
    // On the board since before this console opened: not news.
    const earlier = boardOrder({ orderId: 'CCX-261127-0041', pickupTime: '11:00' });
    let server = [earlier];
    serveConsole({
      [boardPath(ccx, today())]: () => board(server),
      [slotsPath(ccx, today())]: slotLoad(today()),
      'PATCH /api/staff/orders/CCX-261127-0042': () => {
        server = [earlier, { ...missed, status: 'Preparing' }];
        return { body: { success: true, data: server[1] } };
      },
    });
    const { user } = renderConsole('/staff');
    await screen.findByRole('article', { name: earlier.orderId });
    await user.click(tapToTurnSoundOn());
    stream.current().open();
    // The board listens to the console's stream rather than opening one of its own.
    expect(stream.all().filter((each) => each.readyState !== each.CLOSED)).toHaveLength(1);
    stream.current().drop();

    // Paid while the stream was away: no event for it ever reaches this tablet.
    const missed = paidNow({ orderId: 'CCX-261127-0042', pickupTime: '12:00' });
    server = [earlier, missed];
    stream.current().open();

    await waitFor(() => expect(audio.played).toEqual(CHIME));
    expect(waitingRows()).toEqual(['New order CCX-261127-0042 Asha Rao pickup 12:00 PM']);
    const card = await screen.findByRole('article', { name: missed.orderId });
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: earlier.orderId })).queryByText('New')).not.toBeInTheDocument();

    // Starting it on the board is acknowledging it.
    await user.click(within(card).getByRole('button', { name: 'Start preparing' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Orders waiting for you' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('article', { name: missed.orderId })).queryByText('New')).not.toBeInTheDocument();
  });
});

describe('a lost connection', () => {
  it('shows a large banner once the orders have been out of reach for 10 s, counting, until the stream is back', async () => {
    serveConsole({ [comingDays()]: board([]) });
    await openPage(ACCOUNT);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    stream.current().open();
    stream.current().drop();

    wait(9_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    wait(3_000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No connection to the orders for 12 s. New orders will not arrive until it is back. Check the Wi-Fi.',
    );
    wait(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('No connection to the orders for 1 min 12 s.');

    stream.current().open();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says at once when the tablet goes offline', async () => {
    serveConsole({ [comingDays()]: board([]) });
    await openPage(ACCOUNT);
    stream.current().open();

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This tablet is offline.');

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
