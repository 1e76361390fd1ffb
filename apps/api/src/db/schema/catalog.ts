import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  /**
   * The kitchen's WhatsApp number (E.164), told of each new paid order once the owner opted it in:
   * when, by whom, and the words agreed to. An opt-out (here or "STOP" from the number) clears `at`.
   */
  kitchenWhatsapp: text('kitchen_whatsapp'),
  kitchenWhatsappOptedInAt: timestamp('kitchen_whatsapp_opted_in_at', { withTimezone: true }),
  kitchenWhatsappOptedInBy: text('kitchen_whatsapp_opted_in_by'),
  kitchenWhatsappWording: text('kitchen_whatsapp_wording'),
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

/**
 * An item sold out at one outlet until a time (the end of that day unless said): its pickups there
 * are refused and the store shows it sold out there only. `kind` is the catalog's ('cakes',
 * 'offers'). The chain-wide `isSold` stays the owner's.
 */
export const outletSoldOut = pgTable(
  'outlet_sold_out',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'cakes' | 'offers'>().notNull(),
    itemId: uuid('item_id').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    /** The member who said so (their name, as the console shows it). */
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.kind, table.itemId] }),
    check('outlet_sold_out_kind', sql`${table.kind} in ('cakes', 'offers')`),
  ],
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
