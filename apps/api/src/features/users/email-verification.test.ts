import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { bookings, emailVerifications, events, mailOutbox, users } from '../../db/schema';
import { confirmationToken, confirmEmail } from '../../test/email-links';
import { useTestApp } from '../../test/harness';
import { sandboxPayment } from '../../test/payments';
import { atShopTime } from '../../test/shop';

const PASSWORD = 'cardamom-latte';

interface Export {
  bookingsNote: string;
  account: { email: string; emailVerified: boolean; emailVerifiedAt: string | null };
  bookings: { reference: string; kind: string; name: string; email: string }[];
}

interface Enrollments {
  data: { data: { kind: string; reference: string; status: string; places?: number; eventId?: { title: string } }[] };
}

/** The replay of the attack: a guest's booking, and an account made with the guest's email. */
describe('a guest booking and an account made with the same email', () => {
  const t = useTestApp();
  beforeEach(atShopTime);

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { token } });
  const verify = (token: string) => post('/api/user/verify-email', { token });

  async function signUpAs(email: string) {
    const response = await post('/api/user/register', {
      name: 'Mallory',
      phone: '9876500000',
      email,
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { token: string }).token;
  }

  /** A guest pays for two places at an event with their email, without an account. */
  async function guestBooking(email: string) {
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.isActive, true), gt(events.slots, 1)))
      .limit(1);
    const held = await post('/api/event/create-order', {
      eventId: event!.id,
      name: 'Geeta Guest',
      email,
      slotsBooked: 2,
    });
    expect(held.statusCode, held.body).toBe(200);
    const { id, orderId } = held.json() as { id: string; orderId: string };
    const paid = await post('/api/event/payment-verification', await sandboxPayment(t.db, id));
    expect(paid.statusCode, paid.body).toBe(200);
    // The guest's confirmation has gone out: our copy of it is 'sent'.
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.kind, 'event-confirmation'));
    return { reference: orderId, event: event! };
  }

  const enrollmentsOf = async (token: string) =>
    ((await post('/api/enroll/userList', {}, token)).json() as Enrollments).data.data;
  const exportOf = async (token: string) => (await get('/api/user/export', token)).json() as Export;
  const guestMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event-confirmation'));

  it("brings none of the guest's bookings before the email is confirmed: not in My Account, the export or the erase", async () => {
    const email = `geeta-${randomUUID()}@example.com`;
    const booked = await guestBooking(email);
    const token = await signUpAs(email.toUpperCase());

    const me = await get('/api/user/details', token);
    expect(me.json()).toMatchObject({ data: { email, emailVerified: false } });
    expect(await enrollmentsOf(token)).toEqual([]);
    const data = await exportOf(token);
    expect(data.account).toMatchObject({ email, emailVerified: false, emailVerifiedAt: null });
    expect(data.bookings).toEqual([]);
    expect(data.bookingsNote).toContain('not confirmed yet');
    expect(JSON.stringify(data)).not.toContain(booked.reference);

    // The account's own mail (the confirmation link) went out too; erasing takes only that copy.
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.kind, 'email-verification'));
    const erased = await post('/api/user/erase', { password: PASSWORD }, token);
    expect(erased.statusCode, erased.body).toBe(200);

    const [booking] = await t.db.select().from(bookings).where(eq(bookings.reference, booked.reference));
    expect(booking).toMatchObject({ name: 'Geeta Guest', email, status: 'paid', slots: 2 });
    expect(booking!.ip).not.toBeNull();
    expect(await guestMails()).toEqual([expect.objectContaining({ toAddress: email, status: 'sent' })]);
    const confirmations = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'email-verification'));
    expect(confirmations).toEqual([]);
  });

  it("brings the guest's bookings once the mailed link is followed, in My Account, the export and the erase", async () => {
    const email = `geeta-${randomUUID()}@example.com`;
    const booked = await guestBooking(email);
    const token = await signUpAs(email);
    const link = await confirmationToken(t.db, email);
    expect(link).toBeDefined();

    const followed = await verify(link!);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ success: true, message: 'Thank you! Your email address is confirmed.' });

    expect((await get('/api/user/details', token)).json()).toMatchObject({ data: { emailVerified: true } });
    expect(await enrollmentsOf(token)).toEqual([
      expect.objectContaining({
        kind: 'event',
        reference: booked.reference,
        status: 'Enrolled',
        places: 2,
        eventId: expect.objectContaining({ title: booked.event.title }),
      }),
    ]);
    const data = await exportOf(token);
    expect(data.account).toMatchObject({ emailVerified: true, emailVerifiedAt: expect.any(String) });
    expect(data.bookings.map((row) => row.reference)).toEqual([booked.reference]);

    const erased = await post('/api/user/erase', { password: PASSWORD }, token);
    expect(erased.statusCode, erased.body).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.reference, booked.reference));
    expect(booking).toMatchObject({ name: 'Erased customer', email: expect.stringMatching(/@erased\.invalid$/) });
    expect(booking!.ip).toBeNull();
    expect(await guestMails()).toEqual([]);
  });

  it('keeps only a hash of a 256-bit token, for 48 hours', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    await signUpAs(email);
    const token = (await confirmationToken(t.db, email))!;
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const [link] = await t.db.select().from(emailVerifications);
    expect(link).toMatchObject({ email, tokenHash: createHash('sha256').update(token).digest('hex'), usedAt: null });
    const [row] = await selectRows<{ hours: number }>(
      t.db,
      sql`select round(extract(epoch from (expires_at - created_at)) / 3600) as hours from email_verifications`,
    );
    expect(Number(row!.hours)).toBe(48);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'email-verification'));
    expect(mail).toMatchObject({ toAddress: email, subject: 'Confirm your email for Roast' });
    expect(mail!.html).toContain(`http://localhost:3000/verify-email/${token}`);
  });

  it('works once: the link followed again says it was used', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    await signUpAs(email);
    const link = (await confirmationToken(t.db, email))!;
    expect((await verify(link)).statusCode).toBe(200);
    const again = await verify(link);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This link was already used, and your email address is confirmed. There is nothing more to do.',
    });
  });

  it('is used once when two clicks arrive at the same moment', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    await signUpAs(email);
    const link = (await confirmationToken(t.db, email))!;
    const answers = await Promise.all([verify(link), verify(link)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a link past its 48 hours, saying so, and a new link works', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    const token = await signUpAs(email);
    const old = (await confirmationToken(t.db, email))!;
    await t.db.update(emailVerifications).set({ expiresAt: sql`now() - interval '1 minute'` });

    const expired = await verify(old);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      success: false,
      message: 'This link has expired: links work for 48 hours. Log in and ask for a new one in My Account.',
    });
    expect((await get('/api/user/details', token)).json()).toMatchObject({ data: { emailVerified: false } });

    const resent = await post('/api/user/verify-email/resend', {}, token);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = (await confirmationToken(t.db, email))!;
    expect(fresh).not.toBe(old);
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await get('/api/user/details', token)).json()).toMatchObject({ data: { emailVerified: true } });
  });

  it('refuses a wrong token with 404 and a malformed one with 400, and proves nothing', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    const token = await signUpAs(email);
    const link = (await confirmationToken(t.db, email))!;
    // The link with its last letter changed: well formed, but not one we sent.
    const wrong = await verify(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({
      success: false,
      message:
        'We do not recognise this link. Open the whole link from the email, or log in and ask for a new one in My Account.',
    });
    for (const malformed of [{ token: 'short' }, { token: 'has spaces in it, not a token at all' }, {}]) {
      const refused = await post('/api/user/verify-email', malformed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'This link is not valid. Open the whole link from the email, or ask for a new one.',
      });
    }
    expect((await get('/api/user/details', token)).json()).toMatchObject({ data: { emailVerified: false } });
  });

  it('proves nothing for an erased account, whose links stop working', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    const token = await signUpAs(email);
    const link = (await confirmationToken(t.db, email))!;
    expect((await post('/api/user/erase', { password: PASSWORD }, token)).statusCode).toBe(200);
    expect((await verify(link)).statusCode).toBe(404);
    // The same email signs up again: the old link does not prove the new account either.
    const again = await signUpAs(email);
    expect((await verify(link)).statusCode).toBe(404);
    expect((await get('/api/user/details', again)).json()).toMatchObject({ data: { emailVerified: false } });
  });

  it('treats a reset done through the mailed link as proof of the address', async () => {
    const email = `asha-${randomUUID()}@example.com`;
    const booked = await guestBooking(email);
    await signUpAs(email);
    await post('/api/user/forgot-password', { email });
    const [reset] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(reset!.text)![1]!;
    const done = await post('/api/user/reset-password', { token: resetToken, password: 'filter-coffee-2026' });
    expect(done.statusCode, done.body).toBe(200);

    const login = await post('/api/user/login', { email, password: 'filter-coffee-2026' });
    const session = (login.json() as { token: string }).token;
    expect((await get('/api/user/details', session)).json()).toMatchObject({ data: { emailVerified: true } });
    expect((await enrollmentsOf(session)).map((entry) => entry.reference)).toEqual([booked.reference]);
    // The confirmation link still out is spent with it.
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    const links = await t.db.select().from(emailVerifications);
    expect(links).toHaveLength(1);
    expect(await t.db.select().from(emailVerifications).where(isNull(emailVerifications.usedAt))).toEqual([]);
  });

  describe('POST /api/user/verify-email/resend', () => {
    it('needs a login', async () => {
      const response = await post('/api/user/verify-email/resend', {});
      expect(response.statusCode).toBe(401);
    });

    it('mails a new link and says where and when it went; older links still work until one is used', async () => {
      const email = `asha-${randomUUID()}@example.com`;
      const token = await signUpAs(email);
      const first = (await confirmationToken(t.db, email))!;
      const response = await post('/api/user/verify-email/resend', {}, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json() as { sentAt: string };
      expect(body).toEqual({
        success: true,
        message: `A new link is on its way to ${email}. It can take a few minutes to arrive.`,
        email,
        sentAt: expect.any(String),
      });
      expect(Math.abs(Date.parse(body.sentAt) - Date.now())).toBeLessThan(60_000);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'email-verification'));
      expect(mails).toHaveLength(2);
      expect(mails.map((mail) => mail.toAddress)).toEqual([email, email]);

      expect((await verify(first)).statusCode).toBe(200);
      const second = (await confirmationToken(t.db, email))!;
      expect(second).not.toBe(first);
      expect((await verify(second)).statusCode).toBe(409);
    });

    it('says there is nothing to do for a confirmed address, and sends nothing', async () => {
      const email = `asha-${randomUUID()}@example.com`;
      const token = await signUpAs(email);
      await confirmEmail(t.app, t.db, email);
      const response = await post('/api/user/verify-email/resend', {}, token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Your email address is already confirmed. There is nothing more to do.',
      });
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'email-verification'))).toHaveLength(1);
    });
  });
});

describe('limits on new confirmation links', () => {
  const t = useTestApp({
    env: {
      RATE_LIMIT_VERIFY_LINK_PER_USER: '2/hour',
      RATE_LIMIT_VERIFY_LINK_PER_EMAIL: '3/day',
      RATE_LIMIT_VERIFY_LINK_PER_IP: '4/hour',
    },
  });

  let ip = '';
  const freshIp = () => (ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {}, remoteAddress: ip });
  const resend = (token: string) => post('/api/user/verify-email/resend', {}, token);
  async function signUpAs(email: string) {
    const response = await post('/api/user/register', { name: 'Asha', phone: '9876543210', email, password: PASSWORD });
    return (response.json() as { token: string }).token;
  }
  const linksTo = async (email: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
      (mail) => mail.kind === 'email-verification',
    ).length;

  it('stops an account after 2 new links an hour, with a message that says why and when to try again', async () => {
    freshIp();
    const email = `asha-${randomUUID()}@example.com`;
    const token = await signUpAs(email);
    expect((await resend(token)).statusCode).toBe(200);
    expect((await resend(token)).statusCode).toBe(200);
    const refused = await resend(token);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^You have asked for several new links in a short time\. Please check your inbox and spam folder for the ones we sent, or ask again in \d+ minutes\.$/,
      ),
    });
    // The sign-up's link and two more: the refused request sent nothing.
    expect(await linksTo(email)).toBe(3);
  });

  it('stops an address after 3 new links a day, across accounts made with it', async () => {
    freshIp();
    const email = `asha-${randomUUID()}@example.com`;
    const first = await signUpAs(email);
    expect((await resend(first)).statusCode).toBe(200);
    expect((await resend(first)).statusCode).toBe(200);
    expect((await post('/api/user/erase', { password: PASSWORD }, first)).statusCode).toBe(200);
    freshIp();
    const second = await signUpAs(email);
    expect((await resend(second)).statusCode).toBe(200);
    const refused = await resend(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^We have sent several links to this address today\. Please check your inbox and spam folder, or ask again in \d+ hours\.$/,
      ),
    });
  });

  it('stops a network after 4 new links an hour, whatever the accounts', async () => {
    freshIp();
    const tokens = await Promise.all(Array.from({ length: 3 }, () => signUpAs(`asha-${randomUUID()}@example.com`)));
    const answers = [];
    for (const token of [...tokens, ...tokens]) answers.push(await resend(token));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(answers[5]!.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^Too many links were asked for from your network\. Please try again in \d+ minutes\.$/,
      ),
    });
  });
});
