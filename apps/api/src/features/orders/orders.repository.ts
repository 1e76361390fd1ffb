import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedQuery, preparedSql } from '../../db/prepared';
import type { ReceivedPayment } from '../../payments/completion';
import { orderItems, orders, orderSequences, stores, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The next pickup reference of an outlet for a day: 'CCX-251125-0042'. */
const nextInSequence = preparedQuery('orders_next_reference', (db) =>
  db
    .insert(orderSequences)
    .values({ storeId: sql.placeholder('storeId'), day: sql.placeholder('day'), last: 1 })
    .onConflictDoUpdate({
      target: [orderSequences.storeId, orderSequences.day],
      set: { last: sql`${orderSequences.last} + 1` },
    })
    .returning({ last: orderSequences.last }),
);

export async function nextReference(db: Queryable, store: { id: string; code: string }, day: string): Promise<string> {
  const [row] = await nextInSequence(db, { storeId: store.id, day });
  const compactDay = day.slice(2).replace(/-/g, '');
  return `${store.code}-${compactDay}-${String(row!.last).padStart(4, '0')}`;
}

type NewOrder = Pick<
  typeof orders.$inferInsert,
  | 'reference'
  | 'userId'
  | 'storeId'
  | 'itemsTotalPaise'
  | 'amountPaise'
  | 'provider'
  | 'providerOrderId'
  | 'providerOrderLeaseUntil'
  | 'cartHash'
  | 'pickupCode'
  | 'pickupDate'
  | 'pickupTime'
> &
  Partial<
    Pick<
      typeof orders.$inferInsert,
      'channel' | 'customerName' | 'customerPhone' | 'customerEmail' | 'takenBy' | 'paymentMethod' | 'paymentLinkHash'
    >
  >;
type NewItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'id'>;

const insertOrderAndItems = preparedSql(
  'orders_insert_with_items',
  sql`
    with created as (
      insert into ${orders} (id, reference, user_id, store_id, items_total_paise, amount_paise, provider, provider_order_id,
                             provider_order_lease_until, cart_hash, pickup_code, pickup_date, pickup_time, channel,
                             customer_name, customer_phone, customer_email, taken_by, payment_method, payment_link_hash)
      values (${sql.placeholder('id')}, ${sql.placeholder('reference')}, ${sql.placeholder('userId')},
              ${sql.placeholder('storeId')}, ${sql.placeholder('itemsTotalPaise')}, ${sql.placeholder('amountPaise')},
              ${sql.placeholder('provider')}, ${sql.placeholder('providerOrderId')},
              ${sql.placeholder('providerOrderLeaseUntil')}::timestamptz, ${sql.placeholder('cartHash')},
              ${sql.placeholder('pickupCode')}, ${sql.placeholder('pickupDate')}, ${sql.placeholder('pickupTime')},
              ${sql.placeholder('channel')}, ${sql.placeholder('customerName')}, ${sql.placeholder('customerPhone')},
              ${sql.placeholder('customerEmail')}, ${sql.placeholder('takenBy')}::uuid, ${sql.placeholder('paymentMethod')},
              ${sql.placeholder('paymentLinkHash')})
      returning id
    )
    insert into ${orderItems} (order_id, item_type, item_id, item_name, image, quantity, size, unit_price_paise, store_id,
                               pickup_date, pickup_time, note, veg_type, preparation_hours, position)
    select created.id, x.item_type, x.item_id, x.item_name, x.image, x.quantity, x.size, x.unit_price_paise, x.store_id,
           x.pickup_date, x.pickup_time, x.note, x.veg_type, x.preparation_hours, x.position
    from created, jsonb_to_recordset(${sql.placeholder('items')}::jsonb) as x(
      item_type text, item_id uuid, item_name text, image text, quantity int, size text, unit_price_paise int,
      store_id uuid, pickup_date date, pickup_time text, note text, veg_type text, preparation_hours int, position int)`,
);

/** The order and its items in one statement: both are stored, or neither. */
export async function insertOrder(
  db: Queryable,
  order: NewOrder,
  items: NewItem[],
  id: string = randomUUID(),
): Promise<{ id: string; reference: string }> {
  const rows = items.map((item) => ({
    item_type: item.itemType,
    item_id: item.itemId,
    item_name: item.itemName,
    image: item.image,
    quantity: item.quantity,
    size: item.size,
    unit_price_paise: item.unitPricePaise,
    store_id: item.storeId,
    pickup_date: item.pickupDate,
    pickup_time: item.pickupTime,
    note: item.note ?? '',
    veg_type: item.vegType ?? null,
    preparation_hours: item.preparationHours,
    position: item.position,
  }));
  await insertOrderAndItems(db, {
    id,
    reference: order.reference,
    userId: order.userId,
    storeId: order.storeId,
    itemsTotalPaise: order.itemsTotalPaise,
    amountPaise: order.amountPaise,
    provider: order.provider,
    providerOrderId: order.providerOrderId ?? null,
    providerOrderLeaseUntil: order.providerOrderLeaseUntil?.toISOString() ?? null,
    cartHash: order.cartHash ?? null,
    pickupCode: order.pickupCode,
    pickupDate: order.pickupDate,
    pickupTime: order.pickupTime,
    channel: order.channel ?? 'online',
    customerName: order.customerName ?? null,
    customerPhone: order.customerPhone ?? null,
    customerEmail: order.customerEmail ?? null,
    takenBy: order.takenBy ?? null,
    paymentMethod: order.paymentMethod ?? 'ONLINE',
    paymentLinkHash: order.paymentLinkHash ?? null,
    items: JSON.stringify(rows),
  });
  return { id, reference: order.reference };
}

/**
 * Marks an unpaid order paid when the payment is exactly its amount in rupees; answers nothing
 * otherwise (already paid, not ours, or a payment for another amount). A live hold on its pickup
 * slots becomes kept in the same statement (decision 19); a released one is left for the capacity
 * service to take again.
 */
export async function markOrderPaid(
  db: Queryable,
  providerOrderId: string,
  payment: ReceivedPayment,
): Promise<OrderRow | undefined> {
  if (payment.currency !== 'INR') return undefined;
  const [paid] = await markPaid(db, { providerOrderId, paymentId: payment.id, amount: payment.amount });
  return paid;
}

const markPaid = preparedQuery('orders_mark_paid', (db) =>
  db
    .update(orders)
    .set({
      paid: true,
      status: 'Confirmed',
      paymentId: sql.placeholder('paymentId') as unknown as string,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
      holdStatus: sql`case when ${orders.holdStatus} = 'held' then 'kept' else ${orders.holdStatus} end`,
    })
    .where(
      and(
        eq(orders.providerOrderId, sql.placeholder('providerOrderId')),
        eq(orders.paid, false),
        eq(orders.amountPaise, sql.placeholder('amount')),
      ),
    )
    .returning(),
);

/** A paid order whose slot had gone: cancelled at once, its refund due now. */
export async function cancelForFullSlot(db: Queryable, orderId: string, reason: string, at: Date): Promise<OrderRow> {
  const [order] = await db
    .update(orders)
    .set({
      status: 'Cancelled',
      cancelReason: reason,
      cancelMessage: reason,
      refundStatus: 'pending',
      refundNextAttemptAt: at,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return order!;
}

/** The customer's unpaid order for exactly this cart, if there is one. */
export async function openCheckout(db: Queryable, userId: string, cartHash: string): Promise<OrderRow | undefined> {
  const [order] = await openForCart(db, { userId, cartHash });
  return order;
}

const openForCart = preparedQuery('orders_open_checkout', (db) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.cartHash, sql.placeholder('cartHash')),
        eq(orders.paid, false),
      ),
    ),
);

/** An unpaid order stops standing for its cart (a later checkout makes a new one). */
export async function forgetCart(db: Queryable, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ cartHash: null, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

const attachToOrder = preparedQuery('orders_attach_provider_order', (db) =>
  db
    .update(orders)
    .set({
      providerOrderId: sql.placeholder('providerOrderId') as unknown as string,
      providerOrderLeaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, sql.placeholder('id')), isNull(orders.providerOrderId)))
    .returning({ id: orders.id }),
);

/**
 * Gives a checkout's order the provider order made for it, unless another checkout, which took
 * the order over, has already given it one. Answers whether this one did.
 */
export async function attachProviderOrder(db: Queryable, id: string, providerOrderId: string): Promise<boolean> {
  return (await attachToOrder(db, { id, providerOrderId })).length > 0;
}

/**
 * Takes over an order whose checkout stopped before it had a provider order (its lease ran out:
 * the server went away, or the provider never answered), leasing it to the caller until `leaseUntil`.
 * Of several callers at once, one gets it.
 */
export async function takeOverCheckout(
  db: Queryable,
  id: string,
  at: Date,
  leaseUntil: Date,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .update(orders)
    .set({ providerOrderLeaseUntil: leaseUntil, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), isNull(orders.providerOrderId), lte(orders.providerOrderLeaseUntil, at)))
    .returning();
  return order;
}

/** Locks an order that has no provider order yet, in the caller's transaction. */
export async function lockWithoutProviderOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.providerOrderId)))
    .for('update');
  return order;
}

/** Removes an order nobody could pay (it has no provider order), with its items and hold records. */
export async function deleteOrder(db: Queryable, id: string): Promise<void> {
  await db.delete(orders).where(and(eq(orders.id, id), isNull(orders.providerOrderId)));
}

export async function findById(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

export async function findByProviderOrder(db: Queryable, providerOrderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return order;
}

export async function findOwnOrder(db: Queryable, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** An order's items, in their order. */
export function itemsOf(db: Queryable, orderId: string): Promise<OrderItemRow[]> {
  return itemsOfOne(db, { orderId });
}

const itemsOfOne = preparedQuery('orders_items_of_one', (db) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(orderItems.position),
);

const pageQuery = (paidOnly: boolean) =>
  preparedQuery(paidOnly ? 'orders_page_paid' : 'orders_page_all', (db) =>
    db
      .select({ order: orders, outletName: stores.outletName })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(
        paidOnly
          ? and(eq(orders.userId, sql.placeholder('userId')), eq(orders.paid, true))
          : eq(orders.userId, sql.placeholder('userId')),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
const paidPage = pageQuery(true);
const wholePage = pageQuery(false);

/** A page of a customer's orders, newest first, each with its outlet's name, and the total count. */
export async function pageOfOrders(
  db: Queryable,
  userId: string,
  options: { includeUnpaid: boolean; limit: number; offset: number },
) {
  const found = await (options.includeUnpaid ? wholePage : paidPage)(db, {
    userId,
    limit: options.limit,
    offset: options.offset,
  });
  const rows = found.map(({ order, outletName }) => ({ ...order, outletName }));
  // A short page that is not past the end holds the last of them: the total needs no count.
  if (found.length < options.limit && (found.length > 0 || options.offset === 0)) {
    return { rows, total: options.offset + found.length };
  }
  const where = options.includeUnpaid
    ? eq(orders.userId, userId)
    : and(eq(orders.userId, userId), eq(orders.paid, true));
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function storeNames(db: Queryable, storeIds: string[]): Promise<Map<string, string>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: stores.id, name: stores.outletName })
    .from(stores)
    .where(inArray(stores.id, storeIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The customer of an order taken at the counter or by phone, as staff wrote them down. */
export const counterCustomer = (
  order: Pick<OrderRow, 'customerName' | 'customerEmail' | 'customerPhone'>,
): { id: null; name: string; email: string; phone: string } => ({
  id: null,
  name: order.customerName ?? '',
  email: order.customerEmail ?? '',
  phone: order.customerPhone ?? '',
});

/**
 * The customer and the outlet of an order, for its mails: the account's, or for an order taken at
 * the counter or by phone, the customer staff wrote down (whose email may be '': no mail to them then).
 */
export async function customerAndStore(
  db: Queryable,
  order: Pick<OrderRow, 'userId' | 'storeId' | 'customerName' | 'customerEmail' | 'customerPhone'>,
) {
  const [row] = await peopleOfOrder(db, { userId: order.userId, storeId: order.storeId });
  if (!row) return undefined;
  if (order.userId) return row.customer ? { customer: row.customer, store: row.store } : undefined;
  return { customer: counterCustomer(order), store: row.store };
}

const peopleOfOrder = preparedQuery('orders_customer_and_store', (db) =>
  db
    .select({
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      store: { outletName: stores.outletName, address: stores.address, phone: stores.phone, email: stores.email },
    })
    .from(stores)
    .leftJoin(users, eq(users.id, sql.placeholder('userId')))
    .where(eq(stores.id, sql.placeholder('storeId'))),
);

/**
 * Up to `limit` unpaid orders in the window not asked about since `askedBefore`, the never asked
 * first, then the least recently asked, marked asked at `at` (the reconciler's round, once at a
 * time across servers).
 */
export async function dueUnpaid(
  db: Queryable,
  window: { olderThan: Date; newerThan: Date },
  askedBefore: Date,
  at: Date,
  limit: number,
): Promise<string[]> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paid, false),
        // An order still waiting for its provider order has nothing to ask about.
        isNotNull(orders.providerOrderId),
        lt(orders.createdAt, window.olderThan),
        gt(orders.createdAt, window.newerThan),
        or(isNull(orders.lastCheckedAt), lt(orders.lastCheckedAt, askedBefore)),
      ),
    )
    .orderBy(sql`${orders.lastCheckedAt} nulls first`, orders.createdAt)
    .limit(limit);
  const rows = await db
    .update(orders)
    .set({ lastCheckedAt: at })
    .where(inArray(orders.id, due))
    .returning({ providerOrderId: sql<string>`${orders.providerOrderId}` });
  return rows.map((row) => row.providerOrderId);
}

/**
 * An order taken at the counter and paid there: paid at once, its slots kept. Answers the order, or
 * nothing when it was paid already.
 */
export async function markPaidAtCounter(db: Queryable, id: string, at: Date): Promise<OrderRow | undefined> {
  const [paid] = await db
    .update(orders)
    .set({
      paid: true,
      status: 'Confirmed',
      paidAt: at,
      updatedAt: sql`now()`,
      holdStatus: sql`case when ${orders.holdStatus} = 'held' then 'kept' else ${orders.holdStatus} end`,
    })
    .where(and(eq(orders.id, id), eq(orders.paid, false)))
    .returning();
  return paid;
}

/** The order a payment link's token opens. */
export async function findByPaymentLink(db: Queryable, linkHash: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentLinkHash, linkHash));
  return order;
}
