import { z } from 'zod';
import {
  CANCEL_REASON_MAX_LENGTH,
  KITCHEN_STATUSES,
  MAX_BOARD_DAYS,
  PASSWORD_MAX_LENGTH,
  PICKUP_CODE_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
} from './limits';
import { fromIndiaSlot } from './india-time';
import { coded } from './refusals';

/**
 * The staff console's calls (`/api/staff/...`): accounts, the order board and the order's moves.
 * Staff are not customers: they sign in with a cookie, and each member works at the outlets they
 * are given (an owner at every outlet).
 */

const email = z
  .string({ message: 'an_email_missing' })
  .trim()
  .min(1, 'an_email_missing')
  .max(254, 'email_too_long')
  .pipe(z.email({ message: 'email_invalid' }))
  .transform((value) => value.toLowerCase());

const name = z
  .string({ message: 'a_name_missing' })
  .trim()
  .min(1, 'a_name_missing')
  .max(80, 'name_too_long')
  // Names go into mail headers and the board: one line only.
  .refine((value) => !/[\r\n]/.test(value), 'name_one_line');

export const staffPasswordSchema = z
  .string({ message: 'password_missing' })
  .min(STAFF_PASSWORD_MIN_LENGTH, 'staff_password_too_short')
  .max(PASSWORD_MAX_LENGTH, 'password_too_long');

const storeId = z.uuid({ message: 'outlet_invalid' });
export const staffRoleSchema = z.enum(STAFF_ROLES, { message: 'staff_role_invalid' });

export const staffLoginSchema = z.object({
  email,
  password: z
    .string({ message: 'your_password_missing' })
    .min(1, 'your_password_missing')
    .max(PASSWORD_MAX_LENGTH * 4),
});
export type StaffLoginPayload = z.input<typeof staffLoginSchema>;

/** A member of staff as the console sees them. `outlets` are store ids; an owner has all of them. */
export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  outlets: z.array(z.string()),
  active: z.boolean(),
  /** False until they have set a password from their invitation. */
  passwordSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z.object({ success: z.literal(true), staff: staffMemberSchema });
export const staffMembersSchema = z.object({ success: z.literal(true), data: z.array(staffMemberSchema) });

/** A staff member works at one outlet or more; an owner works at every outlet. */
const outletsForRole = <T extends { role?: 'owner' | 'staff'; outlets?: string[] }>(value: T, ctx: z.RefinementCtx) => {
  if (value.role === 'staff' && value.outlets !== undefined && value.outlets.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['outlets'], message: 'staff_outlets_required' });
  }
};

export const invitationSchema = z
  .object({
    email,
    name,
    role: staffRoleSchema,
    outlets: z.array(storeId).max(20).default([]),
  })
  .superRefine(outletsForRole);
export type InvitationPayload = z.input<typeof invitationSchema>;

/** An invitation's answer: the member, and the one-time link (also mailed to them). */
export const invitationSentSchema = z.object({
  success: z.literal(true),
  data: staffMemberSchema,
  link: z.string(),
  message: z.string(),
});

export const memberPatchSchema = z
  .object({
    role: staffRoleSchema.optional(),
    outlets: z.array(storeId).max(20).optional(),
    active: z.boolean({ message: coded('flag_not_boolean', { name: 'active' }) }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothing_to_change')
  .superRefine(outletsForRole);
export type MemberPatch = z.input<typeof memberPatchSchema>;

export const staffMemberAnswerSchema = z.object({ success: z.literal(true), data: staffMemberSchema });

const linkToken = z.string({ message: 'staff_link_invalid' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'staff_link_invalid');
export const setPasswordParamsSchema = z.object({ token: linkToken });
export const setPasswordSchema = z.object({ password: staffPasswordSchema });
export const changePasswordSchema = z.object({
  currentPassword: z.string({ message: 'current_password_missing' }).min(1, 'current_password_missing'),
  password: staffPasswordSchema,
});

/** 'YYYY-MM-DD', a real day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
  .refine((value) => fromIndiaSlot({ pickupDate: value, pickupTime: '00:00' }) !== null, 'date_not_real');
/** A real day, 'YYYY-MM-DD' (India time), as the console's day queries take it. */
export const realDaySchema = day;
export const kitchenStatusSchema = z.enum(KITCHEN_STATUSES, { message: 'kitchen_status_invalid' });

export const boardQuerySchema = z.object({
  outlet: storeId,
  /** The first day shown, India time; today when absent. */
  date: day.optional(),
  days: z.coerce.number().int().min(1).max(MAX_BOARD_DAYS, 'board_days_too_many').default(1),
  /** One state, or several (`status=A&status=B`). */
  status: z.preprocess(
    (value) => (value === undefined ? undefined : [value].flat()),
    z.array(kitchenStatusSchema).max(KITCHEN_STATUSES.length).optional(),
  ),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

export const streamQuerySchema = z.object({ outlet: storeId });

export const historyEntrySchema = z.object({
  status: z.string(),
  /** ISO instant. */
  at: z.string(),
  /** Who made the move: a member of staff's name on the board; 'You', 'Roast' or 'Payment' for the customer. */
  by: z.string(),
  reason: z.string().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const refundSchema = z.object({
  status: z.enum(['pending', 'refunded']),
  /** Rupees. */
  amount: z.number(),
  refundId: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed; it is tried again. */
  lastError: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** An order on the board: everything the counter needs to make it and hand it over. */
/** A WhatsApp or SMS message about an order, and how far it got. */
export const boardMessageSchema = z.object({
  channel: z.enum(['whatsapp', 'sms']),
  template: z.string(),
  /** withdrawn: not sent, because the customer (or the kitchen) opted out before it went. */
  status: z.enum(['queued', 'sent', 'delivered', 'read', 'failed', 'withdrawn']),
  /** When it reached that state. */
  at: z.string(),
});
export type BoardMessage = z.infer<typeof boardMessageSchema>;

/** Where an order was taken. */
export const orderChannelSchema = z.enum(['online', 'counter', 'phone']);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

export const boardOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: kitchenStatusSchema,
  pickupCode: z.string(),
  /** The order's first pickup (its lines may pick up later). */
  pickupDate: z.string(),
  pickupTime: z.string(),
  store: z.string(),
  pickupAt: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  items: z.array(
    z.object({
      itemName: z.string(),
      itemType: z.enum(['cake', 'other']),
      quantity: z.number().int(),
      size: z.string(),
      isveg: z.string().nullable(),
      note: z.string(),
      /** Rupees for one. */
      price: z.number(),
      pickupDate: z.string(),
      pickupTime: z.string(),
      /** What a hamper holds, from the catalog, for the kitchen to pack; absent for a cake. */
      contents: z.array(z.string()).optional(),
    }),
  ),
  /** Rupees, GST included. */
  amount: z.number(),
  paidAt: z.string(),
  /** Where it was taken: online, or by staff at the counter or on the phone (absent: online). */
  channel: orderChannelSchema.optional(),
  /** How it was paid: 'ONLINE', or at the counter 'CASH', 'UPI' or 'CARD', or 'LINK' (a payment link). */
  paymentMethod: z.string().optional(),
  history: z.array(historyEntrySchema),
  /** The customer's WhatsApp and SMS messages about it, oldest first. */
  messages: z.array(boardMessageSchema),
  refund: refundSchema.nullable(),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const boardSchema = z.object({ success: z.literal(true), data: z.array(boardOrderSchema) });
export const boardOrderAnswerSchema = z.object({ success: z.literal(true), data: boardOrderSchema });

/** A reference ('CCX-261125-0042') or the order's `_id`. */
export const orderRefParamsSchema = z.object({
  orderId: z
    .string()
    .min(1, 'order_reference_invalid')
    .max(60, 'order_reference_invalid')
    .regex(/^[A-Za-z0-9-]+$/, 'order_reference_invalid'),
});

export const orderMoveSchema = z
  .object({
    status: kitchenStatusSchema,
    pickupCode: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`), 'pickup_code_format')
      .optional(),
    reason: z.string().trim().max(CANCEL_REASON_MAX_LENGTH, 'cancel_reason_too_long').optional(),
    /** A cancellation's words to the customer, apart from its reason (which stays in the console). */
    messageToCustomer: z.string().trim().max(CANCEL_REASON_MAX_LENGTH, 'cancel_message_too_long').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'Picked up' && !value.pickupCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupCode'],
        message: 'pickup_code_missing',
      });
    }
    if (value.status === 'Cancelled' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'cancel_reason_missing' });
    }
    if (value.status !== 'Cancelled' && value.messageToCustomer) {
      ctx.addIssue({ code: 'custom', path: ['messageToCustomer'], message: 'cancel_message_without_cancel' });
    }
  });
export type OrderMove = z.input<typeof orderMoveSchema>;

/** The outlets a member may choose from in the console. */
export const staffOutletsSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ _id: z.string(), outletName: z.string(), code: z.string() })),
});
