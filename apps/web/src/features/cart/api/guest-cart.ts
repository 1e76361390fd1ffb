import { MAX_LINE_QUANTITY, type CartLine, type RefusalCode } from '@roast/domain';
import { GUEST_CART_KEY } from '../../../lib/session';
import { createStore } from '../../../lib/store';
import type { CartAddition, LineDisplay } from './cart-lines';
import { sameLine } from './cart-lines';

/**
 * A guest's cart: kept in local storage for an hour after its last change, so it survives a reload
 * and a new tab, and followed by every open tab (a change in one shows in all). The rules are pure
 * functions of the lines, so the server cart and the tests use the same ones.
 */
export const GUEST_CART_MS = 60 * 60_000;

interface StoredGuestCart {
  expiresAt: number;
  lines: CartLine[];
}

/** The rules a guest's change can break: the same refusals the server cart answers. */
export type GuestRule = Extract<RefusalCode, 'cart_other_store' | 'quantity_over_limit' | 'cart_line_not_found'>;

/** A change made, or the rule it broke (the page says it in the customer's language). */
export type GuestChange = { ok: true; lines: CartLine[]; removed: boolean } | { ok: false; code: GuestRule };

/** Adds an item: the same item and size raise the quantity and take the new pickup, note and outlet. */
export function addGuestLine(lines: CartLine[], addition: CartAddition, display: LineDisplay): GuestChange {
  if (lines.some((line) => line.store !== addition.store)) return { ok: false, code: 'cart_other_store' };
  const existing = lines.find((line) => sameLine(line, addition));
  const quantity = (existing?.quantity ?? 0) + addition.quantity;
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'quantity_over_limit' };
  const line: CartLine = {
    userId: '',
    ...addition,
    quantity,
    name: display.name,
    img: display.img,
    price: display.price,
    unitPrice: display.price,
    preparationTime: display.preparationTime,
  };
  const next = existing ? lines.map((item) => (sameLine(item, addition) ? line : item)) : [...lines, line];
  return { ok: true, lines: next, removed: false };
}

/** One fewer; the line goes when it was the last one. */
export function removeGuestOne(lines: CartLine[], target: Pick<CartLine, 'itemId' | 'size'>): GuestChange {
  const existing = lines.find((line) => sameLine(line, target));
  if (!existing) return { ok: false, code: 'cart_line_not_found' };
  if (existing.quantity > 1) {
    return {
      ok: true,
      lines: lines.map((line) => (line === existing ? { ...line, quantity: line.quantity - 1 } : line)),
      removed: false,
    };
  }
  return { ok: true, lines: lines.filter((line) => line !== existing), removed: true };
}

/** The whole line goes. */
export function deleteGuestLine(lines: CartLine[], target: Pick<CartLine, 'itemId' | 'size'>): GuestChange {
  if (!lines.some((line) => sameLine(line, target))) return { ok: false, code: 'cart_line_not_found' };
  return { ok: true, lines: lines.filter((line) => !sameLine(line, target)), removed: true };
}

/** A line moves to another pickup date and time; everything else of it stays. */
export function moveGuestLine(
  lines: CartLine[],
  target: Pick<CartLine, 'itemId' | 'size'>,
  pickup: Pick<CartLine, 'pickupDate' | 'pickupTime'>,
): GuestChange {
  if (!lines.some((line) => sameLine(line, target))) return { ok: false, code: 'cart_line_not_found' };
  return {
    ok: true,
    lines: lines.map((line) =>
      sameLine(line, target) ? { ...line, pickupDate: pickup.pickupDate, pickupTime: pickup.pickupTime } : line,
    ),
    removed: false,
  };
}

/** The stored lines, when they are there, readable and not past their hour; else none. */
export function parseGuestCart(raw: string | null, now: number): { lines: CartLine[]; expiresAt: number } | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredGuestCart>;
    if (typeof stored.expiresAt === 'number' && stored.expiresAt > now && Array.isArray(stored.lines)) {
      return { lines: stored.lines, expiresAt: stored.expiresAt };
    }
  } catch {
    // unreadable: treated as expired
  }
  return null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads the guest cart; an expired, missing or unreadable one is cleared and reads as empty. */
function read(): CartLine[] {
  const raw = storage()?.getItem(GUEST_CART_KEY) ?? null;
  const stored = parseGuestCart(raw, Date.now());
  if (!stored && raw !== null) storage()?.removeItem(GUEST_CART_KEY);
  scheduleExpiry(stored?.expiresAt);
  return stored?.lines ?? [];
}

/** null until the browser has read it: the server, and the first render, know no guest cart. */
const guestCart = createStore<CartLine[] | null>(null, null);

let expiryTimer: ReturnType<typeof setTimeout> | undefined;
/** An open page empties the cart when its hour is up, as a reload would. */
function scheduleExpiry(expiresAt: number | undefined) {
  if (expiryTimer) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (expiresAt === undefined || typeof window === 'undefined') return;
  expiryTimer = setTimeout(() => guestCart.set(read()), Math.max(0, expiresAt - Date.now()) + 50);
}

/** Stores the lines (and their hour starts again); no lines, no stored cart. */
export function saveGuestCart(lines: CartLine[]): void {
  const store = storage();
  try {
    if (lines.length === 0) {
      store?.removeItem(GUEST_CART_KEY);
      scheduleExpiry(undefined);
    } else {
      const expiresAt = Date.now() + GUEST_CART_MS;
      store?.setItem(GUEST_CART_KEY, JSON.stringify({ expiresAt, lines } satisfies StoredGuestCart));
      scheduleExpiry(expiresAt);
    }
  } catch {
    // Without storage the guest cart lasts as long as the page.
  }
  guestCart.set(lines);
}

/** The guest cart as storage holds it this moment (another tab may have changed it). */
export function readStoredGuestLines(): CartLine[] {
  const lines = read();
  guestCart.set(lines);
  return lines;
}

/** The guest cart as this tab knows it now (read from storage the first time). */
export function guestLines(): CartLine[] {
  const known = guestCart.get();
  if (known !== null) return known;
  const lines = read();
  guestCart.set(lines);
  return lines;
}

let following = false;
/** Every tab follows the stored cart: another tab's change arrives as a storage event. */
export function followGuestCart(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_CART_KEY || event.key === null) guestCart.set(read());
  });
  guestCart.set(read());
}

export const useGuestLines = guestCart.use;
