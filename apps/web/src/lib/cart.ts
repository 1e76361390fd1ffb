import type { CartLine, ItemType } from '@roast/domain';
import { useEffect } from 'react';
import { ApiError, postJson } from './api';
import { forgetSession, GUEST_CART_KEY, sessionToken, useSessionToken } from './session';
import { createStore } from './store';
import { toast } from './toast';

/**
 * The cart for everyone: a guest's lines live in session storage for an hour, a customer's on the
 * server. Both answer to the same calls, and the header's badge reads the same store. Only types
 * come from @roast/domain here: this module loads with every page, and the schemas do not need to.
 */
export type { CartLine };

/** The spec's add payload: one item in one size, for pickup at one outlet. */
export interface CartAddition {
  itemType: ItemType;
  itemId: string;
  size: string;
  pickupDate: string;
  pickupTime: string;
  note: string;
  /** The egg choice of a cake; null for everything else. */
  isveg: 'EGG' | 'EGGLESS' | null;
  store: string;
  quantity: number;
}

/** What a guest's line shows until the server prices it at login. */
export interface LineDisplay {
  name: string;
  img: string;
  /** Rupees for one. */
  price: number;
  preparationTime: number;
}

export type CartStatus = 'loading' | 'ready' | 'error';
interface CartState {
  lines: CartLine[];
  status: CartStatus;
}

export const SAME_STORE = 'Please select items from the same store.';
const GUEST_CART_MS = 60 * 60_000;
// The server's MAX_LINE_QUANTITY; importing it would bring the cart schemas (and zod) into every page.
const MAX_LINE_QUANTITY = 20;
const REMOVED = 'Item removed from cart!';

const LOADING: CartState = { lines: [], status: 'loading' };
const cart = createStore<CartState>(LOADING, LOADING);

interface StoredGuestCart {
  expiresAt: number;
  lines: CartLine[];
}

/** The guest cart in this tab; an expired, missing or unreadable one is cleared and reads as empty. */
function readGuestCart(): CartLine[] {
  try {
    const raw = window.sessionStorage.getItem(GUEST_CART_KEY);
    if (!raw) return [];
    const stored = JSON.parse(raw) as Partial<StoredGuestCart>;
    if (typeof stored.expiresAt === 'number' && stored.expiresAt > Date.now() && Array.isArray(stored.lines)) {
      return stored.lines;
    }
  } catch {
    // unreadable: treated as expired
  }
  clearGuestCart();
  return [];
}

function writeGuestCart(lines: CartLine[]): void {
  if (lines.length === 0) return clearGuestCart();
  const stored: StoredGuestCart = { expiresAt: Date.now() + GUEST_CART_MS, lines };
  try {
    window.sessionStorage.setItem(GUEST_CART_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the guest cart lasts as long as the page.
  }
}

function clearGuestCart(): void {
  try {
    window.sessionStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // nothing stored
  }
}

const sameLine = (line: Pick<CartLine, 'itemId' | 'size'>, other: Pick<CartLine, 'itemId' | 'size'>) =>
  line.itemId === other.itemId && line.size === other.size;

/** A line as the add (and merge) calls take it: prices are the server's business. */
function addBody(line: CartAddition) {
  return {
    itemType: line.itemType,
    itemId: line.itemId,
    size: line.size,
    pickupDate: line.pickupDate,
    pickupTime: line.pickupTime,
    note: line.note,
    ...(line.isveg ? { isveg: line.isveg } : {}),
    store: line.store,
    quantity: line.quantity,
  };
}

const additionOf = (line: CartLine, quantity: number): CartAddition => ({
  itemType: line.itemType,
  itemId: line.itemId,
  size: line.size,
  pickupDate: line.pickupDate,
  pickupTime: line.pickupTime,
  note: line.note,
  isveg: line.isveg === 'EGG' || line.isveg === 'EGGLESS' ? line.isveg : null,
  store: line.store,
  quantity,
});

interface UpdatedCart {
  updatedCart: CartLine[];
  message: string;
}

const setLines = (lines: CartLine[]) => cart.set({ lines, status: 'ready' });

/** The token the cart was last loaded for: undefined until the browser has loaded it once. */
let loadedFor: string | null | undefined;
let generation = 0;

/**
 * Loads the cart for whoever is signed in now. A guest's lines join the customer's cart as soon as
 * there is a token (a sign-up or login from this tab), all at once or not at all.
 */
async function load(token: string | null): Promise<void> {
  if (token === loadedFor) return;
  loadedFor = token;
  const run = ++generation;
  if (!token) return setLines(readGuestCart());
  cart.set((state) => ({ ...state, status: 'loading' }));
  try {
    const lines = await serverCart(token);
    if (run === generation) setLines(lines);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) forgetSession();
    if (run === generation) cart.set({ lines: [], status: 'error' });
  }
}

async function serverCart(token: string): Promise<CartLine[]> {
  const guest = readGuestCart();
  if (guest.length > 0) {
    try {
      const merged = await postJson<UpdatedCart & { merged: boolean }>(
        '/api/cart/merge',
        { lines: guest.map((line) => addBody(additionOf(line, line.quantity))) },
        token,
      );
      clearGuestCart();
      if (!merged.merged) toast.info(merged.message);
      return merged.updatedCart;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) throw error;
      // The server refused the guest lines (a pickup time that has passed, say); it said why.
      clearGuestCart();
      toast.error(error.serverMessage ?? 'Failed to add item to cart!');
    }
  }
  return (await postJson<{ cartData: CartLine[] }>('/api/cart/get', {}, token)).cartData;
}

/** The cart as the server has it now (after a payment took the ordered lines out, say). */
export async function refreshCart(): Promise<void> {
  loadedFor = undefined;
  await load(sessionToken());
}

/** Whether the cart (as this tab knows it) already holds items for another outlet. */
export function conflictsWithCart(store: string): boolean {
  return cart.get().lines.some((line) => line.store !== store);
}

/**
 * Adds an item: same item and size raise the quantity and take the new pickup, note, egg choice
 * and outlet. Says how it went in a toast; resolves to whether the item went in.
 */
export async function addToCart(
  addition: CartAddition,
  display: LineDisplay,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<boolean> {
  const token = sessionToken();
  if (!token) {
    const lines = readGuestCart();
    if (lines.some((line) => line.store !== addition.store)) {
      toast.error(SAME_STORE);
      return false;
    }
    const existing = lines.find((line) => sameLine(line, addition));
    const quantity = (existing?.quantity ?? 0) + addition.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      toast.error(`You can order at most ${MAX_LINE_QUANTITY} of one item at a time.`);
      return false;
    }
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
    writeGuestCart(next);
    setLines(next);
    if (!quiet) toast.success('Item added to cart!');
    return true;
  }

  if (conflictsWithCart(addition.store)) {
    toast.error(SAME_STORE);
    return false;
  }
  try {
    const answer = await postJson<UpdatedCart>('/api/cart/add', addBody(addition), token);
    setLines(answer.updatedCart);
    if (!quiet) toast.success('Item added to cart successfully!');
    return true;
  } catch (error) {
    toast.error(
      error instanceof ApiError ? (error.serverMessage ?? 'Failed to add item to cart!') : 'Error adding item to cart!',
    );
    return false;
  }
}

/** One more of a line that is already in the cart, for the same pickup. */
export const addOne = (line: CartLine) => addToCart(additionOf(line, 1), line, { quiet: true });

/** One fewer; the line goes when it was the last one. */
export async function removeOne(line: Pick<CartLine, 'itemId' | 'itemType' | 'size'>): Promise<boolean> {
  const token = sessionToken();
  if (!token) {
    const lines = readGuestCart();
    const existing = lines.find((item) => sameLine(item, line));
    if (!existing) {
      toast.error('Item not found in cart!');
      setLines(lines);
      return false;
    }
    const next =
      existing.quantity > 1
        ? lines.map((item) => (item === existing ? { ...item, quantity: item.quantity - 1 } : item))
        : lines.filter((item) => item !== existing);
    writeGuestCart(next);
    setLines(next);
    if (existing.quantity <= 1) toast.success(REMOVED);
    return true;
  }
  return change(token, '/api/cart/remove', { itemId: line.itemId, itemType: line.itemType, size: line.size }, line);
}

/** The whole line goes. */
export async function deleteLine(line: Pick<CartLine, 'itemId' | 'itemType' | 'size'>): Promise<boolean> {
  const token = sessionToken();
  if (!token) {
    const lines = readGuestCart();
    if (!lines.some((item) => sameLine(item, line))) {
      toast.error('Item not found in cart!');
      setLines(lines);
      return false;
    }
    const next = lines.filter((item) => !sameLine(item, line));
    writeGuestCart(next);
    setLines(next);
    toast.success(REMOVED);
    return true;
  }
  return change(token, '/api/cart/delete', { itemId: line.itemId, size: line.size }, line);
}

async function change(
  token: string,
  url: string,
  body: object,
  line: Pick<CartLine, 'itemId' | 'size'>,
): Promise<boolean> {
  try {
    const answer = await postJson<UpdatedCart>(url, body, token);
    setLines(answer.updatedCart);
    if (!answer.updatedCart.some((item) => sameLine(item, line))) toast.success(REMOVED);
    return true;
  } catch (error) {
    toast.error(
      error instanceof ApiError
        ? (error.serverMessage ?? 'Failed to remove item from cart!')
        : 'Error removing item from cart!',
    );
    return false;
  }
}

/** The cart, its total quantity and its loading state; the same empty cart on the server. */
export function useCart() {
  const token = useSessionToken();
  const { lines, status } = cart.use();
  useEffect(() => {
    // The live token, not the hydration render's (which is always signed out).
    void load(sessionToken());
  }, [token]);
  return { lines, status, count: lines.reduce((sum, line) => sum + line.quantity, 0) };
}
