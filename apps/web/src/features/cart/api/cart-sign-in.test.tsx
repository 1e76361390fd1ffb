import type { CartLine } from '@roast/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GUEST_CART_KEY, signIn } from '../../../lib/session';
import { cartLine, roast24Seven, roastCaffeineCapital, truffleCake } from '../../../test/catalog';
import { serveApi, type ApiCall } from '../../../test/network';
import { toastsShown, withQueryClient } from '../../../test/render';
import { useCart, useCartActions } from './cart';
import { additionOf } from './cart-lines';

/**
 * The header's badge and the cart page each read the cart; a guest's lines must still reach the
 * server once when the guest signs in.
 */
function renderHeaderAndCartPage() {
  return renderHook(() => ({ badge: useCart(), page: useCart(), actions: useCartActions() }), {
    wrapper: withQueryClient(),
  });
}

type Rendered = ReturnType<typeof renderHeaderAndCartPage>['result'];

const display = { name: truffleCake.name, img: truffleCake.img, price: 1850, preparationTime: 24 };

async function guestAdds(result: Rendered, ...lines: CartLine[]) {
  for (const line of lines) {
    await act(async () => {
      await result.current.actions.add(additionOf(line, line.quantity), display, { quiet: true });
    });
  }
}

const guestLines = [
  cartLine({ quantity: 2, note: 'Happy birthday Asha' }),
  cartLine({ size: '2-kg', isveg: 'EGG', pickupTime: '17:30' }),
];

/** What the server answers once it has the guest's lines: its own prices, with the customer's id. */
const serverLines = [
  cartLine({ userId: 'customer-1', quantity: 3, note: 'Happy birthday Asha', price: 1800, unitPrice: 1800 }),
  cartLine({ userId: 'customer-1', size: '2-kg', isveg: 'EGG', pickupTime: '17:30', price: 3600, unitPrice: 1800 }),
];

const to = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

describe("a guest's lines when they sign in", () => {
  it('go to the server once, and the cart shows its answer', async () => {
    const calls = serveApi({
      'POST /api/cart/merge': {
        body: {
          success: true,
          updatedCart: serverLines,
          message: 'We added the items from before you logged in to your cart.',
          merged: true,
        },
      },
    });
    const { result } = renderHeaderAndCartPage();
    await guestAdds(result, ...guestLines);
    expect(result.current.badge.count).toBe(3);

    act(() => signIn('token-signed-in-here'));
    await waitFor(() => expect(result.current.page).toEqual({ lines: serverLines, status: 'ready', count: 4 }));
    expect(result.current.badge.count).toBe(4);

    expect(to(calls, '/api/cart/merge')).toEqual([
      {
        method: 'POST',
        path: '/api/cart/merge',
        token: 'token-signed-in-here',
        body: {
          lines: guestLines.map((line) => ({
            itemType: line.itemType,
            itemId: line.itemId,
            size: line.size,
            pickupDate: line.pickupDate,
            pickupTime: line.pickupTime,
            note: line.note,
            isveg: line.isveg,
            store: line.store,
            quantity: line.quantity,
          })),
        },
      },
    ]);
    // The server has the lines now; the fresh answer is not fetched again.
    expect(calls).toHaveLength(1);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("keep the customer's saved cart for another outlet, and the server says why", async () => {
    const saved = [cartLine({ userId: 'customer-1', store: roastCaffeineCapital._id })];
    const why =
      'Your saved cart is for Roast Caffeine Capital, so we kept it. The items you added before logging in were for another outlet and were not added.';
    serveApi({ 'POST /api/cart/merge': { body: { success: true, updatedCart: saved, message: why, merged: false } } });
    const { result } = renderHeaderAndCartPage();
    await guestAdds(result, cartLine());

    act(() => signIn('token-with-a-saved-cart'));
    await waitFor(() => expect(result.current.page.lines).toEqual(saved));
    expect(toastsShown()).toEqual([{ role: 'status', message: why }]);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("are dropped when the server refuses them, and the customer's own cart is read again", async () => {
    const own = [cartLine({ userId: 'customer-1', store: roast24Seven._id })];
    const calls = serveApi({
      'POST /api/cart/merge': {
        status: 400,
        body: { success: false, message: 'The pickup time you chose for Belgian Chocolate Truffle has passed.' },
      },
      'POST /api/cart/get': { body: { success: true, cartData: own } },
    });
    const { result } = renderHeaderAndCartPage();
    await guestAdds(result, cartLine());

    act(() => signIn('token-refused-merge'));
    await waitFor(() => expect(result.current.page).toEqual({ lines: own, status: 'ready', count: 1 }));
    expect(toastsShown()).toEqual([
      { role: 'alert', message: 'The pickup time you chose for Belgian Chocolate Truffle has passed.' },
    ]);
    expect(to(calls, '/api/cart/merge')).toHaveLength(1);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('go once from a tab whose session came from another tab, if no tab has sent them yet', async () => {
    const calls = serveApi({
      'POST /api/cart/merge': { body: { success: true, updatedCart: serverLines, message: 'Added.', merged: true } },
    });
    const { result } = renderHeaderAndCartPage();
    await guestAdds(result, ...guestLines);

    window.localStorage.setItem('token', 'token-from-another-tab');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'token',
          newValue: 'token-from-another-tab',
          storageArea: window.localStorage,
        }),
      );
    });

    await waitFor(() => expect(result.current.page).toEqual({ lines: serverLines, status: 'ready', count: 4 }));
    expect(calls.map((call) => `${call.method} ${call.path} ${call.token}`)).toEqual([
      'POST /api/cart/merge token-from-another-tab',
    ]);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('are not sent again when another tab sent them first', async () => {
    const own = [cartLine({ userId: 'customer-1', quantity: 5 })];
    const calls = serveApi({ 'POST /api/cart/get': { body: { success: true, cartData: own } } });
    const { result } = renderHeaderAndCartPage();
    await guestAdds(result, ...guestLines);

    // The other tab signed in, sent the lines and emptied the stored guest cart before this tab
    // heard of the token.
    window.localStorage.removeItem(GUEST_CART_KEY);
    window.localStorage.setItem('token', 'token-from-another-tab');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'token',
          newValue: 'token-from-another-tab',
          storageArea: window.localStorage,
        }),
      );
    });

    await waitFor(() => expect(result.current.page).toEqual({ lines: own, status: 'ready', count: 5 }));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/cart/get']);
  });

  it('are not sent when there are none: the customer reads their own cart', async () => {
    const own = [cartLine({ userId: 'customer-1' })];
    const calls = serveApi({ 'POST /api/cart/get': { body: { success: true, cartData: own } } });
    const { result } = renderHeaderAndCartPage();

    act(() => signIn('token-empty-guest-cart'));
    await waitFor(() => expect(result.current.page.lines).toEqual(own));
    expect(calls.map((call) => call.path)).toEqual(['/api/cart/get']);
  });
});
