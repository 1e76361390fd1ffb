import { z } from 'zod';
import { coded } from './refusals';

/**
 * The owner's list of payments that bought nothing (`/api/staff/payment-mismatches`): a payment
 * for another amount or currency than was owed, or a second payment for something already paid.
 * Each is refunded through the payment provider; the list says when it came, what it was for,
 * what was owed and what arrived, and how its refund stands.
 */

export const PAYMENT_MISMATCH_REASONS = ['mismatch', 'second-payment'] as const;
export type PaymentMismatchReason = (typeof PAYMENT_MISMATCH_REASONS)[number];

/**
 * Where a payment's refund stands: made; being made (or due, with its next try); failing (tried,
 * the provider refused, tried again later); or left for the owner to decide with a tap.
 */
export const MISMATCH_REFUND_STATES = ['refunded', 'pending', 'failing', 'owner'] as const;
export type MismatchRefundState = (typeof MISMATCH_REFUND_STATES)[number];

export const paymentMismatchSchema = z.object({
  /** The provider's payment id. */
  paymentId: z.string(),
  reason: z.enum(PAYMENT_MISMATCH_REASONS),
  /** When the payment was first reported, and last. */
  at: z.string(),
  lastSeenAt: z.string(),
  /** What it was for: a cart order, an event booking or a workshop enrollment. */
  kind: z.enum(['order', 'event', 'workshop']),
  /** Our reference for it ('CCX-251125-0042', 'EVT-…', 'WKS-…'). */
  reference: z.string(),
  /** The outlet of an order, the event's or the workshop's title. */
  title: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** Rupees owed for it. */
  owed: z.number(),
  /** What the payment was, in the main unit of its currency (rupees for INR). */
  received: z.object({ amount: z.number(), currency: z.string() }),
  /** The payment that did pay for it, when one has. */
  paidWith: z.string().nullable(),
  refund: z.object({
    state: z.enum(MISMATCH_REFUND_STATES),
    refundId: z.string().nullable(),
    refundedAt: z.string().nullable(),
    attempts: z.number().int(),
    /** The provider's reason the last attempt failed. */
    lastError: z.string().nullable(),
    /** When a pending or failing refund is tried next. */
    nextAttemptAt: z.string().nullable(),
    /** The owner who asked for it, when it was asked for by hand. */
    requestedBy: z.string().nullable(),
  }),
  /** Failing, or left for the owner: someone should look. */
  needsAttention: z.boolean(),
});
export type PaymentMismatch = z.infer<typeof paymentMismatchSchema>;

export const paymentMismatchesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page_too_small').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, coded('limit_too_big', { max: 100 }))
    .default(25),
});

export const paymentMismatchesPageSchema = z.object({
  success: z.literal(true),
  data: z.array(paymentMismatchSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** How many of them, on any page, need someone to look. */
  attention: z.number().int(),
});
export type PaymentMismatchesPage = z.infer<typeof paymentMismatchesPageSchema>;

export const paymentMismatchParamsSchema = z.object({
  paymentId: z.string().min(1, 'payment_id_invalid').max(100, 'payment_id_invalid'),
});

export const paymentMismatchAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: paymentMismatchSchema,
});
