import {
  cakeUnitPricePaise,
  checkPickup,
  DEFAULT_PREPARATION_HOURS,
  MAX_LINE_QUANTITY,
  paiseToRupees,
  type CartLine,
  type ItemType,
  type VegType,
} from '@roast/domain';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import * as repository from './cart.repository';

/** What the customer asked for, as a line of the cart. */
export interface LineRequest {
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
  store: repository.StoreRow;
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
export async function priceLine(db: Queryable, request: LineRequest, now: Date): Promise<PricedLine> {
  const { store, item } = await repository.findItemAtStore(db, request.itemType, request.itemId, request.store);
  if (!store) throw badRequest('Please select a store before proceeding.');
  const note = cleanNote(request.note);
  const cake = request.itemType === 'cake';
  if (!item || !item.isActive) {
    throw notFound(cake ? 'That cake is not on the menu any more.' : 'That hamper is not available any more.');
  }
  if (item.isSold) throw conflict(`${item.name} is sold out for now.`);
  if (!item.soldHere) throw conflict(`${item.name} is not ${cake ? 'made' : 'packed'} at ${store.outletName}.`);
  let unitPricePaise: number | null;
  let vegType: 'EGG' | 'EGGLESS' | null = null;
  if (cake) {
    unitPricePaise = cakeUnitPricePaise(
      { pricePerMediumPaise: item.priceMediumPaise, pricePerLargePaise: item.priceLargePaise ?? 0 },
      request.size,
    );
    if (unitPricePaise === null) throw badRequest(`${item.name} does not come in that size.`);
    vegType = vegChoice(item.vegType ?? 'EGG', request.isveg, item.name);
  } else {
    if (request.size !== '0-kg') throw badRequest("Hampers have no sizes: use '0-kg'.");
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
      throw badRequest(`${name} is made ${offered === 'EGG' ? 'with egg' : 'eggless'} only.`);
    return offered;
  }
  if (asked === 'Both') throw badRequest(`Choose egg or eggless for ${name}.`);
  return asked ?? 'EGG';
}

function checkTime(
  request: LineRequest,
  store: repository.StoreRow,
  preparationHours: number,
  now: Date,
  itemNoun: string,
) {
  const check = checkPickup(
    { pickupDate: request.pickupDate, pickupTime: request.pickupTime },
    {
      now,
      preparationHours,
      hours: { open: store.opensAt, close: store.closesAt },
      outletName: store.outletName,
      itemNoun,
    },
  );
  if (!check.ok) throw badRequest(check.message);
}

export function assertQuantity(total: number): void {
  if (total > MAX_LINE_QUANTITY) {
    throw badRequest(`You can order at most ${MAX_LINE_QUANTITY} of one item at a time.`);
  }
}

export const SAME_STORE = 'Please select items from the same store.';

/** The cart as the storefront reads it, priced from today's catalog. */
export async function describeCart(db: Queryable, userId: string): Promise<CartLine[]> {
  const rows = await repository.describedLines(db, userId);
  return rows.map(({ line, name, image, priceMediumPaise, priceLargePaise, pricePaise, preparationHours }) => {
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
    };
  });
}
