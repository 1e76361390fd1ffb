import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderItems, orders, stores } from '../../db/schema';

/** India is five and a half hours ahead of UTC all year: a fixed offset, no time-zone database needed. */
const INDIA_OFFSET_SECONDS = 330 * 60;

/** The India date an order was paid on, as 'YYYY-MM-DD', by arithmetic alone (PGlite has no zone data). */
const paidDay = sql<string>`to_char(date '1970-01-01' + floor((extract(epoch from ${orders.paidAt}) + ${sql.raw(
  String(INDIA_OFFSET_SECONDS),
)}) / 86400)::int, 'YYYY-MM-DD')`;

export interface PaidWindow {
  /** The first instant counted, and the first one past the range. */
  start: Date;
  end: Date;
  storeId?: string;
}

const paidIn = ({ start, end, storeId }: PaidWindow): SQL | undefined =>
  and(
    eq(orders.paid, true),
    gte(orders.paidAt, start),
    lt(orders.paidAt, end),
    storeId ? eq(orders.storeId, storeId) : undefined,
  );

const notCancelled = sql`${orders.status} <> 'Cancelled'`;

export async function outlets(db: Queryable) {
  return db
    .select({ id: stores.id, outletName: stores.outletName })
    .from(stores)
    .orderBy(asc(stores.position));
}

/** Each outlet's orders and takings (paise, GST included) on each India day of the window. */
export async function salesPerDay(db: Queryable, window: PaidWindow) {
  const rows = await db
    .select({
      date: paidDay,
      storeId: orders.storeId,
      orders: sql<number>`count(*)::int`,
      paise: sql<number>`coalesce(sum(${orders.amountPaise}), 0)::bigint`,
    })
    .from(orders)
    .where(and(paidIn(window), notCancelled))
    .groupBy(paidDay, orders.storeId);
  return rows.map((row) => ({ ...row, orders: Number(row.orders), paise: Number(row.paise) }));
}

/** Paid orders of the window that were cancelled (and refunded) since. */
export async function cancelledCount(db: Queryable, window: PaidWindow): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(paidIn(window), sql`${orders.status} = 'Cancelled'`));
  return Number(row?.value ?? 0);
}

/** The window's orders and takings (paise, GST included) by how they were paid, the most taken first. */
export async function salesByPaymentMethod(db: Queryable, window: PaidWindow) {
  const paise = sql<number>`coalesce(sum(${orders.amountPaise}), 0)::bigint`;
  const rows = await db
    .select({ method: orders.paymentMethod, orders: sql<number>`count(*)::int`, paise })
    .from(orders)
    .where(and(paidIn(window), notCancelled))
    .groupBy(orders.paymentMethod)
    .orderBy(desc(paise), asc(orders.paymentMethod));
  return rows.map((row) => ({ method: row.method, orders: Number(row.orders), paise: Number(row.paise) }));
}

/** The items sold most, by quantity, with their takings before GST (paise). */
export async function bestSellers(db: Queryable, window: PaidWindow, limit: number) {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const paise = sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPricePaise})::bigint`;
  const rows = await db
    .select({ itemName: orderItems.itemName, quantity, paise })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(paidIn(window), notCancelled))
    .groupBy(orderItems.itemName)
    .orderBy(desc(quantity), desc(paise), asc(orderItems.itemName))
    .limit(limit);
  return rows.map((row) => ({ itemName: row.itemName, quantity: Number(row.quantity), paise: Number(row.paise) }));
}
