import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { staffMembers } from './files';
import { users } from './people';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<'cake' | 'other'>().notNull(),
    itemId: uuid('item_id').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    pickupTime: text('pickup_time').notNull(),
    note: text('note').notNull().default(''),
    vegType: text('veg_type').$type<'EGG' | 'EGGLESS'>(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_lines_user_item_size').on(table.userId, table.itemId, table.size),
    check('cart_lines_quantity', sql`${table.quantity} between 1 and 20`),
    check('cart_lines_item_type', sql`${table.itemType} in ('cake', 'other')`),
  ],
);

/** Orders: unpaid ('Placed') until the payment is verified, then 'Confirmed'. Money in paise. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The pickup reference people read: 'CCX-251125-0042'. */
    reference: text('reference').notNull().unique(),
    /** The customer's account; null for an order taken at the counter or by phone (its customer is below). */
    userId: uuid('user_id').references(() => users.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** Where the order was taken: the store online, or by staff at the counter or on the phone. */
    channel: text('channel').$type<'online' | 'counter' | 'phone'>().notNull().default('online'),
    /** A counter or phone order's customer, as staff wrote them down (online orders use the account). */
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    /** The member of staff who took a counter or phone order. */
    takenBy: uuid('taken_by').references(() => staffMembers.id),
    /** A phone order's payment link, as a hash of its token (the link itself is made again from the id). */
    paymentLinkHash: text('payment_link_hash').unique(),
    status: text('status').notNull().default('Placed'),
    paid: boolean('paid').notNull().default(false),
    itemsTotalPaise: integer('items_total_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    paymentMethod: text('payment_method').notNull().default('ONLINE'),
    provider: text('provider').notNull(),
    /**
     * The provider order the customer pays. Null only while the checkout that made this order is
     * asking the provider for it: the order is stored first, so parallel checkouts of one cart
     * find it and wait for its provider order instead of each making one (decision 34).
     */
    providerOrderId: text('provider_order_id').unique(),
    /** While the provider order is being made: after this, another checkout of the cart may make it. */
    providerOrderLeaseUntil: timestamp('provider_order_lease_until', { withTimezone: true }),
    paymentId: text('payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * What was in the cart, prices included, when the order was made: a checkout of the same cart
     * reuses this unpaid order and its provider order rather than making another.
     */
    cartHash: text('cart_hash'),
    /** When the reconciler last asked the provider about this order. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** The digits the customer shows at the counter to collect the order. */
    pickupCode: text('pickup_code').notNull(),
    /** The order's first pickup (India time): the board sorts by it. */
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    pickupTime: text('pickup_time').notNull(),
    cancelReason: text('cancel_reason'),
    /** What the customer is told of a cancellation (mail, credit note); the reason above stays in the console. */
    cancelMessage: text('cancel_message'),
    /** A cancelled order's refund: 'pending' until the provider has made it, then 'refunded'. */
    refundStatus: text('refund_status').$type<'pending' | 'refunded'>(),
    refundId: text('refund_id'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundError: text('refund_error'),
    refundNextAttemptAt: timestamp('refund_next_attempt_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The order's pickup slots: 'held' from checkout until `holdExpiresAt`, 'kept' once paid,
     * 'released' when the hold lapsed or the order was cancelled (its units given back). Null for
     * orders made before slots had a capacity.
     */
    holdStatus: text('hold_status').$type<'held' | 'kept' | 'released'>(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The board: one outlet's paid orders of some days, by pickup time.
    index('orders_board')
      .on(table.storeId, table.pickupDate, table.pickupTime)
      .where(sql`${table.paid} = true`),
    // Refunds still to make, the most overdue first.
    index('orders_refunds_due')
      .on(table.refundNextAttemptAt)
      .where(sql`${table.refundStatus} = 'pending'`),
    check('orders_pickup_code', sql`${table.pickupCode} ~ '^[0-9]{4}$'`),
    check('orders_refund_status', sql`${table.refundStatus} in ('pending', 'refunded')`),
    // One open checkout per customer and cart: parallel checkouts of one cart share one order.
    uniqueIndex('orders_open_checkout')
      .on(table.userId, table.cartHash)
      .where(sql`${table.paid} = false and ${table.cartHash} is not null`),
    // A customer's orders, newest first, paid ones alone or all of them: one index each, in the
    // page's own order (created_at, then id), so a page is read straight from the index, unsorted.
    index('orders_user_paid_page').on(table.userId, table.paid, table.createdAt, table.id),
    index('orders_user_page').on(table.userId, table.createdAt, table.id),
    // The reconciler's question: which unpaid orders were asked about least recently?
    index('orders_unpaid_checked')
      .on(sql`${table.lastCheckedAt} nulls first`, table.createdAt)
      .where(sql`${table.paid} = false`),
    check('orders_amounts', sql`${table.amountPaise} > 0 and ${table.itemsTotalPaise} > 0`),
    check('orders_channel', sql`${table.channel} in ('online', 'counter', 'phone')`),
    // Every order has a customer: an account, or the name staff wrote down.
    check('orders_customer', sql`${table.userId} is not null or ${table.customerName} is not null`),
    check('orders_hold_status', sql`${table.holdStatus} in ('held', 'kept', 'released')`),
    // Holds to give back, the first to lapse first.
    index('orders_holds_lapsing')
      .on(table.holdExpiresAt)
      .where(sql`${table.holdStatus} = 'held'`),
    // The sales report: paid orders by the time they were paid.
    index('orders_paid_at')
      .on(table.paidAt)
      .where(sql`${table.paid} = true`),
  ],
);

/** The kitchen units taken in each pickup slot of each outlet: paid orders and live holds. */
export const pickupSlotLoads = pgTable(
  'pickup_slot_loads',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.pickupDate, table.slotTime] }),
    check('pickup_slot_loads_taken', sql`${table.taken} >= 0`),
  ],
);

/** The units an order takes in each of its pickup slots (its lines may be picked up at different times). */
export const orderSlotHolds = pgTable(
  'order_slot_holds',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    units: integer('units').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.pickupDate, table.slotTime] }),
    check('order_slot_holds_units', sql`${table.units} > 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<'cake' | 'other'>().notNull(),
    itemId: uuid('item_id').notNull(),
    itemName: text('item_name').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    pickupTime: text('pickup_time').notNull(),
    note: text('note').notNull().default(''),
    vegType: text('veg_type'),
    preparationHours: integer('preparation_hours').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('order_items_order').on(table.orderId)],
);

/**
 * Every state an order has been in: who moved it (the payment, a member of staff, the customer),
 * when, and why when it was cancelled.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actor: text('actor').$type<'payment' | 'staff' | 'customer'>().notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_history_order').on(table.orderId, table.at),
    check('order_history_actor', sql`${table.actor} in ('payment', 'staff', 'customer')`),
  ],
);

/** The next number of each outlet's references, day by day (India time). */
export const orderSequences = pgTable(
  'order_sequences',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    day: text('day').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day] })],
);

/** Webhook deliveries already handled, by the provider's event id: a repeat is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payments that bought nothing: for another amount or currency than their order or booking owed
 * ('mismatch'), or a second payment for something already paid ('second-payment'). They never
 * mark anything paid; each is kept here once, however often it is reported, and given back
 * through the payment port (decision 35) by its one job on the job engine, retried with back-off:
 * 'pending' until the provider has refunded it; 'owner' when the store stopped trying on its own
 * and the owner decides.
 */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    paymentId: text('payment_id').primaryKey(),
    providerOrderId: text('provider_order_id').notNull(),
    /** 'order' or 'booking'. */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    reason: text('reason').$type<'mismatch' | 'second-payment'>().notNull().default('mismatch'),
    expectedPaise: integer('expected_paise').notNull(),
    receivedAmount: integer('received_amount').notNull(),
    receivedCurrency: text('received_currency').notNull(),
    /** Who reported it first and last: the widget, the provider's callback, a webhook, the reconciler. */
    firstSource: text('first_source').notNull(),
    lastSource: text('last_source').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows kept before refunds were made on their own stay the owner's to decide. */
    refundStatus: text('refund_status').$type<'pending' | 'refunded' | 'owner'>().notNull().default('owner'),
    refundId: text('refund_id'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /** The provider's reason the last attempt failed. */
    refundError: text('refund_error'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The owner who asked for the refund with a tap; null when the store made it on its own. */
    refundRequestedBy: uuid('refund_requested_by').references(() => staffMembers.id),
  },
  (table) => [
    check('payment_mismatches_reason', sql`${table.reason} in ('mismatch', 'second-payment')`),
    check('payment_mismatches_refund_status', sql`${table.refundStatus} in ('pending', 'refunded', 'owner')`),
    // The owner's list, newest first.
    index('payment_mismatches_first_seen').on(table.firstSeenAt),
  ],
);

/** The sandbox provider's own record of orders, payments and refunds (it stands in for Razorpay's). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<'captured' | 'failed' | 'refunded'>().notNull(),
    refundId: text('refund_id'),
    /** The idempotency key the refund was asked with: asking again with it answers the same refund. */
    refundKey: text('refund_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payments_order').on(table.orderId)],
);

export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the contact form, kept before their mail is queued so none is lost. */
