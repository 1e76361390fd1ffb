import { z } from 'zod';
import { CAKE_CATEGORIES } from './categories';
import {
  blogSchema,
  cakeSchema,
  eventSchema,
  jobSchema,
  offerSchema,
  storeSchema,
  vegTypeSchema,
  workshopSchema,
} from './catalog';
import { capacityPatchFields, capacityUnitsSchema } from './capacity-schemas';
import { fssaiLicenceSchema, gstinSchema, legalNameSchema } from './gst';
import {
  day,
  imageAltSchema,
  imageNameSchema,
  line,
  lines,
  MAX_LIST_LINES,
  preparationTime,
  rupees,
  url,
} from './edit-rules';

export { imageAltSchema, imageNameSchema, MAX_LIST_LINES, MAX_PREPARATION_HOURS, MAX_PRICE_RUPEES } from './edit-rules';

/**
 * The console's catalog calls (`/api/staff/catalog/{kind}`). A body uses the public field names and
 * units of the reads (rupees, 'YYYY-MM-DD', outlet names in `storeSelect`): each input schema is the
 * public read schema with the rules a person must meet, so an edit and a read can never disagree.
 */

export const CATALOG_KINDS = ['cakes', 'offers', 'events', 'workshops', 'blogs', 'jobs'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const catalogKindSchema = z.enum(CATALOG_KINDS, { message: 'That is not a part of the catalog.' });

/**
 * The owner's Kannada and Hindi texts of an item, as an edit sends them: null (or {}) for none, so
 * an item that never had any saves like one that has them. Each text is trimmed and kept short.
 */
const translatedText = z.string().trim().max(2000, 'Please shorten the text to 2000 characters.');
const translationsInput = z
  .object({
    kn: z.record(z.string().max(40), z.union([translatedText, z.array(translatedText).max(MAX_LIST_LINES)])).optional(),
    hi: z.record(z.string().max(40), z.union([translatedText, z.array(translatedText).max(MAX_LIST_LINES)])).optional(),
  })
  .strict()
  .nullable()
  .optional();

const outletNames = z
  .array(z.string(), { message: 'Choose the outlets.' })
  .min(1, 'Choose at least one outlet.')
  .max(20);

const cakeFields = cakeSchema.omit({ _id: true, price: true }).extend({
  translations: translationsInput,
  name: line('name', 120),
  category: z
    .number({ message: 'Choose a category.' })
    .int()
    .refine((id) => CAKE_CATEGORIES.some((category) => category._id === id), 'Choose one of the eight categories.'),
  description: line('description', 2000),
  smalldesc: line('short description', 200),
  content: lines('flavours and layers'),
  /** null (or absent) when the cake has no 750 g size; an edit sends null to take the size away. */
  pricePermedium: rupees('750 g price').nullable().optional(),
  pricePerlarge: rupees('1 kg price'),
  weightPermedium: line('medium weight', 40).nullable().optional(),
  weightPerlarge: line('large weight', 40),
  portions: line('portions', 60),
  preparationTime,
  storeSelect: outletNames,
  isveg: vegTypeSchema,
  img: imageNameSchema,
  imgAlt: imageAltSchema,
  capacityUnits: capacityUnitsSchema.optional(),
});

const mediumSizeWhole = (
  cake: { pricePermedium?: number | null; weightPermedium?: string | null },
  ctx: z.RefinementCtx,
) => {
  if ((cake.pricePermedium == null) !== (cake.weightPermedium == null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['weightPermedium'],
      message: 'Give both the 750 g price and its weight, or neither.',
    });
  }
};

export const cakeInputSchema = cakeFields
  .extend({
    bestSeller: z.boolean().default(false),
    eggless: z.boolean().default(false),
    sugarFree: z.boolean().default(false),
    glutenFree: z.boolean().default(false),
    isSold: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .superRefine(mediumSizeWhole);
export type CakeInput = z.input<typeof cakeInputSchema>;

const offerFields = offerSchema.omit({ _id: true }).extend({
  translations: translationsInput,
  name: line('name', 120),
  img: imageNameSchema,
  imgAlt: imageAltSchema,
  smalldesc: line('short description', 300),
  price: rupees('price'),
  content: lines("hamper's contents"),
  description: lines('terms'),
  storeSelect: outletNames,
  preparationTime,
  capacityUnits: capacityUnitsSchema.optional(),
});
export const offerInputSchema = offerFields.extend({
  isSold: z.boolean().default(false),
  isActive: z.boolean().default(true),
  seasonal: z.boolean().default(false),
});
export type OfferInput = z.input<typeof offerInputSchema>;

const sessionFields = (schema: typeof eventSchema | typeof workshopSchema) =>
  schema.omit({ _id: true }).extend({
    translations: translationsInput,
    title: line('title', 120),
    image: imageNameSchema,
    imageAlt: imageAltSchema,
    date: day,
    time: line('time', 60),
    venue: line('venue', 200),
    price: rupees('price'),
    slots: z
      .number({ message: 'Give the places left as a number.' })
      .int('Give the places left as a whole number.')
      .min(0, 'Places left cannot be fewer than none.')
      .max(10_000),
    description: lines('description'),
    expectations: lines('what to expect'),
    terms: lines('terms'),
  });
const eventFields = sessionFields(eventSchema);
const workshopFields = sessionFields(workshopSchema);
export const eventInputSchema = eventFields.extend({ isActive: z.boolean().default(true) });
export const workshopInputSchema = workshopFields.extend({ isActive: z.boolean().default(true) });
export type SessionInput = z.input<typeof eventInputSchema>;

const blogFields = blogSchema.omit({ _id: true }).extend({
  translations: translationsInput,
  headline: line('headline', 200),
  description: line('summary', 2000),
  viewMoreLink: url,
  blogimage: imageNameSchema,
  blogimageAlt: imageAltSchema,
  logo: imageNameSchema,
  publishedOn: day,
  source: line('source', 120),
});
export const blogInputSchema = blogFields.extend({ isActive: z.boolean().default(true) });
export type BlogInput = z.input<typeof blogInputSchema>;

const jobFields = jobSchema.omit({ _id: true }).extend({
  translations: translationsInput,
  title: line('title', 120),
  jobtype: line('job type', 60),
  location: line('location', 120),
  image: imageNameSchema.nullable(),
  imageAlt: imageAltSchema.nullable(),
  jobdescription: lines('about us'),
  qualifications: lines('requirements'),
  skills: lines('roles and responsibilities'),
  expectations: lines('perks'),
  terms: lines('how to apply'),
  linkedinUrl: url,
});
export const jobInputSchema = jobFields.extend({ isActive: z.boolean().default(true) });
export type JobInput = z.input<typeof jobInputSchema>;

const somethingToChange = (value: object) => Object.values(value).some((field) => field !== undefined);
const patchOf = <T extends z.ZodObject>(fields: T) => fields.partial().refine(somethingToChange, 'nothing_to_change');

/**
 * Each kind's whole body (a create: booleans may be left out), and an edit's: any of the fields,
 * none defaulted. The server checks an edit merged with the item as it is, against the whole body.
 */
export const CATALOG_INPUTS = {
  cakes: cakeInputSchema,
  offers: offerInputSchema,
  events: eventInputSchema,
  workshops: workshopInputSchema,
  blogs: blogInputSchema,
  jobs: jobInputSchema,
} as const;
export const CATALOG_PATCHES = {
  cakes: patchOf(cakeFields),
  offers: patchOf(offerFields),
  events: patchOf(eventFields),
  workshops: patchOf(workshopFields),
  blogs: patchOf(blogFields),
  jobs: patchOf(jobFields),
} as const;

/** What a member of staff (not an owner) may change: whether a cake or hamper is sold out. */
export const soldOutSchema = z.object({ isSold: z.boolean({ message: 'isSold is true or false.' }) }).strict();

export const catalogParamsSchema = z.object({ kind: catalogKindSchema });
export const catalogItemParamsSchema = z.object({ kind: catalogKindSchema, id: z.uuid({ message: 'id_malformed' }) });

/** An uploaded photo: a kind fixes its shape (4:3 for products, 16:9 for banners, square for logos). */
export const UPLOAD_IMAGE_KINDS = ['product', 'banner', 'logo'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
export const imageUploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_IMAGE_KINDS, { message: "The kind is 'product', 'banner' or 'logo'." }).default('product'),
  /** How to fit a photo of another shape: cut to the shape, or fit inside it on a warm background. */
  fit: z.enum(['cover', 'contain'], { message: "fit is 'cover' or 'contain'." }).default('cover'),
});
export const imageUploadedSchema = z.object({
  success: z.literal(true),
  /** The catalog's image name (the widest WebP); AVIF and the other widths sit beside it. */
  img: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An outlet's settings, which only an owner changes. */
export const outletPatchSchema = z
  .object({
    hours: z
      .object({
        open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the opening time as HH:mm.'),
        close: z
          .string()
          .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Give the closing time as HH:mm (24:00 for midnight).'),
      })
      .refine((hours) => hours.open < hours.close, {
        message: 'The outlet must close after it opens.',
        path: ['close'],
      })
      .optional(),
    closedDates: z.array(day).max(366, 'At most a year of closed dates.').optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]{8,20}$/, 'Give a phone number, like 080 4912 3301.')
      .optional(),
    takingOrders: z.boolean({ message: 'takingOrders is true or false.' }).optional(),
    legalName: legalNameSchema.optional(),
    gstin: gstinSchema.optional(),
    fssaiLicence: fssaiLicenceSchema.optional(),
    ...capacityPatchFields,
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothing_to_change');
export type OutletPatch = z.input<typeof outletPatchSchema>;
export const outletAnswerSchema = z.object({ success: z.literal(true), data: storeSchema });
