import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { MailQueue } from '../../mail/mail-queue';
import { useTestApp } from '../../test/harness';
import { atShopTime, paidOrder } from '../../test/shop';
import { startSmtpPeer } from '../../test/smtp-peer';

/** The confirmation mail over real SMTP, its invoice made by the mail worker rather than at payment. */
const peer = await startSmtpPeer();
const t = useTestApp({ env: { SMTP_URL: peer.url } });
afterAll(() => peer.close());
beforeEach(atShopTime);

describe('the order confirmation mail', { timeout: 60_000 }, () => {
  it('is queued with the invoice named, not made, and delivered with the invoice PDF attached', async () => {
    peer.received.length = 0;
    const { customer, id, reference } = await paidOrder(t.app, t.db);
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(queued!.attachments).toEqual([
      {
        filename: `Roast-tax-invoice-${reference}.pdf`,
        contentType: 'application/pdf',
        generated: { kind: 'invoice', orderId: id },
      },
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
    const document = await getDocumentProxy(new Uint8Array(attachment!.content));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('RC/26-27/000001');
    expect(text).toContain(reference);
    // The kitchen's ticket carries no invoice.
    const ticket = peer.received.find((message) => !message.envelopeTo.includes(customer.email))!;
    expect(ticket.parsed.attachments).toHaveLength(0);
  });

  it('waits for a worker that can make the invoice: a queue without one leaves the mail for it', async () => {
    peer.received.length = 0;
    const { customer, reference } = await paidOrder(t.app, t.db);
    // The staff command's queue: it delivers mail, but makes no invoices.
    const subjects: string[] = [];
    const bare = new MailQueue(
      t.db,
      {
        kind: 'outbox',
        deliver: async (mail) => {
          subjects.push(mail.subject);
          return 'kept';
        },
        close: () => {},
      },
      'Roast <orders@roastcafe.in>',
      t.app.log,
    );
    await bare.drain();
    // The sign-up's confirmation link and the kitchen's ticket go; the confirmation waits.
    expect(subjects.sort()).toEqual(['Confirm your email for Roast', expect.stringContaining(`Ticket ${reference}`)]);
    const [waiting] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });

    await t.app.mail.drain();
    const mail = peer.received.find(
      (message) =>
        message.envelopeTo.includes(customer.email) && message.parsed.subject === `Your Roast order ${reference}`,
    )!;
    expect(mail.parsed.attachments.map((file) => file.filename)).toEqual([`Roast-tax-invoice-${reference}.pdf`]);
  });
});
