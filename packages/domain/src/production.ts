import { z } from 'zod';
import { realDaySchema } from './staff';

/** `GET /api/staff/production?outlet=&date=`: one outlet's day (India time; today when absent). */
export const productionQuerySchema = z.object({
  outlet: z.uuid({ message: 'outlet_invalid' }),
  date: realDaySchema.optional(),
});
export type ProductionQuery = z.infer<typeof productionQuerySchema>;

/**
 * One thing to make for the day: an item in one size and egg choice, how many of it the day's paid
 * orders hold (not cancelled), and the kitchen units they take.
 */
export const productionLineSchema = z.object({
  itemType: z.enum(['cake', 'other']),
  itemId: z.string(),
  itemName: z.string(),
  /** '1-kg', '750-grms'; '0-kg' for a hamper. */
  size: z.string(),
  isveg: z.enum(['EGG', 'EGGLESS']).nullable(),
  quantity: z.number().int(),
  units: z.number().int(),
  /** How many orders hold it. */
  orders: z.number().int(),
});
export type ProductionLine = z.infer<typeof productionLineSchema>;

export const productionAnswerSchema = z.object({
  success: z.literal(true),
  /** The day the list is for ('YYYY-MM-DD', India time). */
  date: z.string(),
  data: z.array(productionLineSchema),
});
export type ProductionAnswer = z.infer<typeof productionAnswerSchema>;
