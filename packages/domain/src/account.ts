import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * Account payloads, shared by the sign-up and login forms and the API. Customers log in with their
 * email, so sign-up needs one.
 */

const email = z
  .string({ message: 'email_missing' })
  .trim()
  .min(1, 'email_missing')
  .max(254, 'email_too_long')
  .pipe(z.email({ message: 'email_invalid' }))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ message: 'password_missing' })
  .min(PASSWORD_MIN_LENGTH, 'password_too_short')
  .max(PASSWORD_MAX_LENGTH, 'password_too_long');

export const registerSchema = z.object({
  name: z
    .string({ message: 'your_name_missing' })
    .trim()
    .min(1, 'your_name_missing')
    .max(80, 'your_name_too_long')
    // The name goes into mail headers and kitchen tickets: one line only.
    .refine((value) => !/[\r\n]/.test(value), 'name_one_line'),
  phone: z
    .string({ message: 'phone_missing' })
    .trim()
    .regex(/^\+?\d{10,13}$/, 'phone_digits_only'),
  email,
  password,
});
export type RegisterPayload = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  // Any length: an old password must still get the plain "does not match" answer.
  password: z
    .string({ message: 'your_password_missing' })
    .min(1, 'your_password_missing')
    .max(PASSWORD_MAX_LENGTH * 4),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });

const resetToken = z.string({ message: 'reset_link_invalid' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'reset_link_invalid');

export const resetPasswordSchema = z.object({ password });
/** The older call carried the link's token in its path (and so in access logs): still accepted. */
export const resetTokenParamsSchema = z.object({ token: resetToken });
/** The token in the body, where no access log writes it down. */
export const resetPasswordWithTokenSchema = z.object({ token: resetToken, password });

export const sessionSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});

export const userDetailsSchema = z.object({
  success: z.literal(true),
  data: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    /** Whether the customer followed a link mailed to this address (only then do guest bookings made with it join). */
    emailVerified: z.boolean(),
  }),
});
export type UserDetails = z.infer<typeof userDetailsSchema>['data'];

const verificationToken = z
  .string({ message: 'verify_link_invalid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'verify_link_invalid');

/** Following the link mailed to confirm an email address: its token, in the body (no access log keeps it). */
export const verifyEmailSchema = z.object({ token: verificationToken });
export type VerifyEmailPayload = z.input<typeof verifyEmailSchema>;

/** A new confirmation link is on its way: to which address, and when it was sent (ISO time). */
export const verificationSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
  sentAt: z.string(),
});
export type VerificationSent = z.infer<typeof verificationSentSchema>;

export const messageSchema = z.object({ success: z.literal(true), message: z.string() });

/** Erasing one's own account asks for the password again (any length, as at login). */
export const eraseAccountSchema = z.object({ password: loginSchema.shape.password });
export type EraseAccountPayload = z.input<typeof eraseAccountSchema>;
