import { z } from 'zod';
import { CATALOG_KINDS } from './catalog-edit';
import { listFormat } from './edit-rules';
import { coded } from './refusals';

/**
 * The console's lists: the audit trail of the catalog and the outlets, the attendees of an event or
 * a workshop, the job applications and the messages received, each a page at a time.
 */

/**
 * One change to the catalog or an outlet, an order taken or cancelled by staff, or a payment refunded
 * by the owner, as the audit trail keeps it.
 */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  by: z.string(),
  kind: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  /** 'cancelled' and 'refunded': an order cancelled by staff, a payment refunded at the owner's tap. */
  action: z.enum(['created', 'updated', 'deactivated', 'cancelled', 'refunded']),
  /** Only the fields that changed, before and after. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Pages of the console's lists. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page_too_small').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, coded('limit_too_big', { max: 100 }))
    .default(25),
});
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });

export const auditQuerySchema = pageQuerySchema.extend({
  kind: z.enum([...CATALOG_KINDS, 'outlets', 'orders', 'payments'], { message: 'catalog_kind_invalid' }).optional(),
  id: z.uuid({ message: 'id_malformed' }).optional(),
});
export const auditPageSchema = page(auditEntrySchema);

export const attendeesQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['event', 'workshop'], { message: 'attendee_kind_invalid' }),
  id: z.uuid({ message: 'id_malformed' }),
  format: listFormat,
});
export const attendeeSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  places: z.number().int(),
  paid: z.boolean(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  bookedAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeesPageSchema = page(attendeeSchema).extend({
  session: z.object({ _id: z.string(), title: z.string(), date: z.string(), time: z.string() }),
  /** Places paid for, and how many of them have come in. */
  counts: z.object({ places: z.number().int(), checkedIn: z.number().int() }),
});
export const checkInSchema = z.object({
  checkedIn: z.boolean({ message: coded('flag_not_boolean', { name: 'checkedIn' }) }),
});
export const attendeeAnswerSchema = z.object({ success: z.literal(true), data: attendeeSchema });

export const applicationsQuerySchema = pageQuerySchema.extend({
  job: z.uuid({ message: 'id_malformed' }).optional(),
  format: listFormat,
});
export const applicationSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string().nullable(),
  /** The resume's file name as it was sent, or null without one. */
  resume: z.string().nullable(),
  resumeSize: z.number().int().nullable(),
  appliedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsPageSchema = page(applicationSchema);

export const messagesQuerySchema = pageQuerySchema.extend({
  handled: z.enum(['true', 'false'], { message: coded('flag_not_true_false', { name: 'handled' }) }).optional(),
  format: listFormat,
});
export const receivedMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  preferredMethod: z.string().nullable(),
  message: z.string(),
  receivedAt: z.string(),
  handled: z.boolean(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;
export const messagesPageSchema = page(receivedMessageSchema);
export const handledSchema = z.object({
  handled: z.boolean({ message: coded('flag_not_boolean', { name: 'handled' }) }),
});
export const messageAnswerSchema = z.object({ success: z.literal(true), data: receivedMessageSchema });
