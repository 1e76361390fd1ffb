import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOneTimeLinks } from '../../auth/one-time-links';
import {
  changeEventDeliveries,
  changeEvents,
  emailVerifications,
  mailOutbox,
  passwordResets,
  users,
} from '../../db/schema';
import { confirmationToken } from '../../test/email-links';
import { useTestApp } from '../../test/harness';
import { eventsAndJobs, runAgain, tablesHolding } from '../../test/secrets';

const t = useTestApp();

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PASSWORD = 'cardamom-latte';

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });
const resetWith = (token: string, password = 'filter-coffee-2026') =>
  post(`/api/user/reset-password/${token}`, { password });

async function signUp(email: string) {
  const response = await post('/api/user/register', {
    name: 'Asha Rao',
    phone: '9876543210',
    email,
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return { session: (response.json() as { token: string }).token, userId: user!.id };
}

/** The token of the newest reset link mailed to the address, as the customer reads it. */
async function resetToken(email: string) {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const mail = mails.filter((row) => row.kind === 'password-reset').at(-1);
  return /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
}

const mailsOf = async (kind: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).map((mail) => mail.toAddress);
const eventsOf = (type: string) => t.db.select().from(changeEvents).where(eq(changeEvents.type, type));

/** No event and no job holds the token; of every table, only the mail itself does. */
async function expectKeptOnlyInTheMail(token: string) {
  const { events, jobs } = await eventsAndJobs(t.db);
  expect(events.length).toBeGreaterThan(0);
  expect(jobs.length).toBeGreaterThan(0);
  expect(events.filter((json) => json.includes(token))).toEqual([]);
  expect(jobs.filter((json) => json.includes(token))).toEqual([]);
  expect(await tablesHolding(t.db, token)).toEqual(['mail_outbox']);
}

describe('a password reset asked for', () => {
  it('is one event of ids; no event or job holds the link, and the mailed link works once', async () => {
    const { userId } = await signUp('asha@example.com');
    expect((await post('/api/user/forgot-password', { email: 'asha@example.com' })).statusCode).toBe(200);

    const [reset] = await t.db.select().from(passwordResets);
    const announced = await eventsOf('password-reset.asked');
    expect(announced.map((event) => event.payload)).toEqual([{ resetId: reset!.id, userId }]);
    expect(reset!.id).toMatch(ID);
    const token = (await resetToken('asha@example.com'))!;
    expect(token).toBeDefined();
    await expectKeptOnlyInTheMail(token);

    expect((await resetWith(token)).statusCode).toBe(200);
    expect((await resetWith(token, 'another-password-1')).statusCode).toBe(400);
    expect(
      (await post('/api/user/login', { email: 'asha@example.com', password: 'filter-coffee-2026' })).statusCode,
    ).toBe(200);
  });

  it('queues its mail once when its subscriber runs again', async () => {
    await signUp('asha@example.com');
    await post('/api/user/forgot-password', { email: 'asha@example.com' });
    expect(await mailsOf('password-reset')).toEqual(['asha@example.com']);
    expect(await runAgain(t.db, (names) => t.app.jobs.drain(names), 'users.reset-mail')).toBe(1);
    expect(await mailsOf('password-reset')).toEqual(['asha@example.com']);
  });

  it('mails nothing when the link was used before its subscriber got to it', async () => {
    await signUp('asha@example.com');
    await post('/api/user/forgot-password', { email: 'asha@example.com' });
    const token = (await resetToken('asha@example.com'))!;
    // As if the first try had not committed: no mail, nothing delivered. The link is used meanwhile.
    await t.db.delete(changeEventDeliveries);
    await t.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    expect((await resetWith(token)).statusCode).toBe(200);
    expect(await runAgain(t.db, (names) => t.app.jobs.drain(names), 'users.reset-mail')).toBe(1);
    expect(await mailsOf('password-reset')).toEqual([]);
  });

  it('opens only its own row: not another customer’s, not as another kind of link, not signed with another secret', async () => {
    await signUp('asha@example.com');
    await signUp('ravi@example.com');
    await post('/api/user/forgot-password', { email: 'asha@example.com' });
    await post('/api/user/forgot-password', { email: 'ravi@example.com' });
    const [ravisReset] = await t.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(users.email, 'ravi@example.com'));

    // Ravi's row id, signed as a confirmation link, or with a secret other than the server's.
    const asConfirmation = createOneTimeLinks({ secret: t.config.jwtSecret!, publicUrl: '' })
      .url('email-verification', ravisReset!.id)
      .split('/')
      .at(-1)!;
    const otherSecret = createOneTimeLinks({ secret: 'a-secret-that-is-not-the-servers-one', publicUrl: '' })
      .url('password-reset', ravisReset!.id)
      .split('/')
      .at(-1)!;
    expect((await resetWith(asConfirmation)).statusCode).toBe(400);
    expect((await post('/api/user/verify-email', { token: asConfirmation })).statusCode).toBe(404);
    expect((await resetWith(otherSecret)).statusCode).toBe(400);

    // Asha's link sets Asha's password only; Ravi's still works, for Ravi.
    expect((await resetWith((await resetToken('asha@example.com'))!)).statusCode).toBe(200);
    expect((await post('/api/user/login', { email: 'ravi@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect((await resetWith((await resetToken('ravi@example.com'))!, 'ravis-new-password')).statusCode).toBe(200);
    expect(
      (await post('/api/user/login', { email: 'ravi@example.com', password: 'ravis-new-password' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/user/login', { email: 'asha@example.com', password: 'filter-coffee-2026' })).statusCode,
    ).toBe(200);
  });
});

describe('an email confirmation link', () => {
  it('at sign-up and on request is one event of ids each; no event or job holds a link, and each works once', async () => {
    const { session, userId } = await signUp('asha@example.com');
    const atSignUp = (await confirmationToken(t.db, 'asha@example.com'))!;
    await expectKeptOnlyInTheMail(atSignUp);

    expect((await post('/api/user/verify-email/resend', {}, session)).statusCode).toBe(200);
    const onRequest = (await confirmationToken(t.db, 'asha@example.com'))!;
    expect(onRequest).not.toBe(atSignUp);
    await expectKeptOnlyInTheMail(onRequest);

    const links = await t.db.select().from(emailVerifications).orderBy(emailVerifications.createdAt);
    const announced = await eventsOf('email-verification.asked');
    expect(announced.map((event) => event.payload)).toEqual(
      expect.arrayContaining([
        { verificationId: links[0]!.id, userId, welcome: true },
        { verificationId: links[1]!.id, userId, welcome: false },
      ]),
    );
    expect(announced).toHaveLength(2);
    const [welcome] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'email-verification'));
    expect(welcome!.text).toContain('Welcome to Roast!');

    expect((await post('/api/user/verify-email', { token: onRequest })).statusCode).toBe(200);
    expect((await post('/api/user/verify-email', { token: onRequest })).statusCode).toBe(409);
  });

  it('queues its mail once when its subscriber runs again', async () => {
    await signUp('asha@example.com');
    expect(await mailsOf('email-verification')).toEqual(['asha@example.com']);
    expect(await runAgain(t.db, (names) => t.app.jobs.drain(names), 'users.verification-mail')).toBe(1);
    expect(await mailsOf('email-verification')).toEqual(['asha@example.com']);
  });

  it('is not mailed once the account has another address', async () => {
    await signUp('asha@example.com');
    await t.db.delete(changeEventDeliveries);
    await t.db.delete(mailOutbox);
    await t.db.update(users).set({ email: 'asha.new@example.com', updatedAt: sql`now()` });
    expect(await runAgain(t.db, (names) => t.app.jobs.drain(names), 'users.verification-mail')).toBe(1);
    expect(await mailsOf('email-verification')).toEqual([]);
  });
});
