import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events, jobs, workshops } from './catalog';
import { staffMembers, storedFiles } from './files';
import { users } from './people';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Absent only when the message came in the older shape (subject and text). */
    phone: text('phone'),
    subject: text('subject').notNull(),
    preferredMethod: text('preferred_method').$type<'Email' | 'Phone'>(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a member of staff answered it, and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => staffMembers.id),
  },
  (table) => [
    index('contact_messages_created').on(table.createdAt),
    check('contact_messages_preferred_method', sql`${table.preferredMethod} in ('Email', 'Phone')`),
  ],
);

/** Applications to open jobs. The resume, if any, is a stored file, never served to the public. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject'),
    /** The resume's bytes, in the database where every server can read them. */
    resumeFileId: uuid('resume_file_id').references(() => storedFiles.id),
    /** A resume kept under DATA_DIR/resumes by an earlier version of the store. */
    resumeFile: text('resume_file'),
    resumeOriginalName: text('resume_original_name'),
    resumeMime: text('resume_mime'),
    resumeSize: integer('resume_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_applications_job_created').on(table.jobId, table.createdAt),
    check('job_applications_resume_size', sql`${table.resumeSize} is null or ${table.resumeSize} > 0`),
  ],
);

/**
 * Event bookings and workshop enrollments. Places are taken from the event or workshop when the
 * booking is created ('held'); a hold unpaid by `hold_expires_at` gives them back ('expired').
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reference people read: 'EVT-261125-7K3Q9D'. */
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ['event', 'workshop'] }).notNull(),
    eventId: uuid('event_id').references(() => events.id),
    workshopId: uuid('workshop_id').references(() => workshops.id),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The address the hold was asked from, to cap the unpaid places one client can hold. */
    ip: text('ip'),
    slots: integer('slots').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['held', 'paid', 'expired', 'refunded'] })
      .notNull()
      .default('held'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').unique(),
    paymentId: text('payment_id').unique(),
    refundId: text('refund_id'),
    /** A refund being made is leased to one server until then; after that, any may try again. */
    refundLeaseUntil: timestamp('refund_lease_until', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the reconciler last asked the provider about this booking's order. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** When the guest came in at the door, and who let them in. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The attendees of one event or workshop, in the order they booked.
    index('bookings_event_created').on(table.eventId, table.createdAt),
    index('bookings_workshop_created').on(table.workshopId, table.createdAt),
    check(
      'bookings_kind',
      sql`(${table.kind} = 'event' and ${table.eventId} is not null and ${table.workshopId} is null)
        or (${table.kind} = 'workshop' and ${table.workshopId} is not null and ${table.eventId} is null and ${table.userId} is not null)`,
    ),
    check('bookings_slots', sql`${table.slots} > 0`),
    check('bookings_amount', sql`${table.amountPaise} > 0`),
    check('bookings_status', sql`${table.status} in ('held', 'paid', 'expired', 'refunded')`),
    // The reconciler's question: which unpaid bookings were asked about least recently?
    index('bookings_unpaid_checked')
      .on(sql`${table.lastCheckedAt} nulls first`, table.createdAt)
      .where(sql`${table.status} in ('held', 'expired') and ${table.providerOrderId} is not null`),
    // The sweeper's question: which holds have lapsed?
    index('bookings_held_expiry')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'held'`),
    // A customer's enrollments, newest first.
    index('bookings_user_created').on(table.userId, table.createdAt),
    // One live enrollment (a hold or a paid place) per customer and workshop, however many
    // requests race for it.
    uniqueIndex('bookings_one_live_enrollment')
      .on(table.userId, table.workshopId)
      .where(sql`${table.kind} = 'workshop' and ${table.status} in ('held', 'paid')`),
    // The event bookings made with a customer's (verified) email, for My Account, the export and the erase.
    index('bookings_event_by_email')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.kind} = 'event'`),
    // The unpaid places one email or one address holds.
    index('bookings_held_by_email')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'held'`),
    index('bookings_held_by_ip')
      .on(table.ip)
      .where(sql`${table.status} = 'held'`),
  ],
);

/**
 * The cafe's staff: not customers, with their own sessions. An owner works at every outlet; a
 * member of staff at the outlets in `staff_outlets`. No password until they accept their invitation.
 */
