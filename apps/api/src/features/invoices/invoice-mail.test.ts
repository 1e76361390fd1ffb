import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, storedFiles } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, paidOrder } from '../../test/shop';
import { startSmtpPeer } from '../../test/smtp-peer';

/** The confirmation mail over real SMTP, with the invoice drawn once after the payment. */
const peer = await startSmtpPeer();
const t = useTestApp({ env: { SMTP_URL: peer.url } });
afterAll(() => peer.close());
beforeEach(atShopTime);

describe('the order confirmation mail', { timeout: 60_000 }, () => {
  it('is queued with the invoice drawn once after the payment, and delivered with that PDF attached', async () => {
    peer.received.length = 0;
    const { customer, id, reference } = await paidOrder(t.app, t.db);
    const [document] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(document!.fileId).toEqual(expect.any(String));
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(queued!.attachments).toEqual([
      { filename: `Roast-tax-invoice-${reference}.pdf`, contentType: 'application/pdf', fileId: document!.fileId },
    ]);
    expect(queued!.text).toContain('Your GST tax invoice is attached');

    await t.app.mail.drain();
    const mail = peer.received.find(
      (message) =>
        message.envelopeTo.includes(customer.email) && message.parsed.subject === `Your Roast order ${reference}`,
    )!;
    expect(mail.parsed.subject).toBe(`Your Roast order ${reference}`);
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment!.filename).toBe(`Roast-tax-invoice-${reference}.pdf`);
    expect(attachment!.contentType).toBe('application/pdf');
    const document2 = await getDocumentProxy(new Uint8Array(attachment!.content));
    const { text } = await extractText(document2, { mergePages: true });
    expect(text).toContain('RC/26-27/000001');
    expect(text).toContain(reference);
    // The kitchen's ticket carries no invoice.
    const ticket = peer.received.find((message) => !message.envelopeTo.includes(customer.email))!;
    expect(ticket.parsed.attachments).toHaveLength(0);
  });

  it('is drawn once: drawing again keeps the first file, and the download is the mailed PDF', async () => {
    const { id, reference, customer, order } = await paidOrder(t.app, t.db);
    const [before] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
    await t.app.events.change(async (_tx, emit) => {
      await emit('order.paid', { orderId: id, storeId: order.storeId, userId: order.userId });
    });
    await t.app.jobs.drain();
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(rows.map((row) => row.fileId)).toEqual([before!.fileId]);
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, before!.fileId!));
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/order/invoice/${reference}`,
      headers: { token: customer.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(stored!.bytes))).toBe(true);
  });
});
