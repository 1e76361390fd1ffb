import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from './limits';
import { vegTypeSchema } from './catalog';

/**
 * Cart calls. A line is identified by item and size; `add` adds its quantity to that line and
 * replaces the line's pickup, note, egg choice and outlet. Prices and amounts sent by a client are
 * ignored: the server prices every line from the catalog. The user comes from the token; a
 * `userId` that names someone else is refused.
 */

export const itemTypeSchema = z.enum(['cake', 'other'], { message: 'item_type_invalid' });
export type ItemType = z.infer<typeof itemTypeSchema>;

const id = z.uuid({ message: 'item_not_chosen' });
const size = z.string().regex(/^(?:750-grms|\d{1,2}-kg)$/, 'size_not_chosen');
const userId = z.string().max(100).optional();

export const cartAddSchema = z.object({
  userId,
  itemType: itemTypeSchema,
  itemId: id,
  /** Ignored: the server prices the line. */
  price: z.unknown().optional(),
  size,
  pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'pickup_date_missing'),
  pickupTime: z.string().regex(/^\d{2}:\d{2}$/, 'pickup_time_missing'),
  note: z.string().max(MAX_NOTE_LENGTH, 'note_too_long').optional().default(''),
  isveg: vegTypeSchema.optional(),
  store: z.uuid({ message: 'store_not_chosen' }),
  quantity: z
    .number({ message: 'quantity_whole' })
    .int('quantity_whole')
    .min(1, 'quantity_at_least_one')
    .max(MAX_LINE_QUANTITY, 'quantity_over_limit')
    .optional()
    .default(1),
});
export type CartAddPayload = z.input<typeof cartAddSchema>;

export const cartRemoveSchema = z.object({ userId, itemId: id, itemType: itemTypeSchema.optional(), size });
export const cartDeleteSchema = z.object({ userId, itemId: id, size });
export const cartGetSchema = z.object({ userId }).optional();

/** A guest cart moving into the signed-in customer's cart, all at once or not at all. */
/** Moves a line of the cart (one item in one size) to another pickup date and time. */
export const cartRescheduleSchema = z.object({
  itemId: id,
  size,
  pickupDate: cartAddSchema.shape.pickupDate,
  pickupTime: cartAddSchema.shape.pickupTime,
});
export type CartReschedulePayload = z.infer<typeof cartRescheduleSchema>;

export const cartMergeSchema = z.object({
  lines: z.array(cartAddSchema).max(50, 'cart_too_many_lines'),
});

export const cartLineSchema = z.object({
  userId: z.string(),
  itemType: itemTypeSchema,
  itemId: z.string(),
  /** Rupees for one, in this size. */
  price: z.number(),
  size: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  note: z.string(),
  /** 'EGG' or 'EGGLESS' for cakes, null for everything else. */
  isveg: vegTypeSchema.nullable(),
  store: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  img: z.string(),
  unitPrice: z.number(),
  preparationTime: z.number().int(),
  /** The kitchen units the line takes in its pickup slot (all of its quantity). */
  units: z.number().int().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  cartData: z.array(cartLineSchema),
});
export const cartUpdateSchema = z.object({
  success: z.literal(true),
  updatedCart: z.array(cartLineSchema),
  message: z.string(),
});
