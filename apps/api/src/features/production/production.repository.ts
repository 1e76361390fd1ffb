import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cakes, hampers, orderItems, orders } from '../../db/schema';

/**
 * One outlet's lines for pickup on a day, of paid orders not cancelled, summed by item, size and egg
 * choice, with the units each item takes now (a cake's per kilogram, a hamper's per piece).
 */
export function productionOf(db: Queryable, storeId: string, date: string) {
  return db
    .select({
      itemType: orderItems.itemType,
      itemId: orderItems.itemId,
      itemName: sql<string>`min(${orderItems.itemName})`,
      size: orderItems.size,
      vegType: orderItems.vegType,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      capacityUnits: sql<number | null>`min(coalesce(${cakes.capacityUnits}, ${hampers.capacityUnits}))`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(cakes, and(eq(orderItems.itemType, 'cake'), eq(cakes.id, orderItems.itemId)))
    .leftJoin(hampers, and(eq(orderItems.itemType, 'other'), eq(hampers.id, orderItems.itemId)))
    .where(
      and(
        eq(orderItems.storeId, storeId),
        eq(orderItems.pickupDate, date),
        eq(orders.paid, true),
        sql`${orders.status} <> 'Cancelled'`,
      ),
    )
    .groupBy(orderItems.itemType, orderItems.itemId, orderItems.size, orderItems.vegType);
}
