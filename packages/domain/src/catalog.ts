import { z } from 'zod';
import { CAKE_CATEGORIES } from './categories';

/**
 * The catalog as the API serves it. Field names are the storefront's contract; ids are strings
 * in `_id` (category ids are the numbers 1 to 8); prices are rupees.
 */
const idSchema = z.uuid({ message: 'id_malformed' });
export const idParamsSchema = z.object({ id: idSchema });

const text = z.string();
const rupees = z.number().nonnegative();

/**
 * The owner's Kannada and Hindi for an item's texts, by field ('name', 'smalldesc', lists as
 * arrays); a field left out reads in English.
 */
export const catalogTranslationsSchema = z.object({
  kn: z.record(z.string(), z.union([text, z.array(text)])).optional(),
  hi: z.record(z.string(), z.union([text, z.array(text)])).optional(),
});
export type CatalogTranslations = z.infer<typeof catalogTranslationsSchema>;
const translations = catalogTranslationsSchema.optional();

export const vegTypeSchema = z.enum(['EGG', 'EGGLESS', 'Both']);
export type VegType = z.infer<typeof vegTypeSchema>;

export const categorySchema = z.object({
  _id: z.number().int().min(1).max(CAKE_CATEGORIES.length),
  catname: text,
});

export const cakeSchema = z.object({
  _id: text,
  name: text,
  /** The card's price: the 750 g price when there is one, else the 1 kg price. */
  price: rupees,
  pricePermedium: rupees.optional(),
  pricePerlarge: rupees,
  img: text,
  category: z.number().int(),
  description: text,
  smalldesc: text,
  content: z.array(text),
  bestSeller: z.boolean(),
  preparationTime: z.number().int().positive(),
  isSold: z.boolean(),
  isActive: z.boolean(),
  eggless: z.boolean(),
  sugarFree: z.boolean(),
  glutenFree: z.boolean(),
  portions: text,
  weightPermedium: text.optional(),
  weightPerlarge: text,
  storeSelect: z.array(text),
  /** The outlets (store ids) it is sold out at for now; `isSold` means everywhere. */
  soldOutAt: z.array(z.string()).optional(),
  isveg: vegTypeSchema,
  /** What the photo shows, for people who cannot see it (the name stands in when absent). */
  imgAlt: text.optional(),
  /** Kitchen units per kilogram, when not the default of 1. */
  capacityUnits: z.number().int().nullable().optional(),
  translations,
});
export type Cake = z.infer<typeof cakeSchema>;

export const offerSchema = z.object({
  _id: text,
  name: text,
  img: text,
  smalldesc: text,
  price: rupees,
  content: z.array(text),
  /** The hamper's terms. */
  description: z.array(text),
  storeSelect: z.array(text),
  /** The outlets (store ids) it is sold out at for now; `isSold` means everywhere. */
  soldOutAt: z.array(z.string()).optional(),
  preparationTime: z.number().int().positive(),
  isSold: z.boolean(),
  isActive: z.boolean(),
  /** Shown in the home page's seasonal pop-up. */
  seasonal: z.boolean(),
  imgAlt: text.optional(),
  /** Kitchen units per hamper, when not the default of 1. */
  capacityUnits: z.number().int().nullable().optional(),
  translations,
});
export type Offer = z.infer<typeof offerSchema>;

const openingHoursSchema = z.object({ open: text, close: text });

export const storeSchema = z.object({
  _id: text,
  outletName: text,
  /** Short code used in order references, e.g. 'CCX'. */
  code: text,
  title: text,
  locality: text,
  address: text,
  phone: text,
  /** The outlet kitchen's inbox. */
  email: text,
  mapUrl: text,
  mapEmbedUrl: text,
  pagePath: text,
  img: text,
  deliveryLinks: z.array(z.object({ name: text, url: text })),
  gallery: z.array(text),
  hours: openingHoursSchema,
  /** Days the outlet is shut ('YYYY-MM-DD', India time): no pickup on them. */
  closedDates: z.array(text),
  /** False while the outlet takes no online orders. */
  takingOrders: z.boolean(),
  /** Why a closed date is closed ('Diwali'), by date. */
  closedReasons: z.record(z.string(), z.string()),
  /** Pickup capacity: slots of this many minutes from opening, each taking this many kitchen units. */
  slotMinutes: z.number().int(),
  slotCapacity: z.number().int(),
  /** 'HH:mm' (India): no more pickups today once this time has passed; null for none. */
  sameDayCutoff: z.string().nullable(),
  /** 'Busy': no online orders until this instant (ISO); null when not paused. */
  pausedUntil: z.string().nullable(),
  /** On the tax invoice: the registered business, its GSTIN and the outlet's 14-digit FSSAI licence ('' until set). */
  legalName: z.string(),
  gstin: z.string(),
  fssaiLicence: z.string(),
  /** Where the outlet is (decimal degrees); null when not known. */
  geo: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  translations,
});
export type Store = z.infer<typeof storeSchema>;

const sessionFields = {
  _id: text,
  title: text,
  image: text,
  imageAlt: text.optional(),
  /** 'YYYY-MM-DD', India time. */
  date: text,
  /** As people read it: '6:00 PM – 9:00 PM'. */
  time: text,
  venue: text,
  price: rupees,
  slots: z.number().int(),
  isActive: z.boolean(),
  description: z.array(text),
  expectations: z.array(text),
  terms: z.array(text),
  translations,
};
export const eventSchema = z.object(sessionFields);
export type CafeEvent = z.infer<typeof eventSchema>;
export const workshopSchema = z.object(sessionFields);
export type Workshop = z.infer<typeof workshopSchema>;

export const blogSchema = z.object({
  _id: text,
  logo: text,
  headline: text,
  description: text,
  viewMoreLink: text,
  blogimage: text,
  blogimageAlt: text.optional(),
  /** 'YYYY-MM-DD'. */
  publishedOn: text,
  /** Who published it: a newspaper, a magazine, our own journal. */
  source: text,
  /** The public list leaves out posts taken down; the console sees them. */
  isActive: z.boolean(),
  translations,
});
export type Blog = z.infer<typeof blogSchema>;

export const jobSchema = z.object({
  _id: text,
  title: text,
  jobtype: text,
  location: text,
  image: text.nullable(),
  imageAlt: text.nullable().optional(),
  isActive: z.boolean(),
  /** About Us. */
  jobdescription: z.array(text),
  /** Requirements. */
  qualifications: z.array(text),
  /** Roles and Responsibilities. */
  skills: z.array(text),
  /** Perks of Joining Us. */
  expectations: z.array(text),
  /** How to Apply. */
  terms: z.array(text),
  linkedinUrl: text,
  translations,
});
export type Job = z.infer<typeof jobSchema>;

/** The five sections of a job page, in order, with the field each one reads. */
export const JOB_SECTIONS = [
  { title: 'About Us', field: 'jobdescription' },
  { title: 'Roles and Responsibilities', field: 'skills' },
  { title: 'Requirements', field: 'qualifications' },
  { title: 'Perks of Joining Us', field: 'expectations' },
  { title: 'How to Apply', field: 'terms' },
] as const satisfies readonly { title: string; field: keyof Job }[];

/** A refusal: its stable code, its text in the reader's language, the field at fault, the text's details. */
export const failureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: text,
  field: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type Failure = z.infer<typeof failureSchema>;
