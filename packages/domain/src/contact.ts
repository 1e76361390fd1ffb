import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_METHODS } from './limits';

/**
 * What a visitor sends us without an account: the contact form and a job application. Every
 * field that ends up in a mail header (name, address, phone, subject) must be a single line.
 */

const ONE_LINE = /^[^\r\n]*$/;

/** A required single-line text: line breaks are refused before anything is trimmed. */
const yourName = z
  .string({ message: 'your_name_missing' })
  .regex(ONE_LINE, 'your_name_one_line')
  .trim()
  .min(1, 'your_name_missing')
  .max(80, 'your_name_too_long');

const email = z
  .string({ message: 'email_missing' })
  .regex(ONE_LINE, 'email_one_line')
  .trim()
  .min(1, 'email_missing')
  .max(254, 'email_too_long')
  .pipe(z.email({ message: 'email_invalid' }));

const phone = z
  .string({ message: 'phone_missing' })
  .regex(ONE_LINE, 'phone_one_line')
  .trim()
  .min(1, 'phone_missing')
  .regex(/^\+?[\d\s()-]{7,20}$/, 'phone_invalid')
  .refine((value) => value.replace(/\D/g, '').length >= 7, 'phone_too_short');

/**
 * POST /api/mail/send. `to` is the visitor's own address (the spec's field name); the message goes
 * to the cafe's inbox, never to an address from the request. The spec's `subject`, `text` and
 * `htmltext` are read only as plain text, and the server writes the mail itself.
 */
const contactFields = z.object({
  name: yourName,
  to: email,
  phone: phone.optional(),
  method: z.enum(CONTACT_METHODS, { message: 'reply_method_not_chosen' }).optional(),
  message: z
    .string({ message: 'message_missing' })
    .trim()
    .min(1, 'message_missing')
    .max(CONTACT_MESSAGE_MAX_LENGTH, 'message_too_long'),
  subject: z.string().regex(ONE_LINE, 'subject_one_line').trim().max(200, 'subject_too_long').optional(),
  text: z.string().max(10_000).optional(),
  htmltext: z.string().max(20_000).optional(),
});
export type ContactPayload = z.input<typeof contactFields>;

/**
 * The older shape of the call carries no separate fields: the subject names the sender and the
 * plain `text` holds the phone, the preferred method and the message. It is read as exactly that.
 */
function fromOlderShape(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const body = input as Record<string, unknown>;
  const formShape = body.message !== undefined || body.phone !== undefined || body.method !== undefined;
  if (formShape || typeof body.text !== 'string') return input;
  return { ...body, name: body.name ?? body.subject, message: body.text, olderShape: true };
}

export const contactSchema = z.preprocess(
  fromOlderShape,
  contactFields.extend({ olderShape: z.literal(true).optional() }).superRefine((value, context) => {
    // The form's own fields are all required; only the older shape may leave these to its text.
    if (value.olderShape) return;
    if (!value.phone) context.addIssue({ code: 'custom', path: ['phone'], message: 'phone_missing' });
    if (!value.method) {
      context.addIssue({ code: 'custom', path: ['method'], message: 'reply_method_not_chosen' });
    }
  }),
);
export type ContactMessage = z.output<typeof contactSchema>;

/** The text fields of POST /api/jobs/apply/{id} (multipart; the resume is the file part `resume`). */
export const jobApplicationSchema = z.object({
  name: yourName,
  email,
  number: phone,
  subject: z
    .string()
    .regex(ONE_LINE, 'subject_one_line')
    .trim()
    .max(200, 'subject_too_long')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type JobApplicationFields = z.input<typeof jobApplicationSchema>;
