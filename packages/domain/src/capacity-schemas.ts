/** The capacity calls' payloads and answers (zod), apart from the rules so pages that only format times load no zod. */
import { z } from 'zod';
import { MAX_CAPACITY_UNITS, MAX_SLOT_CAPACITY, PAUSE_MINUTES, SLOT_MINUTES } from './capacity';
import { fromIndiaSlot } from './india-time';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the time as HH:mm.');

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
    .max(MAX_SLOT_CAPACITY, `units is at most ${MAX_SLOT_CAPACITY}.`)
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
  /** Why the day takes no pickups, when it does not. */
  message: z.string().optional(),
});
export type PickupSlots = z.infer<typeof pickupSlotsAnswerSchema>;

export const capacityPatchFields = {
  slotMinutes: z
    .number({ message: 'Choose a slot of 15, 30 or 60 minutes.' })
    .refine((value) => (SLOT_MINUTES as readonly number[]).includes(value), 'Choose a slot of 15, 30 or 60 minutes.')
    .optional(),
  slotCapacity: z
    .number({ message: 'Give the units a slot can take as a number.' })
    .int('Give the units a slot can take as a whole number.')
    .min(1, 'A slot takes at least 1 unit.')
    .max(MAX_SLOT_CAPACITY, `A slot takes at most ${MAX_SLOT_CAPACITY} units.`)
    .optional(),
  sameDayCutoff: hhmm.nullable().optional(),
  pausedUntil: z.iso
    .datetime({ offset: true, message: 'Give the time as an ISO date and time.' })
    .nullable()
    .optional(),
  closedReasons: z
    .record(
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format'),
      z.string().trim().min(1, 'Say why the outlet is closed.').max(60, 'Please shorten the reason to 60 characters.'),
    )
    .optional(),
};

/** A cake's or hamper's weight in kitchen units: null is the default (1 per kg, or 1 a hamper). */
export const capacityUnitsSchema = z
  .number({ message: 'Give the kitchen units as a number.' })
  .int('Give the kitchen units as a whole number.')
  .min(1, 'An item takes at least 1 kitchen unit.')
  .max(MAX_CAPACITY_UNITS, `An item takes at most ${MAX_CAPACITY_UNITS} kitchen units.`)
  .nullable();

/** 'Busy': online orders paused for 15, 30 or 60 minutes, or (null) until reopened. */
export const pauseSchema = z.object({
  minutes: z
    .number({ message: 'Pause for 15, 30 or 60 minutes, or null until reopened.' })
    .refine(
      (value) => (PAUSE_MINUTES as readonly number[]).includes(value),
      'Pause for 15, 30 or 60 minutes, or null until reopened.',
    )
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
