import { z } from 'zod';
import { MAX_ORDERS_PAGE_SIZE } from './limits';
import { coded } from './refusals';
import { historyEntrySchema } from './staff';

/**
 * Orders. `orderId` is the pickup reference people read ('CCX-251125-0042'); amounts people read
 * are rupees; provider orders carry paise. An order is 'Placed' until paid, then 'Confirmed'.
 */

/** The spec's order payload; the server reads none of its amounts or items (it orders the cart). */
export const createOrderSchema = z
  .object({
    userId: z.string().max(100).optional(),
    amount: z.unknown().optional(),
    items: z.unknown().optional(),
    store: z.unknown().optional(),
    paymentMethod: z.string().max(20).optional(),
  })
  .optional();

export const providerOrderSchema = z.object({
  success: z.literal(true),
  /** The payment provider's order id, for the checkout widget. */
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** Our reference for the order. */
  orderId: z.string(),
});

export const paymentKeySchema = z.object({
  success: z.literal(true),
  key: z.string(),
  /** The checkout script to load: Razorpay's, or the sandbox's. */
  script: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
});
export type PaymentKey = z.infer<typeof paymentKeySchema>;

export const paymentVerificationSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

/**
 * The answer to a verified payment (the widget's JSON call). `outcome` says how it ended: paid
 * now, paid before with this same payment (a replay), or refunded because the places it was for
 * had gone while the customer paid; `message` says the same in words.
 */
export const paymentVerifiedSchema = z.object({
  success: z.literal(true),
  /** The provider's payment id. */
  reference: z.string(),
  /** Our reference for what was paid for. */
  orderId: z.string(),
  message: z.string(),
  outcome: z.enum(['paid', 'already', 'refunded']),
});
export type PaymentVerified = z.infer<typeof paymentVerifiedSchema>;

const orderItemSchema = z.object({
  itemId: z.string(),
  itemType: z.enum(['cake', 'other']),
  itemName: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  /** Rupees for one. */
  price: z.number(),
  store: z.string(),
  pickupAt: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  requestNote: z.string(),
  additionalData: z.string().nullable(),
  preparationTime: z.number().int(),
  status: z.string(),
});

export const orderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  orderStatus: z.string(),
  paymentStatus: z.boolean(),
  paymentMethod: z.string(),
  /** Rupees, GST included. */
  amount: z.number(),
  itemsTotal: z.number(),
  gst: z.number(),
  store: z.object({ _id: z.string(), outletName: z.string() }),
  items: z.array(orderItemSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The digits the customer shows at the counter; null until paid. */
  pickupCode: z.string().nullable(),
  /** Each state the order has been in, oldest first. */
  history: z.array(historyEntrySchema),
  /** A cancelled order's refund (rupees), or null. */
  refund: z.object({ status: z.enum(['pending', 'refunded']), amount: z.number() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderCancelledSchema = z.object({ success: z.literal(true), message: z.string(), data: orderSchema });

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page_too_small').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ORDERS_PAGE_SIZE, coded('limit_too_big', { max: MAX_ORDERS_PAGE_SIZE }))
    .default(10),
  include: z.enum(['pending']).optional(),
});

export const ordersPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.array(orderSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});

export const orderStatusSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.boolean(),
});
