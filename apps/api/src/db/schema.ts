import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one schema of the store, PostgreSQL dialect, shared by PGlite and PostgreSQL.
 * Money is integer paise. Catalog rows keep a `position` so lists come back in menu order.
 */

/** A catalog item's texts in Kannada ('kn') and Hindi ('hi'), field by field, as the owner wrote them. */
export type CatalogTranslations = Partial<Record<'kn' | 'hi', Record<string, string | string[]>>>;

export const stores = pgTable('stores', {
  id: uuid('id').primaryKey(),
  outletName: text('outlet_name').notNull().unique(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  locality: text('locality').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  mapUrl: text('map_url').notNull(),
  mapEmbedUrl: text('map_embed_url').notNull(),
  pagePath: text('page_path').notNull().unique(),
  image: text('image').notNull(),
  deliveryLinks: jsonb('delivery_links').$type<{ name: string; url: string }[]>().notNull(),
  gallery: jsonb('gallery').$type<string[]>().notNull(),
  opensAt: text('opens_at').notNull(),
  closesAt: text('closes_at').notNull(),
  /** Days the outlet is shut ('YYYY-MM-DD', India time): no pickup on them. */
  closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
  /** Off, the outlet takes no online orders (its page still shows). */
  takingOrders: boolean('taking_orders').notNull().default(true),
  /** Why a closed date is closed ('Diwali'), by date. */
  closedReasons: jsonb('closed_reasons').$type<Record<string, string>>().notNull().default({}),
  /** Pickup capacity: the day in slots of this many minutes from opening, each taking this many kitchen units. */
  slotMinutes: integer('slot_minutes').notNull().default(15),
  slotCapacity: integer('slot_capacity').notNull().default(20),
  /** 'HH:mm' (India): no more pickups today once this time has passed. */
  sameDayCutoff: text('same_day_cutoff'),
  /** 'Busy': no online orders until then. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  /** On the tax invoice: the business's registered name, GSTIN and 14-digit FSSAI licence. */
  legalName: text('legal_name').notNull().default(''),
  gstin: text('gstin').notNull().default(''),
  fssaiLicence: text('fssai_licence').notNull().default(''),
  /** Where the outlet is, for maps and search (decimal degrees). */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Kannada and Hindi texts the owner wrote for this item, by field; English where missing. */
  translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
  position: integer('position').notNull(),
});

export const cakeCategories = pgTable('cake_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const cakes = pgTable(
  'cakes',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => cakeCategories.id),
    smalldesc: text('smalldesc').notNull(),
    description: text('description').notNull(),
    content: jsonb('content').$type<string[]>().notNull(),
    priceMediumPaise: integer('price_medium_paise'),
    priceLargePaise: integer('price_large_paise').notNull(),
    weightMedium: text('weight_medium'),
    weightLarge: text('weight_large').notNull(),
    portions: text('portions').notNull(),
    preparationHours: integer('preparation_hours'),
    bestSeller: boolean('best_seller').notNull().default(false),
    eggless: boolean('eggless').notNull().default(false),
    sugarFree: boolean('sugar_free').notNull().default(false),
    glutenFree: boolean('gluten_free').notNull().default(false),
    vegType: text('veg_type').$type<'EGG' | 'EGGLESS' | 'Both'>().notNull(),
    isSold: boolean('is_sold').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    image: text('image').notNull(),
    /** What the photo shows, for people who cannot see it. */
    imageAlt: text('image_alt'),
    /** Kitchen units per kilogram (null: 1). */
    capacityUnits: integer('capacity_units'),
    /** Kannada and Hindi texts the owner wrote for this item, by field; English where missing. */
    translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
    position: integer('position').notNull(),
  },
  (table) => [
    check('cakes_veg_type', sql`${table.vegType} in ('EGG', 'EGGLESS', 'Both')`),
    check('cakes_prices', sql`${table.priceLargePaise} > 0 and coalesce(${table.priceMediumPaise}, 1) > 0`),
  ],
);

export const cakeOutlets = pgTable(
  'cake_outlets',
  {
    cakeId: uuid('cake_id')
      .notNull()
      .references(() => cakes.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.cakeId, table.storeId] })],
);

export const hampers = pgTable(
  'hampers',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    smalldesc: text('smalldesc').notNull(),
    pricePaise: integer('price_paise').notNull(),
    content: jsonb('content').$type<string[]>().notNull(),
    terms: jsonb('terms').$type<string[]>().notNull(),
    preparationHours: integer('preparation_hours'),
    isSold: boolean('is_sold').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    seasonal: boolean('seasonal').notNull().default(false),
    image: text('image').notNull(),
    imageAlt: text('image_alt'),
    /** Kitchen units per hamper (null: 1). */
    capacityUnits: integer('capacity_units'),
    /** Kannada and Hindi texts the owner wrote for this item, by field; English where missing. */
    translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
    position: integer('position').notNull(),
  },
  (table) => [check('hampers_price', sql`${table.pricePaise} > 0`)],
);

export const hamperOutlets = pgTable(
  'hamper_outlets',
  {
    hamperId: uuid('hamper_id')
      .notNull()
      .references(() => hampers.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.hamperId, table.storeId] })],
);

const sessionColumns = () => ({
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  imageAlt: text('image_alt'),
  date: date('date', { mode: 'string' }).notNull(),
  time: text('time').notNull(),
  venue: text('venue').notNull(),
  pricePaise: integer('price_paise').notNull(),
  slots: integer('slots').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  description: jsonb('description').$type<string[]>().notNull(),
  expectations: jsonb('expectations').$type<string[]>().notNull(),
  terms: jsonb('terms').$type<string[]>().notNull(),
  /** Kannada and Hindi texts the owner wrote for this item, by field; English where missing. */
  translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
  position: integer('position').notNull(),
});

export const events = pgTable('events', sessionColumns(), (table) => [
  check('events_slots_not_negative', sql`${table.slots} >= 0`),
  check('events_price', sql`${table.pricePaise} > 0`),
]);

export const workshops = pgTable('workshops', sessionColumns(), (table) => [
  check('workshops_slots_not_negative', sql`${table.slots} >= 0`),
  check('workshops_price', sql`${table.pricePaise} > 0`),
]);

export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey(),
  headline: text('headline').notNull(),
  description: text('description').notNull(),
  viewMoreLink: text('view_more_link').notNull(),
  source: text('source').notNull(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  logo: text('logo').notNull(),
  image: text('image').notNull(),
  imageAlt: text('image_alt'),
  isActive: boolean('is_active').notNull().default(true),
  /** Kannada and Hindi texts the owner wrote for this item, by field; English where missing. */
  translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
});

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  jobtype: text('jobtype').notNull(),
  location: text('location').notNull(),
  image: text('image'),
  imageAlt: text('image_alt'),
  isActive: boolean('is_active').notNull().default(true),
  jobdescription: jsonb('jobdescription').$type<string[]>().notNull(),
  qualifications: jsonb('qualifications').$type<string[]>().notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
  expectations: jsonb('expectations').$type<string[]>().notNull(),
  terms: jsonb('terms').$type<string[]>().notNull(),
  linkedinUrl: text('linkedin_url').notNull(),
  /** Kannada and Hindi texts the owner wrote for this item, by field; English where missing. */
  translations: jsonb('translations').$type<CatalogTranslations>().notNull().default({}),
  position: integer('position').notNull(),
});

/** Customers. Emails are kept lowercased, so they are unique without regard to case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by a password reset; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the customer proved the email is theirs (a mailed confirmation or reset link). Until then
     * only what the account itself booked is theirs: guest bookings made with the address join it
     * once it is proved (decision 33). Accounts made before the links existed start unproved.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the customer erased their account: name, email and phone are gone, the login with them. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

/**
 * Customers' sessions: each token names one (its `jti`). Logging out revokes it, so the token stops
 * working on the server, not only in the browser that held it.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('user_sessions_user').on(table.userId)],
);

/** Password reset links: only a hash of the token is kept, and each works once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

/**
 * Links mailed to confirm a customer's email address: only a hash of the token is kept. A link
 * proves the address it was sent to, once, until it expires; a spent or lapsed one is kept a while
 * so that following it again can say what happened to it.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to: it proves that one, not whatever the account holds later. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_verifications_user').on(table.userId),
    index('email_verifications_expiry').on(table.expiresAt),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** A file kept in the database (`stored_files`), which every server can read. */
  fileId?: string;
  /** A file under DATA_DIR (messages queued before files moved to the database). */
  path?: string;
}

/**
 * Every message the store sends, queued here first so a slow or absent mail server never slows a
 * request; a worker delivers them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('mail_outbox_status', sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`)],
);

/**
 * Signed-in customers' carts: one line per item and size. All lines of a cart are for one outlet;
 * the service keeps it so (it locks the customer's row for every change).
 */
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
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
 * through the payment port (decision 35): 'pending' until the provider has refunded it, retried
 * with back-off; 'owner' when the store stopped trying on its own and the owner decides.
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
    /** The next attempt of a pending refund (or the end of the lease of the server making it). */
    refundNextAttemptAt: timestamp('refund_next_attempt_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The owner who asked for the refund with a tap; null when the store made it on its own. */
    refundRequestedBy: uuid('refund_requested_by').references(() => staffMembers.id),
  },
  (table) => [
    check('payment_mismatches_reason', sql`${table.reason} in ('mismatch', 'second-payment')`),
    check('payment_mismatches_refund_status', sql`${table.refundStatus} in ('pending', 'refunded', 'owner')`),
    // Refunds still to make, the most overdue first.
    index('payment_mismatches_refunds_due')
      .on(table.refundNextAttemptAt)
      .where(sql`${table.refundStatus} = 'pending'`),
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
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Absent only when the message came in the older shape (subject and text). */
    phone: text('phone'),
    subject: text('subject').notNull(),
    preferredMethod: text('preferred_method').$type<'Email' | 'Phone'>(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a member of staff answered it, and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => staffMembers.id),
  },
  (table) => [
    index('contact_messages_created').on(table.createdAt),
    check('contact_messages_preferred_method', sql`${table.preferredMethod} in ('Email', 'Phone')`),
  ],
);

/** Applications to open jobs. The resume, if any, is a stored file, never served to the public. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject'),
    /** The resume's bytes, in the database where every server can read them. */
    resumeFileId: uuid('resume_file_id').references(() => storedFiles.id),
    /** A resume kept under DATA_DIR/resumes by an earlier version of the store. */
    resumeFile: text('resume_file'),
    resumeOriginalName: text('resume_original_name'),
    resumeMime: text('resume_mime'),
    resumeSize: integer('resume_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_applications_job_created').on(table.jobId, table.createdAt),
    check('job_applications_resume_size', sql`${table.resumeSize} is null or ${table.resumeSize} > 0`),
  ],
);

/**
 * Event bookings and workshop enrollments. Places are taken from the event or workshop when the
 * booking is created ('held'); a hold unpaid by `hold_expires_at` gives them back ('expired').
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reference people read: 'EVT-261125-7K3Q9D'. */
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ['event', 'workshop'] }).notNull(),
    eventId: uuid('event_id').references(() => events.id),
    workshopId: uuid('workshop_id').references(() => workshops.id),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The address the hold was asked from, to cap the unpaid places one client can hold. */
    ip: text('ip'),
    slots: integer('slots').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['held', 'paid', 'expired', 'refunded'] })
      .notNull()
      .default('held'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').unique(),
    paymentId: text('payment_id').unique(),
    refundId: text('refund_id'),
    /** A refund being made is leased to one server until then; after that, any may try again. */
    refundLeaseUntil: timestamp('refund_lease_until', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the reconciler last asked the provider about this booking's order. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** When the guest came in at the door, and who let them in. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The attendees of one event or workshop, in the order they booked.
    index('bookings_event_created').on(table.eventId, table.createdAt),
    index('bookings_workshop_created').on(table.workshopId, table.createdAt),
    check(
      'bookings_kind',
      sql`(${table.kind} = 'event' and ${table.eventId} is not null and ${table.workshopId} is null)
        or (${table.kind} = 'workshop' and ${table.workshopId} is not null and ${table.eventId} is null and ${table.userId} is not null)`,
    ),
    check('bookings_slots', sql`${table.slots} > 0`),
    check('bookings_amount', sql`${table.amountPaise} > 0`),
    check('bookings_status', sql`${table.status} in ('held', 'paid', 'expired', 'refunded')`),
    // The reconciler's question: which unpaid bookings were asked about least recently?
    index('bookings_unpaid_checked')
      .on(sql`${table.lastCheckedAt} nulls first`, table.createdAt)
      .where(sql`${table.status} in ('held', 'expired') and ${table.providerOrderId} is not null`),
    // The sweeper's question: which holds have lapsed?
    index('bookings_held_expiry')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'held'`),
    // A customer's enrollments, newest first.
    index('bookings_user_created').on(table.userId, table.createdAt),
    // One live enrollment (a hold or a paid place) per customer and workshop, however many
    // requests race for it.
    uniqueIndex('bookings_one_live_enrollment')
      .on(table.userId, table.workshopId)
      .where(sql`${table.kind} = 'workshop' and ${table.status} in ('held', 'paid')`),
    // The event bookings made with a customer's (verified) email, for My Account, the export and the erase.
    index('bookings_event_by_email')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.kind} = 'event'`),
    // The unpaid places one email or one address holds.
    index('bookings_held_by_email')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'held'`),
    index('bookings_held_by_ip')
      .on(table.ip)
      .where(sql`${table.status} = 'held'`),
  ],
);

/**
 * The cafe's staff: not customers, with their own sessions. An owner works at every outlet; a
 * member of staff at the outlets in `staff_outlets`. No password until they accept their invitation.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<'owner' | 'staff'>().notNull(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_members_role', sql`${table.role} in ('owner', 'staff')`),
    check('staff_members_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export const staffOutlets = pgTable(
  'staff_outlets',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.storeId] })],
);

/** A signed-in console: the cookie holds a random token, the table only its hash. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** One-time links to set a password: an invitation, or a new link the owner sends. Hashes only. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => staffMembers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_invitations_staff').on(table.staffId)],
);

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files a person sent (resumes), kept in the database so that every server can read them. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytes('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Photos uploaded from the console, each rendered width and format a row of its own, kept in the
 * database so that every server can serve them (a server's disk is its own). Names are new for
 * every upload, so a name's bytes never change and browsers keep them for a year.
 */
export const catalogImages = pgTable(
  'catalog_images',
  {
    /** The file name under /images/: 'u-7k3q9d2xw4-800.webp'. */
    name: text('name').primaryKey(),
    base: text('base').notNull(),
    format: text('format').$type<'avif' | 'webp'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytes('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('catalog_images_base').on(table.base),
    check('catalog_images_format', sql`${table.format} in ('avif', 'webp')`),
  ],
);

/**
 * Every change to the catalog and the outlets: who, when, and each changed field before and after.
 * Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    staffName: text('staff_name').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    action: text('action').$type<'created' | 'updated' | 'deactivated'>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('audit_log_item').on(table.kind, table.itemId, table.at),
    index('audit_log_at').on(table.at),
    check('audit_log_action', sql`${table.action} in ('created', 'updated', 'deactivated')`),
  ],
);

/**
 * Rate-limit windows when several servers share one PostgreSQL and no Redis: one row a key, its
 * count and when its window ends. Rows of ended windows are swept now and then.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_reset').on(table.resetAt)],
);

/**
 * GST tax invoices and credit notes, one of each kind at most per order. The number is
 * '<prefix>/<financial year>/<sequence>' (at most 16 characters), given in order without gaps
 * within the financial year (April to March, India time) by `invoiceSequences`. Amounts are kept as
 * issued, so a document reads the same forever.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<'invoice' | 'credit-note'>().notNull(),
    number: text('number').notNull().unique(),
    /** '2026-27'. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The document as drawn once, after the payment (or the cancellation) that issued it. */
    fileId: uuid('file_id').references(() => storedFiles.id),
  },
  (table) => [
    uniqueIndex('invoices_order_kind').on(table.orderId, table.kind),
    uniqueIndex('invoices_year_kind_sequence').on(table.financialYear, table.kind, table.sequence),
    check('invoices_kind', sql`${table.kind} in ('invoice', 'credit-note')`),
    check('invoices_number_length', sql`length(${table.number}) <= 16`),
    check(
      'invoices_tax_sum',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} = ${table.totalPaise}`,
    ),
  ],
);

/** The last number given of each kind of document in each financial year. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    financialYear: text('financial_year').notNull(),
    kind: text('kind').$type<'invoice' | 'credit-note'>().notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.financialYear, table.kind] })],
);
export * from './schema-events';
