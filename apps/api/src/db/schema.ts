import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one schema of the store, PostgreSQL dialect, shared by PGlite and PostgreSQL.
 * Money is integer paise. Catalog rows keep a `position` so lists come back in menu order.
 */

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
  date: date('date', { mode: 'string' }).notNull(),
  time: text('time').notNull(),
  venue: text('venue').notNull(),
  pricePaise: integer('price_paise').notNull(),
  slots: integer('slots').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  description: jsonb('description').$type<string[]>().notNull(),
  expectations: jsonb('expectations').$type<string[]>().notNull(),
  terms: jsonb('terms').$type<string[]>().notNull(),
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
});

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  jobtype: text('jobtype').notNull(),
  location: text('location').notNull(),
  image: text('image'),
  isActive: boolean('is_active').notNull().default(true),
  jobdescription: jsonb('jobdescription').$type<string[]>().notNull(),
  qualifications: jsonb('qualifications').$type<string[]>().notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
  expectations: jsonb('expectations').$type<string[]>().notNull(),
  terms: jsonb('terms').$type<string[]>().notNull(),
  linkedinUrl: text('linkedin_url').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
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

export interface MailAttachment {
  filename: string;
  /** A file under DATA_DIR. */
  path: string;
  contentType: string;
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
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status', sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
