import { financialYearOf, INVOICE_PREFIX, splitGst, type InvoiceKind } from '@roast/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { invoices, invoiceSequences, orderItems, orders, stores, users } from '../../db/schema';

/**
 * The next number of a kind of document in a financial year and the document itself, in one
 * statement: the year's counter is raised (or started at 1) and the document takes its value. The
 * counter's row stays locked until the paying (or cancelling) transaction ends, so numbers are
 * given in the order the transactions commit, and one rolled back gives its number back: no gaps.
 * An order already holding a document of the kind gets no second one (and the counter is not
 * raised: the insert of the counter runs only when the order has none).
 */
const issue = preparedSql<{ number: string }>(
  'invoices_issue',
  sql`
    with existing as (
      select 1 from ${invoices} where order_id = ${sql.placeholder('orderId')} and kind = ${sql.placeholder('kind')}
    ),
    next as (
      insert into ${invoiceSequences} (financial_year, kind, last)
      select ${sql.placeholder('financialYear')}, ${sql.placeholder('kind')}, 1
      where not exists (select 1 from existing)
      on conflict (financial_year, kind) do update set last = ${invoiceSequences}.last + 1
      returning last
    )
    insert into ${invoices} (order_id, kind, number, financial_year, sequence, issued_at,
                             taxable_paise, cgst_paise, sgst_paise, total_paise)
    select ${sql.placeholder('orderId')}, ${sql.placeholder('kind')},
           ${sql.placeholder('prefix')} || lpad(next.last::text, greatest(6, length(next.last::text)), '0'),
           ${sql.placeholder('financialYear')}, next.last, ${sql.placeholder('issuedAt')},
           ${sql.placeholder('taxable')}, ${sql.placeholder('cgst')}, ${sql.placeholder('sgst')},
           ${sql.placeholder('total')}
    from next
    returning number`,
);

/**
 * Issues the order's tax invoice (when it is paid) or credit note (when a paid order is cancelled
 * and refunded) for the amount the customer paid, numbered in its financial year. Runs in the
 * caller's transaction; answers the number, or undefined when the order already had one.
 */
export async function issueDocument(
  db: Queryable,
  document: { orderId: string; kind: InvoiceKind; amountPaise: number; at: Date },
): Promise<string | undefined> {
  const financialYear = financialYearOf(document.at);
  const split = splitGst(document.amountPaise, []);
  const [row] = await issue(db, {
    orderId: document.orderId,
    kind: document.kind,
    financialYear,
    prefix: `${INVOICE_PREFIX[document.kind]}/${financialYear.slice(2)}/`,
    issuedAt: document.at.toISOString(),
    taxable: split.taxablePaise,
    cgst: split.cgstPaise,
    sgst: split.sgstPaise,
    total: split.totalPaise,
  });
  return row?.number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Everything a document shows: the document, its order and lines, the outlet and the customer.
 * `customerId` limits it to that customer's orders; undefined when there is no such document.
 */
export async function documentFacts(
  db: Queryable,
  query: { orderRef: string; kind: InvoiceKind; customerId?: string },
) {
  const orderMatch = UUID.test(query.orderRef)
    ? eq(orders.id, query.orderRef)
    : eq(orders.reference, query.orderRef.toUpperCase());
  const [found] = await db
    .select({ document: invoices, order: orders, store: stores, account: users })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        orderMatch,
        eq(invoices.kind, query.kind),
        eq(orders.paid, true),
        query.customerId === undefined ? undefined : eq(orders.userId, query.customerId),
      ),
    );
  if (!found) return undefined;
  const { account, ...rest } = found;
  // An order taken at the counter or by phone names its customer itself.
  const customer = account ?? {
    name: found.order.customerName ?? '',
    email: found.order.customerEmail ?? '',
    phone: found.order.customerPhone ?? '',
    erasedAt: null,
  };
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, found.order.id))
    .orderBy(asc(orderItems.position));
  // The invoice of a credit note: the document it corrects.
  const [invoice] =
    query.kind === 'credit-note'
      ? await db
          .select({ number: invoices.number, issuedAt: invoices.issuedAt })
          .from(invoices)
          .where(and(eq(invoices.orderId, found.order.id), eq(invoices.kind, 'invoice')))
      : [];
  return { ...rest, customer, items, correcting: invoice };
}

export type DocumentFacts = NonNullable<Awaited<ReturnType<typeof documentFacts>>>;

/** The order's issued documents that have no drawn file yet. */
export const undrawnDocuments = (db: Queryable, orderId: string) =>
  db
    .select({ id: invoices.id, kind: invoices.kind })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), isNull(invoices.fileId)))
    .orderBy(asc(invoices.issuedAt));

/** Keeps a drawn file as the document's, unless another was kept first; true when this one was. */
export async function keepDrawing(db: Queryable, documentId: string, fileId: string): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ fileId })
    .where(and(eq(invoices.id, documentId), isNull(invoices.fileId)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
