import {
  formatDate,
  formatTime12,
  GST_PERCENT,
  INVOICE_SAC,
  PLACE_OF_SUPPLY,
  rupeesInWords,
  sizeLabel,
  splitGst,
  toIndiaSlot,
  type InvoiceKind,
} from '@roast/domain';
import type { MailAttachment } from '../../db/schema';
import type { DocumentFacts } from './invoices.repository';
import { heightOf, newPdf, PALETTE, rupees, toBuffer, write, type Pdf } from '../../pdf/pdf-kit';

const HALF_RATE = `${GST_PERCENT / 2}%`;
const TITLES = {
  invoice: { english: 'Tax Invoice', others: 'ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ · कर बीजक' },
  'credit-note': { english: 'Credit Note', others: 'ಜಮಾ ಪತ್ರ · क्रेडिट नोट' },
} as const;

/** 'Roast-tax-invoice-CCX-261125-0042.pdf', 'Roast-credit-note-CCX-261125-0042.pdf'. */
export function documentFilename(kind: InvoiceKind, orderReference: string): string {
  return `Roast-${kind === 'invoice' ? 'tax-invoice' : 'credit-note'}-${orderReference}.pdf`;
}

/** The order's tax invoice on its confirmation mail, made by the mail worker when it delivers the mail. */
export const invoiceAttachment = (reference: string, fileId: string): MailAttachment => ({
  filename: documentFilename('invoice', reference),
  contentType: 'application/pdf',
  fileId,
});

const dayOf = (at: Date) => formatDate(toIndiaSlot(at).pickupDate);

/**
 * A GST tax invoice (or the credit note that reverses it) as a PDF: the outlet's registered name,
 * address, GSTIN and FSSAI licence; the number and date; each line with its SAC, quantity, unit
 * price and taxable value; CGST and SGST apart; the total in figures and words; the place of supply.
 */
export async function renderDocument(facts: DocumentFacts): Promise<Buffer> {
  const { document, order, store, customer, items } = facts;
  const title = TITLES[document.kind];
  const doc = newPdf({ title: `${title.english} ${document.number}`, subject: `Roast order ${order.reference}` });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;

  // The band: Roast, and what the document is.
  doc.rect(0, 0, doc.page.width, 112).fill(PALETTE.espresso);
  write(doc, 'Roast', { x: left, y: 34 }, { heading: true, size: 30, color: PALETTE.crema });
  write(doc, 'Cafe & Bakery, Bengaluru', { x: left, y: 74 }, { size: 10, color: PALETTE.caramel });
  write(
    doc,
    title.english,
    { x: left, y: 36 },
    { heading: true, size: 22, color: PALETTE.crema, width, align: 'right' },
  );
  write(doc, title.others, { x: left, y: 70 }, { size: 10, color: PALETTE.caramel, width, align: 'right' });

  // Seller and document details, side by side.
  const top = 136;
  const half = width / 2 - 12;
  write(doc, store.legalName || 'Roast', { x: left, y: top }, { weight: 'bold', size: 12, width: half });
  write(doc, store.title, {}, { size: 10, color: PALETTE.roast, width: half });
  write(doc, store.address, {}, { size: 9.5, color: PALETTE.slate, width: half });
  write(doc, `GSTIN: ${store.gstin}`, {}, { size: 9.5, width: half });
  write(doc, `FSSAI licence no.: ${store.fssaiLicence}`, {}, { size: 9.5, width: half });
  const sellerBottom = doc.y;

  const facts2: [string, string][] = [
    [document.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', document.number],
    ['Date', dayOf(document.issuedAt)],
    ...(facts.correcting
      ? ([
          ['Against invoice', facts.correcting.number],
          ['Invoice date', dayOf(facts.correcting.issuedAt)],
        ] as [string, string][])
      : []),
    ['Order', order.reference],
    ['Place of supply', PLACE_OF_SUPPLY],
    ['Reverse charge', 'No'],
  ];
  let y = top;
  const labelX = left + width / 2 + 12;
  for (const [label, value] of facts2) {
    write(doc, label, { x: labelX, y }, { size: 9.5, color: PALETTE.slate, width: 100 });
    write(doc, value, { x: labelX + 100, y }, { size: 9.5, weight: 'bold', width: right - labelX - 100 });
    y = Math.max(doc.y, y + 14);
  }

  // The customer.
  y = Math.max(sellerBottom, y) + 16;
  const contact = customer.erasedAt
    ? ['Unregistered customer']
    : // A counter customer may have left no email address.
      [customer.email, `${customer.phone} · Unregistered customer`].filter((line) => line !== '');
  const contactHeight = contact.reduce((sum, line) => sum + heightOf(doc, line, half - 14, 9), 0);
  const boxHeight = Math.max(58, 39 + contactHeight + 10);
  doc.roundedRect(left, y, width, boxHeight, 6).fill(PALETTE.crema);
  write(
    doc,
    document.kind === 'invoice' ? 'Billed to' : 'Issued to',
    { x: left + 14, y: y + 10 },
    {
      size: 9,
      color: PALETTE.slate,
    },
  );
  write(doc, customer.erasedAt ? 'Customer' : customer.name, { x: left + 14, y: y + 23 }, { weight: 'bold', size: 11 });
  doc.y = y + 39;
  for (const line of contact)
    write(doc, line, { x: left + 14, y: doc.y }, { size: 9, color: PALETTE.slate, width: half - 14 });
  write(doc, 'Collected at', { x: labelX, y: y + 10 }, { size: 9, color: PALETTE.slate });
  write(doc, store.outletName, { x: labelX, y: y + 23 }, { weight: 'bold', size: 11, width: right - labelX - 14 });
  write(
    doc,
    `Pickup ${formatDate(order.pickupDate)}, ${formatTime12(order.pickupTime)}`,
    { x: labelX, y: y + 39 },
    {
      size: 9,
      color: PALETTE.slate,
    },
  );
  y += boxHeight + 20;

  // The lines.
  const split = splitGst(
    document.totalPaise,
    items.map((item) => item.unitPricePaise * item.quantity),
  );
  const columns = [
    { label: '#', width: 22, align: 'left' as const },
    { label: 'Description', width: width - 22 - 62 - 34 - 80 - 92, align: 'left' as const },
    { label: 'HSN/SAC', width: 62, align: 'left' as const },
    { label: 'Qty', width: 34, align: 'right' as const },
    { label: 'Unit price', width: 80, align: 'right' as const },
    { label: 'Taxable value', width: 92, align: 'right' as const },
  ];
  const row = (cells: string[], at: number, options: { bold?: boolean; color?: string } = {}) => {
    let x = left;
    let bottom = at;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      write(
        doc,
        cell,
        { x: x + 4, y: at },
        {
          size: 9.5,
          weight: options.bold ? 'bold' : 'regular',
          color: options.color ?? PALETTE.espresso,
          width: column.width - 8,
          align: column.align,
        },
      );
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    return bottom;
  };
  doc.rect(left, y, width, 22).fill(PALETTE.roast);
  row(
    columns.map((column) => column.label),
    y + 6,
    { bold: true, color: PALETTE.milk },
  );
  y += 28;
  items.forEach((item, index) => {
    const size = sizeLabel(item.size);
    const description = size ? `${item.itemName} (${size})` : item.itemName;
    const bottom = row(
      [
        String(index + 1),
        description,
        INVOICE_SAC,
        String(item.quantity),
        rupees(item.unitPricePaise),
        rupees(split.lineTaxablePaise[index]!),
      ],
      y,
    );
    y = bottom + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(right, y - 3)
      .lineWidth(0.5)
      .strokeColor(PALETTE.line)
      .stroke();
  });

  // The totals.
  y += 6;
  const totals: [string, string, boolean][] = [
    ['Taxable value', rupees(document.taxablePaise), false],
    [`CGST @ ${HALF_RATE}`, rupees(document.cgstPaise), false],
    [`SGST @ ${HALF_RATE}`, rupees(document.sgstPaise), false],
  ];
  const totalsX = right - 240;
  for (const [label, value] of totals) {
    write(doc, label, { x: totalsX, y }, { size: 10, color: PALETTE.slate, width: 140 });
    write(doc, value, { x: totalsX + 140, y }, { size: 10, width: 100, align: 'right' });
    y += 16;
  }
  doc.roundedRect(totalsX - 8, y, 248, 28, 6).fill(PALETTE.caramel);
  write(
    doc,
    document.kind === 'invoice' ? 'Total paid' : 'Total refunded',
    { x: totalsX, y: y + 8 },
    {
      weight: 'bold',
      size: 11,
      width: 140,
    },
  );
  write(
    doc,
    rupees(document.totalPaise),
    { x: totalsX + 140, y: y + 8 },
    {
      weight: 'bold',
      size: 11,
      width: 100,
      align: 'right',
    },
  );
  y += 44;
  write(doc, 'Amount in words', { x: left, y }, { size: 9, color: PALETTE.slate });
  write(doc, rupeesInWords(document.totalPaise), {}, { weight: 'bold', size: 10, width });
  y = doc.y + 18;

  // What the figures mean.
  const notes = [
    `GST at ${GST_PERCENT}% (CGST ${HALF_RATE} and SGST ${HALF_RATE}) on restaurant service, SAC ${INVOICE_SAC}, without input tax credit. Prices on our menu are before GST.`,
    document.kind === 'credit-note'
      ? `This credit note reverses ${facts.correcting ? `invoice ${facts.correcting.number}` : 'the order’s invoice'} in full: the order was cancelled and the whole amount refunded to the card or account it was paid from.${order.cancelMessage ? ` Reason: ${order.cancelMessage}` : ''}`
      : 'Paid online in full before pickup. Thank you for ordering from Roast.',
    'This is a computer-generated document and needs no signature.',
  ];
  for (const note of notes) {
    write(doc, note, { x: left, y }, { size: 8.5, color: PALETTE.slate, width });
    y = doc.y + 6;
  }
  footer(doc, `${store.legalName} · GSTIN ${store.gstin} · ${store.phone} · ${store.email}`);
  return toBuffer(doc);
}

function footer(doc: Pdf, text: string) {
  const bottom = doc.page.height - 36;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .moveTo(left, bottom - 8)
    .lineTo(left + width, bottom - 8)
    .lineWidth(0.5)
    .strokeColor(PALETTE.line)
    .stroke();
  // Below the bottom margin: written without moving to a new page.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  write(doc, text, { x: left, y: bottom }, { size: 8, color: PALETTE.slate, width, align: 'center', lineBreak: false });
  doc.page.margins.bottom = margin;
}
