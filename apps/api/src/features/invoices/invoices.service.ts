import type { InvoiceKind } from '@roast/domain';
import type { Database, Queryable } from '../../db/client';
import { notFound } from '../../http/errors';
import { documentFilename, renderDocument } from './invoice-pdf';
import { documentFacts, issueDocument } from './invoices.repository';

export { invoiceAttachment } from './invoice-pdf';

type PaidOrder = { id: string; amountPaise: number };

/** The order's tax invoice, in the transaction that marks it paid (its last statement: ADR 22). */
export const issueInvoice = (tx: Queryable, order: PaidOrder, at: Date) =>
  issueDocument(tx, { orderId: order.id, kind: 'invoice', amountPaise: order.amountPaise, at });

/** The credit note of a paid order cancelled with its full refund, in the cancelling transaction. */
export const issueCreditNote = (tx: Queryable, order: PaidOrder, at: Date) =>
  issueDocument(tx, { orderId: order.id, kind: 'credit-note', amountPaise: order.amountPaise, at });

export interface RenderedDocument {
  filename: string;
  pdf: Buffer;
}

/**
 * Tax invoices and credit notes as PDFs, drawn from what was issued when the order was paid (or
 * cancelled): a document reads the same however often it is fetched.
 */
export function createInvoices({ db }: { db: Database }) {
  async function render(orderRef: string, kind: InvoiceKind, customerId?: string): Promise<RenderedDocument> {
    const facts = await documentFacts(db, { orderRef, kind, customerId });
    if (!facts) {
      throw notFound(
        kind === 'invoice' ? 'We could not find an invoice for that order.' : 'That order has no credit note.',
      );
    }
    return { filename: documentFilename(kind, facts.order.reference), pdf: await renderDocument(facts) };
  }

  return {
    /** A customer's own document; any other order's is not found. */
    forCustomer: (customerId: string, orderRef: string, kind: InvoiceKind) => render(orderRef, kind, customerId),
    /** For the mail queue: the invoice attached to the order's confirmation. */
    invoiceOf: (orderId: string) => render(orderId, 'invoice'),
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
