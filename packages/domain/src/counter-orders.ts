import { z } from 'zod';
import { itemTypeSchema } from './cart';
import { vegTypeSchema } from './catalog';
import { MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from './limits';
import { boardOrderSchema, orderChannelSchema } from './staff';

/**
 * `POST /api/staff/orders`: an order staff take at the counter or on the phone for one of their
 * outlets. Prices come from the catalog and the pickup slot's room is held as for an order made
 * online. Cash, UPI and card are paid there and then; 'link' sends the customer a payment link and
 * the order is paid (and reaches the board) when they pay it.
 */
export const COUNTER_PAYMENTS = ['cash', 'upi', 'card', 'link'] as const;
export const counterPaymentSchema = z.enum(COUNTER_PAYMENTS, { message: 'counter_payment_invalid' });
export type CounterPayment = z.infer<typeof counterPaymentSchema>;

/** How a counter payment is recorded on the order (and shown on the board, the invoice and in sales). */
export const COUNTER_PAYMENT_METHODS: Record<CounterPayment, string> = {
  cash: 'CASH',
  upi: 'UPI',
  card: 'CARD',
  link: 'LINK',
};

/** At most this many lines in one order taken at the counter. */
export const MAX_COUNTER_LINES = 20;

const counterLineSchema = z.object({
  itemType: itemTypeSchema,
  itemId: z.uuid({ message: 'item_not_chosen' }),
  size: z.string().regex(/^(?:750-grms|\d{1,2}-kg)$/, 'size_not_chosen'),
  quantity: z
    .number({ message: 'quantity_whole' })
    .int('quantity_whole')
    .min(1, 'quantity_at_least_one')
    .max(MAX_LINE_QUANTITY, 'quantity_over_limit'),
  isveg: vegTypeSchema.optional(),
  note: z.string().max(MAX_NOTE_LENGTH, 'note_too_long').optional().default(''),
});

export const counterOrderSchema = z.object({
  outlet: z.uuid({ message: 'outlet_invalid' }),
  customer: z.object(
    {
      name: z
        .string({ message: 'customer_name_missing' })
        .trim()
        .min(1, 'customer_name_missing')
        .max(80, 'customer_name_too_long')
        // It goes into mail headers and kitchen tickets: one line only.
        .refine((value) => !/[\r\n]/.test(value), 'customer_name_too_long'),
      phone: z
        .string({ message: 'customer_phone_invalid' })
        .trim()
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\+?\d{10,13}$/, 'customer_phone_invalid')),
      email: z
        .string()
        .trim()
        .max(254, 'customer_email_invalid')
        .transform((value) => value.toLowerCase())
        .pipe(z.union([z.literal(''), z.email({ message: 'customer_email_invalid' })]))
        .optional()
        .transform((value) => value || undefined),
    },
    { message: 'customer_name_missing' },
  ),
  items: z
    .array(counterLineSchema, { message: 'counter_items_missing' })
    .min(1, 'counter_items_missing')
    .max(MAX_COUNTER_LINES, 'counter_too_many_lines'),
  pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'pickup_date_missing'),
  pickupTime: z.string().regex(/^\d{2}:\d{2}$/, 'pickup_time_missing'),
  payment: counterPaymentSchema,
  /** Taken at the counter (the default) or on the phone. */
  channel: orderChannelSchema.exclude(['online'], { message: 'counter_channel_invalid' }).optional(),
});
export type CounterOrderPayload = z.input<typeof counterOrderSchema>;
export type CounterOrderRequest = z.output<typeof counterOrderSchema>;

/**
 * What it answers: the order as the board shows it (a 'link' order is not on the board until it is
 * paid: `order.status` is then 'Placed'), and for a 'link' payment the link to send.
 */
export const counterOrderAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    order: boardOrderSchema.extend({ status: z.string() }),
    paymentLink: z.string().nullable(),
    /** Whether the link went to the customer by mail (they gave an address). */
    linkMailed: z.boolean(),
  }),
});
export type CounterOrderAnswer = z.infer<typeof counterOrderAnswerSchema>;

/** `GET /api/pay/{token}`: what the customer's payment link shows and pays. */
export const paymentLinkSchema = z.object({
  success: z.literal(true),
  data: z.object({
    reference: z.string(),
    outlet: z.string(),
    customerName: z.string(),
    pickupDate: z.string(),
    pickupTime: z.string(),
    items: z.array(z.object({ itemName: z.string(), size: z.string(), quantity: z.number().int(), price: z.number() })),
    /** Rupees, GST included. */
    amount: z.number(),
    paid: z.boolean(),
    cancelled: z.boolean(),
    /** The code to collect it with, once it is paid (null before, and once cancelled). */
    pickupCode: z.string().nullable(),
    /** The provider order to pay (null once paid or cancelled). */
    providerOrderId: z.string().nullable(),
  }),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>['data'];
