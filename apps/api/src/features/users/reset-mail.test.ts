import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { startSmtpPeer } from '../../test/smtp-peer';
import { retriesDueNow } from '../../test/jobs';
import { useTestApp } from '../../test/harness';

/** The whole reset path over real SMTP: the link that arrives is the link that works. */
const peer = await startSmtpPeer({
  failFirst: 1,
  failWhen: (mail) => mail.subject === 'Reset your Roast password',
});
const t = useTestApp({ env: { SMTP_URL: peer.url, MAIL_FROM: 'Roast <hello@roastcafe.in>' } });

afterAll(() => peer.close());

describe('password reset by email', () => {
  it('sends a branded reset mail with a working link, retrying when the server is busy', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Meera', phone: '9812345678', email: 'meera@example.com', password: 'jaggery-walnut' },
    });
    expect(register.statusCode).toBe(201);
    // This test follows the reset mail alone: the sign-up's confirmation mail is left out.
    await t.app.mail.drain();
    await t.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'email-verification'));
    peer.received.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: 'meera@example.com' } });

    // The first attempt meets a 451 from the server and is kept for later.
    await t.app.mail.drain();
    const [afterFailure] = await t.db.select().from(mailOutbox);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure?.lastError).toContain('Mailbox busy');
    expect(peer.received).toHaveLength(0);

    await retriesDueNow(t.db);
    await t.app.mail.drain();
    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail.envelopeTo).toEqual(['meera@example.com']);
    expect(mail.parsed.subject).toBe('Reset your Roast password');
    expect(mail.parsed.from?.value).toEqual([{ name: 'Roast', address: 'hello@roastcafe.in' }]);
    expect(mail.parsed.html).toContain('Choose a new password');
    const link = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '');
    expect(link).not.toBeNull();

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${link![1]}`,
      payload: { password: 'new-and-better-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'meera@example.com', password: 'new-and-better-1' },
    });
    expect(login.statusCode).toBe(200);

    await t.app.mail.drain();
    expect(peer.received.map((received) => received.parsed.subject)).toEqual([
      'Reset your Roast password',
      'Your Roast password was changed',
    ]);
  });
});
