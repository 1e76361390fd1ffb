import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

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
