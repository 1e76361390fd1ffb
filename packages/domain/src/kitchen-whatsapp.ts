import { z } from 'zod';
import { toE164 } from './notifications';

/**
 * The words the owner agrees to when an outlet's kitchen number is to get a WhatsApp message for
 * each new paid order; kept with the choice, like a customer's.
 */
export const KITCHEN_WHATSAPP_WORDING =
  'The person who reads this WhatsApp number agreed to get a short message for each new paid order at this outlet. It stops when switched off here, or when STOP is sent from the number.';

/** `PUT /api/staff/outlets/{id}/kitchen-whatsapp`: the number (none to remove it) and the opt-in. */
export const kitchenWhatsAppPutSchema = z
  .object({
    number: z
      .string({ message: 'kitchen_whatsapp_number_invalid' })
      .trim()
      .max(20, 'kitchen_whatsapp_number_invalid')
      .refine((value) => value === '' || toE164(value) !== null, 'kitchen_whatsapp_number_invalid')
      .nullable(),
    optedIn: z.boolean({ message: 'notification_choice_invalid' }),
  })
  .strict()
  .refine((value) => !value.optedIn || (value.number ?? '') !== '', {
    message: 'kitchen_whatsapp_number_needed',
    path: ['number'],
  });
export type KitchenWhatsAppPut = z.infer<typeof kitchenWhatsAppPutSchema>;

export const kitchenWhatsAppSchema = z.object({
  /** E.164, or null when the outlet has none. */
  number: z.string().nullable(),
  optedIn: z.boolean(),
  /** When the owner switched it on, and who. */
  optedInAt: z.string().nullable(),
  optedInBy: z.string().nullable(),
});
export type KitchenWhatsApp = z.infer<typeof kitchenWhatsAppSchema>;
export const kitchenWhatsAppAnswerSchema = z.object({ success: z.literal(true), data: kitchenWhatsAppSchema });
