import type { InvoiceKind } from '@roast/domain';
import type { Database, Queryable } from '../../db/client';
import { readFiles, storeFile } from '../../db/stored-files';
import type { Events } from '../../events/events';
import { notFound } from '../../http/errors';
import { documentFilename, renderDocument } from './invoice-pdf';
import { documentFacts, issueDocument, keepDrawing, undrawnDocuments } from './invoices.repository';

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
export function createInvoices({ db, events }: { db: Database; events: Events }) {
  async function render(orderRef: string, kind: InvoiceKind, customerId?: string): Promise<RenderedDocument> {
    const facts = await documentFacts(db, { orderRef, kind, customerId });
    if (!facts) {
      throw notFound(kind === 'invoice' ? 'invoice_not_found' : 'credit_note_not_found');
    }
    const filename = documentFilename(kind, facts.order.reference);
    const fileId = facts.document.fileId;
    const stored = fileId ? (await readFiles(db, [fileId])).get(fileId) : undefined;
    return { filename, pdf: stored ?? (await renderDocument(facts)) };
  }

  /** Draws the order's documents not drawn yet, once each, and announces each one drawn. */
  async function draw(orderId: string): Promise<void> {
    for (const document of await undrawnDocuments(db, orderId)) {
      const facts = await documentFacts(db, { orderRef: orderId, kind: document.kind });
      if (!facts) continue;
      const pdf = await renderDocument(facts);
      await events
        .change(async (tx, emit) => {
          const fileId = await storeFile(tx, { bytes: pdf, contentType: 'application/pdf' });
          // Another try that drew it first keeps its own; this one's file goes with the transaction.
          if (await keepDrawing(tx, document.id, fileId)) {
            await emit('invoice.drawn', { orderId, kind: document.kind, fileId });
          } else {
            throw new DrawnAlready();
          }
        })
        .catch((error: unknown) => {
          if (!(error instanceof DrawnAlready)) throw error;
        });
    }
  }

  events.on('order.paid', 'invoices.draw', ({ orderId }) => draw(orderId));
  events.on('order.cancelled', 'invoices.draw-credit-note', ({ orderId }) => draw(orderId));

  return {
    /** A customer's own document; any other order's is not found. */
    forCustomer: (customerId: string, orderRef: string, kind: InvoiceKind) => render(orderRef, kind, customerId),
    draw,
  };
}

class DrawnAlready extends Error {}

export type Invoices = ReturnType<typeof createInvoices>;
