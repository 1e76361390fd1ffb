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
import { fromIndiaSlot } from './india-time';

/**
 * The console's catalog calls (`/api/staff/catalog/{kind}`). A body uses the public field names and
 * units of the reads (rupees, 'YYYY-MM-DD', outlet names in `storeSelect`): each input schema is the
 * public read schema with the rules a person must meet, so an edit and a read can never disagree.
 */

export const CATALOG_KINDS = ['cakes', 'offers', 'events', 'workshops', 'blogs', 'jobs'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const catalogKindSchema = z.enum(CATALOG_KINDS, { message: 'That is not a part of the catalog.' });

/** The most a catalog price may be, in rupees: a typo of an extra zero is caught. */
export const MAX_PRICE_RUPEES = 100_000;
export const MAX_PREPARATION_HOURS = 168;
export const MAX_LIST_LINES = 20;

const line = (what: string, max = 300) =>
  z
    .string({ message: `Write the ${what}.` })
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `Please shorten the ${what} to ${max} characters.`);

const lines = (what: string) =>
  z
    .array(line(what, 500), { message: `Give the ${what} as a list of lines.` })
    .max(MAX_LIST_LINES, `At most ${MAX_LIST_LINES} lines.`);

const rupees = (what: string) =>
  z
    .number({ message: `Give the ${what} in rupees, as a number.` })
    .positive(`The ${what} must be more than ₹0.`)
    .max(MAX_PRICE_RUPEES, `The ${what} is more than ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}: check it.`)
    .refine((value) => Math.round(value * 100) === value * 100, `Give the ${what} to the paisa at most.`);

const day = z
  .string({ message: 'Give the date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.')
  .refine((value) => fromIndiaSlot({ pickupDate: value, pickupTime: '00:00' }) !== null, 'That date does not exist.');

const url = z
  .string({ message: 'Give a web address.' })
  .trim()
  .max(500)
  .pipe(z.httpUrl({ message: 'Give a full web address, starting with https://.' }));

/** A catalog image's name: an uploaded one ('u-…-800.webp') or a pre-rendered one. */
export const imageNameSchema = z
  .string({ message: 'Choose a photo.' })
  .regex(/^[a-z0-9-]+-\d+\.(?:webp|avif)$/, 'Choose a photo.');

/** What a picture shows, for people who cannot see it. */
export const imageAltSchema = z
  .string({ message: 'Describe the photo for people who cannot see it.' })
  .trim()
  .min(3, 'Describe the photo for people who cannot see it.')
  .max(200, 'Please shorten the description to 200 characters.');

const preparationTime = z
  .number({ message: 'Give the preparation time in hours.' })
  .int('Give the preparation time in whole hours.')
  .min(1, 'The preparation time is at least 1 hour.')
  .max(MAX_PREPARATION_HOURS, `The preparation time is at most ${MAX_PREPARATION_HOURS} hours (a week).`);

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
const patchOf = <T extends z.ZodObject>(fields: T) => fields.partial().refine(somethingToChange, 'Say what to change.');

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
export const catalogItemParamsSchema = z.object({ kind: catalogKindSchema, id: z.uuid({ message: 'Malformed id' }) });

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
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Say what to change.');
export type OutletPatch = z.input<typeof outletPatchSchema>;
export const outletAnswerSchema = z.object({ success: z.literal(true), data: storeSchema });

/** One change to the catalog or an outlet, as the audit trail keeps it. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  by: z.string(),
  kind: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  action: z.enum(['created', 'updated', 'deactivated']),
  /** Only the fields that changed, before and after. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Pages of the console's lists. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1.').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100.').default(25),
});
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });

export const auditQuerySchema = pageQuerySchema.extend({
  kind: z.enum([...CATALOG_KINDS, 'outlets'], { message: 'That is not a part of the catalog.' }).optional(),
  id: z.uuid({ message: 'Malformed id' }).optional(),
});
export const auditPageSchema = page(auditEntrySchema);

/** `format=csv` answers the same list as a CSV file, every page of it. */
const csv = z.enum(['json', 'csv'], { message: "format is 'json' or 'csv'." }).default('json');

export const attendeesQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['event', 'workshop'], { message: "kind is 'event' or 'workshop'." }),
  id: z.uuid({ message: 'Malformed id' }),
  format: csv,
});
export const attendeeSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  places: z.number().int(),
  paid: z.boolean(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  bookedAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeesPageSchema = page(attendeeSchema).extend({
  session: z.object({ _id: z.string(), title: z.string(), date: z.string(), time: z.string() }),
  /** Places paid for, and how many of them have come in. */
  counts: z.object({ places: z.number().int(), checkedIn: z.number().int() }),
});
export const checkInSchema = z.object({ checkedIn: z.boolean({ message: 'checkedIn is true or false.' }) });
export const attendeeAnswerSchema = z.object({ success: z.literal(true), data: attendeeSchema });

export const applicationsQuerySchema = pageQuerySchema.extend({
  job: z.uuid({ message: 'Malformed id' }).optional(),
  format: csv,
});
export const applicationSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string().nullable(),
  /** The resume's file name as it was sent, or null without one. */
  resume: z.string().nullable(),
  resumeSize: z.number().int().nullable(),
  appliedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsPageSchema = page(applicationSchema);

export const messagesQuerySchema = pageQuerySchema.extend({
  handled: z.enum(['true', 'false'], { message: "handled is 'true' or 'false'." }).optional(),
  format: csv,
});
export const receivedMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  preferredMethod: z.string().nullable(),
  message: z.string(),
  receivedAt: z.string(),
  handled: z.boolean(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;
export const messagesPageSchema = page(receivedMessageSchema);
export const handledSchema = z.object({ handled: z.boolean({ message: 'handled is true or false.' }) });
export const messageAnswerSchema = z.object({ success: z.literal(true), data: receivedMessageSchema });

/** The longest range of a sales report. */
export const MAX_REPORT_DAYS = 366;
export const salesQuerySchema = z
  .object({
    from: day,
    to: day,
    outlet: z.uuid({ message: 'That is not an outlet.' }).optional(),
    format: csv,
  })
  .refine((query) => query.from <= query.to, {
    message: 'The range must end on or after its first day.',
    path: ['to'],
  });
export const salesReportSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    outlet: z.string().nullable(),
    /** Every day of the range, each outlet's orders and revenue (rupees, GST included), India time. */
    days: z.array(
      z.object({
        date: z.string(),
        outlets: z.array(z.object({ storeId: z.string(), orders: z.number().int(), revenue: z.number() })),
        orders: z.number().int(),
        revenue: z.number(),
      }),
    ),
    outlets: z.array(
      z.object({ storeId: z.string(), outletName: z.string(), orders: z.number().int(), revenue: z.number() }),
    ),
    bestSellers: z.array(z.object({ itemName: z.string(), quantity: z.number().int(), revenue: z.number() })),
    totals: z.object({ orders: z.number().int(), revenue: z.number(), cancelled: z.number().int() }),
  }),
});
export type SalesReport = z.infer<typeof salesReportSchema>['data'];
