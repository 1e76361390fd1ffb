import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { stores } from '../../db/schema';

/**
 * The outlets' rows. This feature is the only one that writes them (hours, closed days, pickup
 * capacity, the pause, tax details); the others read them through the
 * read interface `outlets.service.ts` exports.
 */
export type OutletRow = typeof stores.$inferSelect;

/** Every outlet, in menu order. */
export function listOutlets(db: Queryable): Promise<OutletRow[]> {
  return db.select().from(stores).orderBy(asc(stores.position));
}

export async function findOutlet(db: Queryable, storeId: string): Promise<OutletRow | undefined> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

/** Outlets by their names (a cake's `storeSelect`). */
export async function outletsNamed(db: Queryable, names: string[]): Promise<{ id: string; outletName: string }[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: stores.id, outletName: stores.outletName })
    .from(stores)
    .where(inArray(stores.outletName, names));
}

/** An outlet's row, locked until the transaction ends: two changes of it take turns. */
export async function lockOutlet(tx: Queryable, storeId: string): Promise<OutletRow | undefined> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
  return store;
}

export async function updateOutlet(
  tx: Queryable,
  storeId: string,
  values: Partial<typeof stores.$inferInsert>,
): Promise<OutletRow | undefined> {
  const [store] = await tx.update(stores).set(values).where(eq(stores.id, storeId)).returning();
  return store;
}

/** Outlets whose kitchen WhatsApp number sent "STOP": no more new-order messages to it. */
export async function stopKitchenWhatsApp(tx: Queryable, number: string): Promise<void> {
  await tx
    .update(stores)
    .set({ kitchenWhatsappOptedInAt: null, kitchenWhatsappOptedInBy: null, kitchenWhatsappWording: null })
    .where(and(eq(stores.kitchenWhatsapp, number), isNotNull(stores.kitchenWhatsappOptedInAt)));
}
