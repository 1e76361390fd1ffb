import type { Store } from '@roast/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roastCcx } from '../../../test/catalog';
import { serveApi, type ApiRoute } from '../../../test/network';
import { indiaToday } from '../../lib/dates';
import { standInEventSource } from '../../test/event-source';
import { board, boardOrder, boardPath, ccx, counter, signedIn, slotLoad, slotsPath } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

let stream: ReturnType<typeof standInEventSource>;
beforeEach(() => {
  stream = standInEventSource();
});
afterEach(() => {
  vi.useRealTimers();
});

const today = () => indiaToday();
const pausePath = `/api/staff/outlets/${ccx._id}/pause`;
/** Roast CCX as the server answers a pause or a reopening. */
const outlet = (change: Partial<Store>) => ({
  body: { success: true, data: { ...roastCcx, ...change } satisfies Store },
});

function serveSlots(slots: ApiRoute, extra: Record<string, ApiRoute> = {}) {
  return serveApi({
    ...signedIn(counter, [ccx]),
    [boardPath(ccx, today())]: board([]),
    [slotsPath(ccx, today())]: slots,
    ...extra,
  });
}

async function openBoard() {
  const view = renderConsole('/staff');
  await screen.findByRole('list', { name: 'Today’s pickup slots' });
  return view;
}

const strip = () => screen.getByRole('list', { name: 'Today’s pickup slots' });
/** The chip of the slot starting at `time` ('10:15 AM'). */
const slot = (time: string) => within(strip()).getByText(time).closest('li') as HTMLElement;
const pauseChoices = () => screen.getByRole('group', { name: 'Busy: pause online orders' });
const slotCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/staff/slots?'));
/** '3:45 PM' for an instant today, as the counter reads it. */

describe("the day's pickup slots", () => {
  it('show how full each slot is, saying in words which are full or nearly full', async () => {
    serveSlots(slotLoad(today(), { '10:00': 20, '10:15': 17, '10:30': 3 }));
    await openBoard();

    expect(within(strip()).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText('15-minute slots · 20 units each · 1 full')).toBeInTheDocument();

    expect(slot('10:00 AM')).toHaveTextContent('20 of 20 units taken');
    expect(within(slot('10:00 AM')).getByText('Full')).toBeInTheDocument();
    expect(slot('10:15 AM')).toHaveTextContent('17 of 20 units taken');
    expect(within(slot('10:15 AM')).getByText('Nearly full')).toBeInTheDocument();
    expect(slot('10:30 AM')).toHaveTextContent('3 of 20 units taken');
    expect(within(slot('10:30 AM')).queryByText(/full/i)).not.toBeInTheDocument();
    expect(slot('11:45 AM')).toHaveTextContent('0 of 20 units taken');
  });

  it('are asked for again when an order arrives on the stream', async () => {
    let taken = 2;
    const calls = serveSlots(() => slotLoad(today(), { '10:30': taken }));
    await openBoard();
    stream.current().open();
    await waitFor(() => expect(slot('10:30 AM')).toHaveTextContent('2 of 20 units taken'));

    taken = 5;
    stream.current().send('order', boardOrder({ pickupTime: '10:30' }));

    await waitFor(() => expect(slot('10:30 AM')).toHaveTextContent('5 of 20 units taken'));
    // Once on opening, once when the stream opened, once for the order.
    expect(slotCalls(calls)).toHaveLength(3);
  });

  it('are looked at again every half minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let taken = 0;
    const calls = serveSlots(() => slotLoad(today(), { '11:00': taken }));
    await openBoard();
    expect(slotCalls(calls)).toHaveLength(1);

    taken = 19;
    act(() => vi.advanceTimersByTime(30_000));

    await waitFor(() => expect(slot('11:00 AM')).toHaveTextContent('19 of 20 units taken'));
    expect(within(slot('11:00 AM')).getByText('Nearly full')).toBeInTheDocument();
    expect(slotCalls(calls)).toHaveLength(2);
  });

  it('say so when they cannot be loaded, and try again', async () => {
    let up = false;
    serveSlots(() =>
      up ? slotLoad(today()) : { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
    );
    const { user } = renderConsole('/staff');
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Busy: pause online orders' })).not.toBeInTheDocument();

    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Today’s pickup slots' })).toBeInTheDocument();
  });
});

describe('the busy pause', () => {
  it('pauses online orders for 30 minutes with one tap, and reopens them', async () => {
    // 11:30 in India: the pause ends the same day, and the banner gives its time alone.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T06:00:00Z') });
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const calls = serveSlots(slotLoad(today()), {
      [`PUT ${pausePath}`]: outlet({ takingOrders: true, pausedUntil: until }),
      [`DELETE ${pausePath}`]: outlet({ takingOrders: true, pausedUntil: null }),
    });
    const { user } = await openBoard();

    expect(
      within(pauseChoices())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['15 min', '30 min', '60 min', 'Until reopened']);
    await user.click(within(pauseChoices()).getByRole('button', { name: '30 min' }));

    expect(await screen.findByText('Online orders paused until 12:00 PM')).toBeInTheDocument();
    expect(screen.getByText(/Customers cannot order for pickup at Roast CCX until then/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Busy: pause online orders' })).not.toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: 'Reopen' });
    expect(reopen).toHaveFocus();

    await user.click(reopen);
    expect(await screen.findByText('Roast CCX is taking online orders again.')).toBeInTheDocument();
    expect(screen.queryByText(/Online orders paused/)).not.toBeInTheDocument();
    expect(within(pauseChoices()).getByRole('button', { name: '15 min' })).toHaveFocus();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', pausePath, { minutes: 30 }],
      ['DELETE', pausePath, {}],
    ]);
  });

  it('pauses until reopened, and the banner is still there after a reload', async () => {
    let paused = false;
    const calls = serveSlots(() => slotLoad(today(), {}, { takingOrders: !paused }), {
      [`PUT ${pausePath}`]: () => {
        paused = true;
        return outlet({ takingOrders: false, pausedUntil: null });
      },
    });
    const { user, unmount } = await openBoard();
    // Asked once more: a stray tap changes nothing.
    await user.click(within(pauseChoices()).getByRole('button', { name: 'Until reopened' }));
    const asked = screen.getByRole('dialog', { name: 'Pause Roast CCX until reopened?' });
    await user.click(within(asked).getByRole('button', { name: 'Keep taking orders' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.click(within(pauseChoices()).getByRole('button', { name: 'Until reopened' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Pause Roast CCX until reopened?' })).getByRole('button', {
        name: 'Pause until reopened',
      }),
    );

    expect(await screen.findByText('Online orders paused until reopened')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ minutes: null });

    unmount();
    await openBoard();
    expect(screen.getByText('Online orders paused until reopened')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('shows a pause set elsewhere, and goes away by itself when it ends', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldAdvanceTime: true,
      now: new Date('2026-11-26T06:00:00Z'),
    });
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    serveSlots(slotLoad(today(), {}, { pausedUntil: until }));
    await openBoard();
    expect(screen.getByText('Online orders paused until 11:45 AM')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(15 * 60_000 + 1_000));

    expect(screen.queryByText(/Online orders paused/)).not.toBeInTheDocument();
    expect(within(pauseChoices()).getByRole('button', { name: '15 min' })).toBeInTheDocument();
  });

  it('names the day of a pause that ends after midnight', async () => {
    // 23:50 in India; the pause ends at 00:20 on the 27th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T18:20:00Z') });
    serveSlots(slotLoad(today(), {}, { pausedUntil: new Date(Date.now() + 30 * 60_000).toISOString() }));
    await openBoard();
    expect(screen.getByText('Online orders paused until 27 Nov 2026, 12:20 AM')).toBeInTheDocument();
  });

  it("shows the server's refusal and stays as it was", async () => {
    serveSlots(slotLoad(today()), {
      [`PUT ${pausePath}`]: {
        status: 403,
        body: { success: false, message: 'You can only pause the outlets you work at.' },
      },
    });
    const { user } = await openBoard();
    await user.click(within(pauseChoices()).getByRole('button', { name: '15 min' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Online orders were not paused. You can only pause the outlets you work at.',
    );
    expect(screen.queryByText(/Online orders paused/)).not.toBeInTheDocument();
    expect(within(pauseChoices()).getByRole('button', { name: '15 min' })).toBeEnabled();
  });
});
