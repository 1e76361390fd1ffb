import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cakeOutlets, cakes, hamperOutlets, hampers, outletSoldOut, stores } from '../../db/schema';

export type SoldOutRow = typeof outletSoldOut.$inferSelect;

/** An item of a kind, whether it is on the menu, and whether the outlet sells it. */
export async function itemAtOutlet(db: Queryable, kind: 'cakes' | 'offers', itemId: string, storeId: string) {
  const cake = kind === 'cakes';
  const [row] = await db
    .select({
      name: cake ? cakes.name : hampers.name,
      isActive: cake ? cakes.isActive : hampers.isActive,
      outletName: stores.outletName,
      soldHere: cake
        ? sql<boolean>`exists (select 1 from ${cakeOutlets} where ${cakeOutlets.cakeId} = ${itemId} and ${cakeOutlets.storeId} = ${storeId})`
        : sql<boolean>`exists (select 1 from ${hamperOutlets} where ${hamperOutlets.hamperId} = ${itemId} and ${hamperOutlets.storeId} = ${storeId})`,
    })
    .from(stores)
    .innerJoin(cake ? cakes : hampers, eq(cake ? cakes.id : hampers.id, itemId))
    .where(eq(stores.id, storeId));
  return row;
}

export async function upsert(db: Queryable, row: typeof outletSoldOut.$inferInsert): Promise<SoldOutRow> {
  const [saved] = await db
    .insert(outletSoldOut)
    .values(row)
    .onConflictDoUpdate({
      target: [outletSoldOut.storeId, outletSoldOut.kind, outletSoldOut.itemId],
      set: { until: row.until, byName: row.byName, at: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function remove(db: Queryable, storeId: string, kind: 'cakes' | 'offers', itemId: string) {
  const [gone] = await db
    .delete(outletSoldOut)
    .where(and(eq(outletSoldOut.storeId, storeId), eq(outletSoldOut.kind, kind), eq(outletSoldOut.itemId, itemId)))
    .returning();
  return gone;
}

/** What is sold out at these outlets and has not lapsed by `now`. */
export function soldOutAt(db: Queryable, storeIds: string[], now: Date) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(outletSoldOut)
    .where(
      and(inArray(outletSoldOut.storeId, storeIds), sql`${outletSoldOut.until} > ${now.toISOString()}::timestamptz`),
    )
    .orderBy(asc(outletSoldOut.storeId), asc(outletSoldOut.until));
}
