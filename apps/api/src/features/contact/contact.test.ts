import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema';
import { useTestApp } from '../../test/harness';

const INBOX = 'contact-desk@roastcafe.in';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  to: 'asha@example.com',
  phone: '+91 98765 43210',
  method: 'Email',
  message: 'Can you make a 2 kg eggless cake for Saturday?',
  subject: 'Message from Asha Rao',
  text: 'Phone: +91 98765 43210',
  htmltext: '<p>Phone: +91 98765 43210</p>',
  ...overrides,
});

describe('POST /api/mail/send', () => {
  const t = useTestApp({ env: { CONTACT_INBOX: INBOX } });
  const send = (payload: Record<string, unknown>, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/mail/send', payload, remoteAddress });

  it('keeps the message and queues one mail to the inbox, with the visitor as Reply-To', async () => {
    const response = await send(message());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Message sent successfully!' });

    const [stored] = await t.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      preferredMethod: 'Email',
      message: 'Can you make a 2 kg eggless cake for Saturday?',
      ip: '10.1.0.1',
    });
    const mails = await t.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'contact-message',
      toAddress: INBOX,
      replyTo: 'asha@example.com',
      subject: 'Website message from Asha Rao',
      attachments: [],
    });
    expect(mails[0]!.text).toContain('Can you make a 2 kg eggless cake for Saturday?');
    expect(mails[0]!.text).toContain(stored!.id);
  });

  it('takes the older shape of the call (to, subject, text, htmltext) as plain text, never as HTML', async () => {
    const response = await send({
      to: 'ravi@example.com',
      subject: 'Ravi Kumar',
      text: 'Phone: 98450 12345\nPreferred method: Phone\n\nDo you cater office parties?',
      htmltext: '<img src=x onerror=alert(1)><p>Do you cater office parties?</p>',
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', phone: null, preferredMethod: null });
    expect(stored!.message).toContain('Do you cater office parties?');
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ toAddress: INBOX, replyTo: 'ravi@example.com' });
    expect(mail!.text).toContain('Preferred method: Phone');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).not.toContain('onerror=alert');
  });

  it('still needs the phone and the method from the form’s own shape', async () => {
    const response = await send(message({ phone: undefined, method: undefined }));
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('sends to the inbox whatever addresses the request names, and ignores fields it does not know', async () => {
    const response = await send(
      message({ cc: 'someone@example.com', bcc: 'list@example.com', inbox: 'other@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.toAddress)).toEqual([INBOX]);
    for (const mail of mails) {
      expect(`${mail.text}${mail.html}`).not.toContain('list@example.com');
      expect(`${mail.text}${mail.html}`).not.toContain('someone@example.com');
    }
  });

  it('writes its own HTML from the plain fields and never relays the client’s htmltext', async () => {
    await send(
      message({
        message: 'Hello <b>there</b> & <script>alert(1)</script>',
        htmltext: '<a href="https://phish.example">Click</a>',
      }),
    );
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail!.html).toContain('Hello &lt;b&gt;there&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('phish.example');
    expect(mail!.text).not.toContain('phish.example');
  });

  it.each([
    ['name', 'Asha\r\nBcc: evil@example.com', 'Your name must be on one line.'],
    ['name', 'Asha\nRao', 'Your name must be on one line.'],
    ['to', 'asha@example.com\r\nBcc: evil@example.com', 'Your email address must be on one line.'],
    ['to', 'asha@example.com\n', 'Your email address must be on one line.'],
    ['phone', '98765\r43210', 'Your phone number must be on one line.'],
    ['subject', 'Hello\r\nBcc: evil@example.com', 'The subject must be on one line.'],
  ])('refuses a line break in %s (%j) and keeps nothing', async (field, value, expected) => {
    const response = await send(message({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expected });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it.each([
    ['name', 'Enter your name.'],
    ['to', 'Enter your email address.'],
    ['phone', 'Enter your phone number.'],
    ['method', 'Choose how we should reply: Email or Phone.'],
    ['message', 'Write your message.'],
  ])('refuses a message without %s', async (field, expected) => {
    const payload: Record<string, unknown> = message();
    delete payload[field];
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expected });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('refuses blanks, a bad address, a second address and a method other than Email or Phone', async () => {
    expect((await send(message({ name: '   ' }))).json().message).toBe('Enter your name.');
    expect((await send(message({ message: ' \n ' }))).json().message).toBe('Write your message.');
    expect((await send(message({ to: 'not-an-email' }))).statusCode).toBe(400);
    expect((await send(message({ to: 'asha@example.com, evil@example.com' }))).statusCode).toBe(400);
    expect((await send(message({ to: 'Asha <asha@example.com>' }))).statusCode).toBe(400);
    expect((await send(message({ phone: 'call me' }))).statusCode).toBe(400);
    const carrierPigeon = await send(message({ method: 'Pigeon' }));
    expect(carrierPigeon.statusCode).toBe(400);
    expect(carrierPigeon.json().message).toBe('Choose how we should reply: Email or Phone.');
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('accepts Phone as the preferred method', async () => {
    expect((await send(message({ method: 'Phone' }))).statusCode).toBe(200);
    const [stored] = await t.db.select().from(contactMessages);
    expect(stored?.preferredMethod).toBe('Phone');
  });
});

describe('POST /api/mail/send rate limits', () => {
  const t = useTestApp({
    env: { CONTACT_INBOX: INBOX, RATE_LIMIT_CONTACT_PER_IP: '3/hour', RATE_LIMIT_CONTACT_PER_EMAIL: '2/hour' },
  });
  const send = (payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/mail/send', payload, remoteAddress });
  const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;

  it('stops a fourth message from one address within the hour, with a clear message and Retry-After', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send(message({ to: `guest-${randomUUID()}@example.com` }), ip)).statusCode).toBe(200);
    }
    const blocked = await send(message({ to: `guest-${randomUUID()}@example.com` }), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message:
        'You have sent us several messages in a short while. Please wait a little and try again, or call your nearest outlet.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(contactMessages)).toHaveLength(3);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(3);
  });

  it('stops a third message from one email, whatever address it comes from and however it is written', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    expect((await send(message({ to: email }), freshIp())).statusCode).toBe(200);
    expect((await send(message({ to: email.toUpperCase() }), freshIp())).statusCode).toBe(200);
    expect((await send(message({ to: email }), freshIp())).statusCode).toBe(429);
    expect(await t.db.select().from(contactMessages)).toHaveLength(2);
  });

  it('keeps no more than the limit from a burst of twenty at once', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(message({ to: `guest-${randomUUID()}@example.com` }), ip)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(17);
    expect(await t.db.select().from(contactMessages)).toHaveLength(3);
  });
});
