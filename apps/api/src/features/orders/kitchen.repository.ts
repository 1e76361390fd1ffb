import type { KitchenStatus } from '@roast/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { selectLists, selectRows, type Queryable } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import {
  hampers,
  notificationMessages,
  orderHistory,
  orderItems,
  orders,
  staffMembers,
  stores,
  users,
} from '../../db/schema';
import { customerAndStore, type OrderItemRow, type OrderRow } from './orders.repository';

/** An order as the board reads it: only the columns the board shows, with its customer and outlet. */
export interface BoardRow {
  id: string;
  reference: string;
  status: string;
  pickup_code: string;
  pickup_date: string;
  pickup_time: string;
  store_id: string;
  outlet_name: string;
  amount_paise: number;
  paid_at: Date | string;
  refund_status: 'pending' | 'refunded' | null;
  refund_id: string | null;
  refund_attempts: number;
  refund_error: string | null;
  channel: 'online' | 'counter' | 'phone';
  payment_method: string;
  name: string;
  phone: string;
  email: string;
}

export interface BoardItemRow {
  order_id: string;
  item_name: string;
  item_type: 'cake' | 'other';
  quantity: number;
  size: string;
  veg_type: string | null;
  note: string;
  unit_price_paise: number;
  pickup_date: string;
  pickup_time: string;
  /** A hamper's contents in the catalog (null for a cake, or a hamper no longer there). */
  contents: string[] | null;
}

/** An order's message as the board lists it. */
export interface MessageRow {
  order_id: string;
  channel: 'whatsapp' | 'sms';
  template: string;
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  status_at: string | Date;
}

export interface HistoryRow {
  order_id: string;
  status: string;
  actor: 'payment' | 'staff' | 'customer';
  staff_name: string | null;
  reason: string | null;
  at: Date | string;
}

/** Which paid orders a board shows: one outlet's, from one day to another, in some states. */
export interface BoardFilter {
  storeId: string;
  fromDay: string;
  toDay: string;
  statuses?: KitchenStatus[];
}

/* The board reads hundreds of orders at a time: it asks for the columns it shows and nothing else. */
const ordersWhere = (where: SQL) =>
  sql`select o.id, o.reference, o.status, o.pickup_code, o.pickup_date::text as pickup_date, o.pickup_time,
             o.store_id, st.outlet_name, o.amount_paise, coalesce(o.paid_at, o.updated_at) as paid_at,
             o.refund_status, o.refund_id, o.refund_attempts, o.refund_error, o.channel, o.payment_method,
             coalesce(u.name, o.customer_name) as name, coalesce(u.phone, o.customer_phone, '') as phone,
             coalesce(u.email, o.customer_email, '') as email
      from ${orders} o left join ${users} u on u.id = o.user_id join ${stores} st on st.id = o.store_id
      where ${where}
      order by o.pickup_date, o.pickup_time, o.reference`;

const itemsWhere = (where: SQL) =>
  sql`select i.order_id, i.item_name, i.item_type, i.quantity, i.size, i.veg_type, i.note, i.unit_price_paise,
             i.pickup_date::text as pickup_date, i.pickup_time, h.content as contents
      from ${orderItems} i join ${orders} o on o.id = i.order_id
        left join ${hampers} h on i.item_type = 'other' and h.id = i.item_id
      where ${where}
      order by i.order_id, i.position`;

const historyWhere = (where: SQL) =>
  sql`select h.order_id, h.status, h.actor, s.name as staff_name, h.reason, h.at
      from ${orderHistory} h join ${orders} o on o.id = h.order_id left join ${staffMembers} s on s.id = h.staff_id
      where ${where}
      order by h.at, h.id`;

const messagesWhere = (where: SQL) =>
  sql`select m.order_id, m.channel, m.template, m.status, m.status_at
      from ${notificationMessages} m join ${orders} o on o.id = m.order_id
      where ${where}
      order by m.created_at, m.id`;

/** Some orders with their items, history and messages, each list selected by the same condition. */
async function read(db: Queryable, where: SQL) {
  const lists = await selectLists(db, {
    rows: ordersWhere(where),
    items: itemsWhere(where),
    history: historyWhere(where),
    messages: messagesWhere(where),
  });
  return {
    rows: lists.rows as BoardRow[],
    items: lists.items as BoardItemRow[],
    history: lists.history as HistoryRow[],
    messages: lists.messages as MessageRow[],
  };
}

/** The board's orders with their items and history, by pickup time. */
export function board(db: Queryable, filter: BoardFilter) {
  const statuses = filter.statuses?.length
    ? sql` and o.status in (${sql.join(
        filter.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`
    : sql``;
  return read(
    db,
    sql`o.store_id = ${filter.storeId} and o.paid and o.pickup_date between ${filter.fromDay} and ${filter.toDay}${statuses}`,
  );
}

/** One paid order as the board shows it, with its items and history. */
export async function boardOrder(db: Queryable, orderId: string) {
  const found = await read(db, sql`o.id = ${orderId} and o.paid`);
  return found.rows.length > 0 ? found : undefined;
}

/**
 * The items and history of some orders (a customer's page of orders) in one query: items in their
 * order, history oldest entry first.
 */
export async function itemsAndHistoryOf(
  db: Queryable,
  orderIds: string[],
): Promise<{ items: OrderItemRow[]; history: HistoryRow[] }> {
  if (orderIds.length === 0) return { items: [], history: [] };
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [row] = await selectRows<{ items: string; history: string }>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object(
          'id', i.id, 'orderId', i.order_id, 'itemType', i.item_type, 'itemId', i.item_id, 'itemName', i.item_name,
          'image', i.image, 'quantity', i.quantity, 'size', i.size, 'unitPricePaise', i.unit_price_paise,
          'storeId', i.store_id, 'pickupDate', i.pickup_date, 'pickupTime', i.pickup_time, 'note', i.note,
          'vegType', i.veg_type, 'preparationHours', i.preparation_hours, 'position', i.position)
        order by i.position), '[]')
       from ${orderItems} i where i.order_id in (${ids}))::text as items,
      (select coalesce(json_agg(h), '[]') from (${historyWhere(sql`o.id in (${ids})`)}) h)::text as history`,
  );
  return {
    items: JSON.parse(row!.items) as OrderItemRow[],
    history: JSON.parse(row!.history) as HistoryRow[],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A paid order by its `_id` or its reference, locked until the transaction ends: two moves of one
 * order take turns, and the second sees what the first did.
 */
export async function lockPaidOrder(db: Queryable, idOrReference: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        UUID.test(idOrReference) ? eq(orders.id, idOrReference) : eq(orders.reference, idOrReference.toUpperCase()),
        eq(orders.paid, true),
      ),
    )
    .for('update');
  return order;
}

export async function setStatus(
  db: Queryable,
  orderId: string,
  status: KitchenStatus,
  cancellation?: { reason: string; at: Date; message: string | null; paidAtCounter?: boolean },
): Promise<void> {
  await db
    .update(orders)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(cancellation
        ? {
            cancelReason: cancellation.reason,
            cancelMessage: cancellation.message,
            // Money taken at the counter is handed back there: there is no payment to refund online.
            ...(cancellation.paidAtCounter
              ? { refundStatus: 'refunded' as const, refundedAt: cancellation.at }
              : { refundStatus: 'pending' as const, refundNextAttemptAt: cancellation.at }),
          }
        : {}),
    })
    .where(eq(orders.id, orderId));
}

export async function addHistory(
  db: Queryable,
  entry: {
    orderId: string;
    status: string;
    actor: 'payment' | 'staff' | 'customer';
    staffId?: string | null;
    reason?: string | null;
  },
): Promise<void> {
  await insertHistory(db, { staffId: null, reason: null, ...entry });
}

const insertHistory = preparedQuery('orders_add_history', (db) =>
  db.insert(orderHistory).values({
    orderId: sql.placeholder('orderId') as unknown as string,
    status: sql.placeholder('status') as unknown as string,
    actor: sql.placeholder('actor') as unknown as 'payment',
    staffId: sql.placeholder('staffId') as unknown as string,
    reason: sql.placeholder('reason') as unknown as string,
    // The time of the write, not of the transaction's start: a move that waited for the order's lock
    // is written after the move it waited for, and the history reads in that order.
    at: sql`clock_timestamp()`,
  }),
);

/** The order's items and the people its mails go to. */
export async function mailFacts(db: Queryable, order: OrderRow) {
  const [items, people] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    customerAndStore(db, order),
  ]);
  return { items: items as OrderItemRow[], people };
}

/** A cancelled order whose refund is still to be made. */
export async function pendingRefund(db: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.refundStatus, 'pending')));
  return order;
}

/** The outlet's name and phone, for a refusal that tells the customer whom to call. */
export async function outletOf(db: Queryable, storeId: string) {
  const [store] = await db
    .select({ outletName: stores.outletName, phone: stores.phone })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store;
}

/** Marks the refund made; false when it was marked already. */
export async function refunded(db: Queryable, orderId: string, refundId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      refundStatus: 'refunded',
      refundId,
      refundError: null,
      refundAttempts: sql`${orders.refundAttempts} + 1`,
      refundNextAttemptAt: null,
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.refundStatus, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function refundFailed(db: Queryable, orderId: string, reason: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(orders)
    .set({
      refundError: reason.slice(0, 500),
      refundAttempts: sql`${orders.refundAttempts} + 1`,
      refundNextAttemptAt: nextAttemptAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.refundStatus, 'pending')));
}

/**
 * The order's last history entry, and whether it was made within the last `seconds` by the
 * database's clock (the one that stamped it).
 */
export async function lastMove(db: Queryable, orderId: string, seconds: number) {
  const [row] = await db
    .select({
      status: orderHistory.status,
      actor: orderHistory.actor,
      reason: orderHistory.reason,
      recent: sql<boolean>`${orderHistory.at} > now() - make_interval(secs => ${seconds})`,
    })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(desc(orderHistory.at))
    .limit(1);
  return row;
}
