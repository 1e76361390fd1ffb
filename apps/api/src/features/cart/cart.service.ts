import {
  fromIndiaSlot,
  cakeUnitPricePaise,
  checkPickup,
  DEFAULT_PREPARATION_HOURS,
  MAX_LINE_QUANTITY,
  paiseToRupees,
  unitsOf,
  type CartAddPayload,
  type CartReschedulePayload,
  type CartLine,
  type ItemType,
  type VegType,
} from '@roast/domain';
import type { Database, Queryable } from '../../db/client';
import type { Capacity, WeighedLine } from '../capacity/capacity.service';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import * as repository from './cart.repository';

/** What the customer asked for, as a line of the cart. */
interface LineRequest {
  itemType: ItemType;
  itemId: string;
  size: string;
  pickupDate: string;
  pickupTime: string;
  note: string;
  isveg?: VegType | null;
  store: string;
}

/** A line the rules accept, priced from the catalog. */
export interface PricedLine {
  values: repository.LineValues;
  name: string;
  image: string;
  unitPricePaise: number;
  preparationHours: number;
  /** The item's kitchen units (null: the default). */
  capacityUnits: number | null;
  /** The item's prices as the catalog has them. */
  itemPrices: { priceMediumPaise: number | null; priceLargePaise: number | null; pricePaise: number | null };
  store: repository.StoreRow;
}

/** A line taken at the counter: what was asked for, and its item priced from today's catalog. */
export interface CounterLine {
  line: repository.LineValues & { quantity: number };
  item: PricedLine;
}

/** A cart line as a checkout orders it: the line, and its item priced from today's catalog. */
export interface CheckoutLine {
  line: repository.CartLineRow;
  item: PricedLine;
}

/** Control characters have no place in a note for the kitchen. */
const cleanNote = (note: string) =>
  [...note]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code === 9 || code === 10 || (code >= 32 && code !== 127);
    })
    .join('')
    .trim();

/**
 * Every rule of a cart line, the server's own: the item exists, is on the menu and not sold out,
 * the outlet sells it, the size exists and is priced from the catalog, the egg choice is one the
 * cake offers, and the pickup is at least the preparation time ahead, in the outlet's hours.
 */
async function priceLine(db: Queryable, request: LineRequest, now: Date): Promise<PricedLine> {
  // Sold out at the outlet counts for pickups before the time it is sold out until (today's, as a rule).
  const pickupAt = fromIndiaSlot({ pickupDate: request.pickupDate, pickupTime: request.pickupTime }) ?? now;
  const { store, item } = await repository.findItemAtStore(
    db,
    request.itemType,
    request.itemId,
    request.store,
    pickupAt < now ? now : pickupAt,
  );
  if (!store) throw badRequest('store_not_chosen');
  const note = cleanNote(request.note);
  const cake = request.itemType === 'cake';
  if (!item || !item.isActive) {
    throw notFound(cake ? 'cake_off_menu' : 'hamper_unavailable');
  }
  if (item.isSold) throw conflict('item_sold_out', { name: item.name });
  if (item.soldOutHere) throw conflict('sold_out_here', { name: item.name, outlet: store.outletName });
  if (!item.soldHere)
    throw conflict(cake ? 'cake_not_made_here' : 'hamper_not_packed_here', {
      name: item.name,
      outlet: store.outletName,
    });
  let unitPricePaise: number | null;
  let vegType: 'EGG' | 'EGGLESS' | null = null;
  if (cake) {
    unitPricePaise = cakeUnitPricePaise(
      { pricePerMediumPaise: item.priceMediumPaise, pricePerLargePaise: item.priceLargePaise ?? 0 },
      request.size,
    );
    if (unitPricePaise === null) throw badRequest('size_not_offered', { name: item.name });
    vegType = vegChoice(item.vegType ?? 'EGG', request.isveg, item.name);
  } else {
    if (request.size !== '0-kg') throw badRequest('hamper_has_no_sizes');
    unitPricePaise = item.pricePaise ?? 0;
  }
  const preparationHours = item.preparationHours ?? DEFAULT_PREPARATION_HOURS;
  checkTime(request, store, preparationHours, now, cake ? 'cake' : 'hamper');
  return {
    values: { ...lineValues(request, store.id, note), vegType },
    name: item.name,
    image: item.image,
    unitPricePaise,
    preparationHours,
    capacityUnits: item.capacityUnits,
    itemPrices: {
      priceMediumPaise: item.priceMediumPaise,
      priceLargePaise: item.priceLargePaise,
      pricePaise: item.pricePaise,
    },
    store,
  };
}

function lineValues(request: LineRequest, storeId: string, note: string): repository.LineValues {
  return {
    itemType: request.itemType,
    itemId: request.itemId,
    size: request.size,
    pickupDate: request.pickupDate,
    pickupTime: request.pickupTime,
    note,
    vegType: null,
    storeId,
  };
}

function vegChoice(offered: VegType, asked: VegType | null | undefined, name: string): 'EGG' | 'EGGLESS' {
  if (offered !== 'Both') {
    if (asked && asked !== offered)
      throw badRequest(offered === 'EGG' ? 'made_with_egg_only' : 'made_eggless_only', { name });
    return offered;
  }
  if (asked === 'Both') throw badRequest('egg_not_chosen', { name });
  return asked ?? 'EGG';
}

function checkTime(
  request: LineRequest,
  store: repository.StoreRow,
  preparationHours: number,
  now: Date,
  itemNoun: 'cake' | 'hamper',
) {
  const check = checkPickup(
    { pickupDate: request.pickupDate, pickupTime: request.pickupTime },
    {
      now,
      preparationHours,
      hours: { open: store.opensAt, close: store.closesAt },
      outletName: store.outletName,
      itemNoun,
      closedDates: store.closedDates,
      takingOrders: store.takingOrders,
      closedReasons: store.closedReasons,
      pausedUntil: store.pausedUntil ? store.pausedUntil.toISOString() : null,
      sameDayCutoff: store.sameDayCutoff,
    },
  );
  if (!check.ok) throw new HttpError(400, check.code, check.params);
}

function assertQuantity(total: number): void {
  if (total > MAX_LINE_QUANTITY) {
    throw badRequest('quantity_over_limit');
  }
}

/** A line as the storefront reads it, priced from today's catalog. */
function toCartLine(userId: string, row: repository.DescribedLine): CartLine {
  const { line, name, image, priceMediumPaise, priceLargePaise, pricePaise, preparationHours, capacityUnits } = row;
  const unitPricePaise =
    line.itemType === 'cake'
      ? cakeUnitPricePaise(
          { pricePerMediumPaise: priceMediumPaise, pricePerLargePaise: priceLargePaise ?? 0 },
          line.size,
        )
      : pricePaise;
  const price = paiseToRupees(unitPricePaise ?? 0);
  return {
    userId,
    itemType: line.itemType,
    itemId: line.itemId,
    price,
    size: line.size,
    pickupDate: line.pickupDate,
    pickupTime: line.pickupTime,
    note: line.note,
    isveg: line.vegType,
    store: line.storeId,
    quantity: line.quantity,
    name,
    img: image,
    unitPrice: price,
    preparationTime: preparationHours ?? DEFAULT_PREPARATION_HOURS,
    units: unitsOf(line, capacityUnits),
  };
}

/** The cart as the storefront reads it, priced from today's catalog. */
async function describeCart(db: Queryable, userId: string): Promise<CartLine[]> {
  return (await repository.describedLines(db, userId)).map((row) => toCartLine(userId, row));
}

/** A described line as pickup capacity weighs it. */
const weigh = ({ line, capacityUnits }: repository.DescribedLine): WeighedLine & { itemId: string } => ({
  itemId: line.itemId,
  itemType: line.itemType,
  size: line.size,
  quantity: line.quantity,
  pickupDate: line.pickupDate,
  pickupTime: line.pickupTime,
  capacityUnits,
});

/** The cart's lines as pickup capacity weighs them. */
async function weighedCart(db: Queryable, userId: string): Promise<(WeighedLine & { itemId: string })[]> {
  return (await repository.describedLines(db, userId)).map(weigh);
}

export interface CartsDependencies {
  db: Database;
  now: () => Date;
  /** Whether a line's pickup slot still has room for it. */
  capacity: Capacity;
}

type AddRequest = Required<Omit<CartAddPayload, 'userId' | 'price' | 'isveg'>> & Pick<CartAddPayload, 'isveg'>;

/** The signed-in customer's cart: every change under a lock on the customer, all or nothing. */
export function createCarts({ db, now, capacity }: CartsDependencies) {
  /** A line's slot must have room for it and the cart's other lines picked up then. */
  async function assertRoom(tx: Queryable, userId: string, priced: PricedLine, quantity: number) {
    const others = (await weighedCart(tx, userId)).filter(
      (line) => !(line.itemId === priced.values.itemId && line.size === priced.values.size),
    );
    await capacity.assertRoom(tx, priced.store, others, {
      ...priced.values,
      quantity,
      capacityUnits: priced.capacityUnits,
    });
  }

  /**
   * Adds to a line (or makes it). The cart is read once, with its items, under the lock; the cart
   * answered is that one with the saved line in it (the lock keeps anything else from changing it).
   */
  async function add(userId: string, request: AddRequest): Promise<CartLine[]> {
    return db.transaction(async (tx) => {
      const lines = await repository.lockedDescribedCart(tx, userId);
      const priced = await priceLine(tx, request, now());
      if (lines.some(({ line }) => line.storeId !== priced.store.id)) throw conflict('cart_other_store');
      const existing = lines.find(({ line }) => line.itemId === request.itemId && line.size === request.size);
      const quantity = (existing?.line.quantity ?? 0) + request.quantity;
      assertQuantity(quantity);
      await capacity.assertRoom(tx, priced.store, lines.filter((row) => row !== existing).map(weigh), {
        ...priced.values,
        quantity,
        capacityUnits: priced.capacityUnits,
      });
      const saved: repository.DescribedLine = {
        line: await repository.addToLine(tx, userId, priced.values, request.quantity),
        name: priced.name,
        image: priced.image,
        priceMediumPaise: priced.itemPrices.priceMediumPaise,
        priceLargePaise: priced.itemPrices.priceLargePaise,
        pricePaise: priced.itemPrices.pricePaise,
        preparationHours: priced.preparationHours,
        capacityUnits: priced.capacityUnits,
      };
      const cart = existing ? lines.map((row) => (row === existing ? saved : row)) : [...lines, saved];
      return cart.map((row) => toCartLine(userId, row));
    });
  }

  /** Moves a line to another pickup, every rule of the line checked again at the new time. */
  async function reschedule(userId: string, request: CartReschedulePayload): Promise<CartLine[]> {
    return db.transaction(async (tx) => {
      const lines = await repository.lockedCart(tx, userId);
      const line = lines.find((l) => l.itemId === request.itemId && l.size === request.size);
      if (!line) throw notFound('cart_line_not_found');
      const priced = await priceLine(
        tx,
        {
          ...line,
          isveg: line.vegType,
          store: line.storeId,
          pickupDate: request.pickupDate,
          pickupTime: request.pickupTime,
        },
        now(),
      );
      await assertRoom(tx, userId, priced, line.quantity);
      await repository.reschedule(tx, line.id, { pickupDate: request.pickupDate, pickupTime: request.pickupTime });
      return describeCart(tx, userId);
    });
  }

  return {
    /** A `userId` in a request must be the customer's own (or absent). */
    assertOwner(userId: string, claimed: string | undefined): void {
      if (claimed !== undefined && claimed !== '' && claimed !== userId) {
        throw forbidden('cart_not_yours');
      }
    },

    get: (userId: string) => describeCart(db, userId),
    reschedule,

    add,

    async remove(userId: string, itemId: string, size: string): Promise<CartLine[]> {
      return db.transaction(async (tx) => {
        const line = (await repository.lockedCart(tx, userId)).find((l) => l.itemId === itemId && l.size === size);
        if (!line) throw notFound('cart_line_not_found');
        if (line.quantity > 1) await repository.setLineQuantity(tx, line.id, line.quantity - 1);
        else await repository.deleteLine(tx, line.id);
        return describeCart(tx, userId);
      });
    },

    async delete(userId: string, itemId: string, size: string): Promise<CartLine[]> {
      return db.transaction(async (tx) => {
        const line = (await repository.lockedCart(tx, userId)).find((l) => l.itemId === itemId && l.size === size);
        if (!line) throw notFound('cart_line_not_found');
        await repository.deleteLine(tx, line.id);
        return describeCart(tx, userId);
      });
    },

    /**
     * A guest cart joining the customer's own when they sign in: same item and size add up; lines
     * for another outlet than the customer's cart leave the customer's cart as it was.
     */
    async merge(
      userId: string,
      requests: AddRequest[],
    ): Promise<{ merged: boolean; message: string; cart: CartLine[] }> {
      return db.transaction(async (tx) => {
        const existing = await repository.lockedCart(tx, userId);
        const guestStores = new Set(requests.map((r) => r.store));
        if (guestStores.size > 1) throw badRequest('cart_mixed_stores');
        const ownStore = existing[0]?.storeId;
        if (requests.length === 0)
          return { merged: true, message: 'Nothing to add.', cart: await describeCart(tx, userId) };
        if (ownStore && !guestStores.has(ownStore)) {
          const own = await repository.findStore(tx, ownStore);
          return {
            merged: false,
            message: `Your saved cart is for ${own?.outletName ?? 'another outlet'}, so we kept it. The items you added before logging in were for another outlet and were not added.`,
            cart: await describeCart(tx, userId),
          };
        }
        const time = now();
        for (const request of requests) {
          const priced = await priceLine(tx, request, time);
          const line = await repository.findLine(tx, userId, request.itemId, request.size);
          assertQuantity((line?.quantity ?? 0) + request.quantity);
          await repository.addToLine(tx, userId, priced.values, request.quantity);
        }
        return {
          merged: true,
          message: 'We added the items from before you logged in to your cart.',
          cart: await describeCart(tx, userId),
        };
      });
    },

    /**
     * The customer's cart as a checkout orders it: every rule checked again and every line priced
     * from the catalog as of `at`.
     */
    async checkoutLines(userId: string, at: Date): Promise<CheckoutLine[]> {
      const lines = await repository.lockedCart(db, userId);
      if (lines.length === 0) throw badRequest('cart_empty');
      if (new Set(lines.map((line) => line.storeId)).size > 1) throw badRequest('cart_mixed_stores');
      const checked: CheckoutLine[] = [];
      for (const line of lines) {
        try {
          const item = await priceLine(db, { ...line, isveg: line.vegType, store: line.storeId }, at);
          checked.push({ line, item });
        } catch (error) {
          if (error instanceof HttpError) {
            throw new HttpError(error.statusCode, 'cart_line_refused', {
              reason: { code: error.code, ...(error.params ? { params: error.params } : {}) },
            });
          }
          throw error;
        }
      }
      return checked;
    },

    /**
     * Lines staff take at the counter for one outlet and pickup, each checked by every rule of a cart
     * line (on the menu, not sold out there, made there, the size, the egg choice, the preparation
     * time and the outlet's hours) and priced from the catalog as of `at`.
     */
    async priceCounterLines(
      tx: Queryable,
      storeId: string,
      pickup: { pickupDate: string; pickupTime: string },
      lines: { itemType: ItemType; itemId: string; size: string; quantity: number; isveg?: VegType; note: string }[],
      at: Date,
    ): Promise<CounterLine[]> {
      const priced: CounterLine[] = [];
      for (const request of lines) {
        const item = await priceLine(tx, { ...request, ...pickup, store: storeId }, at);
        priced.push({ line: { ...item.values, quantity: request.quantity }, item });
      }
      // The same item and size twice is one line of their sum, as in a cart.
      const byKey = new Map<string, CounterLine>();
      for (const each of priced) {
        const key = `${each.line.itemId} ${each.line.size}`;
        const same = byKey.get(key);
        if (same) same.line.quantity += each.line.quantity;
        else byKey.set(key, each);
      }
      for (const each of byKey.values()) assertQuantity(each.line.quantity);
      return [...byKey.values()];
    },

    /** Takes what a paid order bought out of its customer's cart, inside the payment's transaction. */
    removeOrdered: (tx: Queryable, userId: string, orderId: string) => repository.removeOrdered(tx, userId, orderId),
  };
}

export type Carts = ReturnType<typeof createCarts>;
