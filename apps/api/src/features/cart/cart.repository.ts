import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedQuery, preparedSql } from '../../db/prepared';
import { cakeOutlets, cakes, cartLines, hamperOutlets, hampers, outletSoldOut, stores, users } from '../../db/schema';

export type CartLineRow = typeof cartLines.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

/**
 * The customer's cart, locked: every change to one customer's cart (and their checkout) waits
 * for the one before it, so two at once cannot mix outlets.
 */
export async function lockedCart(tx: Queryable, userId: string): Promise<CartLineRow[]> {
  const rows = await lockCart(tx, { userId });
  return rows.flatMap((row) => (row.line ? [row.line] : []));
}

const lockCart = preparedQuery('cart_locked', (db) =>
  db
    .select({ line: cartLines })
    .from(users)
    .leftJoin(cartLines, eq(cartLines.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(cartLines.createdAt, cartLines.id)
    .for('update', { of: users }),
);

export async function findStore(db: Queryable, storeId: string): Promise<StoreRow | undefined> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

/**
 * What a cart line needs to know of its item and outlet, in one query: the item (a cake or a
 * hamper), whether the outlet makes it, and the outlet itself.
 */
export interface ItemAtStore {
  store: StoreRow | undefined;
  item:
    | {
        name: string;
        image: string;
        isActive: boolean;
        isSold: boolean;
        preparationHours: number | null;
        capacityUnits: number | null;
        priceMediumPaise: number | null;
        priceLargePaise: number | null;
        pricePaise: number | null;
        vegType: 'EGG' | 'EGGLESS' | 'Both' | null;
        soldHere: boolean;
        /** Sold out at this outlet for now (until a time a member of the outlet set). */
        soldOutHere: boolean;
      }
    | undefined;
}

const itemAtStore = (isCake: boolean) =>
  preparedQuery(isCake ? 'cart_cake_at_store' : 'cart_hamper_at_store', (db) => {
    const itemId = sql.placeholder('itemId');
    const storeId = sql.placeholder('storeId');
    return db
      .select({
        store: stores,
        name: isCake ? cakes.name : hampers.name,
        image: isCake ? cakes.image : hampers.image,
        isActive: isCake ? cakes.isActive : hampers.isActive,
        isSold: isCake ? cakes.isSold : hampers.isSold,
        preparationHours: isCake ? cakes.preparationHours : hampers.preparationHours,
        capacityUnits: isCake ? cakes.capacityUnits : hampers.capacityUnits,
        priceMediumPaise: isCake ? cakes.priceMediumPaise : sql<number | null>`null`,
        priceLargePaise: isCake ? cakes.priceLargePaise : sql<number | null>`null`,
        pricePaise: isCake ? sql<number | null>`null` : hampers.pricePaise,
        vegType: isCake ? cakes.vegType : sql<null>`null`,
        soldHere: isCake
          ? sql<boolean>`exists (select 1 from ${cakeOutlets} where ${cakeOutlets.cakeId} = ${itemId} and ${cakeOutlets.storeId} = ${storeId})`
          : sql<boolean>`exists (select 1 from ${hamperOutlets} where ${hamperOutlets.hamperId} = ${itemId} and ${hamperOutlets.storeId} = ${storeId})`,
        soldOutHere: sql<boolean>`exists (select 1 from ${outletSoldOut} where ${outletSoldOut.storeId} = ${storeId}
          and ${outletSoldOut.kind} = ${isCake ? 'cakes' : 'offers'} and ${outletSoldOut.itemId} = ${itemId}
          and ${outletSoldOut.until} > ${sql.placeholder('now')}::timestamptz)`,
      })
      .from(stores)
      .leftJoin(isCake ? cakes : hampers, eq(isCake ? cakes.id : hampers.id, itemId))
      .where(eq(stores.id, storeId));
  });
const cakeAtStore = itemAtStore(true);
const hamperAtStore = itemAtStore(false);

export async function findItemAtStore(
  db: Queryable,
  itemType: 'cake' | 'other',
  itemId: string,
  storeId: string,
  /** The line's pickup: the item is sold out here if it is until after then. */
  pickupAt: Date,
): Promise<ItemAtStore> {
  const [row] = await (itemType === 'cake' ? cakeAtStore : hamperAtStore)(db, {
    itemId,
    storeId,
    now: pickupAt.toISOString(),
  });
  if (!row) return { store: undefined, item: undefined };
  const { store, ...item } = row;
  return { store, item: item.name === null ? undefined : (item as NonNullable<ItemAtStore['item']>) };
}

/** What the cart shows of each line's item, beside the line. */
const described = {
  line: cartLines,
  name: sql<string>`coalesce(${cakes.name}, ${hampers.name})`,
  image: sql<string>`coalesce(${cakes.image}, ${hampers.image})`,
  priceMediumPaise: cakes.priceMediumPaise,
  priceLargePaise: cakes.priceLargePaise,
  pricePaise: hampers.pricePaise,
  preparationHours: sql<number | null>`coalesce(${cakes.preparationHours}, ${hampers.preparationHours})`,
  capacityUnits: sql<number | null>`coalesce(${cakes.capacityUnits}, ${hampers.capacityUnits})`,
};

export interface DescribedLine {
  line: CartLineRow;
  name: string;
  image: string;
  priceMediumPaise: number | null;
  priceLargePaise: number | null;
  pricePaise: number | null;
  preparationHours: number | null;
  capacityUnits: number | null;
}

/** A customer's cart lines with what the cart shows of each item, in one query. */
export function describedLines(db: Queryable, userId: string): Promise<DescribedLine[]> {
  return db
    .select(described)
    .from(cartLines)
    .leftJoin(cakes, and(eq(cartLines.itemType, 'cake'), eq(cakes.id, cartLines.itemId)))
    .leftJoin(hampers, and(eq(cartLines.itemType, 'other'), eq(hampers.id, cartLines.itemId)))
    .where(eq(cartLines.userId, userId))
    .orderBy(cartLines.createdAt, cartLines.id);
}

/** The customer's cart as `describedLines` reads it, locked as `lockedCart` locks it, in one query. */
export async function lockedDescribedCart(tx: Queryable, userId: string): Promise<DescribedLine[]> {
  const rows = await lockDescribedCart(tx, { userId });
  return rows.flatMap((row) => (row.line ? [row as DescribedLine] : []));
}

const lockDescribedCart = preparedQuery('cart_locked_described', (db) =>
  db
    .select(described)
    .from(users)
    .leftJoin(cartLines, eq(cartLines.userId, users.id))
    .leftJoin(cakes, and(eq(cartLines.itemType, 'cake'), eq(cakes.id, cartLines.itemId)))
    .leftJoin(hampers, and(eq(cartLines.itemType, 'other'), eq(hampers.id, cartLines.itemId)))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(cartLines.createdAt, cartLines.id)
    .for('update', { of: users }),
);

export interface LineValues {
  itemType: 'cake' | 'other';
  itemId: string;
  size: string;
  pickupDate: string;
  pickupTime: string;
  note: string;
  vegType: 'EGG' | 'EGGLESS' | null;
  storeId: string;
}

/** Adds to the line of this item and size (or makes it), taking the new pickup, note, choice and outlet. */
export async function addToLine(
  tx: Queryable,
  userId: string,
  values: LineValues,
  quantity: number,
): Promise<CartLineRow> {
  const [line] = await upsertLine(tx, { userId, quantity, ...values });
  return line!;
}

const upsertLine = preparedQuery('cart_add_to_line', (db) => {
  const value = <T>(name: keyof LineValues | 'userId' | 'quantity') => sql.placeholder(name) as unknown as T;
  return db
    .insert(cartLines)
    .values({
      userId: value('userId'),
      quantity: value('quantity'),
      itemType: value('itemType'),
      itemId: value('itemId'),
      size: value('size'),
      pickupDate: value('pickupDate'),
      pickupTime: value('pickupTime'),
      note: value('note'),
      vegType: value('vegType'),
      storeId: value('storeId'),
    })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.itemId, cartLines.size],
      set: {
        quantity: sql`${cartLines.quantity} + excluded.quantity`,
        itemType: sql`excluded.item_type`,
        pickupDate: sql`excluded.pickup_date`,
        pickupTime: sql`excluded.pickup_time`,
        note: sql`excluded.note`,
        vegType: sql`excluded.veg_type`,
        storeId: sql`excluded.store_id`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
});

export async function findLine(tx: Queryable, userId: string, itemId: string, size: string) {
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.itemId, itemId), eq(cartLines.size, size)));
  return line;
}

export async function setLineQuantity(tx: Queryable, lineId: string, quantity: number) {
  await tx
    .update(cartLines)
    .set({ quantity, updatedAt: sql`now()` })
    .where(eq(cartLines.id, lineId));
}

export async function deleteLine(tx: Queryable, lineId: string) {
  await tx.delete(cartLines).where(eq(cartLines.id, lineId));
}

/** Removes the lines an order bought, as they were ordered, from its customer's cart (one changed since stays). */
export async function removeOrdered(tx: Queryable, userId: string, orderId: string) {
  await deleteOrdered(tx, { userId, orderId });
}

const deleteOrdered = preparedSql(
  'cart_remove_ordered',
  sql`
    delete from ${cartLines} using order_items
    where order_items.order_id = ${sql.placeholder('orderId')} and ${cartLines.userId} = ${sql.placeholder('userId')}
      and ${cartLines.itemId} = order_items.item_id and ${cartLines.size} = order_items.size
      and ${cartLines.quantity} = order_items.quantity and ${cartLines.pickupDate} = order_items.pickup_date
      and ${cartLines.pickupTime} = order_items.pickup_time and ${cartLines.note} = order_items.note`,
);

/** Moves a line to another pickup date and time. */
export async function reschedule(tx: Queryable, lineId: string, pickup: { pickupDate: string; pickupTime: string }) {
  await tx
    .update(cartLines)
    .set({ ...pickup, updatedAt: sql`now()` })
    .where(eq(cartLines.id, lineId));
}
