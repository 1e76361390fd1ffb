import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What changed, written in the change's own transaction: an order paid, moved or cancelled, a
 * booking paid. Each subscriber's job carries the event; the row is the record of it.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('change_events_at').on(table.at)],
);

/** A subscriber that has done its part for an event: run again, it does nothing twice. */
export const changeEventDeliveries = pgTable(
  'change_event_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => changeEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.subscriber] })],
);
