import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by a password reset; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the customer proved the email is theirs (a mailed confirmation or reset link). Until then
     * only what the account itself booked is theirs: guest bookings made with the address join it
     * once it is proved (decision 33). Accounts made before the links existed start unproved.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the customer erased their account: name, email and phone are gone, the login with them. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The language messages are written in ('en', 'kn', 'hi'): set from the page they use, changeable. */
    language: text('language').notNull().default('en'),
    /** Messages by WhatsApp or SMS only with a recorded opt-in (`notification_consents`), these the choice in force. */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_language', sql`${table.language} in ('en', 'kn', 'hi')`),
  ],
);

/**
 * Customers' sessions: each token names one (its `jti`). Logging out revokes it, so the token stops
 * working on the server, not only in the browser that held it.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('user_sessions_user').on(table.userId)],
);

/** Password reset links: only a hash of the token is kept, and each works once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

/**
 * Links mailed to confirm a customer's email address: only a hash of the token is kept. A link
 * proves the address it was sent to, once, until it expires; a spent or lapsed one is kept a while
 * so that following it again can say what happened to it.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to: it proves that one, not whatever the account holds later. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_verifications_user').on(table.userId),
    index('email_verifications_expiry').on(table.expiresAt),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** A file kept in the database (`stored_files`), which every server can read. */
  fileId?: string;
  /** A file under DATA_DIR (messages queued before files moved to the database). */
  path?: string;
}

/**
 * Every message the store sends, queued here first so a slow or absent mail server never slows a
 * request; a worker delivers them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('mail_outbox_status', sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`)],
);

/**
 * Signed-in customers' carts: one line per item and size. All lines of a cart are for one outlet;
 * the service keeps it so (it locks the customer's row for every change).
 */
