import { MAX_LINE_QUANTITY } from '@roast/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_KEY } from '../../../lib/session';
import { cartLine, roast24Seven, roastCcx, truffleCake } from '../../../test/catalog';
import type { CartAddition, LineDisplay } from './cart-lines';
import {
  addGuestLine,
  deleteGuestLine,
  GUEST_CART_MS,
  parseGuestCart,
  removeGuestOne,
  saveGuestCart,
} from './guest-cart';

const display: LineDisplay = { name: truffleCake.name, img: truffleCake.img, price: 1850, preparationTime: 24 };

const addition = (change: Partial<CartAddition> = {}): CartAddition => ({
  itemType: 'cake',
  itemId: truffleCake._id,
  size: '1-kg',
  pickupDate: '2026-03-12',
  pickupTime: '11:00',
  note: '',
  isveg: 'EGGLESS',
  store: roastCcx._id,
  quantity: 1,
  ...change,
});

describe('adding to a guest cart', () => {
  it('adds a new line with what the cake page shows', () => {
    const result = addGuestLine([], addition({ quantity: 2, note: 'Happy birthday' }), display);
    expect(result).toEqual({
      ok: true,
      removed: false,
      lines: [cartLine({ quantity: 2, note: 'Happy birthday' })],
    });
  });

  it('raises the quantity of the same item and size, taking the new pickup and note', () => {
    const first = cartLine({ quantity: 2 });
    const result = addGuestLine(
      [first],
      addition({ pickupDate: '2026-03-14', pickupTime: '17:30', note: 'Candles please', quantity: 3 }),
      display,
    );
    expect(result).toEqual({
      ok: true,
      removed: false,
      lines: [cartLine({ quantity: 5, pickupDate: '2026-03-14', pickupTime: '17:30', note: 'Candles please' })],
    });
  });

  it('keeps another size of the same cake as a line of its own', () => {
    const result = addGuestLine([cartLine()], addition({ size: '2-kg' }), display);
    expect(result.ok && result.lines.map((line) => [line.size, line.quantity])).toEqual([
      ['1-kg', 1],
      ['2-kg', 1],
    ]);
  });

  it(`allows up to ${MAX_LINE_QUANTITY} of one line and refuses one more`, () => {
    const full = addGuestLine([cartLine({ quantity: MAX_LINE_QUANTITY - 1 })], addition(), display);
    expect(full.ok && full.lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addGuestLine([cartLine({ quantity: MAX_LINE_QUANTITY })], addition(), display)).toEqual({
      ok: false,
      code: 'quantity_over_limit',
    });
  });

  it('refuses an item for another outlet than the lines already there', () => {
    expect(addGuestLine([cartLine()], addition({ store: roast24Seven._id, size: '2-kg' }), display)).toEqual({
      ok: false,
      code: 'cart_other_store',
    });
  });
});

describe('taking from a guest cart', () => {
  it('takes one away, and the line goes with its last one', () => {
    const other = cartLine({ size: '2-kg', quantity: 1 });
    expect(removeGuestOne([cartLine({ quantity: 2 }), other], cartLine())).toEqual({
      ok: true,
      removed: false,
      lines: [cartLine({ quantity: 1 }), other],
    });
    expect(removeGuestOne([cartLine({ quantity: 1 }), other], cartLine())).toEqual({
      ok: true,
      removed: true,
      lines: [other],
    });
  });

  it('deletes a whole line whatever its quantity', () => {
    const other = cartLine({ size: '2-kg' });
    expect(deleteGuestLine([cartLine({ quantity: 7 }), other], cartLine())).toEqual({
      ok: true,
      removed: true,
      lines: [other],
    });
  });

  it('says so when the line is not in the cart', () => {
    expect(removeGuestOne([cartLine()], cartLine({ size: '3-kg' }))).toEqual({
      ok: false,
      code: 'cart_line_not_found',
    });
    expect(deleteGuestLine([], cartLine())).toEqual({ ok: false, code: 'cart_line_not_found' });
  });
});

describe('the stored guest cart', () => {
  const now = Date.UTC(2026, 2, 10, 4, 30);
  const stored = (value: unknown) => JSON.stringify(value);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads lines that are within their hour', () => {
    const lines = [cartLine()];
    expect(parseGuestCart(stored({ expiresAt: now + 1, lines }), now)).toEqual({ expiresAt: now + 1, lines });
  });

  it.each([
    ['nothing stored', null],
    ['an hour that is up', stored({ expiresAt: now, lines: [cartLine()] })],
    ['an hour long past', stored({ expiresAt: now - GUEST_CART_MS, lines: [cartLine()] })],
    ['text that is not JSON', '{"expiresAt": 17'],
    ['no expiry', stored({ lines: [cartLine()] })],
    ['lines that are not a list', stored({ expiresAt: now + 1, lines: 'cake' })],
  ])('reads %s as no cart', (_case, raw) => {
    expect(parseGuestCart(raw, now)).toBeNull();
  });

  it('keeps the lines for an hour from each change, and no lines means nothing stored', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    saveGuestCart([cartLine()]);
    expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? 'null')).toEqual({
      expiresAt: now + GUEST_CART_MS,
      lines: [cartLine()],
    });

    vi.setSystemTime(now + 45 * 60_000);
    saveGuestCart([cartLine({ quantity: 2 })]);
    const raw = window.localStorage.getItem(GUEST_CART_KEY);
    expect(parseGuestCart(raw, now + GUEST_CART_MS + 1)?.lines).toEqual([cartLine({ quantity: 2 })]);
    expect(parseGuestCart(raw, now + 45 * 60_000 + GUEST_CART_MS)).toBeNull();

    saveGuestCart([]);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});
