import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_METHODS } from './limits';

/**
 * What a visitor sends us without an account: the contact form and a job application. Every
 * field that ends up in a mail header (name, address, phone, subject) must be a single line.
 */

const ONE_LINE = /^[^\r\n]*$/;

/** A required single-line text: line breaks are refused before anything is trimmed. */
const line = (what: string, missing: string, max: number) =>
  z
    .string({ message: missing })
    .regex(ONE_LINE, `${what} must be on one line.`)
    .trim()
    .min(1, missing)
    .max(max, `Please shorten ${what.toLowerCase()} to ${max} characters.`);

const email = z
  .string({ message: 'Enter your email address.' })
  .regex(ONE_LINE, 'Your email address must be on one line.')
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ message: 'Enter a valid email address, like name@example.com.' }));

const phone = z
  .string({ message: 'Enter your phone number.' })
  .regex(ONE_LINE, 'Your phone number must be on one line.')
  .trim()
  .min(1, 'Enter your phone number.')
  .regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a phone number, like 98765 43210 or +91 98765 43210.')
  .refine((value) => value.replace(/\D/g, '').length >= 7, 'Enter a phone number, like 98765 43210.');

/**
 * POST /api/mail/send. `to` is the visitor's own address (the spec's field name); the message goes
 * to the cafe's inbox, never to an address from the request. The spec's `subject`, `text` and
 * `htmltext` are read only as plain text, and the server writes the mail itself.
 */
const contactFields = z.object({
  name: line('Your name', 'Enter your name.', 80),
  to: email,
  phone: phone.optional(),
  method: z.enum(CONTACT_METHODS, { message: 'Choose how we should reply: Email or Phone.' }).optional(),
  message: z
    .string({ message: 'Write your message.' })
    .trim()
    .min(1, 'Write your message.')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH} characters.`),
  subject: z
    .string()
    .regex(ONE_LINE, 'The subject must be on one line.')
    .trim()
    .max(200, 'Please shorten the subject to 200 characters.')
    .optional(),
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
    if (!value.phone) context.addIssue({ code: 'custom', path: ['phone'], message: 'Enter your phone number.' });
    if (!value.method) {
      context.addIssue({ code: 'custom', path: ['method'], message: 'Choose how we should reply: Email or Phone.' });
    }
  }),
);
export type ContactMessage = z.output<typeof contactSchema>;

/** The text fields of POST /api/jobs/apply/{id} (multipart; the resume is the file part `resume`). */
export const jobApplicationSchema = z.object({
  name: line('Your name', 'Enter your name.', 80),
  email,
  number: phone,
  subject: z
    .string()
    .regex(ONE_LINE, 'The subject must be on one line.')
    .trim()
    .max(200, 'Please shorten the subject to 200 characters.')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type JobApplicationFields = z.input<typeof jobApplicationSchema>;
