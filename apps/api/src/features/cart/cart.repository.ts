import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cakeOutlets, cakes, cartLines, hamperOutlets, hampers, stores, users } from '../../db/schema';

export type CartLineRow = typeof cartLines.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

/**
 * The customer's cart, locked: every change to one customer's cart (and their checkout) waits
 * for the one before it, so two at once cannot mix outlets.
 */
export async function lockedCart(tx: Queryable, userId: string): Promise<CartLineRow[]> {
  const rows = await tx
    .select({ line: cartLines })
    .from(users)
    .leftJoin(cartLines, eq(cartLines.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(cartLines.createdAt, cartLines.id)
    .for('update', { of: users });
  return rows.flatMap((row) => (row.line ? [row.line] : []));
}

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
      }
    | undefined;
}

export async function findItemAtStore(
  db: Queryable,
  itemType: 'cake' | 'other',
  itemId: string,
  storeId: string,
): Promise<ItemAtStore> {
  const isCake = itemType === 'cake';
  const [row] = await db
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
    })
    .from(stores)
    .leftJoin(isCake ? cakes : hampers, eq(isCake ? cakes.id : hampers.id, itemId))
    .where(eq(stores.id, storeId));
  if (!row) return { store: undefined, item: undefined };
  const { store, ...item } = row;
  return { store, item: item.name === null ? undefined : (item as NonNullable<ItemAtStore['item']>) };
}

/** A customer's cart lines with what the cart shows of each item, in one query. */
export function describedLines(db: Queryable, userId: string) {
  return db
    .select({
      line: cartLines,
      name: sql<string>`coalesce(${cakes.name}, ${hampers.name})`,
      image: sql<string>`coalesce(${cakes.image}, ${hampers.image})`,
      priceMediumPaise: cakes.priceMediumPaise,
      priceLargePaise: cakes.priceLargePaise,
      pricePaise: hampers.pricePaise,
      preparationHours: sql<number | null>`coalesce(${cakes.preparationHours}, ${hampers.preparationHours})`,
      capacityUnits: sql<number | null>`coalesce(${cakes.capacityUnits}, ${hampers.capacityUnits})`,
    })
    .from(cartLines)
    .leftJoin(cakes, and(eq(cartLines.itemType, 'cake'), eq(cakes.id, cartLines.itemId)))
    .leftJoin(hampers, and(eq(cartLines.itemType, 'other'), eq(hampers.id, cartLines.itemId)))
    .where(eq(cartLines.userId, userId))
    .orderBy(cartLines.createdAt, cartLines.id);
}

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
  const [line] = await tx
    .insert(cartLines)
    .values({ userId, quantity, ...values })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.itemId, cartLines.size],
      set: {
        quantity: sql`${cartLines.quantity} + ${quantity}`,
        itemType: values.itemType,
        pickupDate: values.pickupDate,
        pickupTime: values.pickupTime,
        note: values.note,
        vegType: values.vegType,
        storeId: values.storeId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return line!;
}

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

/** Removes what an order bought from its customer's cart. */
export async function removeOrdered(tx: Queryable, userId: string, orderId: string) {
  await tx.execute(sql`
    delete from ${cartLines} using order_items
    where order_items.order_id = ${orderId} and ${cartLines.userId} = ${userId}
      and ${cartLines.itemId} = order_items.item_id and ${cartLines.size} = order_items.size`);
}

/** Moves a line to another pickup date and time. */
export async function reschedule(tx: Queryable, lineId: string, pickup: { pickupDate: string; pickupTime: string }) {
  await tx
    .update(cartLines)
    .set({ ...pickup, updatedAt: sql`now()` })
    .where(eq(cartLines.id, lineId));
}
