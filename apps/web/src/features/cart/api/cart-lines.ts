import type { CartLine, ItemType } from '@roast/domain';

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

/** A line is one item in one size (the spec's key). */
export const sameLine = (line: Pick<CartLine, 'itemId' | 'size'>, other: Pick<CartLine, 'itemId' | 'size'>) =>
  line.itemId === other.itemId && line.size === other.size;

/** A line as the add (and merge) calls take it: prices are the server's business. */
export function addBody(line: CartAddition) {
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

/** A line of the cart, as an addition of `quantity` more of it for the same pickup. */
export const additionOf = (line: CartLine, quantity: number): CartAddition => ({
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
