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
import { coded } from './refusals';
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
export const catalogKindSchema = z.enum(CATALOG_KINDS, { message: 'catalog_kind_invalid' });

/**
 * The owner's Kannada and Hindi texts of an item, as an edit sends them: null (or {}) for none, so
 * an item that never had any saves like one that has them. Each text is trimmed and kept short.
 */
const translatedText = z.string().trim().max(2000, 'translation_too_long');
const translationsInput = z
  .object({
    kn: z.record(z.string().max(40), z.union([translatedText, z.array(translatedText).max(MAX_LIST_LINES)])).optional(),
    hi: z.record(z.string().max(40), z.union([translatedText, z.array(translatedText).max(MAX_LIST_LINES)])).optional(),
  })
  .strict()
  .nullable()
  .optional();

const outletNames = z.array(z.string(), { message: 'outlets_not_chosen' }).min(1, 'outlets_at_least_one').max(20);

const cakeFields = cakeSchema.omit({ _id: true, price: true }).extend({
  translations: translationsInput,
  name: line('noun_name', 120),
  category: z
    .number({ message: 'category_not_chosen' })
    .int('category_unknown')
    .refine((id) => CAKE_CATEGORIES.some((category) => category._id === id), 'category_unknown'),
  description: line('noun_description', 2000),
  smalldesc: line('noun_short_description', 200),
  content: lines('noun_flavours'),
  /** null (or absent) when the cake has no 750 g size; an edit sends null to take the size away. */
  pricePermedium: rupees('noun_medium_price').nullable().optional(),
  pricePerlarge: rupees('noun_large_price'),
  weightPermedium: line('noun_medium_weight', 40).nullable().optional(),
  weightPerlarge: line('noun_large_weight', 40),
  portions: line('noun_portions', 60),
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
      message: 'medium_size_half',
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
  name: line('noun_name', 120),
  img: imageNameSchema,
  imgAlt: imageAltSchema,
  smalldesc: line('noun_short_description', 300),
  price: rupees('noun_price'),
  content: lines('noun_hamper_contents'),
  description: lines('noun_terms'),
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
    title: line('noun_title', 120),
    image: imageNameSchema,
    imageAlt: imageAltSchema,
    date: day,
    time: line('noun_time', 60),
    venue: line('noun_venue', 200),
    price: rupees('noun_price'),
    slots: z
      .number({ message: 'places_left_not_number' })
      .int('places_left_whole')
      .min(0, 'places_left_negative')
      .max(10_000),
    description: lines('noun_description'),
    expectations: lines('noun_what_to_expect'),
    terms: lines('noun_terms'),
  });
const eventFields = sessionFields(eventSchema);
const workshopFields = sessionFields(workshopSchema);
export const eventInputSchema = eventFields.extend({ isActive: z.boolean().default(true) });
export const workshopInputSchema = workshopFields.extend({ isActive: z.boolean().default(true) });
export type SessionInput = z.input<typeof eventInputSchema>;

const blogFields = blogSchema.omit({ _id: true }).extend({
  translations: translationsInput,
  headline: line('noun_headline', 200),
  description: line('noun_summary', 2000),
  viewMoreLink: url,
  blogimage: imageNameSchema,
  blogimageAlt: imageAltSchema,
  logo: imageNameSchema,
  publishedOn: day,
  source: line('noun_source', 120),
});
export const blogInputSchema = blogFields.extend({ isActive: z.boolean().default(true) });
export type BlogInput = z.input<typeof blogInputSchema>;

const jobFields = jobSchema.omit({ _id: true }).extend({
  translations: translationsInput,
  title: line('noun_title', 120),
  jobtype: line('noun_job_type', 60),
  location: line('noun_location', 120),
  image: imageNameSchema.nullable(),
  imageAlt: imageAltSchema.nullable(),
  jobdescription: lines('noun_about_us'),
  qualifications: lines('noun_requirements'),
  skills: lines('noun_roles'),
  expectations: lines('noun_perks'),
  terms: lines('noun_how_to_apply'),
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
export const soldOutSchema = z
  .object({ isSold: z.boolean({ message: coded('flag_not_boolean', { name: 'isSold' }) }) })
  .strict();

export const catalogParamsSchema = z.object({ kind: catalogKindSchema });
export const catalogItemParamsSchema = z.object({ kind: catalogKindSchema, id: z.uuid({ message: 'id_malformed' }) });

/** An uploaded photo: a kind fixes its shape (4:3 for products, 16:9 for banners, square for logos). */
export const UPLOAD_IMAGE_KINDS = ['product', 'banner', 'logo'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
export const imageUploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_IMAGE_KINDS, { message: 'upload_kind_invalid' }).default('product'),
  /** How to fit a photo of another shape: cut to the shape, or fit inside it on a warm background. */
  fit: z.enum(['cover', 'contain'], { message: 'upload_fit_invalid' }).default('cover'),
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
        open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'opening_time_format'),
        close: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'closing_time_format'),
      })
      .refine((hours) => hours.open < hours.close, {
        message: 'outlet_closes_before_opening',
        path: ['close'],
      })
      .optional(),
    closedDates: z.array(day).max(366, 'closed_dates_too_many').optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]{8,20}$/, 'outlet_phone_invalid')
      .optional(),
    takingOrders: z.boolean({ message: coded('flag_not_boolean', { name: 'takingOrders' }) }).optional(),
    legalName: legalNameSchema.optional(),
    gstin: gstinSchema.optional(),
    fssaiLicence: fssaiLicenceSchema.optional(),
    ...capacityPatchFields,
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothing_to_change');
export type OutletPatch = z.input<typeof outletPatchSchema>;
export const outletAnswerSchema = z.object({ success: z.literal(true), data: storeSchema });
