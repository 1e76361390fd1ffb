import { MAX_LINE_QUANTITY, type CartLine } from '@roast/domain';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_KEY } from '../../../lib/session';
import { cartLine, roast24Seven, truffleCake } from '../../../test/catalog';
import { toastsShown, withQueryClient } from '../../../test/render';
import { useCart, useCartActions } from './cart';
import { additionOf } from './cart-lines';
import type { Language } from '../../../i18n';
import { i18nIn } from '../../../test/in-language';
import { GUEST_CART_MS } from './guest-cart';

/** A guest's cart as the header and the cart page see it, and the buttons that change it. */
function renderGuestCart(language?: Language) {
  const Queries = withQueryClient();
  const wrapper = language
    ? ({ children }: { children: ReactNode }) => (
        <I18nextProvider i18n={i18nIn(language)}>
          <Queries>{children}</Queries>
        </I18nextProvider>
      )
    : Queries;
  return renderHook(() => ({ cart: useCart(), actions: useCartActions() }), { wrapper });
}

type Rendered = ReturnType<typeof renderGuestCart>['result'];

async function act$<T>(action: () => Promise<T>): Promise<T> {
  let outcome: T | undefined;
  await act(async () => {
    outcome = await action();
  });
  return outcome as T;
}

const display = { name: truffleCake.name, img: truffleCake.img, price: 1850, preparationTime: 24 };
const add = (result: Rendered, line: CartLine) =>
  act$(() => result.current.actions.add(additionOf(line, line.quantity), display));

const stored = () => JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? 'null') as { lines: CartLine[] } | null;

/** Another tab of the same browser wrote the guest cart (or removed it): this tab hears of it. */
function anotherTabStores(raw: string | null) {
  if (raw === null) window.localStorage.removeItem(GUEST_CART_KEY);
  else window.localStorage.setItem(GUEST_CART_KEY, raw);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: GUEST_CART_KEY, newValue: raw, storageArea: window.localStorage }),
    );
  });
}

describe("a guest's cart through useCart and useCartActions", () => {
  it('starts empty and ready once the browser has read it', () => {
    const { result } = renderGuestCart();
    expect(result.current.cart).toEqual({ lines: [], status: 'ready', count: 0 });
  });

  it('adds a line, keeps it in this browser and says so', async () => {
    const { result } = renderGuestCart();
    expect(await add(result, cartLine({ quantity: 2 }))).toBe(true);
    expect(result.current.cart).toEqual({ lines: [cartLine({ quantity: 2 })], status: 'ready', count: 2 });
    expect(stored()?.lines).toEqual([cartLine({ quantity: 2 })]);
    expect(toastsShown()).toEqual([{ role: 'status', message: 'Item added to cart!' }]);
  });

  it('raises the quantity of the same cake and size, with the pickup chosen last', async () => {
    const { result } = renderGuestCart();
    await add(result, cartLine());
    await add(result, cartLine({ pickupDate: '2026-03-13', pickupTime: '18:45', note: 'Write "Asha"' }));
    expect(result.current.cart.lines).toEqual([
      cartLine({ quantity: 2, pickupDate: '2026-03-13', pickupTime: '18:45', note: 'Write "Asha"' }),
    ]);
    expect(result.current.cart.count).toBe(2);
  });

  it(`refuses more than ${MAX_LINE_QUANTITY} of one line and leaves the cart as it was`, async () => {
    const { result } = renderGuestCart();
    await add(result, cartLine({ quantity: MAX_LINE_QUANTITY }));
    expect(await act$(() => result.current.actions.addOne(cartLine({ quantity: MAX_LINE_QUANTITY })))).toBe(false);
    expect(toastsShown()).toContainEqual({
      role: 'alert',
      message: `You can order at most ${MAX_LINE_QUANTITY} of one item at a time.`,
    });
    expect(result.current.cart.count).toBe(MAX_LINE_QUANTITY);
    expect(stored()?.lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('refuses an item for another outlet', async () => {
    const { result } = renderGuestCart();
    await add(result, cartLine());
    expect(await add(result, cartLine({ size: '2-kg', store: roast24Seven._id }))).toBe(false);
    expect(toastsShown()).toContainEqual({ role: 'alert', message: 'Please select items from the same store.' });
    expect(result.current.cart.lines).toEqual([cartLine()]);
  });

  it('says a broken rule in Hindi to a Hindi reader', async () => {
    const hindi = renderGuestCart('hi');
    await add(hindi.result, cartLine());
    expect(await add(hindi.result, cartLine({ size: '2-kg', store: roast24Seven._id }))).toBe(false);
    expect(toastsShown()).toContainEqual({ role: 'alert', message: 'कृपया एक ही स्टोर की चीज़ें चुनें।' });
  });

  it('says a broken rule in Kannada to a Kannada reader', async () => {
    const kannada = renderGuestCart('kn');
    await add(kannada.result, cartLine({ quantity: MAX_LINE_QUANTITY }));
    expect(await act$(() => kannada.result.current.actions.addOne(cartLine({ quantity: MAX_LINE_QUANTITY })))).toBe(
      false,
    );
    expect(toastsShown()).toContainEqual({
      role: 'alert',
      message: `ಒಂದು ಬಾರಿಗೆ ಒಂದು ವಸ್ತುವನ್ನು ಗರಿಷ್ಠ ${MAX_LINE_QUANTITY} ಆರ್ಡರ್ ಮಾಡಬಹುದು.`,
    });
    expect(await act$(() => kannada.result.current.actions.deleteLine(cartLine({ size: '3-kg' })))).toBe(false);
    expect(toastsShown()).toContainEqual({ role: 'alert', message: 'ಈ ವಸ್ತು ಕಾರ್ಟ್‌ನಲ್ಲಿ ಇಲ್ಲ!' });
  });

  it('takes one away with minus, and minus at one removes the line', async () => {
    const { result } = renderGuestCart();
    await add(result, cartLine({ quantity: 2 }));
    expect(await act$(() => result.current.actions.removeOne(cartLine()))).toBe(true);
    expect(result.current.cart.lines).toEqual([cartLine({ quantity: 1 })]);

    expect(await act$(() => result.current.actions.removeOne(cartLine()))).toBe(true);
    expect(result.current.cart).toEqual({ lines: [], status: 'ready', count: 0 });
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(toastsShown().at(-1)).toEqual({ role: 'status', message: 'Item removed from cart!' });
  });

  it('adds one more with plus, for the same pickup', async () => {
    const { result } = renderGuestCart();
    await add(result, cartLine({ note: 'No nuts' }));
    expect(await act$(() => result.current.actions.addOne(result.current.cart.lines[0] ?? cartLine()))).toBe(true);
    expect(result.current.cart.lines).toEqual([cartLine({ quantity: 2, note: 'No nuts' })]);
  });

  it('deletes a whole line, leaving the others', async () => {
    const { result } = renderGuestCart();
    await add(result, cartLine({ quantity: 3 }));
    await add(result, cartLine({ size: '2-kg' }));
    expect(await act$(() => result.current.actions.deleteLine(cartLine()))).toBe(true);
    expect(result.current.cart.lines).toEqual([cartLine({ size: '2-kg' })]);
    expect(stored()?.lines).toEqual([cartLine({ size: '2-kg' })]);
  });
});

describe('the guest cart in every tab', () => {
  it("shows another tab's change, and its emptying", () => {
    const { result } = renderGuestCart();
    const lines = [cartLine({ quantity: 4 })];
    anotherTabStores(JSON.stringify({ expiresAt: Date.now() + GUEST_CART_MS, lines }));
    expect(result.current.cart).toEqual({ lines, status: 'ready', count: 4 });

    anotherTabStores(null);
    expect(result.current.cart).toEqual({ lines: [], status: 'ready', count: 0 });
  });

  it.each([
    ['an expired cart', JSON.stringify({ expiresAt: Date.now() - 1, lines: [cartLine()] })],
    ['an unreadable cart', '{"lines": [{'],
  ])('reads %s as empty and clears it', async (_case, raw) => {
    const { result } = renderGuestCart();
    await add(result, cartLine());
    anotherTabStores(raw);
    expect(result.current.cart).toEqual({ lines: [], status: 'ready', count: 0 });
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('a page opened later', () => {
  /** A reload: the app's modules start afresh and read what this browser stored. */
  async function reload() {
    vi.resetModules();
    const cart = await import('./cart');
    return renderHook(() => cart.useCart(), { wrapper: withQueryClient() });
  }

  it('shows the lines stored within the hour', async () => {
    const lines = [cartLine({ quantity: 2 })];
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ expiresAt: Date.now() + 60_000, lines }));
    const { result } = await reload();
    expect(result.current).toEqual({ lines, status: 'ready', count: 2 });
  });

  it.each([
    ['an expired cart', JSON.stringify({ expiresAt: Date.now() - 1, lines: [cartLine()] })],
    ['an unreadable cart', 'cake'],
  ])('reads %s as empty and clears it', async (_case, raw) => {
    window.localStorage.setItem(GUEST_CART_KEY, raw);
    const { result } = await reload();
    expect(result.current).toEqual({ lines: [], status: 'ready', count: 0 });
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('the hour of an open page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts again with every change, and empties the cart when it is up', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    vi.setSystemTime(Date.UTC(2026, 2, 10, 4, 30));
    const { result } = renderGuestCart();
    await add(result, cartLine());

    act(() => vi.advanceTimersByTime(50 * 60_000));
    expect(await act$(() => result.current.actions.addOne(cartLine()))).toBe(true);
    act(() => vi.advanceTimersByTime(50 * 60_000));
    expect(result.current.cart.count).toBe(2);
    expect(stored()?.lines).toEqual([cartLine({ quantity: 2 })]);

    act(() => vi.advanceTimersByTime(11 * 60_000));
    expect(result.current.cart).toEqual({ lines: [], status: 'ready', count: 0 });
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});
