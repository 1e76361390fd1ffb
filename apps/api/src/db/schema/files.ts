import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<'owner' | 'staff'>().notNull(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_members_role', sql`${table.role} in ('owner', 'staff')`),
    check('staff_members_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export const staffOutlets = pgTable(
  'staff_outlets',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.storeId] })],
);

/** A signed-in console: the cookie holds a random token, the table only its hash. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** One-time links to set a password: an invitation, or a new link the owner sends. Hashes only. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => staffMembers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_invitations_staff').on(table.staffId)],
);

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files a person sent (resumes), kept in the database so that every server can read them. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytes('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Photos uploaded from the console, each rendered width and format a row of its own, kept in the
 * database so that every server can serve them (a server's disk is its own). Names are new for
 * every upload, so a name's bytes never change and browsers keep them for a year.
 */
export const catalogImages = pgTable(
  'catalog_images',
  {
    /** The file name under /images/: 'u-7k3q9d2xw4-800.webp'. */
    name: text('name').primaryKey(),
    base: text('base').notNull(),
    format: text('format').$type<'avif' | 'webp'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytes('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('catalog_images_base').on(table.base),
    check('catalog_images_format', sql`${table.format} in ('avif', 'webp')`),
  ],
);

/**
 * Every change to the catalog and the outlets: who, when, and each changed field before and after.
 * Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    staffName: text('staff_name').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    action: text('action').$type<'created' | 'updated' | 'deactivated' | 'cancelled' | 'refunded'>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('audit_log_item').on(table.kind, table.itemId, table.at),
    index('audit_log_at').on(table.at),
    check('audit_log_action', sql`${table.action} in ('created', 'updated', 'deactivated', 'cancelled', 'refunded')`),
  ],
);

/**
 * Rate-limit windows when several servers share one PostgreSQL and no Redis: one row a key, its
 * count and when its window ends. Rows of ended windows are swept now and then.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_reset').on(table.resetAt)],
);

/**
 * GST tax invoices and credit notes, one of each kind at most per order. The number is
 * '<prefix>/<financial year>/<sequence>' (at most 16 characters), given in order without gaps
 * within the financial year (April to March, India time) by `invoiceSequences`. Amounts are kept as
 * issued, so a document reads the same forever.
 */
