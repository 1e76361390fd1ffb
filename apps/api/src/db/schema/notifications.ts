import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './people';

/**
 * Every choice a customer made about WhatsApp and SMS messages, and their language, as it was made:
 * when, on which page language, and the words the page showed them (what they agreed to). The
 * latest row of a channel is the choice in force; rows are only added.
 */
export const notificationConsents = pgTable(
  'notification_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'whatsapp', 'sms', or 'language' (the messages' language chosen). */
    subject: text('subject').notNull(),
    /** For a channel, opted in or out; for the language, null. */
    granted: boolean('granted'),
    /** The language chosen, when `subject` is 'language'. */
    language: text('language'),
    /** The words the page showed for this choice, in its language. */
    wording: text('wording').notNull(),
    pageLanguage: text('page_language').notNull(),
    /** Where the choice was made: 'account' (My Account), 'stop' (a "STOP" sent to the business number). */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('notification_consents_user').on(table.userId, table.subject, table.at),
    check('notification_consents_subject', sql`${table.subject} in ('whatsapp', 'sms', 'language')`),
  ],
);

/**
 * Messages sent (or to be sent) by WhatsApp or SMS: to whom, which template in which language with
 * which variables, the text as the customer reads it, and where its delivery stands.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    variables: jsonb('variables').$type<string[]>().notNull(),
    text: text('text').notNull(),
    /** queued → sent → delivered → read; or failed (after the last try, or as the provider reports). */
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The failed message this one stands in for (a failed WhatsApp message falls back once). */
    fallbackOf: uuid('fallback_of').unique(),
    /** A message sent at most once whatever runs it ('pickup_reminder:<order id>'). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_messages_order').on(table.orderId),
    index('notification_messages_provider_id').on(table.providerMessageId),
    check('notification_messages_channel', sql`${table.channel} in ('whatsapp', 'sms')`),
  ],
);
