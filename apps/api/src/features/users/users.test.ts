import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { mailOutbox, passwordResets, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { FORGOT_PASSWORD_ANSWER } from './users.routes';

const t = useTestApp();

const asha = { name: 'Asha Rao', phone: '9876543210', email: 'Asha.Rao@Example.com', password: 'cardamom-latte' };

async function register(body: Record<string, unknown> = asha) {
  return t.app.inject({ method: 'POST', url: '/api/user/register', payload: body });
}
async function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
}
async function details(token: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/api/user/details', headers: token === undefined ? {} : { token } });
}
async function resetLinkFor(email: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const reset = rows.filter((row) => row.kind === 'password-reset').at(-1);
  const link = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(reset?.text ?? '');
  return link?.[1];
}

describe('register', () => {
  it('creates the account and answers with a working token', async () => {
    const response = await register();
    expect(response.statusCode).toBe(201);
    const body = response.json() as { success: boolean; token: string; message: string };
    expect(body).toMatchObject({
      success: true,
      message:
        'Welcome to Roast, Asha Rao! We have sent a link to asha.rao@example.com: open it to confirm your email address.',
    });
    const me = await details(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      success: true,
      data: { name: 'Asha Rao', email: 'asha.rao@example.com', phone: '9876543210', emailVerified: false },
    });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('never stores the password, only a scrypt hash', async () => {
    await register();
    const [user] = await t.db.select().from(users);
    expect(user?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(user?.passwordHash).not.toContain(asha.password);
  });

  it('refuses a name of several lines, which would reach mail headers and kitchen tickets', async () => {
    for (const name of ['Asha\r\nBcc: everyone@example.com', 'Asha\nRao', 'Asha\rRao']) {
      const response = await register({ ...asha, name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'A name cannot span several lines.' });
    }
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await register();
    const again = await register({ ...asha, email: 'ASHA.RAO@example.COM ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'An account with this email already exists. Log in instead, or reset your password.',
    });
  });

  it.each([
    [{ ...asha, password: 'short' }, 'Use at least 8 characters for your password.'],
    [{ ...asha, password: 'x'.repeat(129) }, 'Use at most 128 characters for your password.'],
    [{ ...asha, email: 'not-an-email' }, 'Enter a valid email address, like name@example.com.'],
    [{ ...asha, email: undefined }, 'Enter your email address.'],
    [{ ...asha, name: '  ' }, 'Enter your name.'],
    [{ ...asha, phone: '98765-43210' }, 'Enter your phone number as digits only, like 9876543210.'],
    [{ ...asha, phone: 'call me' }, 'Enter your phone number as digits only, like 9876543210.'],
  ])('refuses %o with a message a person can act on', async (body, message) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('login', () => {
  it('logs in with the email in any case', async () => {
    await register();
    const response = await login('ASHA.rao@example.com', asha.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Welcome back, Asha Rao!' });
    expect((await details((response.json() as { token: string }).token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same words', async () => {
    await register();
    const wrong = await login(asha.email, 'not-my-password');
    const unknown = await login('nobody@example.com', asha.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, message: expect.stringContaining('do not match') });
  });

  it('answers missing fields with 400, not 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('session tokens', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-to-sign-tokens');

  async function userAndToken() {
    const body = (await register()).json() as { token: string };
    const [user] = await t.db.select().from(users);
    return { user: user!, token: body.token };
  }

  it('refuses a missing token', async () => {
    expect((await details(undefined)).statusCode).toBe(401);
    expect((await details(undefined)).json()).toMatchObject({ success: false, message: 'Please log in to continue.' });
  });

  it('refuses garbage, a bad signature, alg none, and a token past its expiry', async () => {
    const { user, token } = await userAndToken();
    const [header, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ id: user.id, v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ id: user.id, v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86_400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
      .sign(secret);
    const hs512 = await new SignJWT({ id: user.id, v: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(secret);
    for (const bad of ['garbage', `${header}.${payload}.tampered`, none, otherKey, expired, hs512]) {
      const response = await details(bad);
      expect(response.statusCode, bad).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Please log in again to continue.' });
    }
  });

  it('issues tokens that expire in seven days and carry the id and token version', async () => {
    const { user, token } = await userAndToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number | string
    >;
    expect(claims).toMatchObject({ id: user.id, v: 0, jti: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 86_400);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('refuses a well-signed token without an expiry, or without a session', async () => {
    const { user, token } = await userAndToken();
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
    const noExpiry = await new SignJWT({ id: user.id, v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(jti)
      .setIssuedAt()
      .sign(secret);
    const noSession = await new SignJWT({ id: user.id, v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const madeUpSession = await new SignJWT({ id: user.id, v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('00000000-0000-4000-8000-000000000000')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    for (const bad of [noExpiry, noSession, madeUpSession]) expect((await details(bad)).statusCode).toBe(401);
    expect((await details(token)).statusCode).toBe(200);
  });

  it('refuses a token for a user that no longer exists', async () => {
    const { token } = await userAndToken();
    await t.db.delete(users);
    expect((await details(token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  const logout = (token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/logout', headers: token ? { token } : {} });
  const signIn = async () => ((await login(asha.email, asha.password)).json() as { token: string }).token;

  it('ends the session on the server: the token stops working, other sessions go on', async () => {
    await register();
    const phone = await signIn();
    const laptop = await signIn();
    expect((await details(phone)).statusCode).toBe(200);
    const response = await logout(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'You are logged out.' });
    // Someone who copied the token before logout gets nothing with it.
    expect((await details(phone)).statusCode).toBe(401);
    expect((await logout(phone)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/get', payload: {}, headers: { token: phone } })).statusCode,
    ).toBe(401);
    expect((await details(laptop)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await logout()).statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  const forgot = (email: string, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email },
      headers: host ? { host, 'x-forwarded-host': host } : {},
    });

  it('answers the same for an email with an account and one without', async () => {
    await register();
    const known = await forgot(asha.email);
    const unknown = await forgot('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    expect(mails.map((m) => m.toAddress)).toEqual(['asha.rao@example.com']);
  });

  it('mails a link built from PUBLIC_URL, never from the Host header', async () => {
    await register();
    await forgot(asha.email, 'evil.example');
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('http://localhost:3000/reset-password/');
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example');
  });

  it('keeps only a hash of the token, valid for 30 minutes', async () => {
    await register();
    await forgot(asha.email);
    const token = (await resetLinkFor('asha.rao@example.com'))!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [reset] = await t.db.select().from(passwordResets);
    expect(reset?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const rows = await selectRows<{ minutes: number }>(
      t.db,
      sql`select round(extract(epoch from (expires_at - created_at)) / 60) as minutes from password_resets`,
    );
    expect(Number(rows[0]?.minutes)).toBe(30);
  });

  it('answers a malformed email with 400', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
  });
});

describe('reset password', () => {
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: `/api/user/reset-password/${token}`, payload: { password } });

  async function linkForAsha() {
    const { token } = (await register()).json() as { token: string };
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: asha.email } });
    return { session: token, resetToken: (await resetLinkFor('asha.rao@example.com'))! };
  }

  it('sets the new password once, logs out old sessions and mails a notice', async () => {
    const { session, resetToken } = await linkForAsha();
    const response = await reset(resetToken, 'filter-coffee-2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password reset successfully' });
    expect((await login(asha.email, 'filter-coffee-2026')).statusCode).toBe(200);
    expect((await login(asha.email, asha.password)).statusCode).toBe(401);
    expect((await details(session)).statusCode).toBe(401);
    const kinds = (await t.db.select().from(mailOutbox)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['password-reset', 'password-changed']));

    const again = await reset(resetToken, 'another-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This reset link has expired or was already used. Ask for a new one.',
    });
  });

  it('refuses a link past its 30 minutes', async () => {
    const { resetToken } = await linkForAsha();
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await reset(resetToken, 'filter-coffee-2026')).statusCode).toBe(400);
    expect((await login(asha.email, asha.password)).statusCode).toBe(200);
  });

  it('a newer link does not revive older ones once one is used', async () => {
    const { resetToken: first } = await linkForAsha();
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: asha.email } });
    const second = (await resetLinkFor('asha.rao@example.com'))!;
    expect(second).not.toBe(first);
    expect((await reset(second, 'filter-coffee-2026')).statusCode).toBe(200);
    expect((await reset(first, 'sneaky-password-9')).statusCode).toBe(400);
  });

  it('refuses unknown and malformed tokens, and short passwords, with 400', async () => {
    const { resetToken } = await linkForAsha();
    expect((await reset('A'.repeat(43), 'filter-coffee-2026')).statusCode).toBe(400);
    expect((await reset('bad', 'filter-coffee-2026')).statusCode).toBe(400);
    const short = await reset(resetToken, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: 'Use at least 8 characters for your password.' });
  });
});
