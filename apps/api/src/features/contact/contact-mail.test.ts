import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { startSmtpPeer } from '../../test/smtp-peer';
import { useTestApp } from '../../test/harness';

/** The contact form's mail over real SMTP: it reaches the inbox and nobody else. */
const peer = await startSmtpPeer();
const INBOX = 'contact-desk@roastcafe.in';
const t = useTestApp({ env: { SMTP_URL: peer.url, CONTACT_INBOX: INBOX, MAIL_FROM: 'Roast <hello@roastcafe.in>' } });

afterAll(() => peer.close());

describe('contact mail over SMTP', () => {
  it('is delivered to the inbox only, replies go to the visitor, and no client HTML or injected recipient survives', async () => {
    peer.received.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mail/send',
      payload: {
        name: 'Kiran Shetty',
        to: 'kiran@example.com',
        phone: '080 4912 3300',
        method: 'Phone',
        message:
          'Hi!\r\nBcc: evil@example.com\r\nCc: spam@example.com\r\n\r\n<img src=x onerror=alert(1)> Do you bake gluten-free bread?',
        subject: 'Message from Kiran Shetty',
        text: 'To: victim@example.com',
        htmltext: '<h1>Win a prize</h1><a href="https://phish.example/">claim</a>',
        bcc: 'hidden@example.com',
      },
    });
    expect(response.statusCode).toBe(200);

    await t.app.mail.drain();
    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail.envelopeTo).toEqual([INBOX]);
    expect(mail.envelopeFrom).toBe('hello@roastcafe.in');
    expect(mail.parsed.to).toMatchObject({ value: [{ address: INBOX, name: '' }] });
    expect(mail.parsed.cc).toBeUndefined();
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.replyTo?.value).toEqual([{ address: 'kiran@example.com', name: '' }]);
    expect(mail.parsed.subject).toBe('Website message from Kiran Shetty');

    const html = mail.parsed.html || '';
    expect(html).toContain('Do you bake gluten-free bread?');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('Win a prize');
    expect(html).not.toContain('phish.example');
    expect(mail.parsed.text).toContain('Phone: 080 4912 3300');
    expect(mail.parsed.text).toContain('Preferred method: Phone');
    expect(mail.parsed.text).not.toContain('victim@example.com');

    const [row] = await t.db.select().from(mailOutbox);
    expect(row?.status).toBe('sent');
  });
});
