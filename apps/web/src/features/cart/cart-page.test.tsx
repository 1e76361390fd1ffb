import type { CartLine, Store } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogQueries } from '../../lib/catalog';
import { GUEST_CART_KEY, signIn } from '../../lib/session';
import { cartLine, outlets, roastCcx, truffleCake } from '../../test/catalog';
import { serveApi, type ApiRoute } from '../../test/network';
import { pickupSlotsCalls, pickupSlotsRoute, type SlotBook } from '../../test/pickup-slots';
import { renderInApp, testQueryClient, toastsShown } from '../../test/render';
import { saveGuestCart } from './api/guest-cart';
import { CartPage } from './cart-page';

/** 10:00 on 10 March 2026 in India; the cart's cakes are for the 12th. */
const NOW = new Date('2026-03-10T10:00:00+05:30');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const FULL_AT_NOON =
  'The 12:00 PM pickup on 12 Mar 2026 at Roast CCX is full now. Please choose another pickup time in your cart.';

/** The outlet as its page and the cart read it. */
const storeRoute = (store: Store = roastCcx): Record<string, ApiRoute> => ({
  [`GET /api/stores/${store._id}`]: { body: { success: true, store } },
});

function openCart() {
  const client = testQueryClient();
  client.setQueryData(catalogQueries.stores().queryKey, outlets);
  const user = userEvent.setup();
  const view = renderInApp(<CartPage />, { path: '/cart', client });
  return { ...view, user };
}

/** The cart's line (its card) for an item, by the name it shows. */
function lineOf(name: string): HTMLElement {
  const line = screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name }));
  if (!line) throw new Error(`No line for ${name} in the cart`);
  return line;
}

const storedLines = () =>
  (JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? 'null') as { lines: CartLine[] } | null)?.lines;

const chocolate = cartLine({ pickupTime: '12:00' });
const hamper = cartLine({
  itemType: 'other',
  itemId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  size: '0-kg',
  isveg: null,
  name: 'Diwali Gift Hamper',
  pickupTime: '16:00',
});

describe('the cart checks each pickup against what the outlet can still make', () => {
  it("warns on a guest's line whose time is full, and moves it to the next free time", async () => {
    saveGuestCart([chocolate, hamper]);
    const calls = serveApi({
      ...storeRoute(),
      'GET /api/pickup-slots': pickupSlotsRoute({ taken: { '2026-03-12': { '12:00': 20, '12:15': 20 } } }),
    });
    const { user } = openCart();

    const cake = lineOf(truffleCake.name);
    expect(await within(cake).findByText('This pickup time is now full.')).toBeInTheDocument();
    expect(within(lineOf('Diwali Gift Hamper')).queryByText('This pickup time is now full.')).not.toBeInTheDocument();
    // Each slot the cart uses is asked about with the units picked up in it (here one each: one question).
    expect(pickupSlotsCalls(calls)).toEqual([{ store: roastCcx._id, date: '2026-03-12', units: 1, prep: 0 }]);

    await user.click(within(cake).getByRole('button', { name: /^Move to 12:30 PM/ }));
    expect(storedLines()).toEqual([{ ...chocolate, pickupTime: '12:30' }, hamper]);
    await waitFor(() =>
      expect(within(lineOf(truffleCake.name)).getByText('12 Mar 2026, 12:30 PM')).toBeInTheDocument(),
    );
    expect(within(lineOf(truffleCake.name)).queryByText('This pickup time is now full.')).not.toBeInTheDocument();
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Pickup moved to 12 Mar, 12:30 PM.' }]);
  });

  it("moves a customer's line on the server, weighing the whole slot, and shows the cart it answers", async () => {
    signIn('token-cart-full');
    // Two 1 kg cakes in one slot that has room for one more unit now.
    const own = [
      cartLine({ userId: 'customer-1', pickupTime: '12:00', units: 1 }),
      cartLine({ userId: 'customer-1', size: '750-grms', pickupTime: '12:10', units: 1, price: 1450 }),
    ];
    const calls = serveApi({
      ...storeRoute(),
      'GET /api/pickup-slots': pickupSlotsRoute({ taken: { '2026-03-12': { '12:00': 19 } } }),
      'POST /api/cart/get': { body: { success: true, cartData: own } },
      'POST /api/cart/pickup': ({ body }) => ({
        body: {
          success: true,
          updatedCart: [own[0], { ...own[1], ...(body as Partial<CartLine>) }],
          message: 'Pickup time changed.',
        },
      }),
    });
    const { user } = openCart();

    const small = () => screen.getAllByRole('article')[1]!;
    await screen.findAllByRole('article');
    expect(await within(small()).findByText('This pickup time is now full.')).toBeInTheDocument();
    expect(pickupSlotsCalls(calls)).toEqual([{ store: roastCcx._id, date: '2026-03-12', units: 2, prep: 0 }]);
    await user.click(within(small()).getByRole('button', { name: /^Move to 12:15 PM/ }));

    expect(calls.filter((call) => call.path === '/api/cart/pickup')).toEqual([
      {
        method: 'POST',
        path: '/api/cart/pickup',
        token: 'token-cart-full',
        body: { itemId: truffleCake._id, size: '750-grms', pickupDate: '2026-03-12', pickupTime: '12:15' },
      },
    ]);
    expect(await within(small()).findByText('12 Mar 2026, 12:15 PM')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('This pickup time is now full.')).not.toBeInTheDocument());
  });

  it('offers a later time when the line can no longer be made in time for its pickup', async () => {
    // Tomorrow at 9:00 AM, for a cake that takes 24 hours: ready at 10:00 AM at the soonest.
    saveGuestCart([cartLine({ pickupDate: '2026-03-11', pickupTime: '09:00' })]);
    serveApi({ ...storeRoute(), 'GET /api/pickup-slots': pickupSlotsRoute() });
    const { user } = openCart();

    const cake = await screen.findByRole('article');
    expect(await within(cake).findByText('We can no longer have this ready by then.')).toBeInTheDocument();
    await user.click(within(cake).getByRole('button', { name: /^Move to 10:00 AM/ }));
    expect(storedLines()).toMatchObject([{ pickupDate: '2026-03-11', pickupTime: '10:00' }]);
    await waitFor(() => expect(within(cake).queryByText('We can no longer have this ready by then.')).toBeNull());
  });

  it('says on the line why the day takes no pickups, with nothing to move it to', async () => {
    const closed: Store = { ...roastCcx, closedDates: ['2026-03-12'], closedReasons: { '2026-03-12': 'Holi' } };
    saveGuestCart([chocolate]);
    serveApi({ ...storeRoute(closed), 'GET /api/pickup-slots': pickupSlotsRoute({ stores: [closed] }) });
    openCart();

    const cake = lineOf(truffleCake.name);
    expect(
      await within(cake).findByText('Closed for Holi. Roast CCX takes no pickups on 12 Mar 2026.'),
    ).toBeInTheDocument();
    expect(within(cake).queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
  });

  it('shows the server’s words when checkout finds a slot has filled, and the line then says so', async () => {
    signIn('token-cart-checkout');
    const book: SlotBook = { taken: {} };
    serveApi({
      ...storeRoute(),
      'GET /api/pickup-slots': pickupSlotsRoute(book),
      'POST /api/cart/get': { body: { success: true, cartData: [{ ...chocolate, userId: 'customer-1', units: 1 }] } },
      'GET /api/user/details': {
        body: {
          success: true,
          data: { _id: 'customer-1', name: 'Asha', email: 'asha@example.com', phone: '9845012345' },
        },
      },
      'POST /api/order/createorder': () => {
        // Someone else paid for the last of noon while this cart waited.
        book.taken = { '2026-03-12': { '12:00': 20 } };
        return { status: 409, body: { success: false, message: FULL_AT_NOON } };
      },
    });
    const { user } = openCart();

    await user.click(await screen.findByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    await waitFor(() => expect(toastsShown()).toContainEqual({ role: 'alert', message: FULL_AT_NOON }));
    const cake = lineOf(truffleCake.name);
    expect(await within(cake).findByText('This pickup time is now full.')).toBeInTheDocument();
    expect(within(cake).getByRole('button', { name: /^Move to 12:15 PM/ })).toBeInTheDocument();
  });
});
