/** The capacity calls' payloads and answers (zod), apart from the rules so pages that only format times load no zod. */
import { z } from 'zod';
import { MAX_CAPACITY_UNITS, MAX_SLOT_CAPACITY, PAUSE_MINUTES, SLOT_MINUTES } from './capacity';
import { fromIndiaSlot } from './india-time';
import { coded, type RefusalParams } from './refusals';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_format');

export const pickupSlotsQuerySchema = z.object({
  store: z.uuid({ message: 'outlet_not_chosen' }),
  date: z
    .string({ message: 'date_format' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
    .refine((value) => fromIndiaSlot({ pickupDate: value, pickupTime: '00:00' }) !== null, 'date_not_real'),
  units: z.coerce
    .number({ message: 'units_whole' })
    .int('units_whole')
    .min(1, 'units_at_least_one')
    .max(MAX_SLOT_CAPACITY, coded('units_too_many', { max: MAX_SLOT_CAPACITY }))
    .default(1),
  /** The longest preparation time of what is being ordered, in hours: earlier slots are left out. */
  prep: z.coerce
    .number({ message: 'prep_whole' })
    .int('prep_whole')
    .min(0, 'prep_whole')
    .max(168, 'prep_too_long')
    .optional(),
});
export type PickupSlotsQuery = z.infer<typeof pickupSlotsQuerySchema>;

export const pickupSlotsAnswerSchema = z.object({
  success: z.literal(true),
  /** The slots of the day that can still take the units asked for, in India time. */
  data: z.array(z.object({ time: z.string(), free: z.number().int() })),
  /** Open slots of the day that cannot take them any more (the picker shows them greyed out). */
  full: z.array(z.string()),
  slotMinutes: z.number().int(),
  /** Why the day takes no pickups (or none for the units asked), when it does not: a refusal's code. */
  code: z.string().optional(),
  /** The details the code's text names (the outlet, the day). */
  params: z
    .record(
      z.string(),
      z.union([
        z.string(),
        z.number(),
        z.object({ code: z.string() }),
        z.object({
          when: z.object({ date: z.string().optional(), time: z.string().optional(), year: z.boolean().optional() }),
        }),
      ]),
    )
    .optional(),
  /** The code's text in the reader's language. */
  message: z.string().optional(),
});
export type PickupSlots = Omit<z.infer<typeof pickupSlotsAnswerSchema>, 'params'> & { params?: RefusalParams };

export const capacityPatchFields = {
  slotMinutes: z
    .number({ message: 'slot_minutes_invalid' })
    .refine((value) => (SLOT_MINUTES as readonly number[]).includes(value), 'slot_minutes_invalid')
    .optional(),
  slotCapacity: z
    .number({ message: 'slot_capacity_not_number' })
    .int('slot_capacity_whole')
    .min(1, 'slot_capacity_too_small')
    .max(MAX_SLOT_CAPACITY, coded('slot_capacity_too_big', { max: MAX_SLOT_CAPACITY }))
    .optional(),
  sameDayCutoff: hhmm.nullable().optional(),
  pausedUntil: z.iso.datetime({ offset: true, message: 'paused_until_format' }).nullable().optional(),
  closedReasons: z
    .record(
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format'),
      z.string().trim().min(1, 'closed_reason_missing').max(60, 'closed_reason_too_long'),
    )
    .optional(),
};

/** A cake's or hamper's weight in kitchen units: null is the default (1 per kg, or 1 a hamper). */
export const capacityUnitsSchema = z
  .number({ message: 'kitchen_units_not_number' })
  .int('kitchen_units_whole')
  .min(1, 'kitchen_units_too_small')
  .max(MAX_CAPACITY_UNITS, coded('kitchen_units_too_big', { max: MAX_CAPACITY_UNITS }))
  .nullable();

/** 'Busy': online orders paused for 15, 30 or 60 minutes, or (null) until reopened. */
export const pauseSchema = z.object({
  minutes: z
    .number({ message: 'pause_minutes_invalid' })
    .refine((value) => (PAUSE_MINUTES as readonly number[]).includes(value), 'pause_minutes_invalid')
    .nullable(),
});

export const slotLoadSchema = z.object({
  success: z.literal(true),
  data: z.object({
    storeId: z.string(),
    date: z.string(),
    slotMinutes: z.number().int(),
    slotCapacity: z.number().int(),
    takingOrders: z.boolean(),
    pausedUntil: z.string().nullable(),
    /** Every slot of the day with the units taken (paid, or held by a checkout) and its capacity. */
    slots: z.array(z.object({ time: z.string(), taken: z.number().int(), capacity: z.number().int() })),
  }),
});
export type SlotLoad = z.infer<typeof slotLoadSchema>['data'];
export const slotLoadQuerySchema = z.object({
  outlet: z.uuid({ message: 'outlet_invalid' }),
  date: pickupSlotsQuerySchema.shape.date,
});
