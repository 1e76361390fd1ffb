import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { orders } from './orders';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<'invoice' | 'credit-note'>().notNull(),
    number: text('number').notNull().unique(),
    /** '2026-27'. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The document as drawn once, after the payment (or the cancellation) that issued it. */
    fileId: uuid('file_id').references(() => storedFiles.id),
  },
  (table) => [
    uniqueIndex('invoices_order_kind').on(table.orderId, table.kind),
    uniqueIndex('invoices_year_kind_sequence').on(table.financialYear, table.kind, table.sequence),
    check('invoices_kind', sql`${table.kind} in ('invoice', 'credit-note')`),
    check('invoices_number_length', sql`length(${table.number}) <= 16`),
    check(
      'invoices_tax_sum',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} = ${table.totalPaise}`,
    ),
  ],
);

/** The last number given of each kind of document in each financial year. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    financialYear: text('financial_year').notNull(),
    kind: text('kind').$type<'invoice' | 'credit-note'>().notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.financialYear, table.kind] })],
);
